/** @jest-environment node */
/**
 * The browser editor on Cloudflare Pages: the `/cms/*` block of `_headers` (common/cdn-output.ts)
 * replaces the site's policy rather than adding to it, as Pages joins a header set by two matching
 * rules, and the CDN's headers under /cms/ are our server's.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { buildApp } from "../../server/app"
import { loadConfig } from "../../server/config"
import { cmsHeaderRule, evaluateHeaderRules, pagePaths, siteFiles, writeCdnOutput, type CdnOutput } from "../../common/cdn-output"
import { cmsContentSecurityPolicy, inlineScriptHashes } from "../../common/security-headers"
import { IMMUTABLE, NO_CACHE } from "../../common/site-files"

let publicDir: string
let output: CdnOutput

beforeAll(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-cdn-"))
  const files: Record<string, string> = {
    "index.html": '<!doctype html><html><body><script>window.pagePath="/";</script></body></html>',
    "about/index.html": '<!doctype html><html><body><script>window.pagePath="/about";</script></body></html>',
    "404.html": '<!doctype html><html><body><script>window.pagePath="/404.html";</script></body></html>',
    "app-0123456789abcdef0123.js": "app()",
    "cms/index.html": '<!doctype html><html lang="en"><body><script src="/cms/decap-cms.js"></script></body></html>',
    "cms/config.yml": "{}\n",
    "cms/decap-cms.js": "decap()",
    "cms/12.decap-cms.js": "chunk()",
    "cms/ab12.wasm": "",
  }
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, name), text)
  }
  output = writeCdnOutput({ publicDir, matchPaths: [], apiOrigin: null, hsts: true })
})

afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }))

const headersAt = (urlPath: string) => evaluateHeaderRules(output.headerRules, urlPath)

describe("_headers for /cms/*", () => {
  it("is written as one block that detaches, then sets, the editor's headers and its Cache-Control", () => {
    const text = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
    // Pages keeps only the last block of a pattern written twice: every pattern is written once.
    const patterns = text.split("\n").filter((line) => line.startsWith("/"))
    expect(new Set(patterns).size).toBe(patterns.length)
    const block = /^\/cms\/\*\n((?: {2}.*\n)+)/m.exec(text)?.[1].trimEnd().split("\n") ?? []
    expect(block.slice(0, 4).sort()).toEqual([
      "  ! Cache-Control",
      "  ! Content-Security-Policy",
      "  ! Cross-Origin-Opener-Policy",
      "  ! X-Robots-Tag",
    ])
    expect(block.slice(4).sort()).toEqual([
      "  Cache-Control: no-cache",
      `  Content-Security-Policy: ${cmsContentSecurityPolicy()}`,
      "  Cross-Origin-Opener-Policy: same-origin-allow-popups",
      "  X-Robots-Tag: noindex",
    ])
    // After the rules for every path (/*) and every root bundle (/*.js), whose values it replaces.
    expect(patterns.indexOf("/cms/*")).toBeGreaterThan(patterns.indexOf("/*.js"))
    expect(patterns.indexOf("/*.js")).toBeGreaterThan(patterns.indexOf("/*"))
  })

  it.each(["/cms/", "/cms/index.html", "/cms/config.yml", "/cms/decap-cms.js", "/cms/12.decap-cms.js", "/cms/ab12.wasm", "/cms/gone.js"])(
    "%s gets the editor's policy alone, noindex and no-cache",
    (urlPath) => {
      const headers = headersAt(urlPath)
      expect(headers["content-security-policy"]).toBe(cmsContentSecurityPolicy())
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
      expect(headers["x-robots-tag"]).toBe("noindex")
      expect(headers["cache-control"]).toBe(NO_CACHE)
      expect(headers["x-content-type-options"]).toBe("nosniff")
    },
  )

  it("would give the editor both policies joined without its detaches", () => {
    const rules = output.headerRules.map((rule) => (rule.pattern === "/cms/*" ? { ...rule, detach: [] } : rule))
    const joined = evaluateHeaderRules(rules, "/cms/")["content-security-policy"]
    expect(joined).toContain(", default-src 'self'")
    expect(joined).not.toBe(cmsContentSecurityPolicy())
  })

  it("leaves every other path as it was: the page's policy with its hashes, no noindex, root bundles immutable", () => {
    const about = headersAt("/about")
    const html = fs.readFileSync(path.join(publicDir, "about/index.html"), "utf8")
    expect(about["content-security-policy"]).toContain(inlineScriptHashes(html)[0])
    expect(about["content-security-policy"]).not.toContain("unsafe-eval")
    expect(about["x-robots-tag"]).toBeUndefined()
    expect(about["cross-origin-opener-policy"]).toBeUndefined()
    expect(headersAt("/app-0123456789abcdef0123.js")["cache-control"]).toBe(IMMUTABLE)
  })

  it("does not treat the editor as a page: no page rules, no redirects", () => {
    expect(pagePaths(siteFiles(publicDir))).toEqual(["/", "/about"])
    expect(fs.readFileSync(path.join(publicDir, "_redirects"), "utf8")).not.toContain("/cms")
    expect(output.headerRules.filter((rule) => rule.pattern.startsWith("/cms")).map((rule) => rule.pattern)).toEqual([
      cmsHeaderRule().pattern,
    ])
  })
})

describe("the CDN and our server agree under /cms/", () => {
  it.each(["/cms/", "/cms/config.yml", "/cms/decap-cms.js", "/cms/ab12.wasm"])("%s", async (urlPath) => {
    const app = await buildApp(
      loadConfig({ PUBLIC_DIR: publicDir, GATSBY_CACHE_DIR: path.join(publicDir, ".cache"), DATA_DIR: publicDir }, publicDir),
    )
    try {
      // As on the live site: opened on localhost, our server's policy also allows decap-server.
      const response = await app.inject({ method: "GET", url: urlPath, headers: { host: "www.example.com" } })
      expect(response.statusCode).toBe(200)
      const cdn = headersAt(urlPath)
      for (const name of ["content-security-policy", "cross-origin-opener-policy", "x-robots-tag", "cache-control", "x-frame-options"]) {
        expect([urlPath, name, cdn[name]]).toEqual([urlPath, name, response.headers[name]])
      }
    } finally {
      await app.close()
    }
  })
})
