/**
 * @jest-environment node
 *
 * Finding enquiries in the staff inbox, the same cases on SQLite and PostgreSQL: search by name,
 * e-mail, phone and words, filters by status, service and Asia/Kolkata days, pages with their
 * total, the figures, and the query plans that show each store's index doing the searching.
 */
import fs from "node:fs"
import Database from "better-sqlite3"
import pg from "pg"
import { openPostgresStore, PG_MIGRATIONS } from "../../server/enquiries/postgres-store"
import { MIGRATIONS, openSqliteStore, SQLITE_FILE_NAME } from "../../server/enquiries/sqlite-store"
import type { NewEnquiry } from "../../server/enquiries/store"
import type { InboxFilter } from "../../server/inbox/inbox-store"
import { PostgresInboxStore } from "../../server/inbox/postgres-inbox"
import { SqliteInboxStore } from "../../server/inbox/sqlite-inbox"
import { makeTestDirs, removeTestDirs } from "./helpers/enquiry-app"
import { inboxBackends, openPostgresInbox, openSqliteInbox, type InboxHandle } from "./helpers/inbox-backends"
import { testPostgres } from "./helpers/postgres-server"

const postgres = testPostgres()

const enquiry = (fields: Omit<NewEnquiry, "submissionId">): NewEnquiry => ({ ...fields, submissionId: null })

/** Received at the given instants; Priya and Arun either side of midnight in Chennai on 13–14 January. */
const PEOPLE = {
  old: [
    enquiry({
      name: "Old Client",
      email: "old@example.com",
      mobile: "+91 94440 11111",
      services: "Bulk SMS Marketing",
      description: "Festival offers by SMS.",
    }),
    "2024-06-01T06:00:00.000Z",
  ],
  priya: [
    enquiry({
      name: "Priya Raman",
      email: "priya@example.com",
      mobile: "+91 98400 12345",
      services: "Web Development",
      description: "We need a website redesign for our bakery in Mylapore.",
    }),
    "2025-01-13T18:29:59.999Z",
  ],
  arun: [
    enquiry({
      name: "Arun Kumar",
      email: "arun.k@textiles.in",
      mobile: "9840012345",
      services: "SEO Optimization",
      description: "A bilingual website for our textile shop.",
    }),
    "2025-01-13T18:30:00.000Z",
  ],
  lakshmi: [
    enquiry({
      name: "Lakshmi Priyadarshini",
      email: "lakshmi@studio.example",
      mobile: "+91 90031 57246",
      services: "Facebook & Instagram Marketing",
      description: "Redesign of our Instagram look.",
    }),
    "2025-01-20T06:00:00.000Z",
  ],
  karthik: [
    enquiry({
      name: "Karthik S",
      email: "karthik@example.com",
      mobile: "+44 20 7946 0958",
      services: "Web Development",
      description: "A 100% custom_site, please.",
    }),
    "2025-02-01T10:00:00.000Z",
  ],
} as const satisfies Record<string, readonly [NewEnquiry, string]>

type Person = keyof typeof PEOPLE

describe.each(inboxBackends(postgres))("$name", (backend) => {
  let h: InboxHandle
  const ids = new Map<string, Person>()
  beforeEach(async () => {
    h = await backend.open()
    ids.clear()
    for (const [person, [fields, at]] of Object.entries(PEOPLE))
      ids.set((await h.store.insert(fields, [], new Date(at))).id, person as Person)
  })
  afterEach(async () => {
    await h.done()
  })

  const who = async (filter: InboxFilter, page = { offset: 0, limit: 50 }) => {
    const { enquiries, total } = await h.inbox.search(filter, page)
    return { people: enquiries.map((e) => ids.get(e.id)), total }
  }
  const found = async (filter: InboxFilter) => (await who(filter)).people

  test.each([
    ["priya@example.com", ["priya"]],
    ["98400", ["arun", "priya"]],
    ["Priya", ["lakshmi", "priya"]],
    ["website redesign", ["priya"]],
    ["WEBSITE", ["arun", "priya"]],
    ["ya@exam", ["priya"]],
    ["textiles.in", ["arun"]],
    ["9840012345", ["arun", "priya"]],
    ["+91 98400 12345", ["arun", "priya"]],
    ["98400 12345", ["arun", "priya"]],
    ["90031 57246", ["lakshmi"]],
    ["priya mylapore", ["priya"]],
    ["priya textile", []],
    ["instagram", ["lakshmi"]],
    // Shorter than the trigram index's three characters, and LIKE's wildcards taken literally.
    ["PR", ["lakshmi", "priya"]],
    ["%", ["karthik"]],
    ["_", ["karthik"]],
    ["zz", []],
    ["", ["karthik", "lakshmi", "arun", "priya", "old"]],
  ])("search %j finds %j, newest first", async (query, people) => {
    expect(await found({ query })).toEqual(people)
  })

  test("filters by status, service and Asia/Kolkata days (both ends inclusive), with a search", async () => {
    const priya = [...ids].find(([, person]) => person === "priya")?.[0] as string
    await h.inbox.update(priya, { status: "contacted" }, 1, "asha")
    expect(await found({ status: "contacted" })).toEqual(["priya"])
    expect(await found({ status: "new", query: "98400" })).toEqual(["arun"])
    expect(await found({ service: "Web Development" })).toEqual(["karthik", "priya"])
    expect(await found({ service: "Web Development", query: "example.com" })).toEqual(["karthik", "priya"])
    expect(await found({ from: "2025-01-14", to: "2025-01-14" })).toEqual(["arun"])
    expect(await found({ from: "2025-01-13", to: "2025-01-13" })).toEqual(["priya"])
    expect(await found({ to: "2025-01-13" })).toEqual(["priya", "old"])
    expect(await found({ from: "2025-01-14" })).toEqual(["karthik", "lakshmi", "arun"])
    expect(await found({ from: "2025-01-01", to: "2025-01-31", query: "redesign" })).toEqual(["lakshmi", "priya"])
    expect(await found({ status: "spam", from: "2025-01-01" })).toEqual([])
  })

  test("pages carry the total over all pages; searchAll gives every match", async () => {
    expect(await who({}, { offset: 0, limit: 2 })).toEqual({ people: ["karthik", "lakshmi"], total: 5 })
    expect(await who({}, { offset: 4, limit: 2 })).toEqual({ people: ["old"], total: 5 })
    expect(await who({}, { offset: 10, limit: 2 })).toEqual({ people: [], total: 5 })
    expect(await who({ query: "example.com" }, { offset: 1, limit: 1 })).toEqual({ people: ["priya"], total: 3 })
    expect((await h.inbox.searchAll({ query: "web" })).map((e) => ids.get(e.id))).toEqual(["karthik", "arun", "priya"])
    await expect(h.inbox.search({}, { offset: -1, limit: 2 })).rejects.toBeInstanceOf(RangeError)
  })

  test("a filter outside the rules is refused, not read as no filter", async () => {
    await expect(h.inbox.search({ status: "open" as never }, { offset: 0, limit: 10 })).rejects.toBeInstanceOf(RangeError)
    await expect(h.inbox.search({ from: "2025-02-30" }, { offset: 0, limit: 10 })).rejects.toBeInstanceOf(RangeError)
    await expect(h.inbox.searchAll({ to: "14/01/2025" })).rejects.toBeInstanceOf(RangeError)
  })

  test("figures: each status over everything; each of the last weeks, Monday to Sunday in Chennai, zero-filled", async () => {
    const priya = [...ids].find(([, person]) => person === "priya")?.[0] as string
    await h.inbox.update(priya, { status: "won" }, 1, "asha")
    // Sunday 23:59:59.999 and Monday 00:00 in Chennai: two weeks.
    await h.store.insert(enquiry({ ...PEOPLE.old[0], name: "Sunday Night" }), [], new Date("2025-01-12T18:29:59.999Z"))
    await h.store.insert(enquiry({ ...PEOPLE.old[0], name: "Monday Morning" }), [], new Date("2025-01-12T18:30:00.000Z"))
    // Monday 3 February 05:30 in Chennai.
    const figures = await h.inbox.figures(5, new Date("2025-02-03T00:00:00.000Z"))
    expect(figures.byStatus).toEqual({ new: 6, contacted: 0, won: 1, lost: 0, spam: 0 })
    expect(figures.perWeek).toEqual([
      { weekStart: "2025-01-06", count: 1 },
      { weekStart: "2025-01-13", count: 3 },
      { weekStart: "2025-01-20", count: 1 },
      { weekStart: "2025-01-27", count: 1 },
      { weekStart: "2025-02-03", count: 0 },
    ])
    expect((await h.inbox.figures(12, new Date("2025-02-03T00:00:00.000Z"))).perWeek.map((w) => w.weekStart)).toHaveLength(12)
  })
})

describe("the index does the searching", () => {
  /** Enough rows that a sequential scan would be the planner's choice if the index did not fit. */
  const FILLERS = 5000
  const filler = (i: number) => [
    `Filler Person ${i}`,
    `filler${i}@example.net`,
    `+91 70000 ${String(i).padStart(5, "0")}`,
    "SEO Optimization",
    `Routine enquiry number ${i} about search listings.`,
  ]
  const QUERIES: InboxFilter[] = [{ query: "priya@example" }, { query: "98400" }, { query: "mylapore" }, { query: "bakery", status: "new" }]

  test("SQLite: every search with a term of three characters or more scans the FTS5 index", async () => {
    const h = await openSqliteInbox()
    try {
      await h.store.insert(PEOPLE.priya[0], [])
      const insert = h.store.db.prepare(
        "INSERT INTO enquiries (id, received_at, name, email, mobile, services, description) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      h.store.db.transaction(() => {
        for (let i = 0; i < FILLERS; i += 1)
          insert.run(`filler-${i}`, new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(), ...filler(i))
      })()
      for (const filter of QUERIES) {
        const plan = h.inbox.explainSearch(filter)
        expect({ filter, plan }).toEqual({
          filter,
          plan: expect.arrayContaining([expect.stringMatching(/^SCAN enquiry_search VIRTUAL TABLE INDEX \d+:M/)]),
        })
        expect(plan.some((step) => /^SCAN e\b/.test(step))).toBe(false)
        expect((await h.inbox.search(filter, { offset: 0, limit: 10 })).total).toBe(1)
      }
      // For comparison: without a search term the list is read in received_at order from its index.
      expect(h.inbox.explainSearch({})).toEqual(["SCAN e USING INDEX enquiries_received_at"])
    } finally {
      await h.done()
    }
  })

  test("PostgreSQL: every search is a bitmap scan of the trigram index", async () => {
    const h = await openPostgresInbox(postgres)
    try {
      await h.store.insert(PEOPLE.priya[0], [])
      await h.store.pool.query(
        `INSERT INTO enquiries (id, received_at, name, email, mobile, services, description)
         SELECT gen_random_uuid(), timestamptz '2024-01-01' + g * interval '1 hour', f[1], f[2], f[3], f[4], f[5]
           FROM generate_series(0, $1 - 1) g, LATERAL (SELECT ARRAY['Filler Person ' || g, 'filler' || g || '@example.net',
             '+91 70000 ' || lpad(g::text, 5, '0'), 'SEO Optimization', 'Routine enquiry number ' || g || ' about search listings.']) AS a(f)`,
        [FILLERS],
      )
      // What autovacuum does on a live database after this many inserts: statistics, and the GIN
      // index's pending list (where fresh entries wait) merged into the index proper.
      await h.store.pool.query("VACUUM ANALYZE enquiries")
      expect(filler(7)[2]).toBe("+91 70000 00007")
      for (const filter of QUERIES) {
        const plan = await h.inbox.explainSearch(filter)
        expect({ filter, plan }).toEqual({
          filter,
          plan: expect.arrayContaining([expect.stringMatching(/Bitmap Index Scan on enquiries_search\b/)]),
        })
        expect(plan.some((line) => /Seq Scan/.test(line))).toBe(false)
        expect((await h.inbox.search(filter, { offset: 0, limit: 10 })).total).toBe(1)
      }
    } finally {
      await h.done()
    }
  })
})

describe("enquiries stored before the inbox migration", () => {
  test("SQLite: are indexed by it, new and at version 1", async () => {
    const dirs = makeTestDirs("inbox-migrate-")
    try {
      fs.mkdirSync(dirs.dataDir)
      const raw = new Database(`${dirs.dataDir}/${SQLITE_FILE_NAME}`, { fileMustExist: false })
      raw.exec("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT")
      raw.exec(MIGRATIONS[0].sql)
      raw.prepare("INSERT INTO schema_migrations VALUES (1, 'enquiries and outbox', '2024-01-01T00:00:00.000Z')").run()
      raw
        .prepare(
          "INSERT INTO enquiries (id, received_at, name, email, mobile, services, description) VALUES ('a1', '2024-05-01T00:00:00.000Z', 'Priya Raman', 'priya@example.com', '+91 98400 12345', 'Web Development', 'Bakery site')",
        )
        .run()
      raw.close()
      const store = openSqliteStore(dirs.dataDir)
      try {
        const { enquiries } = await new SqliteInboxStore(store).search({ query: "9840012345" }, { offset: 0, limit: 5 })
        expect(enquiries).toEqual([
          expect.objectContaining({ id: "a1", status: "new", note: "", version: 1, updatedAt: "2024-05-01T00:00:00.000Z" }),
        ])
      } finally {
        await store.close()
      }
    } finally {
      removeTestDirs(dirs)
    }
  })

  test("PostgreSQL: are indexed by it, new and at version 1", async () => {
    const url = await postgres.createDatabase()
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(
        "CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)",
      )
      for (const migration of PG_MIGRATIONS.slice(0, 2)) {
        await client.query(migration.sql)
        await client.query("INSERT INTO schema_migrations VALUES ($1, $2, now())", [migration.version, migration.name])
      }
      await client.query(
        "INSERT INTO enquiries (id, received_at, name, email, mobile, services, description) VALUES ('0b6f6a52-3b1e-4b8e-9a51-2d1a6f0f9c11', '2024-05-01T00:00:00Z', 'Priya Raman', 'priya@example.com', '+91 98400 12345', 'Web Development', 'Bakery site')",
      )
    } finally {
      await client.end()
    }
    const store = await openPostgresStore({ connectionString: url })
    try {
      const { enquiries } = await new PostgresInboxStore(store.pool).search({ query: "9840012345" }, { offset: 0, limit: 5 })
      expect(enquiries).toEqual([expect.objectContaining({ status: "new", note: "", version: 1, updatedAt: "2024-05-01T00:00:00.000Z" })])
    } finally {
      await store.close()
    }
  })
})

test("SQLite: VACUUM keeps the search index on the right enquiries", async () => {
  const h = await openSqliteInbox()
  try {
    const idOf = new Map<string, string>()
    for (const person of ["old", "priya", "arun", "lakshmi"] as const)
      idOf.set(person, (await h.store.insert(PEOPLE[person][0], [], new Date(PEOPLE[person][1]))).id)
    await h.store.deleteByEmail("priya@example.com")
    h.store.db.exec("VACUUM")
    expect((await h.inbox.searchAll({ query: "98400" })).map((e) => e.id)).toEqual([idOf.get("arun")])
    expect((await h.inbox.searchAll({ query: "redesign" })).map((e) => e.id)).toEqual([idOf.get("lakshmi")])
    await h.store.deleteByEmail("lakshmi@studio.example")
    expect(await h.inbox.searchAll({ query: "redesign" })).toEqual([])
  } finally {
    await h.done()
  }
})
