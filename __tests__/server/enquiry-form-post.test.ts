/** @jest-environment node */
/**
 * The enquiry form without JavaScript: application/x-www-form-urlencoded posts to /user/create/,
 * answered for a person (303 to the confirmation page, or an HTML page), against the real app
 * and a real SQLite file.
 */
import fs from "node:fs"
import path from "node:path"
import type { FastifyInstance, LightMyRequestResponse } from "fastify"
import { JSDOM } from "jsdom"
import { isFormContentType } from "../../common/enquiry-post"
import { derivedSubmissionId, isCrossSiteForm } from "../../server/enquiries/form-post"
import { minutesText } from "../../common/enquiry-pages"
import {
  buildTestApp,
  makeTestDirs,
  postEnquiry,
  removeTestDirs,
  validEnquiry,
  type EnquiryBody,
  type TestDirs,
} from "./helpers/enquiry-app"

const FORM = "application/x-www-form-urlencoded"
const SENT = "/enquiry-sent"
/** Version 8 (custom) UUID with the RFC 9562 variant, as derived for script-less posts */
const DERIVED_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

let dirs: TestDirs
let app: FastifyInstance | undefined

async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
  app = await buildTestApp(dirs, { RATE_LIMIT_PER_IP: "0", RATE_LIMIT_GLOBAL: "0", ...env })
  return app
}

beforeEach(() => {
  dirs = makeTestDirs("enquiry-form-test-")
})

afterEach(async () => {
  await app?.close()
  app = undefined
  removeTestDirs(dirs)
})

/** What the HTML form sends: every field as typed, no submissionId (scripts have not run). */
function formFields(overrides: Partial<EnquiryBody> = {}): Record<string, string> {
  const { submissionId: _none, ...fields } = validEnquiry({ website: "", ...overrides })
  return fields as Record<string, string>
}

type FormOptions = { url?: string; headers?: Record<string, string>; remoteAddress?: string }

function postForm(
  server: FastifyInstance,
  fields: Record<string, string> | string,
  { url = "/user/create/", headers = {}, remoteAddress }: FormOptions = {},
): Promise<LightMyRequestResponse> {
  return server.inject({
    method: "POST",
    url,
    headers: { "content-type": FORM, ...headers },
    payload: typeof fields === "string" ? fields : new URLSearchParams(fields).toString(),
    remoteAddress,
  })
}

/** Every answer to a form post is an uncached HTML page. */
function expectHtml(response: LightMyRequestResponse, status: number): Document {
  expect(response.statusCode).toBe(status)
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
  expect(response.headers["cache-control"]).toBe("no-store")
  const { document } = new JSDOM(response.body).window
  // The CSP forbids inline scripts, and the pages need none.
  expect(document.querySelectorAll("script")).toHaveLength(0)
  expect(document.documentElement.getAttribute("lang")).toBe("en-IN")
  return document
}

function expectSent(response: LightMyRequestResponse): void {
  expectHtml(response, 303)
  expect(response.headers.location).toBe(SENT)
}

/** The control of a field on an HTML page, found through its label as a person would. */
function control(document: Document, label: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  const element = [...document.querySelectorAll("label")].find((l) => l.textContent === label)
  expect(element).toBeDefined()
  const target = document.getElementById((element as HTMLLabelElement).htmlFor)
  expect(target).not.toBeNull()
  return target as HTMLInputElement
}

/** The message a field's aria-describedby points at, or null when the field is not marked invalid. */
function fieldError(document: Document, label: string): string | null {
  const field = control(document, label)
  if (field.getAttribute("aria-invalid") !== "true") return null
  const described = field.getAttribute("aria-describedby")
  const message = described === null ? null : document.getElementById(described)
  expect(message).not.toBeNull()
  // The message sits next to its field, in the same field group.
  expect(message?.parentElement).toBe(field.parentElement)
  return message?.textContent ?? null
}

function postedForm(document: Document): HTMLFormElement {
  const forms = document.querySelectorAll("form")
  expect(forms).toHaveLength(1)
  expect(forms[0].getAttribute("method")).toBe("post")
  expect(forms[0].getAttribute("action")).toBe("/user/create/")
  return forms[0]
}

describe("a valid form post", () => {
  test("stores the enquiry and answers 303 See Other to the confirmation page", async () => {
    const server = await start()
    const fields = formFields({ name: "  Priya Raman ", description: "Need a new site.\r\nSoon. " })
    const response = await postForm(server, fields)
    expectSent(response)

    const [stored, ...others] = await server.enquiries.store.list({ offset: 0, limit: 10 })
    expect(others).toHaveLength(0)
    expect(stored).toMatchObject({
      name: "Priya Raman",
      email: fields.email,
      mobile: fields.mobile,
      services: fields.services,
      description: "Need a new site.\r\nSoon.",
    })
    expect(stored.submissionId).toMatch(DERIVED_UUID)
  })

  test("also on the path without a slash, with a charset, and with a submissionId of the form's own", async () => {
    const server = await start()
    expectSent(await postForm(server, formFields({ name: "Without Slash" }), { url: "/user/create" }))
    expectSent(await postForm(server, formFields({ name: "With Charset" }), { headers: { "content-type": `${FORM}; charset=UTF-8` } }))
    const own = "3F2504E0-4F89-41D3-9A0C-0305E82C3301"
    expectSent(await postForm(server, { ...formFields({ name: "Own Id" }), submissionId: own }))

    const stored = await server.enquiries.store.list({ offset: 0, limit: 10 })
    expect(stored.map((e) => e.name).sort()).toEqual(["Own Id", "With Charset", "Without Slash"])
    expect(stored.find((e) => e.name === "Own Id")?.submissionId).toBe(own.toLowerCase())
  })

  test("the redirect names the confirmation page as the site serves it, with 200 and no further redirect", async () => {
    fs.mkdirSync(path.join(dirs.publicDir, "enquiry-sent"))
    fs.writeFileSync(path.join(dirs.publicDir, "enquiry-sent", "index.html"), "<!doctype html><title>Sent</title>")
    const server = await start()
    const response = await postForm(server, formFields())
    expectSent(response)
    const page = await server.inject({ method: "GET", url: response.headers.location as string })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain("<title>Sent</title>")
  })

  test("takes a long message in Tamil, which URL-encoding makes larger than a JSON body", async () => {
    const server = await start()
    const description = "தமிழ்".repeat(400) // 2000 characters, 18 KB once percent-encoded
    const payload = new URLSearchParams(formFields({ description })).toString()
    expect(payload.length).toBeGreaterThan(16 * 1024)
    expectSent(await postForm(server, payload))
    const [stored] = await server.enquiries.store.list({ offset: 0, limit: 1 })
    expect(stored.description).toBe(description)
  })
})

describe("invalid input", () => {
  const NAME = `<script>alert('x')</script> "Priya"`
  const EMAIL = `"><script>alert(1)</script>`
  const DESCRIPTION = `</textarea><script>alert("x")</script> & more`

  test("answers 400 with the form again, each problem next to its field, what was typed kept and escaped", async () => {
    const server = await start()
    const { services: _unchosen, ...fields } = formFields({ name: NAME, email: EMAIL, mobile: "98400-CALL", description: DESCRIPTION })
    const response = await postForm(server, fields)
    const document = expectHtml(response, 400)
    expect(response.headers.location).toBeUndefined()

    expect(document.title).toMatch(/^Please check your enquiry/)
    expect(document.querySelector("h1")?.textContent).toBe("Please check your enquiry")
    // The raw text never reaches the markup: only its escaped form does.
    expect(response.body).not.toContain("<script")
    expect(response.body).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &quot;Priya&quot;")

    expect(fieldError(document, "Name")).toBeNull()
    expect(fieldError(document, "Email")).toBe("Enter a valid e-mail address")
    expect(fieldError(document, "Number")).toBe("Enter a mobile number using digits, spaces and an optional leading +")
    expect(fieldError(document, "Service")).toBe("Choose a service from the list")
    expect(fieldError(document, "Message")).toBeNull()

    // What was typed is back in each field, exactly.
    expect(control(document, "Name").value).toBe(NAME)
    expect(control(document, "Email").value).toBe(EMAIL)
    expect(control(document, "Number").value).toBe("98400-CALL")
    expect(control(document, "Service").value).toBe("")
    expect(control(document, "Message").value).toBe(DESCRIPTION)

    // The form posts again to the same place, and the summary links each problem to its field.
    const form = postedForm(document)
    expect(form.contains(control(document, "Email"))).toBe(true)
    const summaryLinks = [...document.querySelectorAll(".summary a")].map((a) => a.getAttribute("href"))
    expect(summaryLinks).toEqual([
      `#${control(document, "Email").id}`,
      `#${control(document, "Number").id}`,
      `#${control(document, "Service").id}`,
    ])
    // Back to the site from here.
    const links = [...document.querySelectorAll("a")].map((a) => a.getAttribute("href"))
    expect(links).toEqual(expect.arrayContaining(["/", "/contact"]))

    expect(await server.enquiries.store.count()).toBe(0)
  })

  test("keeps the chosen service selected", async () => {
    const server = await start()
    const document = expectHtml(await postForm(server, formFields({ services: "Bulk SMS Marketing", name: "A" })), 400)
    expect(fieldError(document, "Name")).toBe("Enter at least 2 characters of your name")
    expect(control(document, "Service").value).toBe("Bulk SMS Marketing")
    expect(fieldError(document, "Service")).toBeNull()
  })

  test("a field sent twice is invalid input, even when each value alone is valid", async () => {
    const server = await start()
    const payload = `${new URLSearchParams(formFields()).toString()}&email=${encodeURIComponent("other@example.com")}`
    const document = expectHtml(await postForm(server, payload), 400)
    expect(fieldError(document, "Email")).toBe("Send this field only once")
    expect(control(document, "Email").value).toBe(formFields().email)
    expect(await server.enquiries.store.count()).toBe(0)
  })

  test("a field the form does not have is named in the summary, and __proto__ is only a name", async () => {
    const server = await start()
    const payload = `${new URLSearchParams(formFields()).toString()}&__proto__=x&%3Cb%3E=y`
    const document = expectHtml(await postForm(server, payload), 400)
    const summary = document.querySelector(".summary")?.textContent ?? ""
    expect(summary).toContain("__proto__: This field is not accepted")
    expect(summary).toContain("<b>: This field is not accepted")
    expect(document.querySelector(".summary b")).toBeNull()
    expect(await server.enquiries.store.count()).toBe(0)
  })

  test("a form in another charset, or multipart, gets the API's JSON 415", async () => {
    const server = await start()
    for (const contentType of [`${FORM}; charset=iso-8859-1`, "multipart/form-data; boundary=x"]) {
      const response = await postForm(server, formFields(), { headers: { "content-type": contentType } })
      expect(response.statusCode).toBe(415)
      expect(response.json()).toMatchObject({ data: null, error: { code: "unsupported_media_type" } })
    }
    expect(await server.enquiries.store.count()).toBe(0)
  })
})

describe("honeypot", () => {
  test("a filled honeypot gets the same 303 and nothing is stored or queued", async () => {
    const server = await start({ WEBHOOK_URL: "http://127.0.0.1:9/hook", WEBHOOK_SECRET: "s" })
    expectSent(await postForm(server, formFields({ website: "http://spam.example" })))
    expect(await server.enquiries.store.count()).toBe(0)
    expect(await server.enquiries.store.outboxCounts()).toEqual({ pending: 0, sent: 0, failed: 0 })

    // Control: the same post with the honeypot empty is stored and queued.
    expectSent(await postForm(server, formFields()))
    expect(await server.enquiries.store.count()).toBe(1)
    expect((await server.enquiries.store.outboxCounts()).pending).toBe(1)
  })
})

describe("pressing Send twice", () => {
  test("stores one enquiry and sends both presses to the confirmation page", async () => {
    const server = await start()
    const fields = formFields()
    expectSent(await postForm(server, fields, { remoteAddress: "203.0.113.9" }))
    expectSent(await postForm(server, fields, { remoteAddress: "203.0.113.9" }))
    expect(await server.enquiries.store.count()).toBe(1)

    // The key is the visitor's address and the fields: a changed message, or the same text from
    // another visitor, is another enquiry.
    expectSent(
      await postForm(server, { ...fields, description: `${fields.description} Also Instagram.` }, { remoteAddress: "203.0.113.9" }),
    )
    expectSent(await postForm(server, fields, { remoteAddress: "198.51.100.4" }))
    expect(await server.enquiries.store.count()).toBe(3)
  })

  test("the derived id is a stable UUID of address and validated fields", () => {
    const fields = {
      name: "Priya",
      email: "p@example.com",
      mobile: "98400 12345",
      services: "SEO Optimization" as const,
      description: "Hi",
    }
    const id = derivedSubmissionId("203.0.113.9", fields)
    expect(id).toMatch(DERIVED_UUID)
    expect(derivedSubmissionId("203.0.113.9", { ...fields })).toBe(id)
    expect(derivedSubmissionId("203.0.113.10", fields)).not.toBe(id)
    expect(derivedSubmissionId("203.0.113.9", { ...fields, description: "Hi!" })).not.toBe(id)
  })
})

describe("cross-site posts", () => {
  test.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["a look-alike host", { origin: "http://localhost.evil.example" }],
    ["Origin null (sandboxed frame, file)", { origin: "null" }],
    ["Sec-Fetch-Site cross-site without Origin", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site cross-site with our own Origin", { origin: "http://localhost:80", "sec-fetch-site": "cross-site" }],
  ])("%s: 403 with a short page, nothing stored or echoed", async (_label, headers) => {
    const server = await start()
    const response = await postForm(server, formFields({ name: "Mallory <b>" }), { headers })
    const document = expectHtml(response, 403)
    expect(response.headers.location).toBeUndefined()
    expect(document.querySelector("form")).toBeNull()
    expect(response.body).not.toContain("Mallory")
    expect(await server.enquiries.store.count()).toBe(0)
  })

  test("an invalid cross-site post is refused too, before any field is echoed", async () => {
    const server = await start()
    const response = await postForm(server, { name: "<i>" }, { headers: { origin: "https://evil.example" } })
    expectHtml(response, 403)
    expect(response.body).not.toContain("&lt;i&gt;")
  })

  test.each([
    ["its own Origin", { origin: "http://localhost" }],
    ["its own Origin over https behind a TLS proxy", { host: "www.saffronreach.in", origin: "https://www.saffronreach.in" }],
    ["SITE_URL's origin under another Host", { host: "10.0.0.5:9000", origin: "https://staging.example" }],
    ["same-origin Sec-Fetch-Site", { origin: "http://localhost", "sec-fetch-site": "same-origin" }],
    ["no Origin at all (curl, old browsers)", {}],
  ])("accepts a post with %s", async (_label, headers) => {
    const server = await start({ SITE_URL: "https://staging.example/" })
    expectSent(await postForm(server, formFields(), { headers }))
    expect(await server.enquiries.store.count()).toBe(1)
  })

  test("JSON clients keep their contract: a cross-site Origin does not change a JSON answer", async () => {
    const server = await start()
    const response = await postEnquiry(server, validEnquiry(), { headers: { origin: "https://evil.example" } })
    expect(response.statusCode).toBe(201)
    expect(await server.enquiries.store.count()).toBe(1)
  })

  test("the origin rules", () => {
    const site = "https://www.saffronreach.in"
    expect(isCrossSiteForm({ origin: "https://www.saffronreach.in" }, "127.0.0.1:9000", site)).toBe(false)
    expect(isCrossSiteForm({ origin: "http://127.0.0.1:9000" }, "127.0.0.1:9000", site)).toBe(false)
    expect(isCrossSiteForm({ origin: "https://example.com" }, "example.com:443", site)).toBe(false)
    expect(isCrossSiteForm({ origin: "http://127.0.0.1:9001" }, "127.0.0.1:9000", site)).toBe(true)
    expect(isCrossSiteForm({ origin: "https://saffronreach.in" }, "www.saffronreach.in", site)).toBe(true)
    expect(isCrossSiteForm({ origin: "not a url" }, "localhost", site)).toBe(true)
    expect(isCrossSiteForm({ origin: "ftp://localhost" }, "localhost", site)).toBe(true)
    expect(isCrossSiteForm({}, "localhost", site)).toBe(false)
  })

  test("which content types are read as a form", () => {
    expect(isFormContentType(FORM)).toBe(true)
    expect(isFormContentType('Application/X-WWW-Form-Urlencoded;Charset="utf-8"')).toBe(true)
    expect(isFormContentType(`${FORM}; charset=windows-1252`)).toBe(false)
    expect(isFormContentType("application/json")).toBe(false)
    expect(isFormContentType(undefined)).toBe(false)
  })
})

describe("rate limits", () => {
  test("429 with Retry-After and a page that keeps what was typed", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "1", RATE_LIMIT_GLOBAL: "100", RATE_LIMIT_WINDOW_MS: "120000" })
    const remoteAddress = "203.0.113.50"
    expectSent(await postForm(server, formFields(), { remoteAddress }))

    const typed = formFields({ name: `Ravi "R" <Kumar>`, description: "Second enquiry: hoardings on Anna Salai." })
    const response = await postForm(server, typed, { remoteAddress })
    const document = expectHtml(response, 429)
    const retryAfter = Number(response.headers["retry-after"])
    expect(retryAfter).toBeGreaterThan(60)
    expect(retryAfter).toBeLessThanOrEqual(120)
    expect(document.querySelector("h1")?.textContent).toBe("Please try again in 2 minutes")

    postedForm(document)
    expect(control(document, "Name").value).toBe(typed.name)
    expect(control(document, "Message").value).toBe(typed.description)
    expect(control(document, "Service").value).toBe(typed.services)
    expect(fieldError(document, "Name")).toBeNull()
    expect(await server.enquiries.store.count()).toBe(1)

    // A JSON client from the same address still gets the API's JSON 429.
    const json = await postEnquiry(server, validEnquiry(), { remoteAddress })
    expect(json.statusCode).toBe(429)
    expect(json.json()).toMatchObject({ data: null, error: { code: "rate_limited" } })
  })

  test("minutes as a person reads them", () => {
    expect(minutesText(1)).toBe("1 minute")
    expect(minutesText(60)).toBe("1 minute")
    expect(minutesText(61)).toBe("2 minutes")
  })
})

describe("JSON posts answer exactly as before", () => {
  test("201, 200 for a replay and 400, byte for byte", async () => {
    const server = await start()
    const enquiry = validEnquiry()
    const created = await postEnquiry(server, enquiry)
    expect(created.statusCode).toBe(201)
    expect(created.headers["content-type"]).toBe("application/json; charset=utf-8")
    expect(created.headers.location).toBeUndefined()
    const { id, receivedAt } = created.json().data
    expect(created.body).toBe(JSON.stringify({ data: { id, receivedAt } }))

    const replay = await postEnquiry(server, enquiry)
    expect(replay.statusCode).toBe(200)
    expect(replay.body).toBe(created.body)

    const invalid = await postEnquiry(server, { ...validEnquiry(), name: "A" })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.headers["content-type"]).toBe("application/json; charset=utf-8")
    expect(invalid.body).toBe(
      '{"data":null,"error":{"code":"invalid","message":"Please correct the highlighted field.","fields":{"name":"Enter at least 2 characters of your name"}}}',
    )

    const honeypot = await postEnquiry(server, validEnquiry({ website: "x" }))
    expect(honeypot.statusCode).toBe(201)
    expect(Object.keys(honeypot.json().data)).toEqual(["id", "receivedAt"])
    expect(await server.enquiries.store.count()).toBe(1)
  })
})
