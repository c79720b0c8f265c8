/**
 * The CDN answers like our server. Serves the built site as it is deployed (common/cdn-output.ts
 * stageCdnDir: the build without its internals, with _headers, _redirects and the API worker) with
 * Cloudflare's own local Pages runtime (`wrangler pages dev`, workerd), starts our Fastify server
 * on the same build, and compares their answers for every page, the other spelling of each page,
 * the client-only fallback, the spec's slugs, a 404, the sitemap, RSS, hashed and media assets and
 * the build internals: status, Location, Cache-Control, the security headers, and a
 * Content-Security-Policy that allows every inline script of the page actually served; the browser
 * editor under /cms/ with its own policy alone. An enquiry posted to the CDN reaches the API through
 * the worker. `npm run deploy:check` runs this.
 */
import type { ChildProcess } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { pagePaths, siteFiles, stageCdnDir } from "../../common/cdn-output"
import { otherPageSpelling } from "../../common/page-spelling"
import { cmsContentSecurityPolicy, inlineScriptHashes } from "../../common/security-headers"
import { REVALIDATE, readMatchPaths } from "../../common/site-files"
import { freePort } from "../setup/free-port"
import { start, startPagesDev, stop, waitFor } from "./processes"

jest.setTimeout(180_000)

const root = path.resolve(__dirname, "../..")
const publicDir = path.join(root, "public")
const ADMIN_TOKEN = "deploy-check-admin-token-0123456789abcdef"
const ORIGIN_SECRET = "deploy-check-origin-secret-0123456789abcdef"

type Answer = { status: number; headers: Headers; body: Buffer }

let work: string
let cdnDir: string
let server: ChildProcess | undefined
let cdn: ChildProcess | undefined
let serverUrl: string
let cdnUrl: string
let pages: string[]
let files: string[]

async function get(base: string, urlPath: string): Promise<Answer> {
  const response = await fetch(base + urlPath, { redirect: "manual" })
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) }
}

const both = (urlPath: string): Promise<[Answer, Answer]> => Promise.all([get(serverUrl, urlPath), get(cdnUrl, urlPath)])

const policyHashes = (answer: Answer): string[] => {
  const scriptSrc = (answer.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src "))
  return scriptSrc?.split(/\s+/).filter((source) => source.startsWith("'sha256-")) ?? []
}

/** Every inline script of the HTML this answer carries is allowed by the answer's own policy. */
function expectPolicyCoversScripts(answer: Answer): void {
  const scripts = inlineScriptHashes(answer.body.toString("utf8"))
  expect(scripts.length).toBeGreaterThan(0)
  expect(policyHashes(answer)).toEqual(expect.arrayContaining(scripts))
  // Nothing but 'self' and hashes: no 'unsafe-inline' for scripts.
  expect(answer.headers.get("content-security-policy")).toMatch(/(?:^|; )script-src 'self'( 'sha256-[^' ]+')+;/)
}

const SECURITY_HEADERS = [
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "strict-transport-security",
] as const

/** Only the API and the editor have an opener policy: the site's pages have none on either side. */
const OPENER_POLICY = "cross-origin-opener-policy"

function expectSameSecurityHeaders(ours: Answer, theirs: Answer): void {
  for (const name of SECURITY_HEADERS) {
    expect([name, theirs.headers.get(name)]).toEqual([name, ours.headers.get(name)])
    expect(ours.headers.get(name)).not.toBeNull()
  }
  expect([OPENER_POLICY, theirs.headers.get(OPENER_POLICY)]).toEqual([OPENER_POLICY, ours.headers.get(OPENER_POLICY)])
}

const sha = (body: Buffer): string => createHash("sha256").update(body).digest("hex")

beforeAll(async () => {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("The deploy check needs the built site: run `npm run build` first (`npm run deploy:check` does it for you).")
  }
  work = fs.mkdtempSync(path.join(os.tmpdir(), "cdn-parity-"))
  const [serverPort, cdnPort, inspectorPort] = [await freePort(), await freePort(), await freePort()]
  serverUrl = `http://127.0.0.1:${serverPort}`
  cdnUrl = `http://127.0.0.1:${cdnPort}`

  server = start(
    process.execPath,
    [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "server/start.ts", "--no-build"],
    {
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(work, "data"),
      ADMIN_TOKEN,
      ORIGIN_SECRET,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
    },
    root,
    path.join(work, "server.log"),
  )

  cdnDir = path.join(work, "cdn")
  stageCdnDir(publicDir, cdnDir, { matchPaths: readMatchPaths(path.join(root, ".cache")), apiOrigin: serverUrl, hsts: true })
  files = siteFiles(publicDir)
  pages = pagePaths(files)

  cdn = startPagesDev(cdnDir, work, { port: cdnPort, inspectorPort }, [`ORIGIN_SECRET=${ORIGIN_SECRET}`])
  await Promise.all([
    waitFor(`${serverUrl}/`, server, path.join(work, "server.log"), 60_000),
    waitFor(`${cdnUrl}/`, cdn, path.join(work, "wrangler.log"), 120_000),
  ])
})

afterAll(async () => {
  await Promise.all([stop(cdn), stop(server)])
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

describe("the CDN answers every page as our server does", () => {
  it("reads every header and redirect rule the build wrote", () => {
    const log = fs.readFileSync(path.join(work, "wrangler.log"), "utf8")
    expect(log).not.toMatch(/invalid (header|redirect) rule/i)
    const headerRules = fs
      .readFileSync(path.join(cdnDir, "_headers"), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("/")).length
    expect(log).toContain(`Parsed ${headerRules} valid header rules`)
  })

  it("covers the whole site (every built page is compared below)", () => {
    expect(pages.length).toBeGreaterThan(50)
    expect(pages).toEqual(expect.arrayContaining(["/", "/about", "/contact", "/pricing", "/blog"]))
  })

  it("serves every page with 200, the same bytes, Cache-Control, security headers and policy", async () => {
    for (const page of pages.filter((p) => p.split("/").at(-1) !== "404")) {
      const [ours, theirs] = await both(page)
      expect([page, theirs.status]).toEqual([page, 200])
      expect([page, ours.status]).toEqual([page, 200])
      expect([page, sha(theirs.body)]).toEqual([page, sha(ours.body)])
      expect([page, theirs.headers.get("cache-control")]).toEqual([page, ours.headers.get("cache-control")])
      expect([page, theirs.headers.get("content-security-policy")]).toEqual([page, ours.headers.get("content-security-policy")])
      expectPolicyCoversScripts(theirs)
      expectSameSecurityHeaders(ours, theirs)
      expect([page, theirs.headers.get(OPENER_POLICY)]).toEqual([page, null])
    }
  })

  it("answers the other spelling of every page with a 301 to the canonical one, as our server does", async () => {
    for (const page of pages.filter((p) => p.split("/").at(-1) !== "404")) {
      const other = otherPageSpelling(page)
      if (other === null) continue
      const [ours, theirs] = await both(other)
      expect([other, ours.status, theirs.status]).toEqual([other, 301, 301])
      expect([other, new URL(theirs.headers.get("location") ?? "", cdnUrl).pathname]).toEqual([other, encodeURI(page).replace(/%26/g, "&")])
      expect(new URL(ours.headers.get("location") ?? "", serverUrl).pathname).toBe(
        new URL(theirs.headers.get("location") ?? "", cdnUrl).pathname,
      )
    }
  })

  it.each(["/index", "/index.html"])("%s is the home page", async (alias) => {
    const [ours, theirs] = await both(alias)
    const home = await get(cdnUrl, "/")
    expect([ours.status, theirs.status]).toEqual([200, 200])
    expect(sha(theirs.body)).toBe(sha(home.body))
    expect(sha(ours.body)).toBe(sha(home.body))
    expectPolicyCoversScripts(theirs)
  })

  it.each([
    "/service/crisis-&-preception-mangement",
    "/service/crisis-%26-preception-mangement",
    "/service/facebook-instagram-marketing-Agency",
  ])("the spec's slug %s is its own page", async (slug) => {
    const [ours, theirs] = await both(slug)
    expect([ours.status, theirs.status]).toEqual([200, 200])
    expect(sha(theirs.body)).toBe(sha(ours.body))
    expect(theirs.body.toString()).not.toContain('content="noindex')
    expectPolicyCoversScripts(theirs)
  })
})

describe("client-only fallback and not found", () => {
  it.each(["/service/a-service-we-never-wrote", "/service/Some-New-Slug", "/service/facebook-instagram-marketing-agency"])(
    "%s is the service fallback: 200, noindex",
    async (url) => {
      const [ours, theirs] = await both(url)
      expect([ours.status, theirs.status]).toEqual([200, 200])
      expect(sha(theirs.body)).toBe(sha(ours.body))
      expect(theirs.body.toString()).toMatch(/<meta name="robots" content="noindex/)
      expect(theirs.headers.get("cache-control")).toBe(ours.headers.get("cache-control"))
      expect(theirs.headers.get("content-security-policy")).toBe(ours.headers.get("content-security-policy"))
      expectPolicyCoversScripts(theirs)
    },
  )

  it.each([
    ["/no-such-page", 'http-equiv="refresh"'],
    ["/about/no-such-page", 'http-equiv="refresh"'],
    // The nearest 404.html: the blog's own.
    ["/blog/no-such-post", "No blog data available."],
  ])("%s is a 404 with the nearest 404 page and a policy for its scripts", async (url, text) => {
    const [ours, theirs] = await both(url)
    expect([ours.status, theirs.status]).toEqual([404, 404])
    expect(sha(theirs.body)).toBe(sha(ours.body))
    expectPolicyCoversScripts(ours)
    expectPolicyCoversScripts(theirs)
    expect(theirs.body.toString()).toContain(text)
    expectSameSecurityHeaders(ours, theirs)
    // Pages stores no 404 at all (no-store, which it sets itself); ours revalidates: neither is kept stale.
    expect(ours.headers.get("cache-control")).toBe(REVALIDATE)
    expect(["no-store", REVALIDATE]).toContain(theirs.headers.get("cache-control"))
  })

  it("does not deploy the build internals", async () => {
    const internals = fs
      .readdirSync(publicDir)
      .filter((name) => name.endsWith(".map") || name === "webpack.stats.json" || name === "chunk-map.json")
    expect(internals).toEqual(expect.arrayContaining(["webpack.stats.json", "chunk-map.json"]))
    expect(internals.some((name) => name.endsWith(".js.map"))).toBe(true)
    for (const name of internals) expect(fs.existsSync(path.join(cdnDir, name))).toBe(false)
    for (const name of [internals.find((n) => n.endsWith(".map"))!, "webpack.stats.json", "chunk-map.json"]) {
      const [ours, theirs] = await both(`/${name}`)
      expect([name, ours.status, theirs.status]).toEqual([name, 404, 404])
    }
  })
})

describe("feeds and assets", () => {
  it.each(["/sitemap-index.xml", "/sitemap-0.xml", "/rss.xml", "/robots.txt", "/favicon-32x32.png"])("%s", async (url) => {
    const [ours, theirs] = await both(url)
    expect([ours.status, theirs.status]).toEqual([200, 200])
    expect(sha(theirs.body)).toBe(sha(ours.body))
    expect(theirs.headers.get("cache-control")).toBe(ours.headers.get("cache-control"))
    expect(theirs.headers.get("content-type")?.split(";")[0]).toBe(ours.headers.get("content-type")?.split(";")[0])
  })

  it("hashed assets (root bundles, static/), media and page data have our Cache-Control", async () => {
    const samples = [
      files.find((file) => /^app-[0-9a-f]+\.js$/.test(file)),
      files.find((file) => /^framework-[0-9a-f]+\.js$/.test(file)),
      files.find((file) => file.startsWith("static/") && file.endsWith(".woff2")),
      files.find((file) => file.startsWith("static/") && file.endsWith(".webp")),
      files.find((file) => file.startsWith("media/")),
      files.find((file) => file.startsWith("~partytown/")),
      "page-data/app-data.json",
      "page-data/index/page-data.json",
    ]
    expect(samples).not.toContain(undefined)
    const seen = new Set<string>()
    for (const file of samples as string[]) {
      const [ours, theirs] = await both(`/${file}`)
      expect([file, ours.status, theirs.status]).toEqual([file, 200, 200])
      expect([file, theirs.headers.get("cache-control")]).toEqual([file, ours.headers.get("cache-control")])
      expect(sha(theirs.body)).toBe(sha(ours.body))
      seen.add(ours.headers.get("cache-control") ?? "")
    }
    expect([...seen].sort()).toEqual(["public, max-age=0, must-revalidate", "public, max-age=31536000, immutable", "public, max-age=86400"])
  })
})

describe("the browser editor under /cms/", () => {
  it.each(["/cms/", "/cms/config.yml", "/cms/decap-cms.js", "/cms/editor.js"])("%s has the editor's headers on both", async (url) => {
    const [ours, theirs] = await both(url)
    expect([url, ours.status, theirs.status]).toEqual([url, 200, 200])
    expect(sha(theirs.body)).toBe(sha(ours.body))
    for (const name of [OPENER_POLICY, "x-robots-tag", "cache-control"]) {
      expect([url, name, theirs.headers.get(name)]).toEqual([url, name, ours.headers.get(name)])
    }
    // The editor's policy alone: Pages did not join the site's to it. Our server, asked on 127.0.0.1
    // (where Decap uses decap-server), also allows decap-server; the CDN's rule never does.
    expect(theirs.headers.get("content-security-policy")).toBe(cmsContentSecurityPolicy())
    expect(ours.headers.get("content-security-policy")).toBe(cmsContentSecurityPolicy({ localBackend: true }))
    expectSameSecurityHeaders(ours, theirs)
  })

  it("serves config.yml as YAML, which Decap checks for", async () => {
    const [ours, theirs] = await both("/cms/config.yml")
    expect(ours.headers.get("content-type")).toMatch(/yaml/)
    expect(theirs.headers.get("content-type")).toMatch(/yaml/)
  })

  it("sends /cms to /cms/ (Pages with its own 308)", async () => {
    const [ours, theirs] = await both("/cms")
    expect([ours.status, theirs.status]).toEqual([301, 308])
    expect(new URL(ours.headers.get("location") ?? "", serverUrl).pathname).toBe("/cms/")
    expect(new URL(theirs.headers.get("location") ?? "", cdnUrl).pathname).toBe("/cms/")
  })
})

describe("the enquiry API through the CDN", () => {
  it("an enquiry posted to the CDN is stored by the API, whose answers keep the API's opener policy", async () => {
    const submissionId = crypto.randomUUID()
    const response = await fetch(`${cdnUrl}/user/create/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Priya Raman",
        email: "priya@example.com",
        mobile: "+91 98400 12345",
        services: "SEO Optimization",
        description: "Sent through the CDN's worker to the API.",
        submissionId,
      }),
    })
    expect(response.status).toBe(201)
    expect(response.headers.get(OPENER_POLICY)).toBe("same-origin")
    const list = await fetch(`${cdnUrl}/admin/enquiries`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
    expect(list.status).toBe(200)
    expect(list.headers.get(OPENER_POLICY)).toBe("same-origin")
    expect(JSON.stringify(await list.json())).toContain("Sent through the CDN's worker to the API.")
  })

  it("only the CDN's worker, which sends ORIGIN_SECRET, names the visitor's host: a form post passes through it, a poser's is cross-site", async () => {
    const cdnHost = new URL(cdnUrl).host
    const form = new URLSearchParams({
      name: "Arun Kumar",
      email: "arun@example.com",
      mobile: "9840012345",
      services: "Web Development",
      description: "Sent as a plain HTML form through the CDN.",
      website: "",
    }).toString()
    const formPost = (base: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/user/create/`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: cdnUrl, ...headers },
        body: form,
      })
    const throughCdn = await formPost(cdnUrl)
    expect([throughCdn.status, throughCdn.headers.get("location")]).toEqual([303, "/enquiry-sent"])
    // From a trusted address (as any Cloudflare Worker is) but without the secret, or a wrong one:
    // its forwarded host is dropped, so the page it names is another site's.
    expect((await formPost(serverUrl, { "x-forwarded-host": cdnHost })).status).toBe(403)
    expect((await formPost(serverUrl, { "x-forwarded-host": cdnHost, "x-origin-secret": "a-guess" })).status).toBe(403)
    expect((await formPost(serverUrl, { "x-forwarded-host": cdnHost, "x-origin-secret": ORIGIN_SECRET })).status).toBe(303)
  })
})
