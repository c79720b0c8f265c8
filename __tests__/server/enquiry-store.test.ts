/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import Database from "better-sqlite3"
import { MIGRATIONS, openSqliteStore, SQLITE_FILE_NAME, SqliteEnquiryStore } from "../../server/enquiries/sqlite-store"
import { buildTestApp, makeTestDirs, newEnquiry, removeTestDirs, type TestDirs } from "./helpers/enquiry-app"

let dirs: TestDirs
const open: SqliteEnquiryStore[] = []

function openStore(): SqliteEnquiryStore {
  const store = openSqliteStore(dirs.dataDir)
  open.push(store)
  return store
}

const enquiry = newEnquiry

beforeEach(() => {
  dirs = makeTestDirs("enquiry-store-")
})

afterEach(async () => {
  for (const store of open.splice(0)) await store.close()
  removeTestDirs(dirs)
})

describe("durability settings", () => {
  test("after a write the connection runs WAL with synchronous=FULL", async () => {
    const store = openStore()
    await store.insert(enquiry(), ["email"])
    const pragmas = store.readPragmas()
    expect(pragmas.journalMode).toBe("wal")
    expect(pragmas.synchronous).toBe(2)
    expect(pragmas.foreignKeys).toBe(1)
    expect(fs.existsSync(path.join(dirs.dataDir, SQLITE_FILE_NAME))).toBe(true)
  })

  test("WAL is recorded in the file itself, so every later connection gets it", async () => {
    const store = openStore()
    await store.insert(enquiry(), [])
    const other = new Database(path.join(dirs.dataDir, SQLITE_FILE_NAME), { readonly: true })
    try {
      expect(other.pragma("journal_mode", { simple: true })).toBe("wal")
    } finally {
      other.close()
    }
  })

  test("the data file is readable by its owner only", async () => {
    openStore()
    const mode = fs.statSync(path.join(dirs.dataDir, SQLITE_FILE_NAME)).mode & 0o777
    expect(mode).toBe(0o600)
  })
})

describe("schema", () => {
  test("STRICT tables refuse a value of the wrong type", async () => {
    const store = openStore()
    const { id } = await store.insert(enquiry(), ["webhook"])
    const raw = new Database(path.join(dirs.dataDir, SQLITE_FILE_NAME))
    try {
      expect(() => raw.prepare("UPDATE outbox SET attempts = 'three' WHERE enquiry_id = ?").run(id)).toThrow(
        /cannot store TEXT value in INTEGER column/,
      )
      expect(() =>
        raw
          .prepare("INSERT INTO enquiries (id, received_at, name, email, mobile, services, description) VALUES (?, ?, ?, ?, ?, ?, ?)")
          .run("x", new Date().toISOString(), Buffer.from([1, 2]), "a@b.co", "9840012345", "Web Development", "hi"),
      ).toThrow(/cannot store BLOB value in TEXT column/)
      // The rows written through the store are untouched.
      expect(raw.prepare("SELECT attempts FROM outbox WHERE enquiry_id = ?").get(id)).toEqual({ attempts: 0 })
    } finally {
      raw.close()
    }
  })

  test("migrations run once and reopening changes nothing", async () => {
    const first = openStore()
    expect(first.schemaVersions()).toEqual(MIGRATIONS.map((m) => m.version))
    const { id } = await first.insert(enquiry(), ["email"])
    await first.close()

    for (let i = 0; i < 3; i += 1) {
      const again = openStore()
      expect(again.schemaVersions()).toEqual(MIGRATIONS.map((m) => m.version))
      expect(await again.count()).toBe(1)
      expect((await again.get(id))?.name).toBe("Arun Kumar")
      await again.close()
    }
    const raw = new Database(path.join(dirs.dataDir, SQLITE_FILE_NAME), { readonly: true })
    try {
      expect(raw.prepare("SELECT count(*) AS n FROM schema_migrations").get()).toEqual({ n: MIGRATIONS.length })
    } finally {
      raw.close()
    }
  })
})

describe("enquiries", () => {
  test("insert is idempotent on submissionId", async () => {
    const store = openStore()
    const input = enquiry()
    const first = await store.insert(input, ["email", "webhook"])
    const second = await store.insert({ ...input, name: "Someone Else" }, ["email", "webhook"])
    expect(first.created).toBe(true)
    expect(second).toEqual({ id: first.id, receivedAt: first.receivedAt, created: false })
    expect(await store.count()).toBe(1)
    expect((await store.get(first.id))?.name).toBe("Arun Kumar")
    expect(await store.outboxCounts()).toEqual({ pending: 2, sent: 0, failed: 0 })
  })

  test("list is newest first and paginated", async () => {
    const store = openStore()
    const base = Date.parse("2025-03-01T10:00:00.000Z")
    const ids: string[] = []
    for (let i = 0; i < 5; i += 1) {
      ids.push((await store.insert(enquiry({ name: `Client ${i}` }), [], new Date(base + i * 60_000))).id)
    }
    // Same millisecond as the newest: insertion order breaks the tie.
    ids.push((await store.insert(enquiry({ name: "Client 5" }), [], new Date(base + 4 * 60_000))).id)
    const newestFirst = [...ids].reverse()
    expect((await store.list({ offset: 0, limit: 10 })).map((e) => e.id)).toEqual(newestFirst)
    expect((await store.list({ offset: 2, limit: 2 })).map((e) => e.id)).toEqual(newestFirst.slice(2, 4))
    expect(await store.list({ offset: 6, limit: 2 })).toEqual([])
  })

  test("deleteByEmail removes every enquiry of that address, in any letter case, with its outbox rows", async () => {
    const store = openStore()
    await store.insert(enquiry({ email: "Meena@Example.com" }), ["email"])
    await store.insert(enquiry({ email: "meena@example.com" }), ["email", "webhook"])
    const kept = await store.insert(enquiry({ email: "ravi@example.com" }), ["email"])
    expect(await store.deleteByEmail("MEENA@example.COM")).toBe(2)
    expect(await store.count()).toBe(1)
    expect(await store.get(kept.id)).not.toBeNull()
    expect(await store.outboxCounts()).toEqual({ pending: 1, sent: 0, failed: 0 })
    expect(await store.deleteByEmail("nobody@example.com")).toBe(0)
  })

  test("purgeOlderThan deletes only enquiries before the cutoff", async () => {
    const store = openStore()
    await store.insert(enquiry(), ["email"], new Date("2024-01-01T00:00:00Z"))
    const recent = await store.insert(enquiry(), ["email"], new Date("2025-06-01T00:00:00Z"))
    expect(await store.purgeOlderThan(new Date("2025-01-01T00:00:00Z"))).toBe(1)
    expect((await store.list({ offset: 0, limit: 10 })).map((e) => e.id)).toEqual([recent.id])
    expect(await store.outboxCounts()).toEqual({ pending: 1, sent: 0, failed: 0 })
  })
})

describe("outbox", () => {
  test("claims due rows once per lease, then follows sent and failed outcomes", async () => {
    const store = openStore()
    const t0 = new Date("2025-05-05T05:00:00.000Z")
    const { id } = await store.insert(enquiry(), ["email", "webhook"], t0)

    const claimed = await store.claimDue(t0, 10, 60_000)
    expect(claimed.map((job) => job.channel).sort()).toEqual(["email", "webhook"])
    expect(claimed.every((job) => job.enquiry.id === id && job.attempts === 0)).toBe(true)
    // Leased: invisible to another claim until the lease ends.
    expect(await store.claimDue(new Date(t0.getTime() + 59_000), 10, 60_000)).toEqual([])

    const [email, webhook] = [...claimed].sort((a, b) => a.channel.localeCompare(b.channel))
    await store.markSent(email.id, t0)
    await store.markFailed(webhook.id, "HTTP 502", new Date(t0.getTime() + 5_000))
    expect(await store.outboxCounts()).toEqual({ pending: 1, sent: 1, failed: 0 })
    expect(await store.claimDue(new Date(t0.getTime() + 4_000), 10, 60_000)).toEqual([])

    const retry = await store.claimDue(new Date(t0.getTime() + 5_000), 10, 60_000)
    expect(retry.map((job) => [job.id, job.attempts])).toEqual([[webhook.id, 1]])
    await store.markFailed(webhook.id, "HTTP 502", null)
    expect(await store.outboxCounts()).toEqual({ pending: 0, sent: 1, failed: 1 })
    expect(await store.claimDue(new Date(t0.getTime() + 10 * 86_400_000), 10, 60_000)).toEqual([])
  })

  test("retryNow makes rows in backoff due at once", async () => {
    const store = openStore()
    const t0 = new Date("2025-05-05T05:00:00.000Z")
    await store.insert(enquiry(), ["email"], t0)
    const [job] = await store.claimDue(t0, 10, 60_000)
    await store.markFailed(job.id, "ECONNREFUSED", new Date(t0.getTime() + 3_600_000))
    expect(await store.claimDue(new Date(t0.getTime() + 1_000), 10, 60_000)).toEqual([])
    expect(await store.retryNow(new Date(t0.getTime() + 1_000))).toBe(1)
    expect((await store.claimDue(new Date(t0.getTime() + 1_000), 10, 60_000)).map((j) => j.id)).toEqual([job.id])
  })

  test("pending notifications survive a reopen", async () => {
    const first = openStore()
    await first.insert(enquiry(), ["email"])
    await first.close()
    const second = openStore()
    expect(await second.outboxCounts()).toEqual({ pending: 1, sent: 0, failed: 0 })
    expect(await second.claimDue(new Date(), 10, 1_000)).toHaveLength(1)
  })
})

describe("retention", () => {
  const DAY = 86_400_000

  async function seedOldAndRecent(): Promise<string> {
    const store = openStore()
    await store.insert(enquiry({ name: "Old Enquiry" }), ["email"], new Date(Date.now() - 40 * DAY))
    const recent = await store.insert(enquiry({ name: "Recent Enquiry" }), [], new Date(Date.now() - 5 * DAY))
    await store.close()
    return recent.id
  }

  test("ENQUIRY_RETENTION_DAYS deletes older enquiries and their notifications when the app starts", async () => {
    const recentId = await seedOldAndRecent()
    const app = await buildTestApp(dirs, { ENQUIRY_RETENTION_DAYS: "30" })
    try {
      expect((await app.enquiries.store.list({ offset: 0, limit: 10 })).map((e) => e.id)).toEqual([recentId])
      expect(await app.enquiries.store.outboxCounts()).toEqual({ pending: 0, sent: 0, failed: 0 })
    } finally {
      await app.close()
    }
  })

  test("by default enquiries are kept for the privacy policy's 24 months (730 days), then deleted", async () => {
    await seedOldAndRecent()
    const store = openStore()
    await store.insert(enquiry({ name: "Expired Enquiry" }), [], new Date(Date.now() - 731 * DAY))
    await store.close()
    const app = await buildTestApp(dirs)
    try {
      expect((await app.enquiries.store.list({ offset: 0, limit: 10 })).map((e) => e.name).sort()).toEqual([
        "Old Enquiry",
        "Recent Enquiry",
      ])
      expect(await app.enquiries.purgeExpired()).toBe(0)
    } finally {
      await app.close()
    }
  })

  test("ENQUIRY_RETENTION_DAYS=0 deletes nothing", async () => {
    await seedOldAndRecent()
    const store = openStore()
    await store.insert(enquiry({ name: "Very Old Enquiry" }), [], new Date(Date.now() - 3000 * DAY))
    await store.close()
    const app = await buildTestApp(dirs, { ENQUIRY_RETENTION_DAYS: "0" })
    try {
      expect(await app.enquiries.store.count()).toBe(3)
      expect(await app.enquiries.purgeExpired()).toBe(0)
    } finally {
      await app.close()
    }
  })
})
