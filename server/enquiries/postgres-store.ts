/**
 * EnquiryStore on a PostgreSQL server (DATABASE_URL), for several API instances on one database.
 * The same meaning as the SQLite store: ids are UUIDs made by the store, times are UTC
 * (timestamptz, returned as ISO 8601 with Z), submission_id is unique. What several instances need
 * is in the statements: a replayed submissionId answers the first id whichever instance stored it
 * (INSERT … ON CONFLICT DO NOTHING, then read the winner); the outbox is claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so two workers never hold one notification at once; rate-limit
 * windows live in a table every instance counts in (rate_windows, through enquiries/rate-limit.ts).
 */
import { randomUUID } from "node:crypto"
import pg from "pg"
import { UNKNOWN_ATTRIBUTION } from "../../common/attribution"
import { ATTRIBUTION_COLUMNS, attributionValues, ENQUIRY_COLUMNS, toEnquiry, type EnquiryRow } from "./enquiry-rows"
import { PG_MIGRATIONS } from "./postgres-migrations"
import type { EnquiryStore, InsertResult, NewEnquiry, OutboxChannel, OutboxCounts, OutboxJob, Page, StoredEnquiry } from "./store"

export { PG_MIGRATIONS } from "./postgres-migrations"

/** Any number, the same in every instance: the lock that serialises migrations. */
const MIGRATION_LOCK = 72_310_519

export type PostgresStoreOptions = {
  connectionString: string
  /** Connections in this instance's pool */
  maxConnections?: number
}

/** Runs `work` on one client of the pool inside BEGIN … COMMIT, rolled back if it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query("BEGIN")
    const result = await work(client)
    await client.query("COMMIT")
    return result
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

export class PostgresEnquiryStore implements EnquiryStore {
  readonly pool: pg.Pool

  private constructor(pool: pg.Pool) {
    this.pool = pool
  }

  /** Connects, applies the migrations this database lacks, and resolves to the store. */
  static async open({ connectionString, maxConnections = 10 }: PostgresStoreOptions): Promise<PostgresEnquiryStore> {
    const pool = new pg.Pool({ connectionString, max: maxConnections })
    // A connection that fails while idle in the pool must not crash the process; the next query
    // gets a new one (and a failing query rejects as usual).
    pool.on("error", () => {})
    const store = new PostgresEnquiryStore(pool)
    try {
      await store.migrate()
    } catch (error) {
      await pool.end()
      throw error
    }
    return store
  }

  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work)
  }

  private async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK])
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL
      )`)
      const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_migrations")
      const applied = new Set(rows.map((row) => row.version))
      for (const migration of PG_MIGRATIONS) {
        if (applied.has(migration.version)) continue
        await client.query(migration.sql)
        await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())", [
          migration.version,
          migration.name,
        ])
      }
    })
  }

  /** Applied migration versions, in order. */
  async schemaVersions(): Promise<number[]> {
    const { rows } = await this.pool.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version")
    return rows.map((row) => row.version)
  }

  async insert(enquiry: NewEnquiry, channels: readonly OutboxChannel[], now = new Date()): Promise<InsertResult> {
    return this.transaction(async (client) => {
      const id = randomUUID()
      // ON CONFLICT waits for a concurrent insert of the same submissionId (another instance) to
      // commit, then writes nothing; the row read after it is the one that won.
      const attribution = attributionValues(enquiry.attribution ?? UNKNOWN_ATTRIBUTION)
      const inserted = await client.query(
        `INSERT INTO enquiries (id, received_at, name, email, mobile, services, description, submission_id, ${ATTRIBUTION_COLUMNS.map(([c]) => c).join(", ")})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${attribution.map((_, i) => `$${i + 9}`).join(", ")})
         ON CONFLICT (submission_id) DO NOTHING`,
        [id, now, enquiry.name, enquiry.email, enquiry.mobile, enquiry.services, enquiry.description, enquiry.submissionId, ...attribution],
      )
      if (inserted.rowCount === 0) {
        const { rows } = await client.query<{ id: string; received_at: Date }>(
          "SELECT id, received_at FROM enquiries WHERE submission_id = $1",
          [enquiry.submissionId],
        )
        return { id: rows[0].id, receivedAt: rows[0].received_at.toISOString(), created: false }
      }
      for (const channel of channels) {
        await client.query("INSERT INTO outbox (enquiry_id, channel, next_attempt_at, created_at) VALUES ($1, $2, $3, $3)", [
          id,
          channel,
          now,
        ])
      }
      return { id, receivedAt: now.toISOString(), created: true }
    })
  }

  async get(id: string): Promise<StoredEnquiry | null> {
    // Not a UUID: no such enquiry (PostgreSQL would reject the comparison).
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null
    const { rows } = await this.pool.query<EnquiryRow>(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.id = $1`, [id])
    return rows[0] ? toEnquiry(rows[0]) : null
  }

  async list({ offset, limit }: Page): Promise<StoredEnquiry[]> {
    // seq breaks ties between enquiries received in the same millisecond.
    const { rows } = await this.pool.query<EnquiryRow>(
      `SELECT ${ENQUIRY_COLUMNS} FROM enquiries e ORDER BY e.received_at DESC, e.seq DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    )
    return rows.map(toEnquiry)
  }

  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>("SELECT count(*) AS n FROM enquiries")
    return Number(rows[0].n)
  }

  async deleteByEmail(email: string): Promise<number> {
    // The outbox rows go with their enquiry (ON DELETE CASCADE).
    const { rowCount } = await this.pool.query("DELETE FROM enquiries WHERE lower(email) = lower($1)", [email])
    return rowCount ?? 0
  }

  async purgeOlderThan(cutoff: Date): Promise<number> {
    const { rowCount } = await this.pool.query("DELETE FROM enquiries WHERE received_at < $1", [cutoff])
    return rowCount ?? 0
  }

  async enqueue(enquiryId: string, channel: OutboxChannel, dueAt: Date): Promise<void> {
    await this.pool.query("INSERT INTO outbox (enquiry_id, channel, next_attempt_at, created_at) VALUES ($1, $2, $3, now())", [
      enquiryId,
      channel,
      dueAt,
    ])
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxJob[]> {
    const leaseUntil = new Date(now.getTime() + leaseMs)
    // Rows another instance is claiming at this moment are skipped, not waited for; the lease
    // (next_attempt_at moved ahead) keeps them from every other claim until it runs out.
    const { rows } = await this.pool.query<EnquiryRow & { job_id: string; channel: OutboxChannel; attempts: number }>(
      `WITH due AS (
         SELECT id FROM outbox
          WHERE status = 'pending' AND next_attempt_at <= $1
          ORDER BY next_attempt_at, id
          LIMIT $2
          FOR UPDATE SKIP LOCKED
       ), leased AS (
         UPDATE outbox o SET next_attempt_at = $3 FROM due WHERE o.id = due.id
         RETURNING o.id, o.channel, o.attempts, o.enquiry_id
       )
       SELECT l.id AS job_id, l.channel, l.attempts, ${ENQUIRY_COLUMNS}
         FROM leased l JOIN enquiries e ON e.id = l.enquiry_id
        ORDER BY l.id`,
      [now, limit, leaseUntil],
    )
    return rows.map((row) => ({ id: Number(row.job_id), channel: row.channel, attempts: row.attempts, enquiry: toEnquiry(row) }))
  }

  async markSent(jobId: number, at: Date): Promise<void> {
    await this.pool.query("UPDATE outbox SET status = 'sent', sent_at = $1, last_error = NULL WHERE id = $2", [at, jobId])
  }

  async markFailed(jobId: number, error: string, nextAttemptAt: Date | null): Promise<void> {
    const status = nextAttemptAt === null ? "failed" : "pending"
    await this.pool.query("UPDATE outbox SET attempts = attempts + 1, last_error = $1, status = $2, next_attempt_at = $3 WHERE id = $4", [
      error.slice(0, 1000),
      status,
      nextAttemptAt ?? new Date(),
      jobId,
    ])
  }

  async retryNow(now: Date): Promise<number> {
    const { rowCount } = await this.pool.query("UPDATE outbox SET next_attempt_at = $1 WHERE status = 'pending' AND next_attempt_at > $1", [
      now,
    ])
    return rowCount ?? 0
  }

  async outboxCounts(): Promise<OutboxCounts> {
    const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0 }
    const { rows } = await this.pool.query<{ status: keyof OutboxCounts; n: string }>(
      "SELECT status, count(*) AS n FROM outbox GROUP BY status",
    )
    for (const row of rows) counts[row.status] = Number(row.n)
    return counts
  }

  /** A write transaction that writes nothing: fails when the server is down or read-only. */
  async probeWrite(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query("SET LOCAL statement_timeout = 1000")
      await client.query("SELECT txid_current()")
    })
  }

  async close(): Promise<void> {
    await this.pool.end()
  }
}

export const openPostgresStore = (options: PostgresStoreOptions): Promise<PostgresEnquiryStore> => PostgresEnquiryStore.open(options)
