/**
 * The staff inbox at /admin/ through the real app, on a real SQLite file and on the PostgreSQL the
 * tests start: sign-in with its throttling and neutral message, the session cookie and its expiry,
 * CSRF refusal, filters and search, a status change with its history, the refusal of a change made
 * from an old version, the export of a filter and deletion by e-mail address.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify"
import { PostgresEnquiryStore } from "../../server/enquiries/postgres-store"
import { SqliteEnquiryStore } from "../../server/enquiries/sqlite-store"
import type { InboxStore } from "../../server/inbox/inbox-store"
import { hashPassword } from "../../server/inbox/passwords"
import { postEnquiry, validEnquiry } from "./helpers/enquiry-app"
import { testPostgres } from "./helpers/postgres-server"
import { testApps } from "./helpers/test-apps"

const PASSWORD = "correct horse battery"
let app: FastifyInstance
let inbox: InboxStore
const postgres = testPostgres()
const open = testApps("inbox-routes-")

/** Moves every session's last request back in time, as if its owner had been away. */
async function ageSessions(ms: number): Promise<void> {
  const at = new Date(Date.now() - ms).toISOString()
  const store = app.enquiries.store
  if (store instanceof SqliteEnquiryStore) store.db.prepare("UPDATE staff_sessions SET last_seen_at = ?").run(at)
  else if (store instanceof PostgresEnquiryStore) await store.pool.query("UPDATE staff_sessions SET last_seen_at = $1", [at])
}

const cookiesOf = (response: LightMyRequestResponse): Record<string, string> => {
  const header = response.headers["set-cookie"]
  const list = Array.isArray(header) ? header : header ? [header] : []
  return Object.fromEntries(list.map((cookie) => cookie.split(";")[0].split("=") as [string, string]))
}
const hiddenCsrf = (html: string): string => /name="_csrf" value="([^"]+)"/.exec(html)![1]
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

/** Opens the sign-in page and posts the form as a browser would; resolves to the response. */
async function signIn(username: string, password: string, ip = "203.0.113.9"): Promise<LightMyRequestResponse> {
  const page = await app.inject({ url: "/admin/", remoteAddress: ip })
  const token = cookiesOf(page).inbox_signin
  return app.inject({
    method: "POST",
    url: "/admin/sign-in",
    remoteAddress: ip,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: `inbox_signin=${token}` },
    payload: form({ _csrf: hiddenCsrf(page.body), username, password }),
  })
}

/** A signed-in staff member: their cookie header and the CSRF token of their pages. */
async function staff(): Promise<{ cookie: string; csrf: string }> {
  const response = await signIn("asha", PASSWORD)
  expect(response.statusCode).toBe(303)
  const cookie = `inbox_session=${cookiesOf(response).inbox_session}`
  const list = await app.inject({ url: "/admin/", headers: { cookie } })
  return { cookie, csrf: hiddenCsrf(list.body) }
}

const post = (url: string, cookie: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
    payload: form(fields),
  })

describe.each(["SQLite", "PostgreSQL"])("on %s", (backend) => {
  beforeEach(async () => {
    const database: Record<string, string> = backend === "PostgreSQL" ? { DATABASE_URL: await postgres.createDatabase() } : {}
    app = await open({ ADMIN_MAX_FAILURES: "3", ...database })
    inbox = app.enquiries.inbox
    await inbox.addUser("asha", await hashPassword(PASSWORD))
    await postEnquiry(app, validEnquiry({ name: "Priya Raman", email: "priya@example.com", services: "SEO Optimization" }))
    await postEnquiry(
      app,
      validEnquiry({
        name: "Karthik S",
        email: "karthik@example.org",
        services: "Web Development",
        description: "A new website for our school.",
      }),
    )
  })

  describe("sign-in", () => {
    it("shows the sign-in form with the browser's autocomplete names, noindex and no-store", async () => {
      const page = await app.inject({ url: "/admin/" })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('autocomplete="username"')
      expect(page.body).toContain('autocomplete="current-password"')
      expect(page.headers["cache-control"]).toBe("no-store")
      expect(page.headers["x-robots-tag"]).toBe("noindex")
      expect(String(page.headers["content-security-policy"])).toMatch(/script-src 'self';/)
      expect(page.body).not.toContain("<script")
      const bare = await app.inject({ url: "/admin" })
      expect([bare.statusCode, bare.headers.location]).toEqual([301, "/admin/"])
    })

    it("signs in with an HttpOnly, SameSite=Strict session cookie and shows the inbox", async () => {
      const response = await signIn("asha", PASSWORD)
      expect(response.statusCode).toBe(303)
      const setCookie = String(response.headers["set-cookie"])
      // The configured site is https, so Secure, whatever Host the request names: nginx's default
      // proxy_pass forwards its upstream's, 127.0.0.1:9000.
      expect(setCookie).toMatch(/inbox_session=[\w-]{40,}; Path=\/admin\/; HttpOnly; Secure; SameSite=Strict,/)
      const proxied = await app.inject({ url: "/admin/", headers: { host: "127.0.0.1:9000" } })
      expect(String(proxied.headers["set-cookie"])).toMatch(
        /^inbox_signin=[\w-]+; Max-Age=3600; Path=\/admin\/; HttpOnly; Secure; SameSite=Strict$/,
      )
      const { cookie } = await staff()
      const list = await app.inject({ url: "/admin/", headers: { cookie } })
      expect(list.body).toContain("Priya Raman")
      expect(list.body).toContain("Karthik S")
    })

    it("says the same for a wrong password and an unknown name, and throttles failures", async () => {
      const wrong = await signIn("asha", "not the password at all")
      const unknown = await signIn("nobody", PASSWORD)
      expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401])
      expect(wrong.body).toContain("Wrong name or password.")
      expect(unknown.body).toContain("Wrong name or password.")
      await signIn("asha", "third wrong password")
      const blocked = await signIn("asha", PASSWORD)
      expect(blocked.statusCode).toBe(429)
      expect(blocked.headers["retry-after"]).toMatch(/^\d+$/)
      // Another client is not blocked.
      expect((await signIn("asha", PASSWORD, "198.51.100.7")).statusCode).toBe(303)
    })

    it("refuses a sign-in posted without the form's token", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/admin/sign-in",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: form({ username: "asha", password: PASSWORD }),
      })
      expect(response.statusCode).toBe(403)
      expect(response.headers["set-cookie"]).not.toMatch(/inbox_session=[^;]/)
    })

    it("ends a session after two hours without a request", async () => {
      const { cookie } = await staff()
      await ageSessions(60 * 60 * 1000)
      expect((await app.inject({ url: "/admin/", headers: { cookie } })).body).toContain("Enquiries</h1>")
      await ageSessions(2 * 60 * 60 * 1000 + 1000)
      expect((await app.inject({ url: "/admin/", headers: { cookie } })).body).toContain("Sign in to the enquiries")
    })

    it("ends the session on sign-out", async () => {
      const { cookie, csrf } = await staff()
      expect((await post("/admin/sign-out", cookie, { _csrf: csrf })).statusCode).toBe(303)
      const after = await app.inject({ url: "/admin/", headers: { cookie } })
      expect(after.body).toContain("Sign in to the enquiries")
    })
  })

  describe("the inbox", () => {
    it("finds an enquiry by its e-mail address and filters by status and service", async () => {
      const { cookie } = await staff()
      const found = await app.inject({ url: "/admin/?q=karthik%40example.org", headers: { cookie } })
      expect(found.body).toContain("Karthik S")
      expect(found.body).not.toContain("Priya Raman")
      const byService = await app.inject({ url: "/admin/?service=SEO+Optimization", headers: { cookie } })
      expect(byService.body).toContain("Priya Raman")
      expect(byService.body).not.toContain("Karthik S")
      const won = await app.inject({ url: "/admin/?status=won", headers: { cookie } })
      expect(won.body).toContain("No enquiry matches.")
    })

    it("changes a status with a note, records who and when, and refuses a change from an old version", async () => {
      const { cookie, csrf } = await staff()
      const [priya] = await inbox.searchAll({ query: "priya@example.com" })
      const saved = await post(`/admin/enquiry/${priya.id}`, cookie, {
        _csrf: csrf,
        version: String(priya.version),
        status: "contacted",
        note: "Called, wants a quote",
      })
      expect(saved.statusCode).toBe(303)
      const page = await app.inject({ url: `/admin/enquiry/${priya.id}`, headers: { cookie } })
      expect(page.body).toMatch(/asha: status New → <strong>Contacted<\/strong>/)
      expect(page.body).toContain("Called, wants a quote")
      // A second person saving from the page they opened before that change.
      const stale = await post(`/admin/enquiry/${priya.id}`, cookie, {
        _csrf: csrf,
        version: String(priya.version),
        status: "spam",
        note: "",
      })
      expect(stale.statusCode).toBe(409)
      expect(stale.body).toContain("Someone changed this enquiry while you were editing it")
      expect((await inbox.detail(priya.id))!.enquiry.status).toBe("contacted")
    })

    it("refuses a change without the session's CSRF token, or from another site", async () => {
      const { cookie, csrf } = await staff()
      const [priya] = await inbox.searchAll({ query: "priya@example.com" })
      const fields = { version: String(priya.version), status: "won", note: "" }
      expect((await post(`/admin/enquiry/${priya.id}`, cookie, fields)).statusCode).toBe(403)
      expect((await post(`/admin/enquiry/${priya.id}`, cookie, { ...fields, _csrf: "forged" })).statusCode).toBe(403)
      expect(
        (await post(`/admin/enquiry/${priya.id}`, cookie, { ...fields, _csrf: csrf }, { origin: "https://evil.example" })).statusCode,
      ).toBe(403)
      expect((await inbox.detail(priya.id))!.enquiry.status).toBe("new")
    })

    it("exports the current filter as CSV", async () => {
      const { cookie } = await staff()
      const csv = await app.inject({ url: "/admin/export.csv?service=Web+Development", headers: { cookie } })
      expect(csv.headers["content-type"]).toContain("text/csv")
      expect(csv.body).toContain("karthik@example.org")
      expect(csv.body).not.toContain("priya@example.com")
    })

    it("deletes everything of an address after a confirmation", async () => {
      const { cookie, csrf } = await staff()
      const confirm = await post("/admin/delete", cookie, { _csrf: csrf, email: "PRIYA@example.com" })
      expect(confirm.body).toContain("This deletes <strong>1 enquiry</strong>")
      expect(await inbox.searchAll({ query: "priya" })).toHaveLength(1)
      const done = await post("/admin/delete", cookie, { _csrf: csrf, email: "PRIYA@example.com", confirm: "yes" })
      expect(done.statusCode).toBe(303)
      expect(done.headers.location).toBe("/admin/?deleted=1")
      expect(await inbox.searchAll({ query: "priya" })).toHaveLength(0)
      const audit = await inbox.auditLog(5)
      expect(audit[0]).toMatchObject({ by: "asha", action: "deleted", count: 1 })
      expect(JSON.stringify(audit)).not.toContain("priya")
    })
  })
})
