/**
 * @jest-environment node
 *
 * A store written before enquiries carried their attribution, opened by this version: every
 * enquiry is kept, its source "unknown" and its other attribution empty; new ones carry theirs.
 */
import fs from "node:fs"
import path from "node:path"
import Database from "better-sqlite3"
import pg from "pg"
import { UNKNOWN_ATTRIBUTION } from "../../common/attribution"
import { openPostgresStore, PG_MIGRATIONS } from "../../server/enquiries/postgres-store"
import { MIGRATIONS, openSqliteStore, SQLITE_FILE_NAME } from "../../server/enquiries/sqlite-store"
import type { EnquiryStore } from "../../server/enquiries/store"
import { numbered } from "../../server/enquiries/enquiry-rows"
import { makeTestDirs, newEnquiry, removeTestDirs } from "./helpers/enquiry-app"
import { testPostgres } from "./helpers/postgres-server"

const postgres = testPostgres()

const OLD = [
  ["0b6f6a52-3b1e-4b8e-9a51-2d1a6f0f9c11", "2024-05-01T00:00:00.000Z", "Priya Raman", "priya@example.com"],
  ["6d0c2f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", "2025-02-14T09:30:00.000Z", "Arun Kumar", "arun@example.com"],
] as const

const INSERT_OLD =
  "INSERT INTO enquiries (id, received_at, name, email, mobile, services, description) VALUES (?, ?, ?, ?, '9840012345', 'Web Development', 'A site')"

/** The old enquiries read back, and a new one stored beside them with its attribution. */
async function expectMigrated(store: EnquiryStore): Promise<void> {
  const before = await store.list({ offset: 0, limit: 10 })
  expect(before.map((e) => [e.id, e.receivedAt, e.name, e.email, e.attribution])).toEqual(
    [...OLD].reverse().map(([id, at, name, email]) => [id, at, name, email, UNKNOWN_ATTRIBUTION]),
  )
  const attribution = { ...UNKNOWN_ATTRIBUTION, source: "google", medium: "cpc", landingPage: "/service/seo-services" }
  const { id } = await store.insert(newEnquiry({ attribution }), [])
  expect((await store.get(id))?.attribution).toEqual(attribution)
  expect(await store.count()).toBe(3)
}

test("SQLite: a copy of a store at migration 2 opens at the latest migration with every enquiry", async () => {
  const dirs = makeTestDirs("attribution-migrate-")
  try {
    const original = path.join(dirs.root, "before")
    fs.mkdirSync(original)
    const raw = new Database(path.join(original, SQLITE_FILE_NAME))
    raw.exec("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT")
    for (const migration of MIGRATIONS.slice(0, 2)) {
      raw.exec(migration.sql)
      raw.prepare("INSERT INTO schema_migrations VALUES (?, ?, '2025-01-01T00:00:00.000Z')").run(migration.version, migration.name)
    }
    for (const row of OLD) raw.prepare(INSERT_OLD).run(...row)
    raw.close()
    fs.mkdirSync(dirs.dataDir)
    fs.copyFileSync(path.join(original, SQLITE_FILE_NAME), path.join(dirs.dataDir, SQLITE_FILE_NAME))

    const store = openSqliteStore(dirs.dataDir)
    try {
      expect(store.schemaVersions()).toEqual([1, 2, 3, 4])
      await expectMigrated(store)
      const indexes = store.db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'enquiries'").all()
      expect(indexes).toEqual(
        expect.arrayContaining([{ name: "enquiries_source" }, { name: "enquiries_campaign" }, { name: "enquiries_origins" }]),
      )
    } finally {
      await store.close()
    }
  } finally {
    removeTestDirs(dirs)
  }
})

test("PostgreSQL: a database at migration 3 opens at the latest migration with every enquiry", async () => {
  const url = await postgres.createDatabase()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query("CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)")
    for (const migration of PG_MIGRATIONS.slice(0, 3)) {
      await client.query(migration.sql)
      await client.query("INSERT INTO schema_migrations VALUES ($1, $2, now())", [migration.version, migration.name])
    }
    for (const row of OLD) await client.query(numbered(INSERT_OLD), [...row])
  } finally {
    await client.end()
  }
  const store = await openPostgresStore({ connectionString: url })
  try {
    expect(await store.schemaVersions()).toEqual([1, 2, 3, 4, 5])
    await expectMigrated(store)
  } finally {
    await store.close()
  }
})
