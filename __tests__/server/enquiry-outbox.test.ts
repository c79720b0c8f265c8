/** @jest-environment node */
import { randomUUID } from "node:crypto"
import { backoffDelay, createOutboxWorker, DEFAULT_BACKOFF_MS } from "../../server/enquiries/outbox-worker"
import { openSqliteStore, type SqliteEnquiryStore } from "../../server/enquiries/sqlite-store"
import type { NewEnquiry, StoredEnquiry } from "../../server/enquiries/store"
import { makeTestDirs, removeTestDirs, type TestDirs } from "./helpers/enquiry-app"

let dirs: TestDirs
let store: SqliteEnquiryStore

const enquiry = (): NewEnquiry => ({
  name: "Divya Menon",
  email: "divya@example.com",
  mobile: "9840012345",
  services: "Bulk SMS Marketing",
  description: "Festival offers to 20,000 customers.",
  submissionId: randomUUID(),
})

beforeEach(() => {
  dirs = makeTestDirs("enquiry-outbox-")
  store = openSqliteStore(dirs.dataDir)
})

afterEach(async () => {
  await store.close()
  removeTestDirs(dirs)
})

test("backoff grows per failure and stays at its cap", () => {
  expect(backoffDelay(1)).toBe(5_000)
  expect(backoffDelay(2)).toBe(30_000)
  expect(backoffDelay(3)).toBe(120_000)
  expect(backoffDelay(DEFAULT_BACKOFF_MS.length)).toBe(6 * 3_600_000)
  expect(backoffDelay(50)).toBe(6 * 3_600_000)
})

test("a failing channel is retried on schedule and abandoned after maxAttempts", async () => {
  const t0 = Date.parse("2025-02-01T09:00:00.000Z")
  let clock = t0
  const attempts: number[] = []
  const worker = createOutboxWorker({
    store,
    senders: {
      webhook: async () => {
        attempts.push(clock)
        throw new Error("HTTP 503")
      },
    },
    intervalMs: 60_000,
    backoffMs: [1_000, 2_000],
    maxAttempts: 3,
    now: () => new Date(clock),
  })
  await store.insert(enquiry(), ["webhook"], new Date(t0))

  expect(await worker.drain()).toEqual({ sent: 0, failed: 1 })
  clock = t0 + 999
  expect(await worker.drain()).toEqual({ sent: 0, failed: 0 })
  clock = t0 + 1_000
  expect(await worker.drain()).toEqual({ sent: 0, failed: 1 })
  clock = t0 + 2_999
  expect(await worker.drain()).toEqual({ sent: 0, failed: 0 })
  clock = t0 + 3_000
  expect(await worker.drain()).toEqual({ sent: 0, failed: 1 })
  expect(await store.outboxCounts()).toEqual({ pending: 0, sent: 0, failed: 1 })

  clock = t0 + 86_400_000
  expect(await worker.drain({ retryNow: true })).toEqual({ sent: 0, failed: 0 })
  expect(attempts).toEqual([t0, t0 + 1_000, t0 + 3_000])
  await worker.stop()
})

test("a channel missing from the configuration is kept for a retry, not dropped", async () => {
  const sent: StoredEnquiry[] = []
  const without = createOutboxWorker({ store, senders: {}, intervalMs: 60_000 })
  const { id } = await store.insert(enquiry(), ["email"])
  expect(await without.drain()).toEqual({ sent: 0, failed: 1 })
  expect(await store.outboxCounts()).toEqual({ pending: 1, sent: 0, failed: 0 })
  await without.stop()

  const restored = createOutboxWorker({ store, senders: { email: async (e) => void sent.push(e) }, intervalMs: 60_000 })
  expect(await restored.drain({ retryNow: true })).toEqual({ sent: 1, failed: 0 })
  expect(sent.map((e) => e.id)).toEqual([id])
  await restored.stop()
})

test("start sends rows left from before a restart; stop ends the worker", async () => {
  const sent: string[] = []
  await store.insert(enquiry(), ["email"])
  const worker = createOutboxWorker({ store, senders: { email: async (e) => void sent.push(e.id) }, intervalMs: 60_000 })
  worker.start()
  for (let i = 0; i < 50 && sent.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10))
  expect(sent).toHaveLength(1)
  await worker.stop()

  await store.insert(enquiry(), ["email"])
  worker.kick()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(sent).toHaveLength(1)
  expect(await store.outboxCounts()).toEqual({ pending: 1, sent: 1, failed: 0 })
})
