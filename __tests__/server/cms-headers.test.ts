/** @jest-environment node */
/**
 * Our server's answers under /cms/, the browser editor (public/cms/, gatsby/cms.ts): its own
 * Content-Security-Policy and headers on everything there, found or not, while every other path
 * keeps the site's policy; and the editor's one address, /cms/.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance, LightMyRequestResponse } from "fastify"
import { buildApp } from "../../server/app"
import { loadConfig } from "../../server/config"
import { CMS_LOCAL_BACKEND_URL, cmsContentSecurityPolicy, contentSecurityPolicy, scriptHash } from "../../common/security-headers"

const PAGE_SCRIPT = 'window.pagePath="/about";'

let root: string
let app: FastifyInstance

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-headers-"))
  const files: Record<string, string> = {
    "public/about/index.html": `<!doctype html><html><body><h1>About</h1><script>${PAGE_SCRIPT}</script></body></html>`,
    "public/404.html": "<!doctype html><html><body><h1>Not found</h1></body></html>",
    "public/cms/index.html": '<!doctype html><html lang="en"><body><script src="/cms/decap-cms.js"></script></body></html>',
    "public/cms/config.yml": '{"backend":{"name":"github"}}\n',
    "public/cms/decap-cms.js": "window.CMS = {}",
    "public/cms/12.decap-cms.js": "chunk()",
  }
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), text)
  }
  app = await buildApp(
    loadConfig({ PUBLIC_DIR: path.join(root, "public"), GATSBY_CACHE_DIR: path.join(root, ".cache"), DATA_DIR: root }, root),
  )
})

afterAll(async () => {
  await app.close()
  fs.rmSync(root, { recursive: true, force: true })
})

/** As on the live site; light-my-request's own Host is localhost, where the editor's policy differs. */
const get = (url: string) => app.inject({ method: "GET", url, headers: { host: "www.example.com" } })
const scriptSrc = (response: LightMyRequestResponse) =>
  /(?:^|; )script-src ([^;]+)/.exec(String(response.headers["content-security-policy"]))?.[1]

function expectEditorHeaders(response: LightMyRequestResponse): void {
  expect(response.headers["content-security-policy"]).toBe(cmsContentSecurityPolicy())
  expect(response.headers["x-robots-tag"]).toBe("noindex")
  expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
  // The rest of the site's security headers stay.
  expect(response.headers["x-content-type-options"]).toBe("nosniff")
  expect(response.headers["x-frame-options"]).toBe("DENY")
}

describe("the editor under /cms/", () => {
  it("allows decap-server only where Decap uses it: opened on localhost or 127.0.0.1", async () => {
    const policy = async (host: string) =>
      String((await app.inject({ method: "GET", url: "/cms/", headers: { host } })).headers["content-security-policy"])
    expect(await policy("www.example.com")).not.toContain(CMS_LOCAL_BACKEND_URL)
    expect(await policy("www.example.com")).toBe(cmsContentSecurityPolicy())
    for (const host of ["localhost:8000", "127.0.0.1:9000"]) {
      expect(await policy(host)).toBe(cmsContentSecurityPolicy({ localBackend: true }))
      expect(await policy(host)).toMatch(new RegExp(`connect-src [^;]*${CMS_LOCAL_BACKEND_URL.replace(/[.]/g, "\\.")}`))
    }
  })

  it("is served at /cms/ with its own policy, noindex and no-cache", async () => {
    const response = await get("/cms/")
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<script src="/cms/decap-cms.js">')
    expectEditorHeaders(response)
    expect(response.headers["cache-control"]).toBe("no-cache")
  })

  it("has a policy with what Decap needs: eval for its configuration checks, inline styles, GitHub", async () => {
    const policy = String((await get("/cms/")).headers["content-security-policy"])
    expect(policy).toContain("script-src 'self' 'unsafe-eval';")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(policy).toContain("style-src 'self' 'unsafe-inline'")
    expect(policy).toContain("img-src 'self' data: blob: https://avatars.githubusercontent.com")
    expect(policy).toContain("connect-src 'self' blob: https://api.github.com https://www.githubstatus.com;")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
  })

  it("sends /cms to /cms/, its one address, as the CDN does", async () => {
    const response = await get("/cms?x=1")
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe("/cms/?x=1")
  })

  it.each(["/cms/config.yml", "/cms/decap-cms.js", "/cms/12.decap-cms.js"])("%s: the editor's headers, no-cache", async (url) => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expectEditorHeaders(response)
    expect(response.headers["cache-control"]).toBe("no-cache")
  })

  it("serves the configuration as YAML, which Decap checks for", async () => {
    expect((await get("/cms/config.yml")).headers["content-type"]).toMatch(/^text\/yaml/)
  })

  it("gives a missing file, and a percent-encoded path to the editor, the editor's policy too", async () => {
    const missing = await get("/cms/no-such-chunk.js")
    expect(missing.statusCode).toBe(404)
    expectEditorHeaders(missing)
    const encoded = await get("/%63ms/")
    expect(encoded.statusCode).toBe(200)
    expectEditorHeaders(encoded)
  })
})

describe("every other path keeps the site's policy", () => {
  it("a page: its script hashes, no eval, no noindex header, no opener policy", async () => {
    const response = await get("/about")
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-security-policy"]).toBe(contentSecurityPolicy([scriptHash(PAGE_SCRIPT)]))
    expect(scriptSrc(response)).toBe(`'self' ${scriptHash(PAGE_SCRIPT)}`)
    expect(response.headers["x-robots-tag"]).toBeUndefined()
    expect(response.headers["cross-origin-opener-policy"]).toBeUndefined()
  })

  it.each(["/cmsx/", "/about/cms/", "/no-such-page"])("%s is not the editor", async (url) => {
    const response = await get(url)
    expect(scriptSrc(response)).not.toContain("unsafe-eval")
    expect(response.headers["x-robots-tag"]).toBeUndefined()
  })
})
