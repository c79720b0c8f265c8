/** @jest-environment node */
/**
 * Deletion deletes: after DELETE /admin/enquiries?email=… (or retention), nothing of the deleted
 * enquiries can be read back from the SQLite file or its WAL, and no log line holds the address or
 * the phone number. Real app, real SQLite file, the file's bytes read as an attacker would.
 */
import fs from "node:fs"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { buildApp } from "../../server/app"
import { loadConfig } from "../../server/config"
import { SQLITE_FILE_NAME } from "../../server/enquiries/sqlite-store"
import { redactLogLine, redactPersonalData, redactUrl } from "../../server/log-privacy"
import { makeTestDirs, postEnquiry, removeTestDirs, validEnquiry, type TestDirs } from "./helpers/enquiry-app"

const TOKEN = "deletion-test-admin-token-5e1f0a9c3b7d"
const auth = { authorization: `Bearer ${TOKEN}` }

/** The person who asks to be forgotten: every field easy to find in raw bytes. */
const PERSON = {
  name: "Vasanthakokilam Erasewell",
  email: "vasantha.erase-me@example.org",
  mobile: "+91 90031 57246",
  description: "Confidential launch plan ZQX-4417 for our Adyar store.",
}

let dirs: TestDirs
let app: FastifyInstance | undefined
let logLines: string[]

async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
  logLines = []
  const config = loadConfig(
    {
      DATA_DIR: dirs.dataDir,
      PUBLIC_DIR: dirs.publicDir,
      HSTS: "0",
      OUTBOX_INTERVAL_MS: "600000",
      RATE_LIMIT_PER_IP: "0",
      RATE_LIMIT_GLOBAL: "0",
      ADMIN_TOKEN: TOKEN,
      LOG_LEVEL: "info",
      ...env,
    },
    dirs.root,
  )
  app = await buildApp(config, { logStream: { write: (line: string) => void logLines.push(line) } })
  await app.ready()
  return app
}

beforeEach(() => {
  dirs = makeTestDirs("enquiry-deletion-")
})

afterEach(async () => {
  await app?.close()
  app = undefined
  removeTestDirs(dirs)
})

/** The bytes of the database file and its WAL, as anyone with read access to DATA_DIR sees them. */
function storeBytes(): Buffer {
  const file = path.join(dirs.dataDir, SQLITE_FILE_NAME)
  return Buffer.concat([file, `${file}-wal`].filter((name) => fs.existsSync(name)).map((name) => fs.readFileSync(name)))
}

const TRACES = [PERSON.name, PERSON.email, PERSON.mobile, "ZQX-4417"]

async function storePeople(server: FastifyInstance): Promise<void> {
  for (let i = 0; i < 30; i += 1) {
    expect((await postEnquiry(server, validEnquiry({ name: `Other Client ${i}`, email: `client${i}@example.com` }))).statusCode).toBe(201)
    if (i % 10 === 0) {
      const mixedCase = { ...PERSON, email: i === 10 ? PERSON.email.toUpperCase() : PERSON.email }
      expect((await postEnquiry(server, validEnquiry(mixedCase))).statusCode).toBe(201)
    }
  }
}

describe("DELETE /admin/enquiries?email=", () => {
  test("leaves nothing of the deleted enquiries in the database file or the WAL", async () => {
    const server = await start()
    await storePeople(server)
    const before = storeBytes()
    // Control: the traces are there to be found before the deletion.
    for (const trace of TRACES) expect(before.includes(trace)).toBe(true)

    const response = await server.inject({
      method: "DELETE",
      url: `/admin/enquiries?email=${encodeURIComponent(PERSON.email)}`,
      headers: auth,
    })
    expect(response.json()).toEqual({ data: { deleted: 3 } })

    const after = storeBytes()
    for (const trace of [...TRACES, PERSON.email.toUpperCase()]) {
      expect({ trace, found: after.includes(trace) }).toEqual({ trace, found: false })
    }
    // Everyone else is still there, readable.
    expect(await server.enquiries.store.count()).toBe(30)
    expect(after.includes("client29@example.com")).toBe(true)
  })

  test("retention purges erase the same way", async () => {
    const server = await start()
    const { store } = server.enquiries
    await store.insert({ ...PERSON, services: "SEO Optimization", submissionId: null }, [], new Date("2020-01-01T00:00:00Z"))
    await store.insert({ ...validEnquiry({ name: "Recent Client" }), submissionId: null }, [])
    expect(storeBytes().includes(PERSON.email)).toBe(true)
    expect(await store.purgeOlderThan(new Date("2021-01-01T00:00:00Z"))).toBe(1)
    for (const trace of TRACES) expect(storeBytes().includes(trace)).toBe(false)
    expect(await store.count()).toBe(1)
  })
})

describe("logs", () => {
  test("no log line holds an e-mail address, a phone number or an admin query string", async () => {
    const server = await start()
    await storePeople(server)
    const { submissionId: _none, ...fields } = validEnquiry({ ...PERSON, website: "" })
    await server.inject({
      method: "POST",
      url: "/user/create/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    })
    await postEnquiry(server, { ...PERSON, services: "nonsense" })
    await server.inject({ method: "GET", url: "/admin/enquiries.csv", headers: auth })
    await server.inject({ method: "GET", url: `/admin/enquiries?email=${PERSON.email}&page=1`, headers: auth })
    await server.inject({ method: "DELETE", url: `/admin/enquiries?email=${encodeURIComponent(PERSON.email)}`, headers: auth })
    await server.inject({ method: "GET", url: `/contact/${PERSON.email}/${PERSON.mobile.replace(/ /g, "")}` })
    await server.inject({ method: "GET", url: "/user/create/%E0%A4%A?email=x@example.com" })
    // Fastify logs this error with its message, which quotes the path: free text, redacted too.
    await server.inject({ method: "GET", url: `/%E0%A4%A/${PERSON.email}` })

    // The requests were logged, their URLs without the query.
    const entries = logLines.map((line) => JSON.parse(line) as { req?: { method: string; url: string } })
    const urls = entries.flatMap((entry) => (entry.req ? [`${entry.req.method} ${entry.req.url}`] : []))
    expect(urls).toContain("DELETE /admin/enquiries?[redacted]")
    expect(urls).toContain("GET /contact/[email]/[phone]")
    expect(urls.length).toBeGreaterThan(30)
    expect(logLines.some((line) => line.includes("is not a valid url component") && line.includes("[email]"))).toBe(true)

    const all = logLines.join("")
    for (const trace of [
      PERSON.email,
      encodeURIComponent(PERSON.email),
      PERSON.mobile,
      PERSON.mobile.replace(/ /g, ""),
      "email=",
      "x@example.com",
    ]) {
      expect({ trace, found: all.includes(trace) }).toEqual({ trace, found: false })
    }
  })

  test("what the redaction replaces and what it keeps", () => {
    expect(redactPersonalData("mail priya.r+ads@example.co.in or call +91 98400 12345 / 9840012345")).toBe(
      "mail [email] or call [phone] / [phone]",
    )
    expect(redactPersonalData("/x/priya%40example.com")).toBe("/x/[email]")
    const kept = "enquiry 12345678-1234-4321-8123-123456789012 at 2025-01-14T00:00:00.000Z from 203.0.113.9 port 51234"
    expect(redactPersonalData(kept)).toBe(kept)
    expect(redactUrl("/admin/enquiries?email=a@b.example")).toBe("/admin/enquiries?[redacted]")
    expect(redactUrl("/about")).toBe("/about")
    // JSON numbers (time, pid) are not strings and stay.
    expect(redactLogLine('{"time":1736812800000,"pid":4242,"msg":"from 9840012345"}\n')).toBe(
      '{"time":1736812800000,"pid":4242,"msg":"from [phone]"}\n',
    )
  })
})
