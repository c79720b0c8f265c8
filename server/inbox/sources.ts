/**
 * The Sources view's figures: over a period, how many leads came from each source, each source /
 * medium / campaign and each landing page, and how many of them were won. One statement on both
 * stores counts the leads of each source, medium, campaign, landing page and status, read in the
 * order of the index on those columns (and received_at) without the table or a sort; the tables are
 * summed from its rows. (Grouping a period read by received_at made SQLite sort it: four times
 * slower on 100,000 enquiries.)
 */
import type Database from "better-sqlite3"
import type pg from "pg"
import { numbered } from "../enquiries/enquiry-rows"
import type { Period, SourcesReport, Tally } from "./inbox-store"
import { kolkataDate, kolkataDayStart, receivedBounds } from "./kolkata-calendar"

/** Rows of each table at most, largest first: tags are typed by whoever links to the site. */
export const SOURCES_LIMIT = 100

/**
 * The counts of a period, `?` for its bounds (PostgreSQL numbers them). SQLite is told the index:
 * on a few rows, or with other statistics, its planner would read the period by received_at and
 * sort; PostgreSQL chooses well by itself.
 */
export const sourcesStatement = (table: "enquiries" | "enquiries INDEXED BY enquiries_origins"): string =>
  `SELECT source, medium, campaign, landing_page, status, count(*) AS leads
     FROM ${table} WHERE received_at >= ? AND received_at < ?
    GROUP BY source, medium, campaign, landing_page, status`
export const SQLITE_SOURCES = sourcesStatement("enquiries INDEXED BY enquiries_origins")
const POSTGRES_SOURCES = numbered(sourcesStatement("enquiries"))

type CountRow = { source: string; medium: string; campaign: string; landing_page: string; status: string; leads: number | string }

const YEAR_DAYS = 365

/** The period of a filter's from and to, each defaulting to a year: the last 365 days up to today. */
export function periodOf({ from, to }: { from?: string; to?: string }, now = new Date()): Period {
  const until = to ?? kolkataDate(now)
  const since = from ?? kolkataDate(new Date(kolkataDayStart(until).getTime() - (YEAR_DAYS - 1) * 86_400_000))
  return { from: since, to: until }
}

/** The instants a period spans, [since, until). */
function periodBounds({ from, to }: Period): [Date, Date] {
  const { since, until } = receivedBounds(from, to)
  return [since as Date, until as Date]
}

/** Sums rows into one table, by key, largest first (then by key), at most SOURCES_LIMIT rows. */
function tabled<T>(rows: CountRow[], keyOf: (row: CountRow) => T): (Tally & T)[] {
  const tallies = new Map<string, Tally & T>()
  for (const row of rows) {
    const key = keyOf(row)
    const id = JSON.stringify(key)
    const tally = tallies.get(id) ?? { ...key, leads: 0, won: 0 }
    tally.leads += Number(row.leads)
    if (row.status === "won") tally.won += Number(row.leads)
    tallies.set(id, tally)
  }
  return [...tallies.entries()]
    .sort(([a, x], [b, y]) => y.leads - x.leads || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, SOURCES_LIMIT)
    .map(([, tally]) => tally)
}

function sourcesReport(rows: CountRow[]): SourcesReport {
  const [total = { leads: 0, won: 0 }] = tabled(rows, () => ({}))
  return {
    total: { leads: total.leads, won: total.won },
    bySource: tabled(rows, ({ source }) => ({ source })),
    byCampaign: tabled(rows, ({ source, medium, campaign }) => ({ source, medium, campaign })),
    byLanding: tabled(rows, ({ landing_page }) => ({ landingPage: landing_page })),
  }
}

/** The report on SQLite. */
export function sqliteSources(db: Database.Database, period: Period): SourcesReport {
  const bounds = periodBounds(period).map((at) => at.toISOString())
  return sourcesReport(db.prepare<string[], CountRow>(SQLITE_SOURCES).all(...bounds))
}

/** The report on PostgreSQL. */
export async function postgresSources(pool: pg.Pool, period: Period): Promise<SourcesReport> {
  return sourcesReport((await pool.query<CountRow>(POSTGRES_SOURCES, periodBounds(period))).rows)
}
