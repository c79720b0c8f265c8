/**
 * No lead lost while the API is down: Cloudflare's local Pages runtime (`wrangler pages dev`, with a
 * local D1 database bound as KEPT_ENQUIRIES) serves the site as deployed, its API origin stopped.
 * The worker (edge/worker.ts) answers a scripted enquiry and a form posted without scripts as the
 * API does on success, refuses a malformed one with the API's 400, keeps at most its per-client
 * limit of a flood, and once the API is back every kept enquiry is stored once, with its received
 * time and attribution: delivered by the worker after its next answered request, or collected by
 * the API itself at start (EDGE_URL).
 */
import type { ChildProcess } from "node:child_process"
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { stageCdnDir } from "../../common/cdn-output"
import { readMatchPaths } from "../../common/site-files"
import { KEPT_PER_CLIENT } from "../../edge/kept-enquiries"
import { freePort } from "../setup/free-port"
import { settled } from "../setup/settled"
import { start, startPagesDev, stop, waitFor } from "./processes"

jest.setTimeout(180_000)

const root = path.resolve(__dirname, "../..")
const ORIGIN_SECRET = "edge-keeps-origin-secret-0123456789abcdef"
const ADMIN_TOKEN = "edge-keeps-admin-token-0123456789abcdef"

let work: string
let api: ChildProcess | undefined
let cdn: ChildProcess | undefined
let apiUrl: string
let cdnUrl: string

type Stored = { email: string; receivedAt: string; submissionId: string | null; attribution: Record<string, string> }

/** Our server on the built site, as the CDN's API origin; its data kept across restarts. */
async function startApi(env: Record<string, string> = {}): Promise<void> {
  const log = path.join(work, `api-${Date.now()}.log`)
  api = start(
    process.execPath,
    [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "server/start.ts", "--no-build"],
    {
      PORT: new URL(apiUrl).port,
      HOST: "127.0.0.1",
      DATA_DIR: path.join(work, "data"),
      ADMIN_TOKEN,
      ORIGIN_SECRET,
      TRUST_PROXY: "loopback",
      SITE_URL: cdnUrl,
      RATE_LIMIT_PER_IP: "1000",
      LOG_LEVEL: "warn",
      ...env,
    },
    root,
    log,
  )
  await waitFor(`${apiUrl}/healthz`, api, log, 60_000)
}

const enquiry = (email: string, extra: Record<string, string> = {}) => ({
  name: "Asha Kumar",
  email,
  mobile: "+91 98765 43210",
  services: "Web Development",
  description: "A new website for our bakery in Adyar.",
  submissionId: randomUUID(),
  ...extra,
})

/** A scripted enquiry through the CDN, from the visitor address `client` (the local runtime takes the header as given). */
const postJson = (body: unknown, client: string) =>
  fetch(`${cdnUrl}/user/create/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "CF-Connecting-IP": client },
    body: JSON.stringify(body),
    redirect: "manual",
  })

const postForm = (fields: Record<string, string>, client: string) =>
  fetch(`${cdnUrl}/user/create/`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": client,
      Origin: cdnUrl,
      Referer: `${cdnUrl}/service/seo-services?utm_source=flyer`,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  })

const kept = async (): Promise<{ key: string; receivedAt: string }[]> => {
  const response = await fetch(`${cdnUrl}/user/edge-kept`, { headers: { Authorization: `Bearer ${ORIGIN_SECRET}` } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { enquiries: { key: string; receivedAt: string }[] }).enquiries
}

async function stored(): Promise<Stored[]> {
  const response = await fetch(`${apiUrl}/admin/enquiries?pageSize=200`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })
  return ((await response.json()) as { data: Stored[] }).data
}

/** Waits up to a minute for the store to hold `count` enquiries. */
async function storedCount(count: number): Promise<Stored[]> {
  const deadline = Date.now() + 60_000
  let list = await stored()
  while (list.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    list = await stored()
  }
  return list
}

const ASHA = enquiry("asha@example.com", { formName: "contact", sentFrom: "/contact", landingPage: "/", utmSource: "newsletter" })
const RAVI = {
  name: "Ravi Shankar",
  email: "ravi@example.com",
  mobile: "98765 43210",
  services: "SEO Optimization",
  description: "Posted without scripts.",
  submissionId: "",
  website: "",
}
const MALFORMED = { ...enquiry("not-an-address"), mobile: "call me" }
let ashaReceivedAt: string
let edgeRefusal: unknown

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "edge-keeps-"))
  const [apiPort, cdnPort, inspectorPort] = [await freePort(), await freePort(), await freePort()]
  apiUrl = `http://127.0.0.1:${apiPort}`
  cdnUrl = `http://127.0.0.1:${cdnPort}`
  const cdnDir = path.join(work, "cdn")
  stageCdnDir(path.join(root, "public"), cdnDir, { matchPaths: readMatchPaths(path.join(root, ".cache")), apiOrigin: apiUrl, hsts: true })
  cdn = startPagesDev(cdnDir, work, { port: cdnPort, inspectorPort }, ["--d1=KEPT_ENQUIRIES", `ORIGIN_SECRET=${ORIGIN_SECRET}`])
  await waitFor(`${cdnUrl}/`, cdn, path.join(work, "wrangler.log"), 120_000)
})

afterAll(async () => {
  await Promise.all([stop(cdn), stop(api)])
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

describe("with the API stopped", () => {
  it("answers a scripted enquiry and a form posted without scripts as the API does on success, keeping each once", async () => {
    const first = await postJson(ASHA, "203.0.113.7")
    expect(first.status).toBe(201)
    const body = (await first.json()) as { data: { id: string; receivedAt: string } }
    expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/)
    ashaReceivedAt = body.data.receivedAt
    // The visitor's retry of the same enquiry (same submissionId) is answered the same and kept once.
    expect((await postJson(ASHA, "203.0.113.7")).status).toBe(201)

    const form = await postForm(RAVI, "203.0.113.8")
    expect([form.status, form.headers.get("location")]).toEqual([303, "/enquiry-sent"])

    expect((await kept()).map((entry) => entry.key)).toEqual([ASHA.submissionId, expect.stringMatching(/^form-[0-9a-f]{64}$/)])
    // What waits is for the API alone.
    expect((await fetch(`${cdnUrl}/user/edge-kept`)).status).toBe(404)
    expect(
      (await fetch(`${cdnUrl}/user/edge-kept`, { headers: { Authorization: "Bearer a-guess-of-the-secret-0123456789" } })).status,
    ).toBe(404)
  })

  it("refuses a malformed enquiry with the API's 400, in JSON and as the form's page, and keeps nothing", async () => {
    const refused = await postJson(MALFORMED, "203.0.113.9")
    expect(refused.status).toBe(400)
    edgeRefusal = await refused.json()
    expect(edgeRefusal).toMatchObject({
      data: null,
      error: { code: "invalid", fields: { email: expect.any(String), mobile: expect.any(String) } },
    })

    const form = await postForm({ ...RAVI, email: "ravi-at-example" }, "203.0.113.9")
    expect(form.status).toBe(400)
    expect(await form.text()).toContain("Enter a valid e-mail address")
    expect(await kept()).toHaveLength(2)
  })

  it(`keeps at most ${KEPT_PER_CLIENT} of a burst of 1,000 posts from one address`, async () => {
    const statuses: number[] = []
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => postJson(enquiry(`flood-${batch}-${i}@example.com`), "198.51.100.9")),
      )
      statuses.push(...answers.map((answer) => answer.status))
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(KEPT_PER_CLIENT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - KEPT_PER_CLIENT)
    expect(await kept()).toHaveLength(2 + KEPT_PER_CLIENT)
  })
})

describe("once the API is back", () => {
  it("stores what the worker kept after its next answered request, each once, with its time and attribution", async () => {
    await startApi()
    const live = await postJson(enquiry("live@example.com"), "203.0.113.10")
    expect(live.status).toBe(201)

    const list = await storedCount(1 + 2 + KEPT_PER_CLIENT)
    expect(list).toHaveLength(1 + 2 + KEPT_PER_CLIENT)
    const asha = list.filter((entry) => entry.email === ASHA.email)
    expect(asha).toHaveLength(1)
    expect(asha[0]).toMatchObject({ receivedAt: ashaReceivedAt, submissionId: ASHA.submissionId })
    expect(asha[0].attribution).toMatchObject({ arrived: "edge", source: "newsletter", sentFrom: "/contact", form: "contact" })
    const ravi = list.filter((entry) => entry.email === RAVI.email)
    expect(ravi).toHaveLength(1)
    expect(ravi[0].attribution).toMatchObject({ arrived: "edge", source: "flyer", sentFrom: "/service/seo-services" })
    expect(list.filter((entry) => entry.email.startsWith("flood-")).every((entry) => entry.attribution.arrived === "edge")).toBe(true)
    expect(list.find((entry) => entry.email === "live@example.com")?.attribution.arrived).toBe("")
    // The API tells the worker what it stored only after storing it: the inbox shows an enquiry a
    // moment before the worker forgets it.
    expect(await settled(kept, [], 10_000)).toEqual([])

    // The edge's refusal was the API's own.
    const direct = await fetch(`${apiUrl}/user/create/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(MALFORMED),
    })
    expect([direct.status, await direct.json()]).toEqual([400, edgeRefusal])
  })

  it("collects what the worker kept by itself at start (EDGE_URL)", async () => {
    await stop(api)
    const late = enquiry("late@example.com")
    expect((await postJson(late, "203.0.113.11")).status).toBe(201)
    expect(await kept()).toHaveLength(1)

    await startApi({ EDGE_URL: cdnUrl })
    const list = await storedCount(1 + 2 + KEPT_PER_CLIENT + 1)
    expect(list.filter((entry) => entry.email === late.email).map((entry) => entry.attribution.arrived)).toEqual(["edge"])
    expect(await settled(kept, [], 10_000)).toEqual([])
  })
})
