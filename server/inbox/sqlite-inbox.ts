/**
 * InboxStore on the SQLite enquiry store's own connection and file (migration 2 of sqlite-store.ts).
 * better-sqlite3 answers synchronously; writes run in IMMEDIATE transactions, which take the write
 * lock first, so the version read inside `update` is still current when the row is written even
 * with another connection (the CLI, another process) on the same file.
 */
import type Database from "better-sqlite3"
import type { SqliteEnquiryStore } from "../enquiries/sqlite-store"
import {
  changedFields,
  checkPage,
  expiryCutoffs,
  filterConditions,
  hashSessionId,
  newCsrfToken,
  newSessionId,
  type SessionLimits,
} from "./inbox-rules"
import {
  AUDIT_LOG,
  HISTORY_OF,
  INBOX_COLUMNS as COLUMNS,
  NOTIFICATIONS_OF,
  toAudit,
  toHistory,
  toInbox,
  toNotification,
  toSession,
  zeroFigures,
} from "./inbox-rows"
import type { AuditRow, HistoryRow, InboxRow, NotificationRow, SessionRow } from "./inbox-rows"
import { ConflictError, isStaffName, StaffUserExistsError } from "./inbox-store"
import type {
  AuditEntry,
  Change,
  HistoryEntry,
  InboxEnquiry,
  InboxFigures,
  InboxFilter,
  InboxPage,
  InboxStore,
  Notification,
  Session,
  StaffUser,
  Status,
} from "./inbox-store"
import { lastWeeks, WEEK_MS } from "./kolkata-calendar"
import type { Period, SourcesReport } from "./inbox-store"
import { sqliteSources } from "./sources"
import { containsPattern, ftsQuery, isIndexable, searchTerms } from "./search-terms"

/** What a short term (below the trigram index's 3 characters) is looked for in, as the index sees it. */
const SEARCH_TEXT = `e.name || ' ' || e.email || ' ' || e.mobile || ' ' || replace(replace(e.mobile, ' ', ''), '+', '') || ' ' || e.services || ' ' || e.description`

/** The WHERE clause of a filter; the search terms go through the FTS5 index, short ones through LIKE. */
function whereOf(filter: InboxFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = []
  const params: unknown[] = []
  const add = (clause: string, param: unknown) => {
    clauses.push(clause)
    params.push(param)
  }
  for (const [clause, value] of filterConditions(filter)) add(clause, value instanceof Date ? value.toISOString() : value)
  const terms = searchTerms(filter.query)
  const indexed = terms.filter(isIndexable)
  if (indexed.length > 0) add("e.rowid IN (SELECT rowid FROM enquiry_search WHERE enquiry_search MATCH ?)", ftsQuery(indexed))
  for (const term of terms.filter((t) => !isIndexable(t))) add(`(${SEARCH_TEXT}) LIKE ? ESCAPE '\\'`, containsPattern(term))
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", params }
}

// rowid breaks ties between enquiries received in the same millisecond, as in the enquiry list.
const NEWEST_FIRST = "ORDER BY e.received_at DESC, e.rowid DESC"

export class SqliteInboxStore implements InboxStore {
  private readonly db: Database.Database
  private readonly statements = new Map<string, Database.Statement>()

  constructor(private readonly store: SqliteEnquiryStore) {
    this.db = store.db
  }

  /** Statements prepared once per distinct SQL text (a bounded few: each filter field there or not, up to eight short terms). */
  private sql<Row = unknown>(text: string): Database.Statement<unknown[], Row> {
    let statement = this.statements.get(text)
    if (!statement) this.statements.set(text, (statement = this.db.prepare(text)))
    return statement as Database.Statement<unknown[], Row>
  }

  async addUser(name: string, passwordHash: string, now = new Date()): Promise<void> {
    if (!isStaffName(name)) throw new RangeError(`Not a staff user name: ${JSON.stringify(name)}`)
    const { changes } = this.sql("INSERT INTO staff_users (name, password_hash, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING").run(
      name,
      passwordHash,
      now.toISOString(),
    )
    if (changes === 0) throw new StaffUserExistsError(name)
  }

  async removeUser(name: string): Promise<boolean> {
    // The user's sessions go with it (ON DELETE CASCADE).
    return this.sql("DELETE FROM staff_users WHERE name = ?").run(name).changes > 0
  }

  async listUsers(): Promise<StaffUser[]> {
    const rows = this.sql<{ name: string; created_at: string }>("SELECT name, created_at FROM staff_users ORDER BY name").all()
    return rows.map((row) => ({ name: row.name, createdAt: row.created_at }))
  }

  async passwordHashOf(name: string): Promise<string | null> {
    return this.sql<{ password_hash: string }>("SELECT password_hash FROM staff_users WHERE name = ?").get(name)?.password_hash ?? null
  }

  async createSession(userName: string, now = new Date()): Promise<Session> {
    const id = newSessionId()
    const csrfToken = newCsrfToken()
    const at = now.toISOString()
    this.sql("INSERT INTO staff_sessions (id_hash, user_name, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)").run(
      hashSessionId(id),
      userName,
      csrfToken,
      at,
      at,
    )
    return { id, userName, csrfToken, createdAt: at, lastSeenAt: at }
  }

  async getSession(id: string, limits: SessionLimits, now = new Date()): Promise<Session | null> {
    const { idleBefore, createdBefore } = expiryCutoffs(limits, now)
    const row = this.db
      .transaction(() => {
        this.sql("DELETE FROM staff_sessions WHERE last_seen_at <= ? OR created_at <= ?").run(
          idleBefore.toISOString(),
          createdBefore.toISOString(),
        )
        return this.sql<SessionRow>(
          "UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ? RETURNING user_name, csrf_token, created_at, last_seen_at",
        ).get(now.toISOString(), hashSessionId(id))
      })
      .immediate()
    return row ? toSession(id, row) : null
  }

  async deleteSession(id: string): Promise<void> {
    this.sql("DELETE FROM staff_sessions WHERE id_hash = ?").run(hashSessionId(id))
  }

  async search(filter: InboxFilter, page: { offset: number; limit: number }): Promise<InboxPage> {
    checkPage(page)
    const { sql, params } = whereOf(filter)
    // One read transaction: the page and the total see the same snapshot.
    return this.db.transaction(() => ({
      enquiries: this.sql<InboxRow>(`SELECT ${COLUMNS} FROM enquiries e ${sql} ${NEWEST_FIRST} LIMIT ? OFFSET ?`)
        .all(...params, page.limit, page.offset)
        .map(toInbox),
      total: this.sql<{ n: number }>(`SELECT count(*) AS n FROM enquiries e ${sql}`).get(...params)?.n ?? 0,
    }))()
  }

  async searchAll(filter: InboxFilter): Promise<InboxEnquiry[]> {
    const { sql, params } = whereOf(filter)
    return this.sql<InboxRow>(`SELECT ${COLUMNS} FROM enquiries e ${sql} ${NEWEST_FIRST}`)
      .all(...params)
      .map(toInbox)
  }

  /** The plan SQLite chooses for a search page (EXPLAIN QUERY PLAN), one step per line. */
  explainSearch(filter: InboxFilter): string[] {
    const { sql, params } = whereOf(filter)
    return this.db
      .prepare<unknown[], { detail: string }>(
        `EXPLAIN QUERY PLAN SELECT ${COLUMNS} FROM enquiries e ${sql} ${NEWEST_FIRST} LIMIT ? OFFSET ?`,
      )
      .all(...params, 50, 0)
      .map((row) => row.detail)
  }

  async figures(weeks: number, now = new Date()): Promise<InboxFigures> {
    const { starts, since, until } = lastWeeks(weeks, now)
    const figures = zeroFigures(starts)
    this.db.transaction(() => {
      const statuses = this.sql<{ status: Status; n: number }>("SELECT status, count(*) AS n FROM enquiries GROUP BY status").all()
      for (const row of statuses) figures.byStatus[row.status] = row.n
      // Whole seconds since the first week began: the weeks begin on whole seconds, so dropping
      // the milliseconds never moves an enquiry across a boundary.
      const rows = this.sql<{ week: number; n: number }>(
        `SELECT (CAST(strftime('%s', received_at) AS INTEGER) - CAST(? AS INTEGER)) / CAST(? AS INTEGER) AS week, count(*) AS n
           FROM enquiries WHERE received_at >= ? AND received_at < ? GROUP BY week`,
      ).all(since.getTime() / 1000, WEEK_MS / 1000, since.toISOString(), until.toISOString())
      for (const row of rows) figures.perWeek[row.week].count = row.n
    })()
    return figures
  }

  async sources(period: Period): Promise<SourcesReport> {
    return sqliteSources(this.db, period)
  }

  private row(id: string): InboxRow | undefined {
    return this.sql<InboxRow>(`SELECT ${COLUMNS} FROM enquiries e WHERE e.id = ?`).get(id)
  }

  async detail(id: string): Promise<{ enquiry: InboxEnquiry; notifications: Notification[]; history: HistoryEntry[] } | null> {
    return this.db.transaction(() => {
      const row = this.row(id)
      if (!row) return null
      return {
        enquiry: toInbox(row),
        notifications: this.sql<NotificationRow>(NOTIFICATIONS_OF).all(id).map(toNotification),
        history: this.sql<HistoryRow>(HISTORY_OF).all(id).map(toHistory),
      }
    })()
  }

  async update(id: string, change: Change, fromVersion: number, by: string, now = new Date()): Promise<InboxEnquiry | null> {
    return this.db
      .transaction((): InboxEnquiry | null => {
        const current = this.row(id)
        if (!current) return null
        if (current.version !== fromVersion) throw new ConflictError(toInbox(current))
        const changed = changedFields(current, change)
        if (changed.length === 0) return toInbox(current)
        const at = now.toISOString()
        const { changes } = this.sql(
          "UPDATE enquiries SET status = ?, note = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?",
        ).run(change.status ?? current.status, change.note ?? current.note, at, id, fromVersion)
        if (changes !== 1) throw new ConflictError(toInbox(this.row(id) ?? current))
        const record = this.sql(
          "INSERT INTO enquiry_history (enquiry_id, at, by_user, what, from_value, to_value) VALUES (?, ?, ?, ?, ?, ?)",
        )
        for (const entry of changed) record.run(id, at, by, entry.what, entry.from, entry.to)
        return toInbox(this.row(id) as InboxRow)
      })
      .immediate()
  }

  async retryNotification(enquiryId: string, notificationId: number, now = new Date()): Promise<boolean> {
    const { changes } = this.sql(
      "UPDATE outbox SET status = 'pending', next_attempt_at = ? WHERE id = ? AND enquiry_id = ? AND status IN ('pending', 'failed')",
    ).run(now.toISOString(), notificationId, enquiryId)
    return changes > 0
  }

  async deleteByEmail(email: string, by: string, now = new Date()): Promise<number> {
    const deleted = this.db
      .transaction(() => {
        // Outbox and history rows go with their enquiry (ON DELETE CASCADE), search entries by trigger.
        const { changes } = this.sql("DELETE FROM enquiries WHERE email = ? COLLATE NOCASE").run(email)
        this.sql("INSERT INTO staff_audit (at, by_user, action, count) VALUES (?, ?, 'deleted', ?)").run(now.toISOString(), by, changes)
        return changes
      })
      .immediate()
    if (deleted > 0) this.store.eraseDeleted()
    return deleted
  }

  async auditLog(limit: number): Promise<AuditEntry[]> {
    return this.sql<AuditRow>(AUDIT_LOG).all(limit).map(toAudit)
  }
}
