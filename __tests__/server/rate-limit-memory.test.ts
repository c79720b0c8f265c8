/** @jest-environment node */
/**
 * The rate limits remember a bounded number of clients under short keys, so a flood of refused
 * posts with ever new (or 8 KB long) forwarded addresses leaves the process's memory flat.
 */
import v8 from "node:v8"
import vm from "node:vm"
import { randomBytes } from "node:crypto"
import http from "node:http"
import type { FastifyInstance } from "fastify"
import { buildTestApp, makeTestDirs, removeTestDirs, type TestDirs } from "./helpers/enquiry-app"

let dirs: TestDirs
let app: FastifyInstance | undefined

beforeEach(() => {
  dirs = makeTestDirs("rate-limit-memory-")
})

afterEach(async () => {
  await app?.close()
  app = undefined
  removeTestDirs(dirs)
})

v8.setFlagsFromString("--expose-gc")
const collectGarbage = vm.runInNewContext("gc") as () => void

function heapAfterGc(): number {
  collectGarbage()
  collectGarbage()
  return process.memoryUsage().heapUsed
}

/** POSTs over one keep-alive connection, as a flooding client would (inject() keeps some memory per request). */
function poster(base: string): { post: (body: string, headers: Record<string, string>) => Promise<number>; close: () => void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const post = (body: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${base}/user/create/`,
        { method: "POST", agent, headers: { "content-type": "application/json", ...headers } },
        (response) => {
          response.resume()
          response.on("end", () => resolve(response.statusCode ?? 0))
        },
      )
      request.on("error", reject)
      request.end(body)
    })
  return { post, close: () => agent.destroy() }
}

describe("a flood of unique client keys", () => {
  test("keeps the remembered clients bounded and the heap flat", async () => {
    const maxClients = 500
    app = await buildTestApp(dirs, {
      RATE_LIMIT_PER_IP: "1",
      RATE_LIMIT_GLOBAL: "0",
      RATE_LIMIT_MAX_CLIENTS: String(maxClients),
      TRUST_PROXY: "1",
    })
    const server = app
    const client = poster(await server.listen({ host: "127.0.0.1", port: 0 }))
    // Every other post forwards 8 KB of junk, the rest a new IPv4 address (in a /24 of its own) each
    // time; each new address is one more client for the limiter to remember.
    const address = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.1`
    const flood = async (from: number, count: number): Promise<number[]> => {
      const codes: number[] = []
      for (let i = from; i < from + count; i += 1) {
        const forwarded = i % 2 === 0 ? randomBytes(4096).toString("hex") : address(i)
        codes.push(await client.post("{}", { "x-forwarded-for": forwarded }))
      }
      return codes
    }
    try {
      // Warm-up: the app's own allocations (compiled routes, prepared statements) settle first.
      await flood(0, 600)
      const before = heapAfterGc()
      const codes = await flood(600, 4_000)
      const after = heapAfterGc()

      // Junk shares one key that is soon refused; every new address is counted (400 for the body).
      expect(codes.filter((code) => code === 429).length).toBeGreaterThan(1_900)
      expect(codes.filter((code) => code === 400).length).toBeGreaterThan(1_900)
      // The limiter remembers the last maxClients keys (the junk's one among them): an address 400
      // addresses back is still refused, one 600 back was forgotten and is counted afresh.
      const last = 600 + 4_000 - 1
      expect(await client.post("{}", { "x-forwarded-for": address(last - 2 * 400) })).toBe(429)
      expect(await client.post("{}", { "x-forwarded-for": address(last - 2 * 600) })).toBe(400)
      // 2,000 keys of 8 KB alone would be 16 MB.
      expect(after - before).toBeLessThan(4 * 1024 * 1024)
    } finally {
      client.close()
    }
  })
})

describe("a limit of 0", () => {
  test("remembers nothing and refuses nothing", async () => {
    app = await buildTestApp(dirs, { RATE_LIMIT_PER_IP: "0", RATE_LIMIT_GLOBAL: "0" })
    const server = app
    const codes = await Promise.all(
      Array.from({ length: 30 }, () =>
        server.inject({ method: "POST", url: "/user/create/", headers: { "content-type": "application/json" }, payload: "{}" }),
      ),
    )
    expect(codes.map((response) => response.statusCode)).toEqual(Array(30).fill(400))
  })
})
