/**
 * The staff inbox on each store, for tests that run the same cases against both: a new SQLite file
 * in a temporary folder, or a new database on the run's PostgreSQL server. `again` opens a second
 * store on the same data, as a second API instance (or the CLI) would.
 */
import { openPostgresStore, type PostgresEnquiryStore } from "../../../server/enquiries/postgres-store"
import { openSqliteStore, type SqliteEnquiryStore } from "../../../server/enquiries/sqlite-store"
import type { EnquiryStore } from "../../../server/enquiries/store"
import type { InboxStore } from "../../../server/inbox/inbox-store"
import { PostgresInboxStore } from "../../../server/inbox/postgres-inbox"
import { SqliteInboxStore } from "../../../server/inbox/sqlite-inbox"
import { makeTestDirs, removeTestDirs } from "./enquiry-app"
import type { TestPostgres } from "./postgres-server"

export type InboxHandle<S extends EnquiryStore = EnquiryStore, I extends InboxStore = InboxStore> = {
  store: S
  inbox: I
  /** Rows of a query without parameters, straight from the database. */
  rows<T>(sql: string): Promise<T[]>
  again(): Promise<{ store: S; inbox: I }>
  /** The SQLite data folder; undefined on PostgreSQL. */
  dataDir?: string
  done(): Promise<void>
}

export type SqliteHandle = InboxHandle<SqliteEnquiryStore, SqliteInboxStore>
export type PostgresHandle = InboxHandle<PostgresEnquiryStore, PostgresInboxStore> & { url: string }

export async function openSqliteInbox(): Promise<SqliteHandle> {
  const dirs = makeTestDirs("inbox-")
  const stores: SqliteEnquiryStore[] = []
  const openOne = async () => {
    const store = openSqliteStore(dirs.dataDir)
    stores.push(store)
    return { store, inbox: new SqliteInboxStore(store) }
  }
  const first = await openOne()
  return {
    ...first,
    rows: async <T>(sql: string) => first.store.db.prepare(sql).all() as T[],
    again: openOne,
    dataDir: dirs.dataDir,
    done: async () => {
      for (const store of stores) await store.close()
      removeTestDirs(dirs)
    },
  }
}

export async function openPostgresInbox(postgres: TestPostgres): Promise<PostgresHandle> {
  const url = await postgres.createDatabase()
  const stores: PostgresEnquiryStore[] = []
  const openOne = async () => {
    const store = await openPostgresStore({ connectionString: url })
    stores.push(store)
    return { store, inbox: new PostgresInboxStore(store.pool) }
  }
  const first = await openOne()
  return {
    ...first,
    url,
    rows: async <T>(sql: string) => (await first.store.pool.query(sql)).rows as T[],
    again: openOne,
    done: async () => {
      for (const store of stores) await store.close()
    },
  }
}

export type Backend = { name: "SQLite" | "PostgreSQL"; open(): Promise<InboxHandle> }

/** Both stores, for describe.each. */
export const inboxBackends = (postgres: TestPostgres): Backend[] => [
  { name: "SQLite", open: openSqliteInbox },
  { name: "PostgreSQL", open: () => openPostgresInbox(postgres) },
]
