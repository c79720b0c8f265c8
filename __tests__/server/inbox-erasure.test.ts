/**
 * @jest-environment node
 *
 * A deletion from the staff inbox deletes: after deleteByEmail (or the retention purge), nothing of
 * the person is left anywhere in the database. On SQLite the file and its WAL are read as bytes,
 * the search index's trigrams included; on PostgreSQL every table is read row by row.
 */
import fs from "node:fs"
import path from "node:path"
import { SQLITE_FILE_NAME } from "../../server/enquiries/sqlite-store"
import { newEnquiry } from "./helpers/enquiry-app"
import { openPostgresInbox, openSqliteInbox, type InboxHandle, type SqliteHandle } from "./helpers/inbox-backends"
import { testPostgres } from "./helpers/postgres-server"

/** The person who asks to be forgotten: every field easy to find. */
const PERSON = {
  name: "Vasanthakokilam Erasewell",
  email: "vasantha.erase-me@example.org",
  mobile: "+91 90031 57246",
  services: "Web Development",
  description: "Confidential launch plan ZQX-4417 for our Adyar store.",
}
const NOTE = "Prefers calls after six, code NQW-8830"
const TRACES = [PERSON.name, PERSON.email, PERSON.email.toUpperCase(), PERSON.mobile, "ZQX-4417", "NQW-8830"]

/** The person three times (one in capitals), thirty others, a note and a status change on the person. */
async function storePeople(h: InboxHandle, at?: Date): Promise<void> {
  for (let i = 0; i < 30; i += 1) {
    await h.store.insert(newEnquiry({ name: `Other Client ${i}`, email: `client${i}@example.com` }), ["email"])
    if (i % 10 === 0) {
      const email = i === 10 ? PERSON.email.toUpperCase() : PERSON.email
      const { id } = await h.store.insert(newEnquiry({ ...PERSON, email }), ["email", "webhook"], at)
      await h.inbox.update(id, { status: "contacted", note: NOTE }, 1, "asha")
    }
  }
}

describe("SQLite", () => {
  let h: SqliteHandle
  beforeEach(async () => {
    h = await openSqliteInbox()
    await h.inbox.addUser("asha", "hash")
  })
  afterEach(async () => {
    await h.done()
  })

  /** The database file and its WAL, as anyone with read access to DATA_DIR sees them. */
  function storeBytes(): Buffer {
    const file = path.join(h.dataDir as string, SQLITE_FILE_NAME)
    return Buffer.concat([file, `${file}-wal`].filter((name) => fs.existsSync(name)).map((name) => fs.readFileSync(name)))
  }

  /** "zqx" is a trigram only the person's message has: what the FTS5 index stores of it. */
  const ALL_TRACES = [...TRACES, "zqx"]

  function expectNoTraces(): void {
    const bytes = storeBytes()
    for (const trace of ALL_TRACES) expect({ trace, found: bytes.includes(trace) }).toEqual({ trace, found: false })
  }

  test("deleteByEmail leaves nothing of the person in the file, the WAL or the search index", async () => {
    const session = await h.inbox.createSession("asha")
    await storePeople(h)
    const before = storeBytes()
    // Control: each trace is there to be found before the deletion, the index's trigram too.
    for (const trace of ALL_TRACES) expect({ trace, found: before.includes(trace) }).toEqual({ trace, found: true })

    expect(await h.inbox.deleteByEmail(PERSON.email, "asha")).toBe(3)

    expectNoTraces()
    expect((await h.inbox.search({ query: "ZQX-4417" }, { offset: 0, limit: 10 })).total).toBe(0)
    expect((await h.inbox.search({ query: "example.com" }, { offset: 0, limit: 10 })).total).toBe(30)
    expect(storeBytes().includes("client29@example.com")).toBe(true)
    expect(await h.inbox.auditLog(5)).toEqual([expect.objectContaining({ by: "asha", action: "deleted", count: 3 })])
    expect(await h.inbox.getSession(session.id, { idleMs: 60_000, absoluteMs: 600_000 })).not.toBeNull()
  })

  test("the CLI's and the admin API's delete (the enquiry store's) erases the search index too", async () => {
    await storePeople(h)
    expect(storeBytes().includes("zqx")).toBe(true)
    expect(await h.store.deleteByEmail(PERSON.email)).toBe(3)
    expectNoTraces()
  })

  test("the retention purge erases the same way", async () => {
    await storePeople(h, new Date("2020-01-01T00:00:00Z"))
    expect(storeBytes().includes("zqx")).toBe(true)
    expect(await h.store.purgeOlderThan(new Date("2021-01-01T00:00:00Z"))).toBe(3)
    expectNoTraces()
    expect((await h.inbox.search({}, { offset: 0, limit: 1 })).total).toBe(30)
  })
})

describe("PostgreSQL", () => {
  const postgres = testPostgres()
  let h: InboxHandle
  beforeEach(async () => {
    h = await openPostgresInbox(postgres)
    await h.inbox.addUser("asha", "hash")
  })
  afterEach(async () => {
    await h.done()
  })

  /** Every row of every table of the database, as text, with the table's name. */
  async function everyRow(): Promise<string[]> {
    const tables = await h.rows<{ name: string }>(
      "SELECT table_schema || '.' || table_name AS name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')",
    )
    expect(tables.map((t) => t.name).sort()).toEqual(
      ["enquiries", "enquiry_history", "outbox", "rate_windows", "schema_migrations", "staff_audit", "staff_sessions", "staff_users"].map(
        (name) => `public.${name}`,
      ),
    )
    const rows: string[] = []
    for (const { name } of tables)
      rows.push(...(await h.rows<{ row: string }>(`SELECT '${name}: ' || t::text AS row FROM ${name} t`)).map((r) => r.row))
    return rows
  }

  test("deleteByEmail leaves nothing of the person in any table", async () => {
    await storePeople(h)
    const before = (await everyRow()).join("\n")
    for (const trace of TRACES) expect({ trace, found: before.includes(trace) }).toEqual({ trace, found: true })
    expect(before).toMatch(/public\.enquiry_history: .*NQW-8830/)

    expect(await h.inbox.deleteByEmail(PERSON.email, "asha")).toBe(3)

    const after = (await everyRow()).join("\n")
    for (const trace of TRACES) expect({ trace, found: after.includes(trace) }).toEqual({ trace, found: false })
    expect(after).toContain("client29@example.com")
    expect(after).toMatch(/public\.staff_audit: \(1,"[^"]+",asha,deleted,3\)/)
  })
})
