/** @jest-environment node */
/**
 * The global budget counts valid enquiries only: junk from many addresses costs each address its
 * own budget and never closes the form to real visitors. Real app, real SQLite file.
 */
import type { FastifyInstance } from "fastify"
import { buildTestApp, makeTestDirs, postEnquiry, removeTestDirs, validEnquiry, type TestDirs } from "./helpers/enquiry-app"

let dirs: TestDirs
let app: FastifyInstance | undefined

async function start(env: Record<string, string>): Promise<FastifyInstance> {
  app = await buildTestApp(dirs, { RATE_LIMIT_WINDOW_MS: "60000", ...env })
  return app
}

beforeEach(() => {
  dirs = makeTestDirs("enquiry-flood-")
})

afterEach(async () => {
  await app?.close()
  app = undefined
  removeTestDirs(dirs)
})

const FORM = "application/x-www-form-urlencoded"

/** What the HTML form sends for a valid enquiry. */
function formBody(name = "Lakshmi Narayanan"): string {
  const { submissionId: _none, ...fields } = validEnquiry({ name, website: "" })
  return new URLSearchParams(fields as Record<string, string>).toString()
}

const postForm = (server: FastifyInstance, payload: string, remoteAddress: string) =>
  server.inject({ method: "POST", url: "/user/create/", headers: { "content-type": FORM }, payload, remoteAddress })

/** 600 refused posts of every kind, three from each of 200 addresses (within their own budget). */
async function junkFlood(server: FastifyInstance): Promise<number[]> {
  const junk: ((address: string) => Promise<{ statusCode: number }>)[] = [
    (remoteAddress) => postEnquiry(server, "{not json", { remoteAddress }),
    (remoteAddress) => postEnquiry(server, { ...validEnquiry(), email: "nobody" }, { remoteAddress }),
    (remoteAddress) => postForm(server, "name=A&email=x", remoteAddress),
  ]
  const codes: number[] = []
  for (let i = 0; i < 200; i += 1) {
    const address = `198.18.${i}.1`
    for (const send of junk) codes.push((await send(address)).statusCode)
  }
  return codes
}

describe("a flood of invalid posts from many addresses", () => {
  test("leaves the form open: a real visitor's enquiry is stored, by JSON and by form", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "10", RATE_LIMIT_GLOBAL: "20" })
    const codes = await junkFlood(server)
    expect(codes).toHaveLength(600)
    expect(codes.every((code) => code === 400)).toBe(true)

    const json = await postEnquiry(server, validEnquiry({ name: "Real Visitor" }), { remoteAddress: "203.0.113.10" })
    expect(json.statusCode).toBe(201)
    const form = await postForm(server, formBody(), "203.0.113.11")
    expect(form.statusCode).toBe(303)
    expect(form.headers.location).toBe("/enquiry-sent")
    expect(await server.enquiries.store.count()).toBe(2)
  })

  test("junk still spends each address's own budget", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "3", RATE_LIMIT_GLOBAL: "20" })
    const remoteAddress = "198.51.100.66"
    for (let i = 0; i < 3; i += 1) expect((await postEnquiry(server, "{bad", { remoteAddress })).statusCode).toBe(400)
    const refused = await postEnquiry(server, validEnquiry(), { remoteAddress })
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1)
  })

  test("filled honeypots spend no global budget", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "10", RATE_LIMIT_GLOBAL: "2" })
    for (let i = 0; i < 10; i += 1) {
      const bot = await postEnquiry(server, validEnquiry({ website: "http://spam.example" }), { remoteAddress: `192.0.2.${i + 1}` })
      expect(bot.statusCode).toBe(201)
    }
    expect((await postEnquiry(server, validEnquiry(), { remoteAddress: "203.0.113.20" })).statusCode).toBe(201)
    expect(await server.enquiries.store.count()).toBe(1)
  })
})

describe("the global budget of valid enquiries", () => {
  test("still stops a spread-out flood of valid enquiries, for JSON and for the form", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "10", RATE_LIMIT_GLOBAL: "3" })
    for (let i = 0; i < 3; i += 1) {
      expect((await postEnquiry(server, validEnquiry(), { remoteAddress: `192.0.2.${i + 1}` })).statusCode).toBe(201)
    }
    const json = await postEnquiry(server, validEnquiry(), { remoteAddress: "203.0.113.30" })
    expect(json.statusCode).toBe(429)
    expect(json.json()).toMatchObject({ data: null, error: { code: "rate_limited" } })
    expect(Number(json.headers["retry-after"])).toBeGreaterThanOrEqual(1)

    const form = await postForm(server, formBody("Form Visitor"), "203.0.113.31")
    expect(form.statusCode).toBe(429)
    expect(form.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(Number(form.headers["retry-after"])).toBeGreaterThanOrEqual(1)
    // The page keeps what was typed.
    expect(form.body).toContain("Form Visitor")
    expect(await server.enquiries.store.count()).toBe(3)
  })

  test("an invalid post is answered 400, not 429, when only the global budget is spent", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "10", RATE_LIMIT_GLOBAL: "1" })
    expect((await postEnquiry(server, validEnquiry(), { remoteAddress: "192.0.2.1" })).statusCode).toBe(201)
    const invalid = await postEnquiry(server, { ...validEnquiry(), name: "A" }, { remoteAddress: "192.0.2.2" })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().error.fields).toEqual({ name: "Enter at least 2 characters of your name" })
  })
})
