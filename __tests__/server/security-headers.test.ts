/** @jest-environment node */
import { createHash } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance, LightMyRequestResponse } from "fastify"
import { buildApp } from "../../server/app"
import { loadConfig } from "../../server/config"
import { contentSecurityPolicy, inlineScriptHashes, scriptHash } from "../../common/security-headers"
import { scriptHashesForFile } from "../../server/security-headers"

// What Gatsby writes into each page: per-page data, a JSON-LD block (data, not code) and bundles.
const PAGE_SCRIPT = 'window.pagePath="/about/";window.___webpackCompilationHash="4f2c8a1b9e3d7c6a5b4e";'
const CHUNK_SCRIPT = '/*<![CDATA[*/window.___chunkMapping={"app":["/app-4f2c8a1b9e3d7c6a5b4e.js"]};/*]]>*/'
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization","name":"Saffron Reach"}'
const NOT_FOUND_SCRIPT = 'window.pagePath="/404.html";'

const aboutHtml = `<!DOCTYPE html><html><head>
<script type="application/ld+json">${JSON_LD}</script>
</head><body><h1>About us</h1>
<script id="gatsby-script-loader">${PAGE_SCRIPT}</script><script id="gatsby-chunk-mapping">${CHUNK_SCRIPT}</script>
<script src="/app-4f2c8a1b9e3d7c6a5b4e.js" async></script>
</body></html>`

const sha256 = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

const EXPECTED_HEADERS = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  "x-frame-options": "DENY",
}

const directive = (policy: unknown, name: string): string => {
  const found = String(policy)
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
  if (found === undefined) throw new Error(`${name} missing from ${String(policy)}`)
  return found
}

function expectSecurityHeaders(response: LightMyRequestResponse | http.IncomingMessage): void {
  expect(response.headers).toMatchObject(EXPECTED_HEADERS)
  const policy = response.headers["content-security-policy"]
  expect(policy).toContain("default-src 'self'")
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toContain("object-src 'none'")
  expect(policy).toContain("frame-src https://www.youtube-nocookie.com")
  expect(directive(policy, "script-src")).not.toContain("unsafe-inline")
}

let root: string
let app: FastifyInstance

function writeFile(name: string, content: string): void {
  const file = path.join(root, name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
}

const configFor = (dir: string, extra: Record<string, string> = {}) =>
  loadConfig({ PUBLIC_DIR: path.join(dir, "public"), GATSBY_CACHE_DIR: path.join(dir, ".cache"), DATA_DIR: dir, ...extra }, dir)

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "security-headers-"))
  writeFile("public/about/index.html", aboutHtml)
  writeFile("public/404.html", `<html><body><h1>404</h1><script>${NOT_FOUND_SCRIPT}</script></body></html>`)
  writeFile("public/service/__fallback/index.html", `<html><body><script>window.pagePath="/service/__fallback/";</script></body></html>`)
  writeFile("public/app-4f2c8a1b9e3d7c6a5b4e.js", "console.log(1)")
  writeFile(".cache/match-paths.json", JSON.stringify([{ path: "/service/__fallback/", matchPath: "/service/*" }]))
  app = await buildApp(configFor(root))
})

afterAll(async () => {
  await app.close()
  fs.rmSync(root, { recursive: true, force: true })
})

describe("headers on every kind of response", () => {
  it("an HTML page", async () => {
    const response = await app.inject({ method: "GET", url: "/about" })
    expect(response.statusCode).toBe(200)
    expectSecurityHeaders(response)
  })

  it("an asset, whose policy has no hashes", async () => {
    const response = await app.inject({ method: "GET", url: "/app-4f2c8a1b9e3d7c6a5b4e.js" })
    expect(response.statusCode).toBe(200)
    expectSecurityHeaders(response)
    expect(directive(response.headers["content-security-policy"], "script-src")).toBe("script-src 'self'")
  })

  it("a 404", async () => {
    const response = await app.inject({ method: "GET", url: "/no-such-page" })
    expect(response.statusCode).toBe(404)
    expectSecurityHeaders(response)
  })

  it("an API answer, with the API's opener policy", async () => {
    const response = await app.inject({ method: "POST", url: "/user/create/", payload: { name: 42 } })
    expect(response.statusCode).toBe(400)
    expectSecurityHeaders(response)
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin")
  })

  it.each(["/admin", "/admin/", "/admin/no-such-page"])("%s, the staff inbox's, with the API's opener policy", async (url) => {
    const response = await app.inject({ method: "GET", url })
    expectSecurityHeaders(response)
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin")
  })

  it.each(["/about", "/app-4f2c8a1b9e3d7c6a5b4e.js", "/no-such-page", "/administration/", "/users"])(
    "%s, the site's, without an opener policy",
    async (url) => {
      const response = await app.inject({ method: "GET", url })
      expect(response.headers["cross-origin-opener-policy"]).toBeUndefined()
    },
  )

  it("a 405", async () => {
    const response = await app.inject({ method: "DELETE", url: "/about/" })
    expect(response.statusCode).toBe(405)
    expectSecurityHeaders(response)
  })

  it("a malformed URL, which the router answers outside the hooks", async () => {
    const address = await app.listen({ host: "127.0.0.1", port: 0 })
    const { port } = new URL(address)
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: "127.0.0.1", port, path: "/%E0%A4%A", agent: false }, (res) => resolve(res.resume())).on("error", reject)
    })
    expect(response.statusCode).toBe(400)
    expectSecurityHeaders(response)
  })

  it("leaves HSTS out when configured off", async () => {
    const plain = await buildApp(configFor(root, { HSTS: "0" }))
    try {
      const response = await plain.inject({ method: "GET", url: "/about" })
      expect(response.headers["strict-transport-security"]).toBeUndefined()
      expect(response.headers["x-frame-options"]).toBe("DENY")
    } finally {
      await plain.close()
    }
  })
})

describe("script hashes in the page's policy", () => {
  it("lists the sha256 of each inline script of the page served, and nothing else", async () => {
    const response = await app.inject({ method: "GET", url: "/about" })
    expect(directive(response.headers["content-security-policy"], "script-src")).toBe(
      `script-src 'self' ${sha256(PAGE_SCRIPT)} ${sha256(CHUNK_SCRIPT)}`,
    )
  })

  it("keeps the hashes on a 304, which browsers merge into the cached page's headers", async () => {
    const first = await app.inject({ method: "GET", url: "/about" })
    const response = await app.inject({ method: "GET", url: "/about", headers: { "if-none-match": String(first.headers.etag) } })
    expect(response.statusCode).toBe(304)
    expect(response.headers["content-security-policy"]).toContain(sha256(PAGE_SCRIPT))
  })

  it("hashes the 404 page's script on a 404 and the fallback page's on a client-only route", async () => {
    const notFound = await app.inject({ method: "GET", url: "/missing" })
    expect(notFound.headers["content-security-policy"]).toContain(sha256(NOT_FOUND_SCRIPT))
    expect(notFound.headers["content-security-policy"]).not.toContain(sha256(PAGE_SCRIPT))

    const fallback = await app.inject({ method: "GET", url: "/service/new-offer" })
    expect(fallback.statusCode).toBe(200)
    expect(fallback.headers["content-security-policy"]).toContain(sha256('window.pagePath="/service/__fallback/";'))
  })

  it("picks up a rebuilt page (new mtime) instead of serving stale hashes", async () => {
    const file = path.join(root, "public/rebuilt/index.html")
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, "<script>window.build=1</script>")
    fs.utimesSync(file, new Date("2025-01-01T00:00:00Z"), new Date("2025-01-01T00:00:00Z"))
    expect(await scriptHashesForFile(file)).toEqual([sha256("window.build=1")])

    fs.writeFileSync(file, "<script>window.build=2</script>")
    fs.utimesSync(file, new Date("2025-01-02T00:00:00Z"), new Date("2025-01-02T00:00:00Z"))
    const response = await app.inject({ method: "GET", url: "/rebuilt" })
    expect(response.headers["content-security-policy"]).toContain(sha256("window.build=2"))
    expect(response.headers["content-security-policy"]).not.toContain(sha256("window.build=1"))
  })
})

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only: not src scripts, not JSON-LD", () => {
    expect(inlineScriptHashes(aboutHtml)).toEqual([sha256(PAGE_SCRIPT), sha256(CHUNK_SCRIPT)])
    expect(inlineScriptHashes(aboutHtml)).not.toContain(sha256(JSON_LD))
  })

  it("treats data-src as an ordinary attribute and modules as scripts", () => {
    const html = `<script data-src="x">a()</script><script type="module">b()</script><SCRIPT TYPE='Application/LD+JSON'>{}</SCRIPT>`
    expect(inlineScriptHashes(html)).toEqual([sha256("a()"), sha256("b()")])
  })

  it("hashes the exact bytes, including whitespace and non-ASCII text, once per distinct script", () => {
    const body = '\n  window.brand = "Saffron Reach — Chennai";\n'
    expect(inlineScriptHashes(`<script>${body}</script><script>${body}</script>`)).toEqual([sha256(body)])
    expect(scriptHash(body)).toBe(sha256(body))
  })

  it("builds a policy without 'unsafe-inline' in script-src", () => {
    const policy = contentSecurityPolicy([sha256("a()")])
    expect(directive(policy, "script-src")).toBe(`script-src 'self' ${sha256("a()")}`)
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'unsafe-inline'")
  })
})

describe("font preload as a Link header", () => {
  it("starts the page's preloaded font with the response headers, and nothing for pages without one", async () => {
    const withFont = path.join(root, "public/with-font/index.html")
    fs.mkdirSync(path.dirname(withFont), { recursive: true })
    fs.writeFileSync(
      withFont,
      '<head><link rel="preload" as="font" type="font/woff2" href="/static/inter-subset-abc.woff2" crossorigin="anonymous"/></head><p>Hi</p>',
    )
    const page = await app.inject({ method: "GET", url: "/with-font" })
    expect(page.headers.link).toBe('</static/inter-subset-abc.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin')

    const plain = path.join(root, "public/no-font/index.html")
    fs.mkdirSync(path.dirname(plain), { recursive: true })
    fs.writeFileSync(plain, "<p>Hi</p>")
    expect((await app.inject({ method: "GET", url: "/no-font" })).headers.link).toBeUndefined()
  })
})
