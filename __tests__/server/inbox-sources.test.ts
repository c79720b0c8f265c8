/**
 * @jest-environment node
 *
 * Where leads come from in the inbox, on SQLite and on PostgreSQL: the Sources view's counts over a
 * period with the won ones, the list filtered by source and campaign, and each lead's page showing
 * its source, medium, campaign, landing and sending page, every value escaped.
 */
import type { FastifyInstance } from "fastify"
import { UNKNOWN_ATTRIBUTION, type Attribution } from "../../common/attribution"
import { SqliteEnquiryStore } from "../../server/enquiries/sqlite-store"
import type { InboxStore } from "../../server/inbox/inbox-store"
import { SQLITE_SOURCES } from "../../server/inbox/sources"
import { newEnquiry } from "./helpers/enquiry-app"
import { signedInStaff } from "./helpers/inbox-session"
import { testPostgres } from "./helpers/postgres-server"
import { testApps } from "./helpers/test-apps"

const postgres = testPostgres()
const open = testApps("inbox-sources-")

const ads: Attribution = {
  ...UNKNOWN_ATTRIBUTION,
  source: "google",
  medium: "cpc",
  campaign: "diwali",
  landingPage: "/service/seo-services",
  sentFrom: "/contact",
  form: "contact",
}
const mail: Attribution = { ...UNKNOWN_ATTRIBUTION, source: "newsletter", medium: "email", campaign: "nov", sentFrom: "/contact" }
const HOSTILE = `<script>alert("x")</script>`

describe.each(["SQLite", "PostgreSQL"])("on %s", (backend) => {
  let app: FastifyInstance
  let inbox: InboxStore
  let cookie: string
  const ids: Record<string, string> = {}

  beforeEach(async () => {
    app = await open(backend === "PostgreSQL" ? { DATABASE_URL: await postgres.createDatabase() } : {})
    inbox = app.enquiries.inbox
    cookie = await signedInStaff(app)
    const add = async (key: string, attribution: Attribution, at: string, won = false) => {
      ids[key] = (await app.enquiries.store.insert(newEnquiry({ name: `Lead ${key}`, attribution }), [], new Date(at))).id
      if (won) await inbox.update(ids[key], { status: "won" }, 1, "asha")
    }
    await add("a", ads, "2026-10-01T05:00:00.000Z", true)
    await add("b", ads, "2026-10-05T05:00:00.000Z")
    await add("c", { ...mail, landingPage: "/contact" }, "2026-11-01T05:00:00.000Z", true)
    await add("d", UNKNOWN_ATTRIBUTION, "2026-11-02T05:00:00.000Z")
    await add("e", ads, "2025-01-01T05:00:00.000Z", true)
    await add("f", { ...ads, campaign: HOSTILE, landingPage: `/${HOSTILE}` }, "2026-11-03T05:00:00.000Z")
  })

  test("the Sources view's counts over a period, with the won leads", async () => {
    const report = await inbox.sources({ from: "2026-01-01", to: "2026-11-30" })
    expect(report.total).toEqual({ leads: 5, won: 2 })
    expect(report.bySource).toEqual([
      { source: "google", leads: 3, won: 1 },
      { source: "newsletter", leads: 1, won: 1 },
      { source: "unknown", leads: 1, won: 0 },
    ])
    expect(report.byCampaign).toEqual(
      expect.arrayContaining([
        { source: "google", medium: "cpc", campaign: "diwali", leads: 2, won: 1 },
        { source: "google", medium: "cpc", campaign: HOSTILE, leads: 1, won: 0 },
        { source: "newsletter", medium: "email", campaign: "nov", leads: 1, won: 1 },
        { source: "unknown", medium: "", campaign: "", leads: 1, won: 0 },
      ]),
    )
    expect(report.byCampaign[0]).toEqual({ source: "google", medium: "cpc", campaign: "diwali", leads: 2, won: 1 })
    expect(report.byLanding[0]).toEqual({ landingPage: "/service/seo-services", leads: 2, won: 1 })
    // A period's days are Kolkata days, both inclusive: 1 Oct 10:30 IST is in a period ending on 1 Oct.
    expect((await inbox.sources({ from: "2026-10-01", to: "2026-10-01" })).total).toEqual({ leads: 1, won: 1 })
    expect((await inbox.sources({ from: "2027-01-01", to: "2027-12-31" })).bySource).toEqual([])
  })

  test("the list filtered by source and campaign", async () => {
    const found = async (filter: Parameters<InboxStore["searchAll"]>[0]) => (await inbox.searchAll(filter)).map((e) => e.name).sort()
    expect(await found({ source: "google", campaign: "diwali" })).toEqual(["Lead a", "Lead b", "Lead e"])
    expect(await found({ source: "google", campaign: "diwali", from: "2026-01-01" })).toEqual(["Lead a", "Lead b"])
    expect(await found({ source: "newsletter" })).toEqual(["Lead c"])
    const page = await app.inject({ url: "/admin/?source=google&campaign=diwali", headers: { cookie } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain("3 enquiries matching")
    expect(page.body).toContain('href="/admin/sources"')
    expect(page.body).toContain('name="source" value="google"')
  })

  test("the Sources page: a period, tables linking to their leads, values escaped, no script", async () => {
    const page = await app.inject({ url: "/admin/sources?from=2026-01-01&to=2026-11-30", headers: { cookie } })
    expect(page.statusCode).toBe(200)
    expect(page.headers["cache-control"]).toBe("no-store")
    expect(page.body).toContain("<strong>5</strong> leads from 2026-01-01 to 2026-11-30, <strong>2</strong> won")
    expect(page.body).toContain('href="/admin/?source=google&amp;campaign=diwali&amp;from=2026-01-01&amp;to=2026-11-30"')
    expect(page.body).toMatch(/<td>\/service\/seo-services<\/td><td class="n">2<\/td><td class="n">1<\/td>/)
    expect(page.body).not.toContain("<script")
    expect(page.body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;")
    const wrong = await app.inject({ url: "/admin/sources?from=2026-02-31", headers: { cookie } })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.body).toContain("is not a day")
    expect((await app.inject({ url: "/admin/sources" })).body).toContain('autocomplete="current-password"')
  })

  test("a lead's page shows where it came from, escaped", async () => {
    const page = await app.inject({ url: `/admin/enquiry/${ids.a}`, headers: { cookie } })
    expect(page.body).toContain("<dt>Source</dt><dd>google</dd><dt>Medium</dt><dd>cpc</dd><dt>Campaign</dt><dd>diwali</dd>")
    expect(page.body).toContain("<dt>Landing page</dt><dd>/service/seo-services</dd><dt>Sent from</dt><dd>/contact (contact form)</dd>")
    const hostile = await app.inject({ url: `/admin/enquiry/${ids.f}`, headers: { cookie } })
    expect(hostile.body).not.toContain("<script")
    expect(hostile.body).toContain("<dt>Campaign</dt><dd>&lt;script&gt;")
    // One the CDN kept while the API was down says so; the others do not.
    const { id } = await app.enquiries.store.insert(newEnquiry({ attribution: { ...mail, arrived: "edge" } }), [])
    const kept = await app.inject({ url: `/admin/enquiry/${id}`, headers: { cookie } })
    expect(kept.body).toContain("<dt>Delivered</dt><dd>kept by the CDN while our server was down, stored once it was back</dd>")
    expect(page.body).not.toContain("<dt>Delivered</dt>")
  })

  if (backend === "SQLite")
    test("SQLite counts a period from the index alone, in its order, without a sort", () => {
      const db = (app.enquiries.store as SqliteEnquiryStore).db
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${SQLITE_SOURCES}`).all("a", "b") as { detail: string }[]
      expect(plan.map((step) => step.detail)).toEqual(["SCAN enquiries USING COVERING INDEX enquiries_origins"])
    })
})
