/**
 * @jest-environment node
 *
 * Every route that takes a body or a query declares its zod schema, and a value of the wrong type
 * is refused with 400 by Fastify's validation before the route runs, in the words of the scope
 * that asked: the enquiry's field messages (JSON, and the form's page without scripts), the admin
 * API's sentence, the inbox's page, the editor's sign-in page, the CDN delivery's sentence.
 */
import type { FastifyInstance } from "fastify"
import { enquiryProblem, type EnquiryIssue } from "../../common/enquiry"
import { enquiryPostSchema, parseFormBody, validateForm } from "../../common/enquiry-post"
import { buildTestApp, makeTestDirs, postEnquiry, removeTestDirs, validEnquiry, type TestDirs } from "./helpers/enquiry-app"

const ADMIN_TOKEN = "t".repeat(40)
const ORIGIN_SECRET = "o".repeat(40)

let dirs: TestDirs
let app: FastifyInstance

beforeEach(async () => {
  dirs = makeTestDirs("route-schemas-")
  app = await buildTestApp(dirs, {
    ADMIN_TOKEN,
    ORIGIN_SECRET,
    GITHUB_OAUTH_CLIENT_ID: "Iv1.schemas",
    GITHUB_OAUTH_CLIENT_SECRET: "s".repeat(40),
    GITHUB_OAUTH_URL: "http://127.0.0.1:9",
  })
})

afterEach(async () => {
  await app.close()
  removeTestDirs(dirs)
})

describe("the enquiry's schema is the route's", () => {
  test("a field of the wrong type is a 400 with the visitor's words, and nothing is stored", async () => {
    const response = await postEnquiry(app, { ...validEnquiry(), name: 42, services: ["SEO Optimization"] })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      data: null,
      error: {
        code: "invalid",
        message: "Please correct the highlighted fields.",
        fields: { name: "Enter your name", services: "Choose a service from the list" },
      },
    })
    expect(await app.enquiries.store.count()).toBe(0)
  })

  test("a body that is not an object, or has fields of its own, says so as before", async () => {
    const list = await postEnquiry(app, [validEnquiry()])
    expect(list.json().error).toMatchObject({ code: "invalid", message: "Send the enquiry as a JSON object" })
    const extra = await postEnquiry(app, { ...validEnquiry(), admin: true })
    expect(extra.json().error).toEqual({
      code: "invalid",
      message: "Please correct the highlighted field.",
      fields: { admin: "This field is not accepted" },
    })
  })

  test("without scripts, the form's page names each field's problem next to it", async () => {
    const { submissionId: _none, ...fields } = validEnquiry({ services: "Astrology", mobile: "call me" })
    const response = await app.inject({
      method: "POST",
      url: "/user/create/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    })
    expect(response.statusCode).toBe(400)
    expect(response.headers["content-type"]).toMatch(/^text\/html/)
    expect(response.body).toContain("Choose a service from the list")
    expect(response.body).toContain("Enter a mobile number using digits, spaces and an optional leading +")
    expect(response.body).toContain('value="Priya Raman"')
  })

  test("the route's schema reads a form as the shared validation does, word for word", () => {
    for (const body of ["name=A&services=SEO+Optimization", "mobile=12&__proto__=x&name=Priya+Raman&website=", ""]) {
      const form = parseFormBody(body)
      const schema = enquiryPostSchema.safeParse(form)
      const shared = validateForm(form)
      expect(schema.success ? null : enquiryProblem(schema.error.issues as EnquiryIssue[])).toEqual(
        shared.ok ? null : { message: shared.message, fields: shared.fields },
      )
      expect(schema.success).toBe(false)
    }
  })
})

describe("the other routes' schemas", () => {
  const admin = (url: string, method: "GET" | "DELETE" = "GET") =>
    app.inject({ method, url, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })

  test("the admin API: a page that is not a number, a repeated one, an address that is not one", async () => {
    for (const url of ["/admin/enquiries?page=two", "/admin/enquiries?page=1&page=2", "/admin/enquiries?pageSize=0"]) {
      const response = await admin(url)
      expect([url, response.statusCode, response.json().error]).toEqual([
        url,
        400,
        { code: "invalid", message: "page must be 1 or more and pageSize 1 to 200." },
      ])
    }
    const deletion = await admin("/admin/enquiries?email=nobody", "DELETE")
    expect([deletion.statusCode, deletion.json().error.message]).toEqual([400, "Give the e-mail address to delete as ?email=."])
    expect((await admin("/admin/enquiries?page=2&pageSize=10")).json()).toMatchObject({ page: 2, pageSize: 10 })
  })

  test("the inbox: a search named twice is its 400 page, not an error of ours", async () => {
    const response = await app.inject({ url: "/admin/?q=a&q=b" })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain("The inbox could not read this request.")
  })

  test("the editor's sign-in: a scope named twice is its own 400 page", async () => {
    const response = await app.inject({ url: "/admin/cms/auth?provider=github&scope=repo&scope=repo" })
    expect(response.statusCode).toBe(400)
    expect(response.headers["content-type"]).toMatch(/^text\/html/)
  })

  test("the CDN's delivery: 404 to anyone without the secret, whatever the body; 400 for the worker's wrong one", async () => {
    const post = (authorization: string, payload: unknown) =>
      app.inject({
        method: "POST",
        url: "/user/edge-delivery",
        headers: { authorization, "content-type": "application/json" },
        payload: JSON.stringify(payload),
      })
    expect((await post("Bearer a-guess", { enquiries: "none" })).statusCode).toBe(404)
    const wrong = await post(`Bearer ${ORIGIN_SECRET}`, { enquiries: "none" })
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([400, "invalid"])
    expect((await post(`Bearer ${ORIGIN_SECRET}`, { enquiries: [] })).json()).toEqual({ stored: [] })
  })
})
