/**
 * @jest-environment node
 *
 * The staff inbox and the sign-ins beside it under hostile clients, on SQLite and on PostgreSQL: a
 * burst of wrong sign-ins from one address gets at most the limit checked, and the hashing of the
 * whole process is bounded; JSON bodies, malformed Host headers, NUL bytes and dates that are not
 * days are refused with a 4xx page, never a 5xx; an e-mail address cannot smuggle fields into the
 * inbox's mailto: link; a cross-site post is refused; on PostgreSQL two instances share one budget.
 */
import fc from "fast-check"
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify"
import { hashPassword } from "../../server/inbox/passwords"
import { newEnquiry, postEnquiry, validEnquiry } from "./helpers/enquiry-app"
import { testPostgres } from "./helpers/postgres-server"
import { testApps } from "./helpers/test-apps"

jest.setTimeout(90_000)

const PASSWORD = "correct horse battery"
const ADMIN_TOKEN = "a".repeat(40)
const LIMIT = 10
const SMUGGLER = "x?bcc=evil%40attacker.example&subject=hi&body=pay-here@example.com"

const postgres = testPostgres()
const open = testApps("inbox-hostile-")

function openApp(database: Record<string, string>): Promise<FastifyInstance> {
  // The editor's sign-in set up (without, its routes answer 503 by design); no test here reaches GitHub.
  const github = {
    GITHUB_OAUTH_CLIENT_ID: "Iv1.hostile",
    GITHUB_OAUTH_CLIENT_SECRET: "s".repeat(40),
    GITHUB_OAUTH_URL: "http://127.0.0.1:9",
  }
  return open({ ADMIN_MAX_FAILURES: String(LIMIT), ADMIN_TOKEN, ...github, ...database })
}

const cookiesOf = (response: LightMyRequestResponse): Record<string, string> => {
  const header = response.headers["set-cookie"]
  const list = Array.isArray(header) ? header : header ? [header] : []
  return Object.fromEntries(list.map((cookie) => cookie.split(";")[0].split("=") as [string, string]))
}
const hiddenCsrf = (html: string): string => /name="_csrf" value="([^"]+)"/.exec(html)![1]
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

/** A sign-in form post with the token a client picks for itself (the double-submit cookie). */
const signInPost = (app: FastifyInstance, password: string, ip: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/admin/sign-in",
    remoteAddress: ip,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: "inbox_signin=picked-by-the-client", ...headers },
    payload: form({ _csrf: "picked-by-the-client", username: "asha", password }),
  })

async function staff(app: FastifyInstance): Promise<{ cookie: string; csrf: string }> {
  const response = await signInPost(app, PASSWORD, "198.51.100.7")
  expect(response.statusCode).toBe(303)
  const cookie = `inbox_session=${cookiesOf(response).inbox_session}`
  return { cookie, csrf: hiddenCsrf((await app.inject({ url: "/admin/", headers: { cookie } })).body) }
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length

describe.each(["SQLite", "PostgreSQL"])("on %s", (backend) => {
  let app: FastifyInstance
  beforeEach(async () => {
    app = await openApp(backend === "PostgreSQL" ? { DATABASE_URL: await postgres.createDatabase() } : {})
    await app.enquiries.inbox.addUser("asha", await hashPassword(PASSWORD))
  })

  it("a burst of 60 wrong sign-ins from one address gets at most the limit checked, the rest 429", async () => {
    const responses = await Promise.all(Array.from({ length: 60 }, () => signInPost(app, "a wrong guess", "203.0.113.5")))
    const statuses = responses.map((r) => r.statusCode)
    expect(count(statuses, 401)).toBeLessThanOrEqual(LIMIT)
    expect(count(statuses, 401) + count(statuses, 429)).toBe(60)
    expect(responses.find((r) => r.statusCode === 429)?.headers["retry-after"]).toMatch(/^\d+$/)
    // The right password from there waits too; from elsewhere it signs in.
    expect((await signInPost(app, PASSWORD, "203.0.113.5")).statusCode).toBe(429)
    expect((await signInPost(app, PASSWORD, "198.51.100.7")).statusCode).toBe(303)
  })

  it("ten wrong sign-ins at once from one address leave staff elsewhere signing in long before the burst is done", async () => {
    const burstStarted = Date.now()
    let burstTook = 0
    const burst = Promise.all(Array.from({ length: 10 }, () => signInPost(app, "a wrong guess", "203.0.113.20"))).then((responses) => {
      burstTook = Date.now() - burstStarted
      return responses
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = Date.now()
    const staffSignIn = await signInPost(app, PASSWORD, "198.51.100.20")
    const staffTook = Date.now() - started
    // The burst's own attempts are checked one after another and answered as wrong.
    expect((await burst).map((r) => r.statusCode)).toEqual(Array(10).fill(401))
    // Staff took a turn beside the burst (a hash or two), not a place behind its ten: timed against
    // the burst itself, so a loaded machine slows both alike. Quiet, staff signs in within 300 ms.
    expect([staffSignIn.statusCode, staffTook < burstTook / 2]).toEqual([303, true])
  })

  it("ever new addresses of one network share its budget: a /24 is not a thousand fresh ones", async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 60; i++) {
      const guess = { url: "/admin/enquiries", remoteAddress: `203.0.113.${i}`, headers: { authorization: "Bearer a wrong token" } }
      statuses.push((await app.inject(guess)).statusCode)
    }
    expect([count(statuses, 401), count(statuses, 429)]).toEqual([5 * LIMIT, 60 - 5 * LIMIT])
    // Another network is not held by it.
    expect((await signInPost(app, PASSWORD, "198.51.100.21")).statusCode).toBe(303)
  })

  it("a right sign-in gives its attempt back: eleven good sign-ins in a row all succeed", async () => {
    for (let i = 0; i <= LIMIT; i++) expect((await signInPost(app, PASSWORD, "203.0.113.6")).statusCode).toBe(303)
  })

  it("the whole process hashes a few passwords at a time: a spread-out burst beyond its queue gets 503 with Retry-After", async () => {
    const responses = await Promise.all(Array.from({ length: 24 }, (_, i) => signInPost(app, "a wrong guess", `203.0.${100 + i}.1`)))
    const statuses = responses.map((r) => r.statusCode)
    expect(count(statuses, 401) + count(statuses, 503)).toBe(24)
    expect(count(statuses, 503)).toBeGreaterThan(0)
    expect(responses.find((r) => r.statusCode === 503)?.headers["retry-after"]).toMatch(/^\d+$/)
    expect(responses.find((r) => r.statusCode === 503)?.body).toContain("try again in a moment")
    // Nothing is stuck afterwards; a refused attempt was counted, so it cannot be repeated for free.
    const refusedFrom = `203.0.${100 + statuses.indexOf(503)}.1`
    for (let i = 1; i < LIMIT; i++) expect((await signInPost(app, "a wrong guess", refusedFrom)).statusCode).toBe(401)
    expect((await signInPost(app, PASSWORD, refusedFrom)).statusCode).toBe(429)
    expect((await signInPost(app, PASSWORD, "198.51.100.22")).statusCode).toBe(303)
  })

  it("a sign-in marked cross-site is refused even with a matching token", async () => {
    const response = await signInPost(app, PASSWORD, "198.51.100.8", { "sec-fetch-site": "cross-site" })
    expect(response.statusCode).toBe(403)
    expect((await signInPost(app, PASSWORD, "198.51.100.8", { "sec-fetch-site": "same-origin" })).statusCode).toBe(303)
  })

  it("JSON bodies with fields that are not strings get a 4xx page, before sign-in and after", async () => {
    const json = (url: string, payload: unknown, cookie = "inbox_signin=t") =>
      app.inject({ method: "POST", url, headers: { "content-type": "application/json", cookie }, payload: JSON.stringify(payload) })
    const { cookie, csrf } = await staff(app)
    const id = (await postEnquiry(app, validEnquiry())).json().data.id as string
    const answers = [
      await json("/admin/sign-in", { _csrf: "t", username: 123, password: "x" }),
      await json("/admin/sign-in", { _csrf: "t", username: "asha", password: {} }),
      await json("/admin/sign-in", { _csrf: "t", username: "asha", password: ["a"] }),
      await json(`/admin/enquiry/${id}`, { _csrf: csrf, status: "won", note: 5, version: 1 }, cookie),
      await json("/admin/delete", { _csrf: csrf, email: ["priya@example.com"], confirm: "yes" }, cookie),
    ]
    for (const answer of answers) {
      expect(answer.statusCode).toBe(415)
      expect(answer.headers["content-type"]).toMatch(/^text\/html/)
      expect(answer.body).toContain("The inbox takes its own forms only.")
      expect(answer.body).not.toMatch(/FST_|Error:|at .+\.ts/)
    }
    // Nothing changed: the enquiry is still new and stored.
    expect((await app.inject({ url: `/admin/enquiry/${id}`, headers: { cookie } })).body).toContain('<span class="badge new">')
  })

  it("a Host header no URL can hold gets the sign-in form with a Secure cookie, never a 5xx", async () => {
    for (const host of ["a b", "[", "exa%mple"]) {
      const page = await app.inject({ url: "/admin/", headers: { host } })
      expect(page.statusCode).toBe(200)
      expect(String(page.headers["set-cookie"])).toMatch(/; Secure; SameSite=Strict$/)
      const post = await signInPost(app, PASSWORD, "198.51.100.9", { host })
      expect(post.statusCode).toBe(303)
      expect(String(post.headers["set-cookie"])).toMatch(/inbox_session=[^;]+;.*; Secure/)
    }
  })

  it("NUL bytes in a search are dropped, in the list and the export", async () => {
    await postEnquiry(app, validEnquiry({ name: "Priya Raman" }))
    const { cookie } = await staff(app)
    for (const url of ["/admin/?q=priya%00", "/admin/?q=%00", "/admin/export.csv?q=pri%00ya", "/admin/export.csv?q=%22%00"]) {
      const answer = await app.inject({ url, headers: { cookie } })
      expect([url, answer.statusCode]).toEqual([url, 200])
    }
    expect((await app.inject({ url: "/admin/?q=priya%00", headers: { cookie } })).body).toContain("Priya Raman")
  })

  it("a date that is not a day of the calendar is a 400 that keeps the rest of the form", async () => {
    const { cookie } = await staff(app)
    for (const [query, named] of [
      ["from=2024-02-31", "2024-02-31"],
      ["to=2024-13-01", "2024-13-01"],
      ["from=0099-01-01", "0099-01-01"],
    ]) {
      const list = await app.inject({ url: `/admin/?q=priya&status=new&${query}`, headers: { cookie } })
      expect(list.statusCode).toBe(400)
      expect(list.body).toContain(`“${named}” is not a day of the calendar`)
      expect(list.body).toContain('name="q" type="search" value="priya"')
      expect(list.body).toContain('<option value="new" selected>')
      expect(list.body).not.toMatch(/Not a date|RangeError/)
      const csv = await app.inject({ url: `/admin/export.csv?${query}`, headers: { cookie } })
      expect(csv.statusCode).toBe(400)
      expect(csv.headers["content-type"]).toMatch(/^text\/html/)
    }
    expect((await app.inject({ url: "/admin/?from=2024-02-29&to=2024-12-31", headers: { cookie } })).statusCode).toBe(200)
  })

  it("any date in a list, export or sources address is answered 200 or 400 with the form, never 5xx", async () => {
    const { cookie } = await staff(app)
    const day = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    const date = fc.oneof(
      day.map(([y, m, d]) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
      fc.constantFrom("0100-01-01", "1900-01-01", "1899-12-31", "9998-12-31", "9999-12-31", "0000-01-01"),
      fc.string({ maxLength: 12 }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/admin/", "/admin/export.csv", "/admin/sources"),
        fc.constantFrom("from", "to"),
        date,
        async (path, key, value) => {
          const answer = await app.inject({ url: `${path}?q=priya&${key}=${encodeURIComponent(value)}`, headers: { cookie } })
          expect([path, value, [200, 400].includes(answer.statusCode)]).toEqual([path, value, true])
          if (answer.statusCode === 400) expect(answer.body).toContain("is not a day of the calendar from 1900 to 9998")
        },
      ),
      { numRuns: 60 },
    )
    // The address of the review: a report of the year before 0100-01-01.
    expect((await app.inject({ url: "/admin/sources?to=0100-01-01", headers: { cookie } })).statusCode).toBe(400)
    expect((await app.inject({ url: "/admin/sources?to=1900-01-01", headers: { cookie } })).statusCode).toBe(200)
  })

  it("an address that would add fields to a mailto: link is refused, and a stored one is percent-encoded", async () => {
    const refused = await postEnquiry(app, validEnquiry({ email: SMUGGLER }))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields.email).toBe("Enter a valid e-mail address")
    for (const email of ["a,b@example.com", "a#b@example.com", "a%b@example.com", "a&b@example.com"]) {
      expect((await postEnquiry(app, validEnquiry({ email }))).statusCode).toBe(400)
    }
    expect((await postEnquiry(app, validEnquiry({ email: "o'brien.k+leads@example.co.in" }))).statusCode).toBe(201)
    // Stored before the rule (or by another way in): its link opens a message to that address alone.
    const { id } = await app.enquiries.store.insert(newEnquiry({ email: SMUGGLER }), [])
    const { cookie } = await staff(app)
    const detail = (await app.inject({ url: `/admin/enquiry/${id}`, headers: { cookie } })).body
    const hrefs = [...detail.matchAll(/href="(mailto:[^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"))
    expect(hrefs).toHaveLength(2)
    for (const href of hrefs) {
      expect(href).toBe("mailto:x%3Fbcc%3Devil%2540attacker.example%26subject%3Dhi%26body%3Dpay-here@example.com")
      expect(new URL(href).search).toBe("")
    }
  })

  it("no request of the hostile set to /admin/ or /user/ answers 5xx", async () => {
    const { cookie, csrf } = await staff(app)
    const id = (await postEnquiry(app, validEnquiry())).json().data.id as string
    const requests: InjectOptions[] = [
      ...["a b", "[", "exa%mple", ""].flatMap((host): InjectOptions[] => [
        { url: "/admin/", headers: { host } },
        { url: "/admin/cms/auth?provider=github&scope=repo", headers: { host } },
        { url: "/admin/enquiries", headers: { host, authorization: "Bearer nope" } },
        { method: "POST", url: "/user/create/", headers: { host, "content-type": "application/json" }, payload: "{}" },
      ]),
      { method: "POST", url: "/admin/sign-in", headers: { "content-type": "application/json" }, payload: "[1,2" },
      { method: "POST", url: "/admin/sign-in", headers: { "content-type": "text/plain" }, payload: "username=asha" },
      { method: "POST", url: "/admin/sign-in", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "%" },
      {
        method: "POST",
        url: "/admin/sign-in",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: "inbox_signin=t" },
        payload: form({ _csrf: "t", username: "as\u0000ha", password: "x" }),
      },
      { url: "/admin/enquiry/%00", headers: { cookie } },
      // The second review's inputs: a deep address, dates no store can take, look-alike text.
      { url: `${"/a".repeat(7_000)}/x` },
      { url: `/admin/${"a/".repeat(1_500)}` },
      { url: "/admin/sources?to=0100-01-01", headers: { cookie } },
      { url: "/admin/export.csv?from=0000-01-01&to=9999-12-31", headers: { cookie } },
      { url: "/admin/?from=0099-12-31&q=%E2%80%AEelgoog", headers: { cookie } },
      {
        method: "POST",
        url: "/user/create/",
        headers: { "content-type": "application/json", "x-origin-secret": "a-guess", "x-forwarded-for": "198.51.100.99" },
        payload: JSON.stringify({ ...validEnquiry(), utmContent: "\u202eelgoog", name: "\u2028\u202e" }),
      },
      {
        method: "POST",
        url: "/admin/delete",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        payload: form({ _csrf: csrf, email: "\u202epriya@example.com" }),
      },
      { url: `/admin/enquiry/${id}%00`, headers: { cookie } },
      { url: "/admin/?page=%00&status[]=new&q[]=x", headers: { cookie } },
      {
        method: "POST",
        url: `/admin/enquiry/${id}/retry/%00`,
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        payload: form({ _csrf: csrf }),
      },
      {
        method: "POST",
        url: `/admin/enquiry/${id}`,
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        payload: form({ _csrf: csrf, status: "won", note: "\u0000", version: "1e99" }),
      },
      {
        method: "POST",
        url: "/admin/delete",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        payload: form({ _csrf: csrf, email: "a\u0000@b" }),
      },
      {
        method: "POST",
        url: "/admin/delete",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        payload: form({ _csrf: csrf, email: "a\u0000@b", confirm: "yes" }),
      },
    ]
    for (const request of requests) {
      const answer = await app.inject(request)
      expect([request.method ?? "GET", request.url, answer.statusCode < 500]).toEqual([request.method ?? "GET", request.url, true])
    }
  })
})

describe("behind a proxy that rewrites Host", () => {
  it("the inbox's cookies are Secure when SITE_URL is https, and only a plain-http site on this machine leaves it off", async () => {
    for (const [site, secure] of [
      ["https://www.example.com", true],
      ["http://127.0.0.1:9000", false],
    ] as const) {
      const app = await openApp({ SITE_URL: site })
      const page = await app.inject({ url: "/admin/", headers: { host: "127.0.0.1:9000" } })
      expect([site, /; Secure; SameSite=Strict$/.test(String(page.headers["set-cookie"]))]).toEqual([site, secure])
    }
  })
})

describe("on PostgreSQL with two instances", () => {
  it("failed sign-ins are counted in the shared store: the limit holds across instances", async () => {
    const database = { DATABASE_URL: await postgres.createDatabase() }
    const [one, two] = [await openApp(database), await openApp(database)]
    await one.enquiries.inbox.addUser("asha", await hashPassword(PASSWORD))
    for (let i = 0; i < LIMIT; i++) expect((await signInPost(i % 2 ? one : two, "wrong", "203.0.113.7")).statusCode).toBe(401)
    expect((await signInPost(one, PASSWORD, "203.0.113.7")).statusCode).toBe(429)
    expect((await signInPost(two, PASSWORD, "203.0.113.7")).statusCode).toBe(429)

    const bearer = (app: FastifyInstance, token: string) =>
      app.inject({ url: "/admin/enquiries", remoteAddress: "203.0.113.8", headers: { authorization: `Bearer ${token}` } })
    for (let i = 0; i < LIMIT; i++) expect((await bearer(i % 2 ? one : two, "a wrong token")).statusCode).toBe(401)
    expect((await bearer(one, ADMIN_TOKEN)).statusCode).toBe(429)
    expect((await bearer(two, ADMIN_TOKEN)).statusCode).toBe(429)
  })
})
