/**
 * POST /user/edge-delivery: the enquiries the CDN's worker kept while the API was down, stored as
 * if received then, each once, only for the holder of ORIGIN_SECRET (edge/worker.ts and
 * server/enquiries/edge-delivery.ts; the whole path runs in Cloudflare's runtime in
 * __tests__/deploy/edge-keeps.test.ts).
 */
import fs from "node:fs"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { KEPT_DAYS } from "../../edge/kept-enquiries"
import { buildTestApp, makeTestDirs, removeTestDirs, type TestDirs } from "./helpers/enquiry-app"

const SECRET = "edge-delivery-origin-secret-0123456789abcdef"
let dirs: TestDirs
let app: FastifyInstance

beforeEach(async () => {
  dirs = makeTestDirs("edge-delivery-")
  app = await buildTestApp(dirs, { ORIGIN_SECRET: SECRET, SITE_URL: "https://www.example.com" })
})
afterEach(async () => {
  await app.close()
  removeTestDirs(dirs)
})

const kept = (key: string, contentType: string, body: string, extra: Record<string, string> = {}) => ({
  key,
  receivedAt: "2026-11-20T04:30:00.000Z",
  client: "203.0.113.7",
  contentType,
  body,
  referer: "",
  origin: "",
  host: "www.example.com",
  ...extra,
})
const JSON_POST = kept(
  "0b1c7b6e-1111-4a2b-8c3d-0123456789ab",
  "application/json",
  JSON.stringify({
    name: "Asha Kumar",
    email: "asha@example.com",
    mobile: "+91 98765 43210",
    services: "Web Development",
    description: "A new website",
    submissionId: "0b1c7b6e-1111-4a2b-8c3d-0123456789ab",
    utmSource: "newsletter",
  }),
)
const FORM_POST = kept(
  "form-1",
  "application/x-www-form-urlencoded",
  "name=Ravi+Shankar&email=ravi%40example.com&mobile=9876543210&services=SEO+Optimization&description=Hello&submissionId=&website=",
  { referer: "https://www.example.com/pricing?utm_source=flyer", origin: "https://www.example.com" },
)
const NOT_AN_ENQUIRY = kept("bad-1", "application/json", JSON.stringify({ name: "x" }))

const deliver = (enquiries: unknown[], authorization = `Bearer ${SECRET}`) =>
  app.inject({ method: "POST", url: "/user/edge-delivery", headers: { authorization }, payload: { enquiries } })

it("stores each kept post once, with its received time and attribution, and names every post it is done with", async () => {
  const first = await deliver([JSON_POST, FORM_POST, NOT_AN_ENQUIRY])
  expect([first.statusCode, first.json()]).toEqual([200, { stored: ["0b1c7b6e-1111-4a2b-8c3d-0123456789ab", "form-1", "bad-1"] }])
  // Delivered again (the worker's answer was lost): nothing new.
  expect((await deliver([JSON_POST, FORM_POST])).statusCode).toBe(200)
  const list = await app.enquiries.store.list({ offset: 0, limit: 10 })
  expect(list.map((e) => [e.email, e.receivedAt, e.attribution.arrived, e.attribution.source, e.attribution.sentFrom]).sort()).toEqual([
    ["asha@example.com", "2026-11-20T04:30:00.000Z", "edge", "newsletter", ""],
    ["ravi@example.com", "2026-11-20T04:30:00.000Z", "edge", "flyer", "/pricing"],
  ])
})

it("exists only for the holder of ORIGIN_SECRET, and takes only what the worker sends", async () => {
  expect((await deliver([JSON_POST], "Bearer a-guess-0123456789abcdef")).statusCode).toBe(404)
  expect((await deliver([JSON_POST], "")).statusCode).toBe(404)
  const wrong = await app.inject({
    method: "POST",
    url: "/user/edge-delivery",
    headers: { authorization: `Bearer ${SECRET}` },
    payload: { enquiries: [{ key: 1 }] },
  })
  expect(wrong.statusCode).toBe(400)
  expect(await app.enquiries.store.count()).toBe(0)
  const withoutSecret = await buildTestApp(dirs, {})
  try {
    expect((await withoutSecret.inject({ method: "POST", url: "/user/edge-delivery", payload: { enquiries: [] } })).statusCode).toBe(404)
  } finally {
    await withoutSecret.close()
  }
})

it("keeps the privacy policy's word: a kept enquiry waits at the CDN at most as long as it says", () => {
  const policy = fs.readFileSync(path.join(__dirname, "../../content/pages/privacy-policy.mdx"), "utf8").replace(/\s+/g, " ")
  expect(policy).toContain(`It is then deleted there, and in any case after ${KEPT_DAYS} days.`)
  expect(policy).toContain(`never longer than ${KEPT_DAYS} days`)
})
