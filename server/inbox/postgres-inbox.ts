/**
 * InboxStore on the PostgreSQL enquiry store's pool (migration 3 of postgres-store.ts), for several
 * API instances on one database. `update` locks the row (SELECT … FOR UPDATE) before comparing
 * versions, so of two instances changing one enquiry from the same version, the second waits for
 * the first to commit, then finds the new version and answers ConflictError, writing nothing.
 */
import type pg from "pg"
import { numbered } from "../enquiries/enquiry-rows"
import { inTransaction } from "../enquiries/postgres-store"
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
import { postgresSources } from "./sources"
import { containsPattern, searchTerms } from "./search-terms"

// seq breaks ties between enquiries received in the same millisecond, as in the enquiry list.
const NEWEST_FIRST = "ORDER BY e.received_at DESC, e.seq DESC"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The WHERE clause of a filter; every search term is an ILIKE the trigram index answers. */
function whereOf(filter: InboxFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = []
  const params: unknown[] = []
  const add = (clause: string, param: unknown) => {
    params.push(param)
    clauses.push(clause.replace("?", `$${params.length}`))
  }
  for (const [clause, value] of filterConditions(filter)) add(clause, value)
  for (const term of searchTerms(filter.query)) add("e.search_text ILIKE ?", containsPattern(term))
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", params }
}

export class PostgresInboxStore implements InboxStore {
  constructor(private readonly pool: pg.Pool) {}

  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work)
  }

  async addUser(name: string, passwordHash: string, now = new Date()): Promise<void> {
    if (!isStaffName(name)) throw new RangeError(`Not a staff user name: ${JSON.stringify(name)}`)
    const { rowCount } = await this.pool.query(
      "INSERT INTO staff_users (name, password_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
      [name, passwordHash, now],
    )
    if (rowCount === 0) throw new StaffUserExistsError(name)
  }

  async removeUser(name: string): Promise<boolean> {
    // The user's sessions go with it (ON DELETE CASCADE).
    const { rowCount } = await this.pool.query("DELETE FROM staff_users WHERE name = $1", [name])
    return (rowCount ?? 0) > 0
  }

  async listUsers(): Promise<StaffUser[]> {
    const { rows } = await this.pool.query<{ name: string; created_at: Date }>(
      'SELECT name, created_at FROM staff_users ORDER BY name COLLATE "C"',
    )
    return rows.map((row) => ({ name: row.name, createdAt: row.created_at.toISOString() }))
  }

  async passwordHashOf(name: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ password_hash: string }>("SELECT password_hash FROM staff_users WHERE name = $1", [name])
    return rows[0]?.password_hash ?? null
  }

  async createSession(userName: string, now = new Date()): Promise<Session> {
    const id = newSessionId()
    const csrfToken = newCsrfToken()
    await this.pool.query(
      "INSERT INTO staff_sessions (id_hash, user_name, csrf_token, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)",
      [hashSessionId(id), userName, csrfToken, now],
    )
    return { id, userName, csrfToken, createdAt: now.toISOString(), lastSeenAt: now.toISOString() }
  }

  async getSession(id: string, limits: SessionLimits, now = new Date()): Promise<Session | null> {
    const { idleBefore, createdBefore } = expiryCutoffs(limits, now)
    // Expired sessions go first, so the one asked for is touched only while it is valid.
    await this.pool.query("DELETE FROM staff_sessions WHERE last_seen_at <= $1 OR created_at <= $2", [idleBefore, createdBefore])
    const { rows } = await this.pool.query<SessionRow>(
      `UPDATE staff_sessions SET last_seen_at = $1 WHERE id_hash = $2 AND last_seen_at > $3 AND created_at > $4
       RETURNING user_name, csrf_token, created_at, last_seen_at`,
      [now, hashSessionId(id), idleBefore, createdBefore],
    )
    return rows[0] ? toSession(id, rows[0]) : null
  }

  async deleteSession(id: string): Promise<void> {
    await this.pool.query("DELETE FROM staff_sessions WHERE id_hash = $1", [hashSessionId(id)])
  }

  async search(filter: InboxFilter, page: { offset: number; limit: number }): Promise<InboxPage> {
    checkPage(page)
    const { sql, params } = whereOf(filter)
    const n = params.length
    const [found, counted] = await Promise.all([
      this.pool.query<InboxRow>(`SELECT ${COLUMNS} FROM enquiries e ${sql} ${NEWEST_FIRST} LIMIT $${n + 1} OFFSET $${n + 2}`, [
        ...params,
        page.limit,
        page.offset,
      ]),
      this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM enquiries e ${sql}`, params),
    ])
    return { enquiries: found.rows.map(toInbox), total: Number(counted.rows[0].n) }
  }

  async searchAll(filter: InboxFilter): Promise<InboxEnquiry[]> {
    const { sql, params } = whereOf(filter)
    const { rows } = await this.pool.query<InboxRow>(`SELECT ${COLUMNS} FROM enquiries e ${sql} ${NEWEST_FIRST}`, params)
    return rows.map(toInbox)
  }

  /** The plan PostgreSQL chooses for a search page (EXPLAIN), line by line. */
  async explainSearch(filter: InboxFilter): Promise<string[]> {
    const { sql, params } = whereOf(filter)
    const n = params.length
    const { rows } = await this.pool.query<{ "QUERY PLAN": string }>(
      `EXPLAIN SELECT ${COLUMNS} FROM enquiries e ${sql} ${NEWEST_FIRST} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, 50, 0],
    )
    return rows.map((row) => row["QUERY PLAN"])
  }

  async figures(weeks: number, now = new Date()): Promise<InboxFigures> {
    const { starts, since, until } = lastWeeks(weeks, now)
    const figures = zeroFigures(starts)
    const [statuses, counts] = await Promise.all([
      this.pool.query<{ status: Status; n: string }>("SELECT status, count(*) AS n FROM enquiries GROUP BY status"),
      this.pool.query<{ week: number; n: string }>(
        `SELECT floor(extract(epoch FROM received_at - $1::timestamptz) * 1000 / $3)::integer AS week, count(*) AS n
           FROM enquiries WHERE received_at >= $1 AND received_at < $2 GROUP BY week`,
        [since, until, WEEK_MS],
      ),
    ])
    for (const row of statuses.rows) figures.byStatus[row.status] = Number(row.n)
    for (const row of counts.rows) figures.perWeek[row.week].count = Number(row.n)
    return figures
  }

  async sources(period: Period): Promise<SourcesReport> {
    return postgresSources(this.pool, period)
  }

  async detail(id: string): Promise<{ enquiry: InboxEnquiry; notifications: Notification[]; history: HistoryEntry[] } | null> {
    if (!UUID.test(id)) return null
    // One snapshot for the three reads.
    return this.transaction(async (client) => {
      await client.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
      const { rows } = await client.query<InboxRow>(`SELECT ${COLUMNS} FROM enquiries e WHERE e.id = $1`, [id])
      if (!rows[0]) return null
      const notifications = await client.query<NotificationRow>(numbered(NOTIFICATIONS_OF), [id])
      const history = await client.query<HistoryRow>(numbered(HISTORY_OF), [id])
      return { enquiry: toInbox(rows[0]), notifications: notifications.rows.map(toNotification), history: history.rows.map(toHistory) }
    })
  }

  async update(id: string, change: Change, fromVersion: number, by: string, now = new Date()): Promise<InboxEnquiry | null> {
    if (!UUID.test(id)) return null
    return this.transaction(async (client) => {
      const { rows } = await client.query<InboxRow>(`SELECT ${COLUMNS} FROM enquiries e WHERE e.id = $1 FOR UPDATE`, [id])
      const current = rows[0]
      if (!current) return null
      if (current.version !== fromVersion) throw new ConflictError(toInbox(current))
      const changed = changedFields(current, change)
      if (changed.length === 0) return toInbox(current)
      const updated = await client.query<InboxRow>(
        `UPDATE enquiries e SET status = $1, note = $2, version = version + 1, updated_at = $3 WHERE id = $4 AND version = $5 RETURNING ${COLUMNS}`,
        [change.status ?? current.status, change.note ?? current.note, now, id, fromVersion],
      )
      if (updated.rowCount !== 1) throw new ConflictError(toInbox(current))
      for (const entry of changed) {
        await client.query(
          "INSERT INTO enquiry_history (enquiry_id, at, by_user, what, from_value, to_value) VALUES ($1, $2, $3, $4, $5, $6)",
          [id, now, by, entry.what, entry.from, entry.to],
        )
      }
      return toInbox(updated.rows[0])
    })
  }

  async retryNotification(enquiryId: string, notificationId: number, now = new Date()): Promise<boolean> {
    if (!UUID.test(enquiryId) || !Number.isSafeInteger(notificationId)) return false
    const { rowCount } = await this.pool.query(
      "UPDATE outbox SET status = 'pending', next_attempt_at = $1 WHERE id = $2 AND enquiry_id = $3 AND status IN ('pending', 'failed')",
      [now, notificationId, enquiryId],
    )
    return (rowCount ?? 0) > 0
  }

  async deleteByEmail(email: string, by: string, now = new Date()): Promise<number> {
    return this.transaction(async (client) => {
      // Outbox and history rows go with their enquiry (ON DELETE CASCADE); the search index is on the row.
      const { rowCount } = await client.query("DELETE FROM enquiries WHERE lower(email) = lower($1)", [email])
      const deleted = rowCount ?? 0
      await client.query("INSERT INTO staff_audit (at, by_user, action, count) VALUES ($1, $2, 'deleted', $3)", [now, by, deleted])
      return deleted
    })
  }

  async auditLog(limit: number): Promise<AuditEntry[]> {
    const { rows } = await this.pool.query<AuditRow>(numbered(AUDIT_LOG), [limit])
    return rows.map(toAudit)
  }
}
