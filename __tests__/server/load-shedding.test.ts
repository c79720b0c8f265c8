/** @jest-environment node */
/**
 * Load shedding (server/load-shedding.ts, @fastify/under-pressure): with the event loop held, a
 * request is answered at once with 503 and Retry-After, in the API's shape on its paths, and
 * /healthz says the server is busy. MAX_EVENT_LOOP_DELAY_MS=1 here, so a held loop is enough.
 */
import type { FastifyInstance } from "fastify"
import { BUSY_RETRY_AFTER_S } from "../../server/load-shedding"
import { buildTestApp, makeTestDirs, postEnquiry, removeTestDirs, validEnquiry, type TestDirs } from "./helpers/enquiry-app"

let dirs: TestDirs
let app: FastifyInstance

beforeEach(async () => {
  dirs = makeTestDirs("load-shedding-")
  app = await buildTestApp(dirs, { MAX_EVENT_LOOP_DELAY_MS: "1" })
})

afterEach(async () => {
  await app.close()
  removeTestDirs(dirs)
})

/** Keeps the event loop busy for `ms`, as a long synchronous task would. */
function holdLoop(ms: number): void {
  const end = Date.now() + ms
  while (Date.now() < end) {
    // busy
  }
}

/** Holds the loop until the plugin's next sample (every second) has seen the lag, then sends the request. */
async function whileHeld<T>(send: () => Promise<T>): Promise<T> {
  for (let i = 0; i < 20 && !app.isUnderPressure(); i += 1) {
    holdLoop(300)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  expect(app.isUnderPressure()).toBe(true)
  return send()
}

describe("with the event loop held", () => {
  test("an enquiry gets 503 with Retry-After in the API's JSON shape, and nothing is stored", async () => {
    const before = await app.enquiries.store.count()
    const response = await whileHeld(() => postEnquiry(app, validEnquiry()))
    expect(response.statusCode).toBe(503)
    expect(response.headers["retry-after"]).toBe(String(BUSY_RETRY_AFTER_S))
    expect(response.headers["cache-control"]).toBe("no-store")
    expect(response.json()).toEqual({
      data: null,
      error: { code: "unavailable", message: "The server is busy. Please try again in a moment." },
    })
    expect(await app.enquiries.store.count()).toBe(before)
  })

  test("a page of the site gets 503 with Retry-After and the security headers", async () => {
    const response = await whileHeld(() => app.inject({ url: "/about" }))
    expect(response.statusCode).toBe(503)
    expect(response.headers["retry-after"]).toBe(String(BUSY_RETRY_AFTER_S))
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8")
    expect(response.headers["x-content-type-options"]).toBe("nosniff")
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'")
  })

  test("/healthz reports it: 503, status busy, Retry-After, the same fields", async () => {
    const response = await whileHeld(() => app.inject({ url: "/healthz" }))
    expect(response.statusCode).toBe(503)
    expect(response.headers["retry-after"]).toBe(String(BUSY_RETRY_AFTER_S))
    const body = response.json()
    expect(body).toMatchObject({ status: "busy", store: { writable: true } })
    expect(Object.keys(body).sort()).toEqual(["build", "outbox", "status", "store", "uptimeSeconds"])
  })
})

test("MAX_EVENT_LOOP_DELAY_MS=0 sheds nothing, however long the loop is held", async () => {
  const off = await buildTestApp(makeTestDirs("load-shedding-off-"), { MAX_EVENT_LOOP_DELAY_MS: "0" })
  try {
    holdLoop(1_200)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(off.isUnderPressure()).toBe(false)
    expect((await off.inject({ url: "/healthz" })).statusCode).toBe(200)
  } finally {
    await off.close()
  }
})
