/**
 * `npm run bench:api`: load test of POST /user/create/ on loopback, in two phases.
 *  1. Throughput: limits raised, 10 s of valid enquiries with unique submissionIds; every one is a
 *     durable commit (WAL, synchronous=FULL), so this measures the fsync-bound write path.
 *  2. Fairness under the default limits: one client floods from one IP while a second client
 *     (another X-Forwarded-For, TRUST_PROXY on) keeps getting 201s.
 *  3. A burst of 60 wrong staff sign-ins sent at once from one address while another visitor
 *     loads a page 8 times and staff sign in from a third 50 ms into it: how many were checked
 *     (hashed), how many refused, the staff's answer and time, the page's times.
 *  4. The staff inbox on 100,000 enquiries: first page, search by e-mail fragment and by a word,
 *     figures, the Sources view of a year and of two, timed at the store (scripts/bench-inbox.ts).
 * Uses a temporary DATA_DIR and an empty PUBLIC_DIR; takes about 20 s, plus 20 s for the inbox.
 * With DATABASE_URL set, the same phases run against that PostgreSQL database (the rows it gains are
 * counted, not its total; the inbox phase works in a schema of its own, dropped at the end).
 *  5. Deep addresses beside a page: 7,000 segments (414) and 1,000 under /blog (its 404 page).
 * `npm run bench:api -- --only=sign-in`, `--only=addresses` or `--only=inbox` runs that phase alone; `--only=sources`
 * seeds the inbox's 100,000 enquiries and times the Sources view alone.
 */
import { spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { buildApp } from "../server/app"
import { loadConfig } from "../server/config"
import { hashPassword } from "../server/inbox/passwords"
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

const STAFF_PASSWORD = "a passphrase of the bench staff"

/** A sign-in post from `address` (the double-submit token chosen by the client, as a script may). */
const signInRequest = (url: string, address: string, password: string) => ({
  url: `${url}/admin/sign-in`,
  init: {
    method: "POST",
    redirect: "manual" as const,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: "inbox_signin=t", "x-forwarded-for": address },
    body: new URLSearchParams({ _csrf: "t", username: "asha", password }).toString(),
  },
})

async function signInBurst(): Promise<void> {
  const server = await startApp({ TRUST_PROXY: "1" })
  await server.app.enquiries.inbox.addUser("asha", await hashPassword(STAFF_PASSWORD))
  // A page of the site's size to read from disk, as the visitor's GET /services/ does.
  const page = path.join(server.root, "public", "services")
  fs.mkdirSync(page, { recursive: true })
  fs.writeFileSync(path.join(page, "index.html"), `<!doctype html><title>Services</title>${"<p>Search, ads and sites.</p>".repeat(1500)}`)
  const config = loadConfig({})
  try {
    // The attacker is a process of its own, as it would be a machine of its own: its 60 requests'
    // work on the client side is not counted against the server's event loop. It says when it sent.
    const { url, init } = signInRequest(server.url, "203.0.113.66", "a wrong guess")
    const attack = `const sent = Promise.all(Array.from({ length: 60 }, () => fetch(${JSON.stringify(url)}, ${JSON.stringify(init)}).then((response) => response.status)))
      console.log("sent")
      sent.then((statuses) => console.log(JSON.stringify(statuses)))`
    let staff: { status: number; ms: number } | undefined
    const attacker = (): Promise<number[]> =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ["-e", attack], { stdio: ["ignore", "pipe", "inherit"] })
        let output = ""
        child.stdout.on("data", (chunk: Buffer) => {
          if (!output.includes("sent") && (output += chunk.toString()).includes("sent")) {
            // A staff member signs in from another address 50 ms into the burst.
            setTimeout(() => {
              const started = performance.now()
              const own = signInRequest(server.url, "198.51.100.30", STAFF_PASSWORD)
              void fetch(own.url, own.init).then((response) => (staff = { status: response.status, ms: performance.now() - started }))
            }, 50)
          } else if (output.includes("sent")) output += chunk.toString()
        })
        child.on("error", reject)
        child.on("close", () => resolve(JSON.parse(output.slice(output.indexOf("sent") + 4)) as number[]))
      })
    const pageTimes: number[] = []
    const visitor = async () => {
      for (let i = 0; i < 8; i++) {
        const started = performance.now()
        const response = await fetch(`${server.url}/services/`, { headers: { "x-forwarded-for": "198.51.100.21" } })
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`GET /services/ answered ${response.status}`)
        pageTimes.push(performance.now() - started)
        // Spread over the burst's second: the attacker's node starts in about 0.1 s, its hashes take 0.4 s.
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
    }
    // Warm, as a server that has been up is: the page read and answered once before the burst.
    await (await fetch(`${server.url}/services/`)).arrayBuffer()
    const [statuses] = await Promise.all([attacker(), visitor()])
    while (staff === undefined) await new Promise((resolve) => setTimeout(resolve, 20))
    const tally = (status: number) => statuses.filter((s) => s === status).length
    console.log(`Phase 3: 60 wrong sign-ins at once from one address (limit ${config.adminMaxFailures}), 8 page loads from another`)
    console.log(`  checked (401)    ${tally(401)}`)
    console.log(
      `  refused          ${tally(429)} × 429, ${tally(503)} × 503, ${statuses.length - tally(401) - tally(429) - tally(503)} other`,
    )
    console.log(`  staff sign-in    ${staff.status} in ${staff.ms.toFixed(0)} ms (another address, 50 ms into the burst)`)
    console.log(
      `  page loads       ${pageTimes.map((ms) => ms.toFixed(0)).join(", ")} ms (slowest ${Math.max(...pageTimes).toFixed(0)} ms)`,
    )
  } finally {
    await stopApp(server)
  }
}

/** Median milliseconds of `runs` GETs of a path, and the status they answered. */
async function timedGets(url: string, runs: number): Promise<{ status: number; ms: number }> {
  const times: number[] = []
  let status = 0
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    times.push(performance.now() - started)
    status = response.status
  }
  times.sort((x, y) => x - y)
  return { status, ms: times[Math.floor(runs / 2)] }
}

/** Deep addresses beside a page: a 7,000-segment one (14 KB) and the deepest one within the limit. */
async function deepAddresses(): Promise<void> {
  const server = await startApp({})
  const blog = path.join(server.root, "public", "blog")
  fs.mkdirSync(blog, { recursive: true })
  fs.writeFileSync(path.join(server.root, "public", "404.html"), "<!doctype html><title>Not found</title>")
  fs.writeFileSync(path.join(blog, "404.html"), "<!doctype html><title>No such post</title>")
  fs.writeFileSync(path.join(blog, "index.html"), "<!doctype html><title>Blog</title>")
  try {
    console.log("Phase 5: deep addresses, median of 20 GETs each")
    for (const [label, address] of [
      ["/blog/ (a page)", "/blog/"],
      ["/blog/x (404)", "/blog/x"],
      ["7,000 segments", `${"/a".repeat(7_000)}/x`],
      ["1,000 under /blog", `/blog${"/a".repeat(1_000)}`],
    ]) {
      const { status, ms } = await timedGets(server.url + address, 20)
      console.log(`  ${label.padEnd(18)} ${status} in ${ms.toFixed(1)} ms`)
    }
  } finally {
    await stopApp(server)
  }
}

async function main(): Promise<void> {
  const started = Date.now()
  const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length)
  if (only === undefined) {
    await throughput()
    await fairness()
  }
  if (only === undefined || only === "sign-in") await signInBurst()
  if (only === undefined || only === "addresses") await deepAddresses()
  if (only === undefined || only === "inbox") await benchInbox()
  if (only === "sources") await benchInbox("sources")
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
