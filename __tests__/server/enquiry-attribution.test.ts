/**
 * @jest-environment node
 *
 * Where a lead came from, sent with the enquiry: kept when it is good, trimmed or dropped when it is
 * not, and the enquiry stored all the same, on both stores, through JSON and plain HTML form posts.
 */
import fs from "node:fs"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { attributionOf, UNKNOWN_ATTRIBUTION } from "../../common/attribution"
import type { StoredEnquiry } from "../../server/enquiries/store"
import { postEnquiry, validEnquiry } from "./helpers/enquiry-app"
import { testPostgres } from "./helpers/postgres-server"
import { testApps } from "./helpers/test-apps"

const postgres = testPostgres()
const open = testApps("attribution-")

const FORM = "application/x-www-form-urlencoded"

const formBody = (fields: Record<string, string>): string => {
  const { submissionId: _none, ...rest } = validEnquiry({ website: "" })
  return new URLSearchParams({ ...(rest as Record<string, string>), ...fields }).toString()
}

describe.each([
  ["SQLite", async (): Promise<Record<string, string>> => ({})],
  ["PostgreSQL", async (): Promise<Record<string, string>> => ({ DATABASE_URL: await postgres.createDatabase() })],
])("on %s", (_name, storeEnv) => {
  let app: FastifyInstance
  beforeEach(async () => {
    app = await open({ RATE_LIMIT_PER_IP: "0", RATE_LIMIT_GLOBAL: "0", ...(await storeEnv()) })
  })

  const stored = async (): Promise<StoredEnquiry> => {
    const [enquiry, ...others] = await app.enquiries.store.list({ offset: 0, limit: 5 })
    expect(others).toEqual([])
    return enquiry
  }

  test("what the browser sends is kept: tags, landing and sending page, referring host, form", async () => {
    const response = await postEnquiry(
      app,
      validEnquiry({
        formName: "contact",
        sentFrom: "/contact",
        landingPage: "/service/seo-services/?utm_source=google#top",
        referrer: "https://www.google.com/search?q=seo+chennai",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "Diwali SEO 2026",
        utmTerm: "seo agency chennai",
        utmContent: "ad-2",
        paidClick: "gclid",
      }),
    )
    expect(response.statusCode).toBe(201)
    expect((await stored()).attribution).toEqual({
      source: "google",
      medium: "cpc",
      campaign: "Diwali SEO 2026",
      term: "seo agency chennai",
      content: "ad-2",
      landingPage: "/service/seo-services",
      sentFrom: "/contact",
      referrer: "www.google.com",
      form: "contact",
      paidClick: "gclid",
      arrived: "",
    })
  })

  test("over-long, control-character and wrongly typed values are trimmed or dropped, the enquiry stored", async () => {
    const response = await postEnquiry(app, {
      ...validEnquiry(),
      utmSource: "news\u0000let\u001bter\u0085",
      utmCampaign: "x".repeat(5_000),
      utmMedium: 42,
      utmTerm: { nested: true },
      referrer: "evil host/<script>",
      landingPage: "javascript:alert(1)",
      sentFrom: "//evil.example/contact",
      formName: "<b>popup</b>",
      paidClick: "Cj0KCQiA-the-click-id",
    })
    expect(response.statusCode).toBe(201)
    expect((await stored()).attribution).toEqual({
      ...UNKNOWN_ATTRIBUTION,
      source: "newsletter",
      campaign: "x".repeat(100),
    })
  })

  test("invisible formatting and line separators are taken out of every stored field: the inbox shows what was sent", async () => {
    const response = await postEnquiry(app, {
      ...validEnquiry(),
      name: "Priya \u202eRaman\u2028",
      description: "Line one\u2028line two\u200b",
      utmSource: "goo\u200bgle",
      utmContent: "\u202eelgoog",
      utmCampaign: "diwali\u2029sale\ufeff",
      utmTerm: "\u2066seo\u2069",
    })
    expect(response.statusCode).toBe(201)
    const enquiry = await stored()
    expect([enquiry.name, enquiry.description]).toEqual(["Priya Raman", "Line one\nline two"])
    expect(enquiry.attribution).toMatchObject({ source: "google", content: "elgoog", campaign: "diwalisale", term: "seo" })
    // Joiners stay: Malayalam and Tamil text and emoji sequences need them.
    expect((await postEnquiry(app, { ...validEnquiry({ email: "anil@example.com" }), utmCampaign: "ഓണം\u200d sale" })).statusCode).toBe(201)
    const [latest] = await app.enquiries.store.list({ offset: 0, limit: 1 })
    expect(latest.attribution.campaign).toBe("ഓണം\u200d sale")
  })

  test("half a surrogate pair or bytes that are not UTF-8 in an attribution field drop that field only", async () => {
    const lone = await postEnquiry(
      app,
      `{"name":"Priya Raman","email":"priya@example.com","mobile":"9840012345","services":"Web Development","description":"Need a site","utmCampaign":"\\ud800x","utmSource":"fb"}`,
    )
    expect(lone.statusCode).toBe(201)
    const bytes = Buffer.concat([
      Buffer.from(
        `{"name":"Arun Kumar","email":"arun@example.com","mobile":"9840012345","services":"Web Development","description":"Need a site","utmSource":"`,
      ),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`","utmMedium":"email"}`),
    ])
    expect((await postEnquiry(app, bytes)).statusCode).toBe(201)
    const [second, first] = await app.enquiries.store.list({ offset: 0, limit: 5 })
    expect(first.attribution).toEqual({ ...UNKNOWN_ATTRIBUTION, source: "fb" })
    expect(second.attribution).toEqual({ ...UNKNOWN_ATTRIBUTION, medium: "email" })
    // In the enquiry's own fields such bytes still refuse the post: a name is never stored garbled.
    const badName = Buffer.concat([Buffer.from(`{"name":"A`), Buffer.from([0xff]), Buffer.from(`run","utmSource":"x"}`)])
    expect((await postEnquiry(app, badName)).statusCode).toBe(400)
  })

  test("a form post: %FF in a tag drops it, in the name refuses the post", async () => {
    const post = (payload: string, headers: Record<string, string> = {}) =>
      app.inject({ method: "POST", url: "/user/create/", headers: { "content-type": FORM, ...headers }, payload })
    const kept = await post(`${formBody({ formName: "contact", sentFrom: "/contact", utmSource: "google" })}&utmCampaign=%FF%FE`)
    expect(kept.statusCode).toBe(303)
    expect((await stored()).attribution).toEqual({ ...UNKNOWN_ATTRIBUTION, source: "google", sentFrom: "/contact", form: "contact" })
    const refused = await post(formBody({ formName: "contact" }).replace(/name=[^&]*/, "name=Ar%FFun"))
    expect(refused.statusCode).toBe(400)
    expect(await app.enquiries.store.count()).toBe(1)
  })

  test("a form posted without scripts takes its page and tags from a same-origin Referer only", async () => {
    const post = (referer: string, name: string) =>
      app.inject({
        method: "POST",
        url: "/user/create/",
        headers: { "content-type": FORM, host: "www.saffronreach.in", origin: "https://www.saffronreach.in", referer },
        payload: formBody({ formName: "contact", name }),
      })
    expect(
      (
        await post(
          "https://www.saffronreach.in/contact/?utm_source=newsletter&utm_medium=email&utm_campaign=nov-offers&fbclid=abc",
          "Priya Raman",
        )
      ).statusCode,
    ).toBe(303)
    expect((await stored()).attribution).toEqual({
      ...UNKNOWN_ATTRIBUTION,
      source: "newsletter",
      medium: "email",
      campaign: "nov-offers",
      sentFrom: "/contact",
      form: "contact",
      paidClick: "fbclid",
    })
    // What the privacy policy tells visitors of a form sent without scripts.
    const policy = fs.readFileSync(path.join(__dirname, "../../content/pages/privacy-policy.mdx"), "utf8").replace(/\s+/g, " ")
    expect(policy).toContain(
      "If your browser runs no scripts, the form cannot know the first page of your visit: it sends the page you sent it from, and the campaign labels and advertisement click (yes or no) in that page's address",
    )
    await app.enquiries.store.deleteByEmail("priya@example.com")
    expect((await post("https://evil.example/contact?utm_source=spoof", "Arun Kumar")).statusCode).toBe(303)
    expect((await stored()).attribution).toEqual({ ...UNKNOWN_ATTRIBUTION, form: "contact" })
  })

  test("a form shown again to correct a field keeps where it came from for the post after it", async () => {
    const headers = { "content-type": FORM, host: "www.saffronreach.in", origin: "https://www.saffronreach.in" }
    const first = await app.inject({
      method: "POST",
      url: "/user/create/",
      headers: { ...headers, referer: "https://www.saffronreach.in/contact?utm_source=newsletter&utm_campaign=%3Cb%3Enov%3C%2Fb%3E" },
      payload: formBody({ formName: "contact", mobile: "12" }),
    })
    expect(first.statusCode).toBe(400)
    expect(first.body).toContain('<input type="hidden" name="sentFrom" value="/contact">')
    expect(first.body).toContain('<input type="hidden" name="utmCampaign" value="&lt;b&gt;nov&lt;/b&gt;">')
    const hidden = Object.fromEntries(
      [...first.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
    )
    const again = await app.inject({
      method: "POST",
      url: "/user/create/",
      headers: { ...headers, referer: "https://www.saffronreach.in/user/create/" },
      payload: formBody({ ...hidden, utmCampaign: "<b>nov</b>" }),
    })
    expect(again.statusCode).toBe(303)
    expect((await stored()).attribution).toEqual({
      ...UNKNOWN_ATTRIBUTION,
      source: "newsletter",
      campaign: "<b>nov</b>",
      sentFrom: "/contact",
      form: "contact",
    })
  })

  test("deleting an enquiry takes its attribution with it", async () => {
    await postEnquiry(app, validEnquiry({ email: "meena@example.com", utmCampaign: "only-meena", utmSource: "google" }))
    expect(await app.enquiries.store.deleteByEmail("MEENA@example.com")).toBe(1)
    expect(await app.enquiries.store.count()).toBe(0)
  })
})

test("the source: a tag, else the referring host, else direct when the landing page is known, else unknown", () => {
  expect(attributionOf({ utmSource: "google", referrer: "www.bing.com" }).source).toBe("google")
  expect(attributionOf({ referrer: "www.bing.com", landingPage: "/" }).source).toBe("www.bing.com")
  expect(attributionOf({ landingPage: "/" }).source).toBe("direct")
  expect(attributionOf({}).source).toBe("unknown")
  expect(attributionOf({ landingPage: "/blog/" + "a".repeat(400) }).landingPage).toHaveLength(200)
  expect(attributionOf({ utmCampaign: "ஆடி " + "😀".repeat(120) }).campaign).toBe("ஆடி " + "😀".repeat(96))
})
