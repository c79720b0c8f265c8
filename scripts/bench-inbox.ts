/**
 * The staff inbox part of `npm run bench:api`: 100,000 enquiries over two years in a fresh store, then
 * the inbox's first page (no filter), a search by e-mail fragment and one by a word, the figures and
 * the Sources view of a year and of the whole two years, each timed at the store
 * (the inbox's web routes add their own small cost), p50 and p99 over a few hundred runs.
 *
 * SQLite: a temporary DATA_DIR. PostgreSQL (DATABASE_URL): a schema of its own, dropped at the end,
 * so the database's own enquiries are neither read nor changed.
 */
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { SERVICE_OPTIONS } from "../common/enquiry"
import { openPostgresStore, type PostgresEnquiryStore } from "../server/enquiries/postgres-store"
import { openSqliteStore, type SqliteEnquiryStore } from "../server/enquiries/sqlite-store"
import type { InboxFilter } from "../server/inbox/inbox-store"
import { PostgresInboxStore } from "../server/inbox/postgres-inbox"
import { kolkataDate } from "../server/inbox/kolkata-calendar"
import { periodOf } from "../server/inbox/sources"
import { SqliteInboxStore } from "../server/inbox/sqlite-inbox"

const ENQUIRIES = 100_000
const RUNS = 300
const WARM_UP = 20
const PAGE = { offset: 0, limit: 50 }

const FIRST = [
  "Priya",
  "Arun",
  "Lakshmi",
  "Karthik",
  "Meena",
  "Suresh",
  "Divya",
  "Ravi",
  "Anitha",
  "Vignesh",
  "Kavya",
  "Senthil",
  "Revathi",
  "Bala",
  "Nandini",
  "Gokul",
]
const LAST = [
  "Raman",
  "Kumar",
  "Sundaram",
  "Iyer",
  "Natarajan",
  "Pillai",
  "Subramanian",
  "Krishnan",
  "Rajan",
  "Mohan",
  "Chandran",
  "Venkatesh",
]
const DOMAINS = ["gmail.com", "yahoo.co.in", "outlook.com", "rediffmail.com", "example.in", "textiles.example"]
const BUSINESSES = ["bakery", "textile shop", "dental clinic", "play school", "restaurant", "jewellery store", "real estate firm", "gym"]
const AREAS = ["T. Nagar", "Mylapore", "Adyar", "Velachery", "Anna Nagar", "Tambaram", "Porur", "Guindy"]
const NEEDS = [
  "a website redesign",
  "more walk-ins from search",
  "Instagram reels every week",
  "an app for orders",
  "hoardings on OMR",
  "festival offers by SMS",
]

type Row = [
  id: string,
  receivedAt: string,
  name: string,
  email: string,
  mobile: string,
  services: string,
  description: string,
  status: string,
  source: string,
  medium: string,
  campaign: string,
  landingPage: string,
]

/** Where the leads came from, as an agency running ads, SEO and a newsletter sees them. */
const ORIGINS: readonly [source: string, medium: string][] = [
  ["google", "cpc"],
  ["google", "cpc"],
  ["facebook", "paid-social"],
  ["instagram", "paid-social"],
  ["newsletter", "email"],
  ["www.google.com", ""],
  ["www.bing.com", ""],
  ["direct", ""],
  ["direct", ""],
  ["unknown", ""],
]
const LANDINGS = ["/", "/contact", "/pricing", "/services", "/blog/seo-for-small-shops", "/service/seo-services", "/service/google-ads"]

/** The i-th enquiry, the same on every run (mulberry32 seeded with i, not Math.random). */
function enquiry(i: number, now: number): Row {
  let seed = i
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n) >>> 0
  }
  const [first, last] = [FIRST[next(FIRST.length)], LAST[next(LAST.length)]]
  const mobile = `+91 9${String(next(10_000)).padStart(4, "0")} ${String(next(100_000)).padStart(5, "0")}`
  const description = `We run a ${BUSINESSES[next(BUSINESSES.length)]} in ${AREAS[next(AREAS.length)]} and want ${NEEDS[next(NEEDS.length)]}. Please call after ${2 + next(6)} pm.`
  const receivedAt = new Date(now - next(730 * 24) * 3_600_000 - next(3_600_000)).toISOString()
  const [source, medium] = ORIGINS[next(ORIGINS.length)]
  const campaign = medium ? `${source}-${["diwali", "pongal", "summer", "always-on"][next(4)]}-${2025 + next(2)}` : ""
  return [
    randomUUID(),
    receivedAt,
    `${first} ${last}`,
    `${first}.${last}${i}@${DOMAINS[next(DOMAINS.length)]}`.toLowerCase(),
    mobile,
    SERVICE_OPTIONS[i % SERVICE_OPTIONS.length],
    description,
    next(100) < 15 ? "won" : ["new", "contacted", "lost"][next(3)],
    source,
    medium,
    campaign,
    source === "unknown" ? "" : LANDINGS[next(LANDINGS.length)],
  ]
}

function seedSqlite(store: SqliteEnquiryStore, now: number): void {
  // The store's own insert (and its search triggers), in one transaction rather than 100,000 commits.
  const insert = store.db.prepare(
    `INSERT INTO enquiries (id, received_at, name, email, mobile, services, description, status, source, medium, campaign, landing_page)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  store.db.transaction(() => {
    for (let i = 0; i < ENQUIRIES; i += 1) insert.run(...enquiry(i, now))
  })()
}

async function seedPostgres(store: PostgresEnquiryStore, now: number): Promise<void> {
  for (let start = 0; start < ENQUIRIES; start += 5_000) {
    const rows = Array.from({ length: Math.min(5_000, ENQUIRIES - start) }, (_, k) => enquiry(start + k, now))
    const columns = rows[0].map((_, c) => rows.map((row) => row[c]))
    await store.pool.query(
      `INSERT INTO enquiries (id, received_at, name, email, mobile, services, description, status, source, medium, campaign, landing_page)
       SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])`,
      columns,
    )
  }
  // What autovacuum does soon after such a load: statistics, and the GIN pending list merged.
  await store.pool.query("VACUUM ANALYZE enquiries")
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function measure(label: string, run: (i: number) => Promise<{ total?: number }>): Promise<void> {
  for (let i = 0; i < WARM_UP; i += 1) await run(i)
  const times: number[] = []
  let matches = 0
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now()
    matches += (await run(WARM_UP + i)).total ?? 0
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const each = Math.round(matches / RUNS)
  const found = matches > 0 ? `, ${each} match${each === 1 ? "" : "es"} each` : ""
  console.log(`  ${label.padEnd(42)} p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))} (${RUNS} runs${found})`)
}

/** Search filters of the runs: a different e-mail fragment each time, always the same word. */
const emailFragment = (i: number): InboxFilter => {
  const email = enquiry((i * 7_919) % ENQUIRIES, 0)[3]
  return { query: email.slice(email.indexOf(".") + 1, email.indexOf("@") + 1) }
}

/** `sources`: only the Sources view (`npm run bench:api -- --only=sources`). */
export async function benchInbox(parts: "all" | "sources" = "all"): Promise<void> {
  const now = Date.now()
  const databaseUrl = process.env.DATABASE_URL
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-inbox-"))
  const schema = `bench_inbox_${process.pid}`
  let close: () => Promise<void>
  let inbox: SqliteInboxStore | PostgresInboxStore
  const started = performance.now()
  if (databaseUrl) {
    const admin = await openPostgresStore({ connectionString: databaseUrl, maxConnections: 1 })
    await admin.pool.query(`CREATE SCHEMA ${schema}`)
    const url = new URL(databaseUrl)
    url.searchParams.set("options", `-c search_path=${schema},public`)
    const store = await openPostgresStore({ connectionString: url.toString() })
    await seedPostgres(store, now)
    inbox = new PostgresInboxStore(store.pool)
    close = async () => {
      await store.close()
      await admin.pool.query(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    }
  } else {
    const store = openSqliteStore(path.join(root, "data"))
    seedSqlite(store, now)
    inbox = new SqliteInboxStore(store)
    close = () => store.close()
  }
  try {
    const where = databaseUrl ? `PostgreSQL (DATABASE_URL, schema ${schema})` : "SQLite (temporary DATA_DIR)"
    console.log(
      `Phase 3: staff inbox on ${ENQUIRIES.toLocaleString("en-US")} enquiries, ${where}; seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    if (parts === "all") {
      await measure("list, first page of 50, no filter", () => inbox.search({}, PAGE))
      await measure(`search by e-mail fragment (${emailFragment(0).query}…)`, (i) => inbox.search(emailFragment(i), PAGE))
      await measure('search by a word ("bakery")', () => inbox.search({ query: "bakery" }, PAGE))
      await measure("figures (statuses, 12 weeks)", async () => (await inbox.figures(12), {}))
      console.log(`  plan of the e-mail search: ${(await inbox.explainSearch(emailFragment(0))).map((step) => step.trim()).join(" / ")}`)
    }
    // The seeded leads span two years: the default period holds about half of them, the second all.
    const year = periodOf({}, new Date(now))
    const twoYears = periodOf({ from: kolkataDate(new Date(now - 731 * 86_400_000)) }, new Date(now))
    await measure("Sources view, last 365 days (leads in it)", async () => ({ total: (await inbox.sources(year)).total.leads }))
    await measure("Sources view, two years (leads in it)", async () => ({ total: (await inbox.sources(twoYears)).total.leads }))
  } finally {
    await close()
    fs.rmSync(root, { recursive: true, force: true })
  }
}
