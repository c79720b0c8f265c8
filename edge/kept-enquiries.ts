/**
 * The enquiries the CDN's worker keeps while the API cannot answer, in Cloudflare D1 (binding
 * KEPT_ENQUIRIES), until the API has stored them. D1 rather than KV: the limits below are counts
 * taken in the same statement as the insert, and a retried post finds its first copy by key at
 * once, where KV reads are eventually consistent and cannot count.
 */

/** The part of D1's API used here (Cloudflare's `D1Database`). */
export type D1 = {
  prepare(sql: string): D1Statement
  batch(statements: D1Statement[]): Promise<unknown>
}
type D1Statement = {
  bind(...values: unknown[]): D1Statement
  run(): Promise<{ meta: { changes: number } }>
  all<T>(): Promise<{ results: T[] }>
  first<T>(): Promise<T | null>
}

/** A post as the worker received it: what the API needs to store it as if it had received it then. */
export type KeptEnquiry = {
  /** The visitor's submissionId, or a digest of the client and the body for a form without one */
  key: string
  receivedAt: string
  /** The visitor's address (CF-Connecting-IP) */
  client: string
  contentType: string
  body: string
  /** The request's Referer, Origin and Host: a form post's attribution and checks read them */
  referer: string
  origin: string
  host: string
}

/** Posts kept per visitor address at a time: a flood while the API is down cannot fill the store. */
export const KEPT_PER_CLIENT = 5
/** Posts kept in all at a time. */
export const KEPT_IN_ALL = 2000
/** A kept post the API never collected is deleted after this many days (the privacy policy says so). */
export const KEPT_DAYS = 14

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS kept_enquiries (
    key TEXT PRIMARY KEY, received_at TEXT NOT NULL, client TEXT NOT NULL, content_type TEXT NOT NULL,
    body TEXT NOT NULL, referer TEXT NOT NULL, origin TEXT NOT NULL, host TEXT NOT NULL)`,
  "CREATE INDEX IF NOT EXISTS kept_enquiries_client ON kept_enquiries (client)",
  "CREATE INDEX IF NOT EXISTS kept_enquiries_received ON kept_enquiries (received_at)",
]

const COLUMNS = "key, received_at AS receivedAt, client, content_type AS contentType, body, referer, origin, host"

let ready: Promise<unknown> | null = null
const schema = (db: D1): Promise<unknown> =>
  (ready ??= db.batch(SCHEMA.map((sql) => db.prepare(sql))).catch((error) => {
    ready = null
    throw error
  }))

export type KeepResult = "kept" | "already kept" | "client limit" | "full"

/** Keeps a post unless its client or the store is at its limit; a key kept before is kept once. */
export async function keep(db: D1, post: KeptEnquiry, now = new Date()): Promise<KeepResult> {
  await schema(db)
  const cutoff = new Date(now.getTime() - KEPT_DAYS * 86_400_000).toISOString()
  await db.prepare("DELETE FROM kept_enquiries WHERE received_at < ?").bind(cutoff).run()
  const { meta } = await db
    .prepare(
      `INSERT INTO kept_enquiries (key, received_at, client, content_type, body, referer, origin, host)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
       WHERE (SELECT COUNT(*) FROM kept_enquiries WHERE client = ?3) < ?9 AND (SELECT COUNT(*) FROM kept_enquiries) < ?10
       ON CONFLICT (key) DO NOTHING`,
    )
    .bind(
      post.key,
      post.receivedAt,
      post.client,
      post.contentType,
      post.body,
      post.referer,
      post.origin,
      post.host,
      KEPT_PER_CLIENT,
      KEPT_IN_ALL,
    )
    .run()
  if (meta.changes > 0) return "kept"
  if (await db.prepare("SELECT 1 FROM kept_enquiries WHERE key = ?").bind(post.key).first()) return "already kept"
  const mine = await db.prepare("SELECT COUNT(*) AS n FROM kept_enquiries WHERE client = ?").bind(post.client).first<{ n: number }>()
  return (mine?.n ?? 0) >= KEPT_PER_CLIENT ? "client limit" : "full"
}

/** The oldest kept posts, up to `limit`. */
export async function oldest(db: D1, limit: number): Promise<KeptEnquiry[]> {
  await schema(db)
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM kept_enquiries ORDER BY received_at LIMIT ?`).bind(limit).all<KeptEnquiry>()
  return results
}

/** Deletes the posts the API has stored. */
export async function forget(db: D1, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return
  await schema(db)
  await db.batch(keys.map((key) => db.prepare("DELETE FROM kept_enquiries WHERE key = ?").bind(key)))
}
