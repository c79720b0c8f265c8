/**
 * `npm run bench:api`: load test of POST /user/create/ on loopback, in two phases.
 *  1. Throughput: limits raised, 10 s of valid enquiries with unique submissionIds; every one is a
 *     durable commit (WAL, synchronous=FULL), so this measures the fsync-bound write path.
 *  2. Fairness under the default limits: one client floods from one IP while a second client
 *     (another X-Forwarded-For, TRUST_PROXY on) keeps getting 201s.
 *  3. The staff inbox on 100,000 enquiries: first page, search by e-mail fragment and by a word,
 *     timed at the store (scripts/bench-inbox.ts).
 * Uses a temporary DATA_DIR and an empty PUBLIC_DIR; takes about 20 s, plus 20 s for the inbox.
 * With DATABASE_URL set, the same phases run against that PostgreSQL database (the rows it gains are
 * counted, not its total; the inbox phase works in a schema of its own, dropped at the end).
 * `npm run bench:api -- --only=inbox` runs the third phase alone.
 */
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { buildApp } from "../server/app"
import { loadConfig } from "../server/config"
import { SERVICE_OPTIONS } from "../common/enquiry"
import { benchInbox } from "./bench-inbox"

/** The parts of autocannon's API used here (the package ships no type declarations). */
type AutocannonRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string }
type AutocannonOptions = {
  url: string
  method?: string
  headers?: Record<string, string>
  connections?: number
  duration?: number
  amount?: number
  overallRate?: number
  timeout?: number
  requests?: (AutocannonRequest & { setupRequest?: (req: AutocannonRequest) => AutocannonRequest })[]
}
type AutocannonResult = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  non2xx: number
  errors: number
  timeouts: number
  statusCodeStats: Record<string, { count: number }>
  duration: number
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package
const autocannon = require("autocannon") as (options: AutocannonOptions) => Promise<AutocannonResult>

const ENQUIRY_PATH = "/user/create/"

function enquiryBody(i: number): string {
  return JSON.stringify({
    name: `Bench Visitor ${i}`,
    email: `visitor${i}@example.com`,
    mobile: "+91 98400 12345",
    services: SERVICE_OPTIONS[i % SERVICE_OPTIONS.length],
    description: "Looking for a quote for a website and three months of search marketing.",
    submissionId: randomUUID(),
  })
}

/** Every request gets a fresh submissionId, so each one is a real insert and not an idempotent replay. */
function uniqueEnquiries(headers: Record<string, string>): AutocannonOptions["requests"] {
  let counter = 0
  return [
    {
      method: "POST",
      path: ENQUIRY_PATH,
      setupRequest: (req) => ({ ...req, headers: { ...headers, "content-type": "application/json" }, body: enquiryBody(counter++) }),
    },
  ]
}

async function startApp(env: Record<string, string>): Promise<{ app: FastifyInstance; url: string; root: string }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-api-"))
  const publicDir = path.join(root, "public")
  fs.mkdirSync(publicDir)
  const database = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}
  const config = loadConfig({ DATA_DIR: path.join(root, "data"), PUBLIC_DIR: publicDir, HSTS: "0", ...database, ...env }, root)
  const app = await buildApp(config)
  await app.listen({ host: "127.0.0.1", port: 0 })
  const { port } = app.server.address() as AddressInfo
  return { app, url: `http://127.0.0.1:${port}`, root }
}

async function stopApp({ app, root }: { app: FastifyInstance; root: string }): Promise<void> {
  await app.close()
  fs.rmSync(root, { recursive: true, force: true })
}

const count = (result: AutocannonResult, status: number): number => result.statusCodeStats[String(status)]?.count ?? 0

async function throughput(): Promise<void> {
  const server = await startApp({ RATE_LIMIT_PER_IP: "0", RATE_LIMIT_GLOBAL: "0" })
  const before = await server.app.enquiries.store.count()
  try {
    const result = await autocannon({
      url: server.url,
      connections: 10,
      duration: 10,
      timeout: 5,
      requests: uniqueEnquiries({}),
    })
    const stored = (await server.app.enquiries.store.count()) - before
    console.log(`Store: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "SQLite (temporary DATA_DIR)"}`)
    console.log("Phase 1: throughput, 10 connections, 10 s, valid enquiries (limits off)")
    console.log(`  throughput      ${result.requests.average.toFixed(0)} req/s (${result.requests.total} requests)`)
    console.log(`  latency         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`)
    console.log(`  201 answers     ${count(result, 201)}`)
    console.log(`  errors          ${result.non2xx} non-2xx, ${result.errors} socket errors, ${result.timeouts} timeouts`)
    console.log(`  rows stored     ${stored}`)
  } finally {
    await stopApp(server)
  }
}

async function fairness(): Promise<void> {
  // Default per-IP and global limits; only TRUST_PROXY so two clients can share loopback.
  const server = await startApp({ TRUST_PROXY: "1" })
  const before = await server.app.enquiries.store.count()
  const config = loadConfig({})
  try {
    const [flood, visitor] = await Promise.all([
      autocannon({
        url: server.url,
        connections: 20,
        duration: 5,
        timeout: 5,
        requests: uniqueEnquiries({ "x-forwarded-for": "203.0.113.10" }),
      }),
      // A real visitor: a handful of posts spread over the flood.
      autocannon({
        url: server.url,
        connections: 1,
        amount: 5,
        overallRate: 1,
        timeout: 5,
        requests: uniqueEnquiries({ "x-forwarded-for": "198.51.100.20" }),
      }),
    ])
    console.log(
      `Phase 2: default limits (${config.rateLimitPerIp} per IP and ${config.rateLimitGlobal} overall per ${config.rateLimitWindowMs / 1000} s)`,
    )
    console.log(`  flooding client  ${flood.requests.total} requests: ${count(flood, 201)} × 201, ${count(flood, 429)} × 429`)
    console.log(`  second client    ${visitor.requests.total} requests: ${count(visitor, 201)} × 201, ${count(visitor, 429)} × 429`)
    console.log(`  rows stored      ${(await server.app.enquiries.store.count()) - before}`)
  } finally {
    await stopApp(server)
  }
}

async function main(): Promise<void> {
  const started = Date.now()
  if (!process.argv.includes("--only=inbox")) {
    await throughput()
    await fairness()
  }
  await benchInbox()
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
