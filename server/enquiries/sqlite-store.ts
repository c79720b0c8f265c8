/**
 * EnquiryStore on one SQLite file (better-sqlite3). Durability settings are set explicitly and read
 * back after a write: better-sqlite3's bundled SQLite is built with SQLITE_DEFAULT_WAL_SYNCHRONOUS=1,
 * so a WAL connection that never asked for a level reports FULL until its first write and then
 * runs at NORMAL, where a power cut can lose the last commits we already acknowledged to a visitor.
 */
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import Database from "better-sqlite3"
import { UNKNOWN_ATTRIBUTION } from "../../common/attribution"
import { ATTRIBUTION_COLUMNS, attributionRow, toEnquiry, type EnquiryRow } from "./enquiry-rows"
import { MIGRATIONS } from "./sqlite-migrations"
import type { EnquiryStore, InsertResult, NewEnquiry, OutboxChannel, OutboxCounts, OutboxJob, Page, StoredEnquiry } from "./store"

export { MIGRATIONS } from "./sqlite-migrations"

export const SQLITE_FILE_NAME = "enquiries.sqlite"

/** How long a write waits for another connection's lock (the CLI, a backup) before failing. */
const BUSY_TIMEOUT_MS = 5_000
/** The same wait for the health check's probe. */
const PROBE_BUSY_TIMEOUT_MS = 1_000

type OutboxRow = EnquiryRow & { job_id: number; channel: OutboxChannel; attempts: number }

/** SQLite's numeric value for synchronous=FULL */
const SYNCHRONOUS_FULL = 2

export type DurabilityPragmas = { journalMode: string; synchronous: number; foreignKeys: number }

export class SqliteEnquiryStore implements EnquiryStore {
  readonly file: string
  /** The connection; the staff inbox (server/inbox/sqlite-inbox.ts) works on it too. */
  readonly db: Database.Database
  private durabilityVerified = false
  private readonly statements

  constructor(dataDir: string) {
    // Enquiries are personal data: keep the folder private to the service user.
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    this.file = path.join(dataDir, SQLITE_FILE_NAME)
    this.db = new Database(this.file)
    try {
      restrictPermissions(this.file)
      // An explicit level survives WAL's build default; journal_mode first so nothing resets it.
      this.db.pragma("journal_mode = WAL")
      this.db.pragma("synchronous = FULL")
      this.db.pragma("foreign_keys = ON")
      // The CLI may write while the server runs; wait for the lock instead of failing at once.
      this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
      // Deleted rows are overwritten with zeros, in their pages and in freed pages, so a deleted
      // enquiry cannot be read back from the file (see eraseDeleted for the WAL).
      this.db.pragma("secure_delete = ON")
      this.migrate()
      this.statements = this.prepare()
    } catch (error) {
      this.db.close()
      throw error
    }
  }

  private prepare() {
    const db = this.db
    return {
      bySubmission: db.prepare<[string], { id: string; received_at: string }>(
        "SELECT id, received_at FROM enquiries WHERE submission_id = ?",
      ),
      insertEnquiry: db.prepare(
        `INSERT INTO enquiries (id, received_at, name, email, mobile, services, description, submission_id, ${ATTRIBUTION_COLUMNS.map(([c]) => c).join(", ")})
         VALUES (@id, @receivedAt, @name, @email, @mobile, @services, @description, @submissionId, ${ATTRIBUTION_COLUMNS.map(([c]) => `@${c}`).join(", ")})`,
      ),
      insertOutbox: db.prepare(`INSERT INTO outbox (enquiry_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)`),
      get: db.prepare<[string], EnquiryRow>("SELECT * FROM enquiries WHERE id = ?"),
      // rowid breaks ties between enquiries received in the same millisecond.
      list: db.prepare<[number, number], EnquiryRow>("SELECT * FROM enquiries ORDER BY received_at DESC, rowid DESC LIMIT ? OFFSET ?"),
      count: db.prepare<[], { n: number }>("SELECT count(*) AS n FROM enquiries"),
      deleteOutboxByEmail: db.prepare("DELETE FROM outbox WHERE enquiry_id IN (SELECT id FROM enquiries WHERE email = ? COLLATE NOCASE)"),
      deleteByEmail: db.prepare("DELETE FROM enquiries WHERE email = ? COLLATE NOCASE"),
      deleteOutboxBefore: db.prepare("DELETE FROM outbox WHERE enquiry_id IN (SELECT id FROM enquiries WHERE received_at < ?)"),
      deleteBefore: db.prepare("DELETE FROM enquiries WHERE received_at < ?"),
      due: db.prepare<[string, number], OutboxRow>(
        `SELECT o.id AS job_id, o.channel, o.attempts, e.*
           FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
          WHERE o.status = 'pending' AND o.next_attempt_at <= ?
          ORDER BY o.next_attempt_at, o.id
          LIMIT ?`,
      ),
      lease: db.prepare("UPDATE outbox SET next_attempt_at = ? WHERE id = ?"),
      sent: db.prepare("UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ?"),
      failed: db.prepare(
        `UPDATE outbox SET attempts = attempts + 1, last_error = ?, status = ?, next_attempt_at = ?
          WHERE id = ?`,
      ),
      retryNow: db.prepare("UPDATE outbox SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ?"),
      outboxCounts: db.prepare<[], { status: keyof OutboxCounts; n: number }>("SELECT status, count(*) AS n FROM outbox GROUP BY status"),
    }
  }

  private migrate(): void {
    this.db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    ) STRICT`)
    const isApplied = this.db.prepare<[number], { version: number }>("SELECT version FROM schema_migrations WHERE version = ?")
    const record = this.db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)")
    for (const migration of MIGRATIONS) {
      // IMMEDIATE: the check and the migration under the write lock, so that two processes opening
      // a new file at once (the server and the CLI) do not both apply it; the second waits, then skips.
      this.db
        .transaction(() => {
          if (isApplied.get(migration.version)) return
          this.db.exec(migration.sql)
          record.run(migration.version, migration.name, new Date().toISOString())
          this.verifyDurability()
        })
        .immediate()
    }
  }

  /** Reads back what the connection actually runs with. */
  readPragmas(): DurabilityPragmas {
    return {
      journalMode: String(this.db.pragma("journal_mode", { simple: true })),
      synchronous: Number(this.db.pragma("synchronous", { simple: true })),
      foreignKeys: Number(this.db.pragma("foreign_keys", { simple: true })),
    }
  }

  /** Applied migration versions, in order. */
  schemaVersions(): number[] {
    return this.db
      .prepare<[], { version: number }>("SELECT version FROM schema_migrations ORDER BY version")
      .all()
      .map((row) => row.version)
  }

  /**
   * Throws when the connection is not in WAL with synchronous=FULL. Called inside the first write's
   * transaction, so a misconfigured build stores nothing and acknowledges nothing.
   */
  private verifyDurability(): void {
    if (this.durabilityVerified) return
    const { journalMode, synchronous } = this.readPragmas()
    if (journalMode !== "wal" || synchronous !== SYNCHRONOUS_FULL) {
      throw new Error(
        `Enquiry store is not durable: journal_mode=${journalMode} (want wal), synchronous=${synchronous} (want ${SYNCHRONOUS_FULL})`,
      )
    }
    this.durabilityVerified = true
  }

  async insert(enquiry: NewEnquiry, channels: readonly OutboxChannel[], now = new Date()): Promise<InsertResult> {
    const s = this.statements
    return this.db
      .transaction((): InsertResult => {
        if (enquiry.submissionId !== null) {
          const existing = s.bySubmission.get(enquiry.submissionId)
          if (existing) return { id: existing.id, receivedAt: existing.received_at, created: false }
        }
        const id = randomUUID()
        const receivedAt = now.toISOString()
        const { attribution = UNKNOWN_ATTRIBUTION, ...fields } = enquiry
        s.insertEnquiry.run({ ...fields, ...attributionRow(attribution), id, receivedAt })
        for (const channel of channels) s.insertOutbox.run(id, channel, receivedAt, receivedAt)
        this.verifyDurability()
        return { id, receivedAt, created: true }
      })
      .immediate()
  }

  async get(id: string): Promise<StoredEnquiry | null> {
    const row = this.statements.get.get(id)
    return row ? toEnquiry(row) : null
  }

  async list({ offset, limit }: Page): Promise<StoredEnquiry[]> {
    return this.statements.list.all(limit, offset).map(toEnquiry)
  }

  async count(): Promise<number> {
    return this.statements.count.get()?.n ?? 0
  }

  async deleteByEmail(email: string): Promise<number> {
    const s = this.statements
    const deleted = this.db
      .transaction(() => {
        s.deleteOutboxByEmail.run(email)
        return s.deleteByEmail.run(email).changes
      })
      .immediate()
    if (deleted > 0) this.eraseDeleted()
    return deleted
  }

  async purgeOlderThan(cutoff: Date): Promise<number> {
    const s = this.statements
    const iso = cutoff.toISOString()
    const deleted = this.db
      .transaction(() => {
        s.deleteOutboxBefore.run(iso)
        return s.deleteBefore.run(iso).changes
      })
      .immediate()
    if (deleted > 0) this.eraseDeleted()
    return deleted
  }

  /**
   * After a deletion, the WAL still holds the pages as they were when the rows were written.
   * A checkpoint copies the zeroed pages into the database file and TRUNCATE empties the WAL, so
   * nothing of the deleted rows is left in either file. Returns false when a reader (the CLI, at
   * that moment) kept part of the WAL in use; the next deletion or checkpoint finishes the job.
   */
  eraseDeleted(): boolean {
    const [result] = this.db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number; log: number; checkpointed: number }[]
    return result?.busy === 0
  }

  async enqueue(enquiryId: string, channel: OutboxChannel, dueAt: Date): Promise<void> {
    this.statements.insertOutbox.run(enquiryId, channel, dueAt.toISOString(), new Date().toISOString())
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxJob[]> {
    const s = this.statements
    const leaseUntil = new Date(now.getTime() + leaseMs).toISOString()
    return this.db
      .transaction(() => {
        const rows = s.due.all(now.toISOString(), limit)
        for (const row of rows) s.lease.run(leaseUntil, row.job_id)
        return rows.map((row) => ({ id: row.job_id, channel: row.channel, attempts: row.attempts, enquiry: toEnquiry(row) }))
      })
      .immediate()
  }

  async markSent(jobId: number, at: Date): Promise<void> {
    this.statements.sent.run(at.toISOString(), jobId)
  }

  async markFailed(jobId: number, error: string, nextAttemptAt: Date | null): Promise<void> {
    const status = nextAttemptAt === null ? "failed" : "pending"
    // A given-up row keeps its last due time; it is never claimed again because of its status.
    const due = (nextAttemptAt ?? new Date()).toISOString()
    this.statements.failed.run(error.slice(0, 1000), status, due, jobId)
  }

  async retryNow(now: Date): Promise<number> {
    const iso = now.toISOString()
    return this.statements.retryNow.run(iso, iso).changes
  }

  async outboxCounts(): Promise<OutboxCounts> {
    const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0 }
    for (const row of this.statements.outboxCounts.all()) counts[row.status] = row.n
    return counts
  }

  /**
   * Proves the store can take a write now, writing nothing: opens a write transaction (which fails
   * on a closed, read-only or locked database) and rolls it back. Used by GET /healthz.
   */
  async probeWrite(): Promise<void> {
    // A health check answers within a second; the store's own writes keep waiting 5 s for a lock.
    // better-sqlite3 is synchronous, so no other statement runs under the shorter timeout.
    this.db.pragma(`busy_timeout = ${PROBE_BUSY_TIMEOUT_MS}`)
    try {
      this.db.exec("BEGIN IMMEDIATE")
      this.db.exec("ROLLBACK")
    } finally {
      this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
    }
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close()
  }
}

function restrictPermissions(file: string): void {
  try {
    fs.chmodSync(file, 0o600)
  } catch {
    // Not fatal: some mounted volumes do not support modes; the folder mode still applies.
  }
}

export function openSqliteStore(dataDir: string): SqliteEnquiryStore {
  return new SqliteEnquiryStore(dataDir)
}
