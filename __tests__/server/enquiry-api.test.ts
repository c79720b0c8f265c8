/** @jest-environment node */
import { UNKNOWN_ATTRIBUTION } from "../../common/attribution"
import type { FastifyInstance, LightMyRequestResponse } from "fastify"
import { SERVICE_OPTIONS } from "../../common/enquiry"
import { buildTestApp, ISO_UTC, makeTestDirs, postEnquiry, removeTestDirs, UUID, validEnquiry, type TestDirs } from "./helpers/enquiry-app"

let dirs: TestDirs
let app: FastifyInstance | undefined

async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
  app = await buildTestApp(dirs, { RATE_LIMIT_PER_IP: "0", RATE_LIMIT_GLOBAL: "0", ...env })
  return app
}

beforeEach(() => {
  dirs = makeTestDirs()
})

afterEach(async () => {
  await app?.close()
  app = undefined
  removeTestDirs(dirs)
})

/** Every API answer, success or error, is JSON, uncached and never a redirect. */
function expectApiHeaders(response: LightMyRequestResponse): void {
  expect(response.headers["cache-control"]).toBe("no-store")
  expect(response.headers["content-type"]).toMatch(/^application\/json/)
  expect(response.headers.location).toBeUndefined()
}

function expectError(response: LightMyRequestResponse, status: number, code: string): Record<string, unknown> {
  expect(response.statusCode).toBe(status)
  expectApiHeaders(response)
  const body = response.json()
  expect(body.data).toBeNull()
  expect(body.error.code).toBe(code)
  expect(typeof body.error.message).toBe("string")
  expect(body.error.message.length).toBeGreaterThan(0)
  return body.error
}

describe("POST /user/create/", () => {
  test("stores a valid enquiry and answers 201 with its id and receipt time", async () => {
    const server = await start()
    const enquiry = validEnquiry({ name: "  Priya Raman  ", description: " Need a new site. \n" })
    const response = await postEnquiry(server, enquiry)

    expect(response.statusCode).toBe(201)
    expectApiHeaders(response)
    const body = response.json()
    expect(Object.keys(body)).toEqual(["data"])
    expect(Object.keys(body.data).sort()).toEqual(["id", "receivedAt"])
    expect(body.data.id).toMatch(UUID)
    expect(body.data.receivedAt).toMatch(ISO_UTC)

    const stored = await server.enquiries.store.get(body.data.id)
    expect(stored).toEqual({
      id: body.data.id,
      receivedAt: body.data.receivedAt,
      name: "Priya Raman",
      email: enquiry.email,
      mobile: enquiry.mobile,
      services: enquiry.services,
      description: "Need a new site.",
      submissionId: enquiry.submissionId,
      // A client that says nothing of where the lead came from.
      attribution: UNKNOWN_ATTRIBUTION,
    })
    expect(await server.enquiries.store.count()).toBe(1)
  })

  test("accepts the path without the trailing slash too", async () => {
    const server = await start()
    const response = await postEnquiry(server, validEnquiry(), { url: "/user/create" })
    expect(response.statusCode).toBe(201)
    expectApiHeaders(response)
    expect(await server.enquiries.store.count()).toBe(1)
  })

  test("accepts every service option of the form and nothing else", async () => {
    const server = await start()
    for (const services of SERVICE_OPTIONS) {
      expect((await postEnquiry(server, validEnquiry({ services }))).statusCode).toBe(201)
    }
    const unknown = await postEnquiry(server, validEnquiry({ services: "Web development" }))
    const error = expectError(unknown, 400, "invalid")
    expect(error.fields).toEqual({ services: "Choose a service from the list" })
    expect(await server.enquiries.store.count()).toBe(SERVICE_OPTIONS.length)
  })

  test("a replayed submissionId answers 200 with the same receipt and stores nothing twice", async () => {
    const server = await start()
    const enquiry = validEnquiry()
    const first = await postEnquiry(server, enquiry)
    const again = await postEnquiry(server, enquiry, { url: "/user/create" })
    const upperCased = await postEnquiry(server, { ...enquiry, submissionId: enquiry.submissionId?.toUpperCase() })

    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    expect(upperCased.statusCode).toBe(200)
    expectApiHeaders(again)
    expect(again.json()).toEqual(first.json())
    expect(upperCased.json()).toEqual(first.json())
    expect(await server.enquiries.store.count()).toBe(1)

    // Without a submissionId every post is a new enquiry.
    const { submissionId: _none, ...anonymous } = enquiry
    expect((await postEnquiry(server, anonymous)).statusCode).toBe(201)
    expect((await postEnquiry(server, anonymous)).statusCode).toBe(201)
    expect(await server.enquiries.store.count()).toBe(3)
  })

  test("the honeypot answers 201 in the same shape but stores and queues nothing", async () => {
    const server = await start({ WEBHOOK_URL: "http://127.0.0.1:9/hook", WEBHOOK_SECRET: "s" })
    const response = await postEnquiry(server, validEnquiry({ website: "http://spam.example" }))
    expect(response.statusCode).toBe(201)
    expectApiHeaders(response)
    expect(response.json().data.id).toMatch(UUID)
    expect(await server.enquiries.store.count()).toBe(0)
    expect(await server.enquiries.store.outboxCounts()).toEqual({ pending: 0, sent: 0, failed: 0 })

    // Control: the same post without the honeypot does store and queue a notification.
    expect((await postEnquiry(server, validEnquiry({ website: "" }))).statusCode).toBe(201)
    expect(await server.enquiries.store.count()).toBe(1)
    const counts = await server.enquiries.store.outboxCounts()
    expect(counts.pending + counts.sent + counts.failed).toBe(1)
  })
})

describe("400 invalid", () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ["a one-letter name", { name: "A" }, { name: "Enter at least 2 characters of your name" }],
    ["a bad e-mail", { email: "priya@" }, { email: "Enter a valid e-mail address" }],
    ["an e-mail over 254 characters", { email: `${"a".repeat(250)}@example.com` }, { email: "Enter a valid e-mail address" }],
    ["a mobile with letters", { mobile: "98400-CALL" }, { mobile: "Enter a mobile number using digits, spaces and an optional leading +" }],
    ["a six-digit mobile", { mobile: "123 456" }, { mobile: "Enter a mobile number of 7 to 15 digits" }],
    ["a sixteen-digit mobile", { mobile: "+1234567890123456" }, { mobile: "Enter a mobile number of 7 to 15 digits" }],
    ["a blank message", { description: "   " }, { description: "Tell us a little about what you need" }],
    ["a message over 2000 characters", { description: "x".repeat(2001) }, { description: "Keep your message under 2001 characters" }],
    ["a number for the name", { name: 42 }, { name: "Enter your name" }],
    ["a submissionId that is not a UUID", { submissionId: "abc" }, { submissionId: "Invalid submission id" }],
    ["an unknown field", { phone: "123" }, { phone: "This field is not accepted" }],
    ["a field named after an Object method", { constructor: "x" }, { constructor: "This field is not accepted" }],
  ]

  test.each(cases)("rejects %s with a message for that field", async (_label, change, fields) => {
    const server = await start()
    const response = await postEnquiry(server, { ...validEnquiry(), ...change })
    const error = expectError(response, 400, "invalid")
    expect(error.fields).toEqual(fields)
    expect(await server.enquiries.store.count()).toBe(0)
  })

  test("names every missing field", async () => {
    const server = await start()
    const error = expectError(await postEnquiry(server, {}), 400, "invalid")
    expect(Object.keys(error.fields as object).sort()).toEqual(["description", "email", "mobile", "name", "services"])
  })

  test.each([
    ["malformed JSON", '{"name": '],
    ["an array", "[]"],
    ["a number", "42"],
    ["null", "null"],
    ["a string", '"hello"'],
    ["a prototype-poisoning key", '{"__proto__": {"admin": true}}'],
    ["an empty body", ""],
  ])("rejects %s with 400", async (_label, payload) => {
    const server = await start()
    expectError(await postEnquiry(server, payload), 400, "invalid")
    expect(await server.enquiries.store.count()).toBe(0)
  })
})

describe("transport errors", () => {
  test("413 for a body over the limit", async () => {
    const server = await start()
    const response = await postEnquiry(server, validEnquiry({ description: "x".repeat(20_000) }))
    expectError(response, 413, "payload_too_large")
    expect(await server.enquiries.store.count()).toBe(0)
  })

  test.each([
    ["text/plain", JSON.stringify(validEnquiry())],
    // Form posts are read as UTF-8 only (enquiry-form-post.test.ts covers the HTML form).
    ["application/x-www-form-urlencoded; charset=iso-8859-1", "name=Priya"],
    ["multipart/form-data; boundary=x", "--x--"],
    ["application/jsonp", JSON.stringify(validEnquiry())],
  ])("415 for %s", async (contentType, payload) => {
    const server = await start()
    const response = await postEnquiry(server, payload, { headers: { "content-type": contentType } })
    expectError(response, 415, "unsupported_media_type")
    expect(await server.enquiries.store.count()).toBe(0)
  })

  test("415 without a Content-Type", async () => {
    const server = await start()
    const response = await server.inject({ method: "POST", url: "/user/create/", payload: Buffer.from("{}") })
    expectError(response, 415, "unsupported_media_type")
  })

  test("application/json with a charset is accepted", async () => {
    const server = await start()
    const response = await postEnquiry(server, validEnquiry(), { headers: { "content-type": "application/json; charset=utf-8" } })
    expect(response.statusCode).toBe(201)
  })

  test.each(["GET", "PUT", "PATCH", "DELETE", "OPTIONS"] as const)("405 with Allow: POST for %s on both paths", async (method) => {
    const server = await start()
    for (const url of ["/user/create/", "/user/create"]) {
      const response = await server.inject({ method, url })
      expectError(response, 405, "method_not_allowed")
      expect(response.headers.allow).toBe("POST")
    }
  })

  test("HEAD gets 405 too, without a body", async () => {
    const server = await start()
    const response = await server.inject({ method: "HEAD", url: "/user/create/" })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe("POST")
    expect(response.headers["cache-control"]).toBe("no-store")
  })

  test.each(["/user", "/user/", "/user/delete", "/user/create/extra", "/user/Create/"])("404 JSON for %s", async (url) => {
    const server = await start()
    for (const method of ["GET", "POST"] as const) {
      expectError(await server.inject({ method, url, payload: method === "POST" ? validEnquiry() : undefined }), 404, "not_found")
    }
    expect(await server.enquiries.store.count()).toBe(0)
  })
})

describe("429 rate limits", () => {
  test("limits each client IP and tells it when to retry", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "3", RATE_LIMIT_GLOBAL: "100", RATE_LIMIT_WINDOW_MS: "60000" })
    const from = (remoteAddress: string) => postEnquiry(server, validEnquiry(), { remoteAddress })
    for (let i = 0; i < 3; i += 1) expect((await from("203.0.113.7")).statusCode).toBe(201)

    const limited = await from("203.0.113.7")
    expectError(limited, 429, "rate_limited")
    const retryAfter = Number(limited.headers["retry-after"])
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)

    // Invalid bodies from a limited IP are refused before parsing, and nothing is stored.
    expectError(await postEnquiry(server, "{bad", { remoteAddress: "203.0.113.7" }), 429, "rate_limited")
    // Another visitor is not affected.
    expect((await from("198.51.100.20")).statusCode).toBe(201)
    expect(await server.enquiries.store.count()).toBe(4)
  })

  test("a global budget stops a flood spread over many IPs", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "5", RATE_LIMIT_GLOBAL: "4", RATE_LIMIT_WINDOW_MS: "30000" })
    const statuses: number[] = []
    for (let i = 1; i <= 6; i += 1) {
      const response = await postEnquiry(server, validEnquiry(), { remoteAddress: `192.0.2.${i}` })
      statuses.push(response.statusCode)
      if (response.statusCode === 429) {
        expectError(response, 429, "rate_limited")
        expect(Number(response.headers["retry-after"])).toBeGreaterThanOrEqual(1)
        expect(Number(response.headers["retry-after"])).toBeLessThanOrEqual(30)
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429])
    expect(await server.enquiries.store.count()).toBe(4)
  })

  test("with TRUST_PROXY the limit follows X-Forwarded-For", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "1", RATE_LIMIT_GLOBAL: "100", TRUST_PROXY: "1" })
    const via = (ip: string) => postEnquiry(server, validEnquiry(), { headers: { "x-forwarded-for": ip } })
    expect((await via("203.0.113.1")).statusCode).toBe(201)
    expect((await via("203.0.113.1")).statusCode).toBe(429)
    expect((await via("203.0.113.2")).statusCode).toBe(201)
  })
})
