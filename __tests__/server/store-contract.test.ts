/**
 * @jest-environment node
 *
 * One contract for every EnquiryStore: the same tests against SQLite (a file) and PostgreSQL (a
 * new database on the run's real server). Then what only several instances on one database need:
 * a replayed submissionId stored once across instances, an outbox claimed by one worker only,
 * rate limits counted together.
 */
import { randomUUID } from "node:crypto"
import { UNKNOWN_ATTRIBUTION } from "../../common/attribution"
import { openPostgresStore, PG_MIGRATIONS, type PostgresEnquiryStore } from "../../server/enquiries/postgres-store"
import Fastify from "fastify"
import { loadConfig } from "../../server/config"
import { enquiryLimits, sharedWindowStore } from "../../server/enquiries/rate-limit"
import { MIGRATIONS, openSqliteStore } from "../../server/enquiries/sqlite-store"
import type { EnquiryStore } from "../../server/enquiries/store"
import { makeTestDirs, newEnquiry, removeTestDirs, type TestDirs } from "./helpers/enquiry-app"
import { testPostgres } from "./helpers/postgres-server"

const postgres = testPostgres()

const enquiry = newEnquiry

type Backend = {
  name: string
  /** A new empty store; `again` opens a second store (another instance) on the same data. */
  open(): Promise<{
    store: EnquiryStore
    again: () => Promise<EnquiryStore>
    versions: () => Promise<number[]>
    latest: number
    done: () => Promise<void>
  }>
}

const sqlite: Backend = {
  name: "SQLite",
  async open() {
    const dirs: TestDirs = makeTestDirs("store-contract-")
    const stores: EnquiryStore[] = []
    const openOne = async () => {
      const store = openSqliteStore(dirs.dataDir)
      stores.push(store)
      return store
    }
    const store = await openOne()
    return {
      store,
      again: openOne,
      versions: async () => openSqliteStore(dirs.dataDir).schemaVersions(),
      latest: MIGRATIONS.length,
      done: async () => {
        for (const s of stores) await s.close()
        removeTestDirs(dirs)
      },
    }
  },
}

const postgresBackend: Backend = {
  name: "PostgreSQL",
  async open() {
    const url = await postgres.createDatabase()
    const stores: PostgresEnquiryStore[] = []
    const openOne = async () => {
      const store = await openPostgresStore({ connectionString: url })
      stores.push(store)
      return store
    }
    const store = await openOne()
    return {
      store,
      again: openOne,
      versions: async () => (await openOne()).schemaVersions(),
      latest: PG_MIGRATIONS.length,
      done: async () => {
        for (const s of stores) await s.close()
      },
    }
  },
}

describe.each([sqlite, postgresBackend])("EnquiryStore contract on $name", (backend) => {
  let handle: Awaited<ReturnType<Backend["open"]>>
  let store: EnquiryStore
  beforeEach(async () => {
    handle = await backend.open()
    store = handle.store
  })
  afterEach(async () => {
    await handle.done()
  })

  test("stores an enquiry and reads it back with a UUID and a UTC time", async () => {
    const attribution = {
      ...UNKNOWN_ATTRIBUTION,
      source: "google",
      medium: "cpc",
      campaign: "diwali-seo",
      landingPage: "/service/seo-services",
      sentFrom: "/contact",
      form: "contact",
      paidClick: "gclid",
    }
    const input = enquiry({ name: "Meena Raj", description: "Unicode kept: ₹ தமிழ் “quotes”", attribution })
    const now = new Date("2026-11-23T10:15:30.123Z")
    const result = await store.insert(input, ["email"], now)
    expect(result).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), receivedAt: "2026-11-23T10:15:30.123Z", created: true })
    await expect(store.get(result.id)).resolves.toEqual({ ...input, id: result.id, receivedAt: "2026-11-23T10:15:30.123Z" })
    await expect(store.get(randomUUID())).resolves.toBeNull()
    await expect(store.get("not-an-id")).resolves.toBeNull()
    await expect(store.count()).resolves.toBe(1)
  })

  test("a replayed submissionId answers the first id and stores nothing", async () => {
    const input = enquiry()
    const first = await store.insert(input, ["email", "webhook"])
    const again = await store.insert({ ...input, name: "Someone Else" }, ["email", "webhook"])
    expect(again).toEqual({ id: first.id, receivedAt: first.receivedAt, created: false })
    await expect(store.count()).resolves.toBe(1)
    await expect(store.outboxCounts()).resolves.toEqual({ pending: 2, sent: 0, failed: 0 })
    // Without a submissionId every post is its own enquiry.
    await store.insert(enquiry({ submissionId: null }), [])
    await store.insert(enquiry({ submissionId: null }), [])
    await expect(store.count()).resolves.toBe(3)
  })

  test("lists newest first, in pages, ties in the order of arrival", async () => {
    const at = new Date("2026-11-01T00:00:00Z")
    const ids: string[] = []
    for (let i = 0; i < 5; i++)
      ids.push((await store.insert(enquiry({ name: `Client ${i}` }), [], i < 3 ? at : new Date(at.getTime() + i * 1000))).id)
    const all = await store.list({ offset: 0, limit: 10 })
    expect(all.map((e) => e.id)).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]])
    expect((await store.list({ offset: 1, limit: 2 })).map((e) => e.id)).toEqual([ids[3], ids[2]])
  })

  test("deletes every enquiry of an address, whatever its case, with its notifications", async () => {
    await store.insert(enquiry({ email: "Priya@Example.com" }), ["email"])
    await store.insert(enquiry({ email: "priya@example.com" }), ["email"])
    const kept = await store.insert(enquiry({ email: "other@example.com" }), ["email"])
    await expect(store.deleteByEmail("PRIYA@example.COM")).resolves.toBe(2)
    await expect(store.count()).resolves.toBe(1)
    await expect(store.get(kept.id)).resolves.not.toBeNull()
    await expect(store.outboxCounts()).resolves.toEqual({ pending: 1, sent: 0, failed: 0 })
  })

  test("purges enquiries received before a cutoff", async () => {
    await store.insert(enquiry(), ["email"], new Date("2024-01-01T00:00:00Z"))
    const recent = await store.insert(enquiry(), ["email"], new Date("2026-11-01T00:00:00Z"))
    await expect(store.purgeOlderThan(new Date("2025-01-01T00:00:00Z"))).resolves.toBe(1)
    expect((await store.list({ offset: 0, limit: 10 })).map((e) => e.id)).toEqual([recent.id])
  })

  test("the outbox: due jobs are claimed under a lease, then sent, retried or given up", async () => {
    const t0 = new Date("2026-11-23T10:00:00Z")
    const { id } = await store.insert(enquiry(), ["email", "webhook"], t0)
    const claimed = await store.claimDue(t0, 10, 60_000)
    expect(claimed.map((job) => [job.channel, job.attempts, job.enquiry.id]).sort()).toEqual([
      ["email", 0, id],
      ["webhook", 0, id],
    ])
    // Leased: nobody else gets them before the lease ends; after it, they are due again.
    await expect(store.claimDue(new Date(t0.getTime() + 59_000), 10, 60_000)).resolves.toEqual([])
    const [email, webhook] = [...claimed].sort((a, b) => a.channel.localeCompare(b.channel))
    await store.markSent(email.id, t0)
    await store.markFailed(webhook.id, "connection refused", new Date(t0.getTime() + 5_000))
    await expect(store.outboxCounts()).resolves.toEqual({ pending: 1, sent: 1, failed: 0 })
    const retried = await store.claimDue(new Date(t0.getTime() + 5_000), 10, 60_000)
    expect(retried.map((job) => [job.id, job.attempts])).toEqual([[webhook.id, 1]])
    await store.markFailed(webhook.id, "still refused", null)
    await expect(store.outboxCounts()).resolves.toEqual({ pending: 0, sent: 1, failed: 1 })
    await expect(store.claimDue(new Date(t0.getTime() + 3_600_000), 10, 60_000)).resolves.toEqual([])
  })

  test("retryNow makes backed-off notifications due at once", async () => {
    const t0 = new Date("2026-11-23T10:00:00Z")
    await store.insert(enquiry(), ["email"], t0)
    const [job] = await store.claimDue(t0, 1, 60_000)
    await store.markFailed(job.id, "timeout", new Date(t0.getTime() + 3_600_000))
    const later = new Date(t0.getTime() + 1_000)
    await expect(store.claimDue(later, 1, 60_000)).resolves.toEqual([])
    await expect(store.retryNow(later)).resolves.toBe(1)
    await expect(store.claimDue(later, 1, 60_000)).resolves.toHaveLength(1)
    await store.enqueue(job.enquiry.id, "webhook", later)
    await expect(store.outboxCounts()).resolves.toEqual({ pending: 2, sent: 0, failed: 0 })
  })

  test("migrations are versioned and applied once, also when another instance opens the store", async () => {
    await store.insert(enquiry(), [])
    const other = await handle.again()
    await expect(other.count()).resolves.toBe(1)
    await expect(handle.versions()).resolves.toEqual(Array.from({ length: handle.latest }, (_, i) => i + 1))
  })

  test("the write probe passes on a working store", async () => {
    await expect(store.probeWrite?.()).resolves.toBeUndefined()
  })
})

describe("several instances on one PostgreSQL database", () => {
  let url: string
  let stores: PostgresEnquiryStore[]
  beforeEach(async () => {
    url = await postgres.createDatabase()
    stores = await Promise.all([openPostgresStore({ connectionString: url }), openPostgresStore({ connectionString: url })])
  })
  afterEach(async () => {
    for (const store of stores) await store.close()
  })

  test("instances starting together apply each migration once", async () => {
    const more = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore({ connectionString: url })))
    stores.push(...more)
    await expect(more[3].schemaVersions()).resolves.toEqual(PG_MIGRATIONS.map((m) => m.version))
  })

  test("one submissionId sent to both at once is stored once, and both answer its id", async () => {
    for (let round = 0; round < 20; round++) {
      const input = enquiry()
      const results = await Promise.all([stores[0].insert(input, ["email"]), stores[1].insert(input, ["email"])])
      expect(results[0].id).toBe(results[1].id)
      expect(results.map((r) => r.created).sort()).toEqual([false, true])
    }
    await expect(stores[0].count()).resolves.toBe(20)
    await expect(stores[1].outboxCounts()).resolves.toEqual({ pending: 20, sent: 0, failed: 0 })
  })

  test("two workers claiming at once never hold the same notification", async () => {
    const now = new Date()
    for (let i = 0; i < 60; i++) await stores[i % 2].insert(enquiry(), ["email"], now)
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => stores[i % 2].claimDue(new Date(now.getTime() + 1), 7, 60_000)))
    const ids = claims.flat().map((job) => job.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(60)
  })

  test("the per-address and global budgets are counted across instances", async () => {
    const config = loadConfig({ RATE_LIMIT_PER_IP: "5", RATE_LIMIT_GLOBAL: "8" }, "/tmp")
    // Each instance's budgets in the plugin's custom store over the shared table, checked by a route.
    const apps = await Promise.all(
      stores.map(async (store) => {
        const app = Fastify()
        const limits = await enquiryLimits(
          app,
          config,
          sharedWindowStore(store.pool, () => {}),
        )
        app.post("/post", async (request) => ({ wait: await limits.post(request) }))
        app.post("/enquiry", async (request) => ({ wait: await limits.enquiry(request) }))
        await app.ready()
        return app
      }),
    )
    const waitOf = async (i: number, url: string, remoteAddress: string) =>
      (await apps[i % 2].inject({ method: "POST", url, remoteAddress })).json<{ wait: number | null }>().wait
    try {
      const posts = await Promise.all(Array.from({ length: 12 }, (_, i) => waitOf(i, "/post", "203.0.113.7")))
      expect(posts.filter((wait) => wait === null)).toHaveLength(5)
      expect(posts.find((wait) => wait !== null)).toBeGreaterThan(0)
      // Another address has its own budget.
      await expect(waitOf(1, "/post", "198.51.100.9")).resolves.toBeNull()
      const enquiries = await Promise.all(Array.from({ length: 10 }, (_, i) => waitOf(i, "/enquiry", `198.51.100.${i}`)))
      expect(enquiries.filter((wait) => wait === null)).toHaveLength(8)
    } finally {
      await Promise.all(apps.map((app) => app.close()))
    }
  })
})
