/**
 * The Sources view's figures: over a period, how many leads came from each source, each source /
 * medium / campaign and each landing page, and how many of them were won. The same statements on
 * both stores; each is read from the index on (received_at, source, medium, campaign, landing_page,
 * status) without the table.
 */
import type Database from "better-sqlite3"
import type pg from "pg"
import { numbered } from "./inbox-rows"
import { kolkataDate, kolkataDayStart, receivedBounds } from "./kolkata-calendar"

/** Rows of each table at most, largest first: tags are typed by whoever links to the site. */
export const SOURCES_LIMIT = 100

export type Tally = { leads: number; won: number }
export type SourcesReport = {
  total: Tally
  bySource: (Tally & { source: string })[]
  byCampaign: (Tally & { source: string; medium: string; campaign: string })[]
  byLanding: (Tally & { landingPage: string })[]
}

/** Both days inclusive, YYYY-MM-DD in Kolkata, as the list's filter. */
export type Period = { from: string; to: string }

const tallied = (groupBy: string) =>
  `SELECT ${groupBy}, count(*) AS leads, sum(CASE WHEN status = 'won' THEN 1 ELSE 0 END) AS won
     FROM enquiries WHERE received_at >= ? AND received_at < ?
    GROUP BY ${groupBy} ORDER BY leads DESC, ${groupBy} LIMIT ${SOURCES_LIMIT}`

/** The statements with `?` placeholders (PostgreSQL numbers them), each given the period's bounds. */
export const SOURCES_STATEMENTS = {
  total: `SELECT count(*) AS leads, sum(CASE WHEN status = 'won' THEN 1 ELSE 0 END) AS won
            FROM enquiries WHERE received_at >= ? AND received_at < ?`,
  bySource: tallied("source"),
  byCampaign: tallied("source, medium, campaign"),
  byLanding: tallied("landing_page"),
} as const

type Counted = { leads: number | string; won: number | string | null }
export type SourcesRows = { [K in keyof typeof SOURCES_STATEMENTS]: (Counted & Record<string, unknown>)[] }

const YEAR_DAYS = 365

/** The period of a filter's from and to, each defaulting to a year: the last 365 days up to today. */
export function periodOf({ from, to }: { from?: string; to?: string }, now = new Date()): Period {
  const until = to ?? kolkataDate(now)
  const since = from ?? kolkataDate(new Date(kolkataDayStart(until).getTime() - (YEAR_DAYS - 1) * 86_400_000))
  return { from: since, to: until }
}

/** The instants a period spans, [since, until). */
export function periodBounds({ from, to }: Period): { since: Date; until: Date } {
  const { since, until } = receivedBounds(from, to)
  return { since: since as Date, until: until as Date }
}

/** The report from the statements' rows (counts come as strings from pg). */
function sourcesReport(rows: SourcesRows): SourcesReport {
  const tally = (row: Counted): Tally => ({ leads: Number(row.leads), won: Number(row.won ?? 0) })
  const text = (value: unknown) => String(value)
  return {
    total: tally(rows.total[0] ?? { leads: 0, won: 0 }),
    bySource: rows.bySource.map((row) => ({ source: text(row.source), ...tally(row) })),
    byCampaign: rows.byCampaign.map((row) => ({
      source: text(row.source),
      medium: text(row.medium),
      campaign: text(row.campaign),
      ...tally(row),
    })),
    byLanding: rows.byLanding.map((row) => ({ landingPage: text(row.landing_page), ...tally(row) })),
  }
}

type Statement = keyof typeof SOURCES_STATEMENTS
const STATEMENTS = Object.keys(SOURCES_STATEMENTS) as Statement[]

/** The report on SQLite, in one read transaction: the four tables see the same snapshot. */
export function sqliteSources(db: Database.Database, period: Period): SourcesReport {
  const { since, until } = periodBounds(period)
  const read = (name: Statement) =>
    db.prepare<[string, string], SourcesRows[Statement][number]>(SOURCES_STATEMENTS[name]).all(since.toISOString(), until.toISOString())
  return db.transaction(() => sourcesReport(Object.fromEntries(STATEMENTS.map((name) => [name, read(name)])) as SourcesRows))()
}

/** The report on PostgreSQL, the four statements at once. */
export async function postgresSources(pool: pg.Pool, period: Period): Promise<SourcesReport> {
  const { since, until } = periodBounds(period)
  const rows = await Promise.all(
    STATEMENTS.map(async (name) => (await pool.query(numbered(SOURCES_STATEMENTS[name]), [since, until])).rows),
  )
  return sourcesReport(Object.fromEntries(STATEMENTS.map((name, i) => [name, rows[i]])) as SourcesRows)
}
