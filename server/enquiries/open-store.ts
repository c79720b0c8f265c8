import type pg from "pg"
import type { Config } from "../config"
import type { InboxStore } from "../inbox/inbox-store"
import { PostgresInboxStore } from "../inbox/postgres-inbox"
import { SqliteInboxStore } from "../inbox/sqlite-inbox"
import { openPostgresStore } from "./postgres-store"
import { openSqliteStore, type SqliteEnquiryStore } from "./sqlite-store"
import type { EnquiryStore } from "./store"

/**
 * The stores on one database, as the configuration names it. The staff inbox uses the enquiry
 * store's own connection or pool, whose migrations made its tables: closing the enquiry store ends
 * both.
 */
export type Database = {
  store: EnquiryStore
  inbox: InboxStore
  /** The pool whose rate_windows table every instance counts in; null: one instance, its windows in memory */
  sharedWindows: pg.Pool | null
  /** The SQLite store, for what only a file can do (a backup); null on PostgreSQL */
  sqlite: SqliteEnquiryStore | null
}

/** PostgreSQL at DATABASE_URL, whose instances share their windows; else SQLite in DATA_DIR, one instance. */
export async function openDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<Database> {
  if (config.databaseUrl) {
    const store = await openPostgresStore({ connectionString: config.databaseUrl })
    return { store, inbox: new PostgresInboxStore(store.pool), sharedWindows: store.pool, sqlite: null }
  }
  const store = openSqliteStore(config.dataDir)
  return { store, inbox: new SqliteInboxStore(store), sharedWindows: null, sqlite: store }
}
