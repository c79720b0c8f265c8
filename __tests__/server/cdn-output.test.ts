/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { buildApp } from "../../server/app"
import {
  API_PATH_PATTERNS,
  MAX_HEADER_RULES,
  cacheControlRules,
  evaluateHeaderRules,
  formatHeaders,
  formatRedirects,
  pagePaths,
  parseApiOrigin,
  siteFiles,
  stageCdnDir,
  writeCdnOutput,
  type CdnOutput,
} from "../../common/cdn-output"
import { loadConfig } from "../../server/config"
import { TRAILING_SLASH, canonicalPagePath, otherPageSpelling, pageSpellingRedirect } from "../../common/page-spelling"
import { contentSecurityPolicy, inlineScriptHashes, staticSecurityHeaders } from "../../common/security-headers"
import { IMMUTABLE, MEDIA, REVALIDATE, cacheControlFor, type MatchPath } from "../../common/site-files"

const FONT = "/static/inter-subset-0123456789abcdef.woff2"
const page = (name: string, pagePath: string, extra = ""): string =>
  `<!DOCTYPE html><html><head><title>${name}</title>` +
  `<link rel="preload" as="font" type="font/woff2" href="${FONT}" crossorigin="anonymous"/>` +
  `<script>window.pagePath=${JSON.stringify(pagePath)};</script>${extra}</head><body><h1>${name}</h1>` +
  `<script type="application/ld+json">{"@type":"Thing"}</script><script src="/app-0123456789abcdef0123.js" async></script></body></html>`

const MATCH_PATHS: MatchPath[] = [
  { path: "/about", matchPath: "/about" },
  { path: "/service/__fallback", matchPath: "/service/*" },
]

/** A miniature of a build: pages, Gatsby's internals, hashed and plain assets. */
function buildFixture(): string {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cdn-output-"))
  const files: Record<string, string> = {
    "index.html": page("Home", "/"),
    "about/index.html": page("About us", "/about"),
    "blog/index.html": page("Blog", "/blog"),
    "blog/404.html": page("No such post", "/blog/404"),
    "service/seo-services/index.html": page("SEO", "/service/seo-services"),
    "service/crisis-&-preception-mangement/index.html": page("Crisis", "/service/crisis-&-preception-mangement"),
    "service/facebook-instagram-marketing-Agency/index.html": page("Facebook", "/service/facebook-instagram-marketing-Agency"),
    "service/__fallback/index.html": page("Fallback", "/service/__fallback", '<meta name="robots" content="noindex, follow"/>'),
    "404.html": page("Not found", "/404.html", '<script>setTimeout(()=>location.assign("/"),3000)</script>'),
    "404/index.html": page("Not found", "/404"),
    "app-0123456789abcdef0123.js": "app()",
    "framework-0123456789abcdef0123.js": "framework()",
    "app-0123456789abcdef0123.js.map": "{}",
    "app-0123456789abcdef0123.js.LICENSE.txt": "MIT",
    "webpack.stats.json": "{}",
    "chunk-map.json": "{}",
    "static/0123abcd/font.woff2": "font",
    "static/4567/image.webp": "image",
    "media/videos/clip.mp4": "video",
    "~partytown/partytown.js": "partytown()",
    "page-data/app-data.json": '{"webpackCompilationHash":"abc"}',
    "page-data/index/page-data.json": "{}",
    "sitemap-index.xml": "<sitemapindex/>",
    "rss.xml": "<rss/>",
    "robots.txt": "User-agent: *",
    "manifest.webmanifest": "{}",
    "_gatsby/slices/_gatsby-scripts-1.html": "<script>slice()</script>",
  }
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(publicDir, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, content)
  }
  return publicDir
}

let publicDir: string
let output: CdnOutput

beforeAll(() => {
  publicDir = buildFixture()
  output = writeCdnOutput({ publicDir, matchPaths: MATCH_PATHS, apiOrigin: "https://api.example.com", hsts: true })
})

afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }))

const headersAt = (urlPath: string) => evaluateHeaderRules(output.headerRules, urlPath)
const policyOf = (file: string) => contentSecurityPolicy(inlineScriptHashes(fs.readFileSync(path.join(publicDir, file), "utf8")))

describe("_headers", () => {
  it("gives every file of the build the Cache-Control our server gives it", () => {
    const files = siteFiles(publicDir)
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) expect([file, headersAt(`/${file}`)["cache-control"]]).toEqual([file, cacheControlFor(file)])
    // The fixture has all three lifetimes, so the check above is not trivially true.
    expect(new Set(files.map(cacheControlFor))).toEqual(new Set([REVALIDATE, IMMUTABLE, MEDIA]))
  })

  it("derives Cache-Control rules for a real-sized mix with few rules", () => {
    const files = [
      ...Array.from({ length: 90 }, (_, i) => `${i}-${"0123456789abcdef".repeat(2).slice(0, 20)}.js`),
      ...Array.from({ length: 300 }, (_, i) => `static/${i}/image.webp`),
      "~partytown/partytown.js",
      "media/a.mp4",
      "sw.js",
    ]
    const rules = cacheControlRules(files)
    expect(rules.length).toBeLessThanOrEqual(6)
    for (const file of files) {
      expect([file, evaluateHeaderRules(rules, `/${file}`)["cache-control"] ?? REVALIDATE]).toEqual([file, cacheControlFor(file)])
    }
  })

  it("gives every page its own policy, with a hash for each of its inline scripts, and its font preload", () => {
    for (const [urlPath, file] of [
      ["/", "index.html"],
      ["/index", "index.html"],
      ["/index.html", "index.html"],
      ["/about", "about/index.html"],
      ["/blog", "blog/index.html"],
      ["/service/seo-services", "service/seo-services/index.html"],
      ["/service/crisis-&-preception-mangement", "service/crisis-&-preception-mangement/index.html"],
      ["/service/crisis-%26-preception-mangement", "service/crisis-&-preception-mangement/index.html"],
      ["/service/facebook-instagram-marketing-Agency", "service/facebook-instagram-marketing-Agency/index.html"],
      ["/service/no-such-service", "service/__fallback/index.html"],
      ["/no-such-page", "404.html"],
      ["/blog/no-such-post", "blog/404.html"],
    ]) {
      const headers = headersAt(urlPath)
      expect([urlPath, headers["content-security-policy"]]).toEqual([urlPath, policyOf(file)])
      expect(headers["content-security-policy"]).toContain(inlineScriptHashes(fs.readFileSync(path.join(publicDir, file), "utf8"))[0])
      if (file.endsWith("index.html"))
        expect([urlPath, headers.link]).toEqual([urlPath, `<${FONT}>; rel=preload; as=font; type="font/woff2"; crossorigin`])
    }
    expect(policyOf("about/index.html")).not.toBe(policyOf("index.html"))
  })

  it("sends the server's security headers on everything", () => {
    for (const urlPath of ["/", "/about", "/app-0123456789abcdef0123.js", "/no-such-page"]) {
      const headers = headersAt(urlPath)
      for (const [name, value] of Object.entries(staticSecurityHeaders({ hsts: true }))) {
        expect([urlPath, name, headers[name.toLowerCase()]]).toEqual([urlPath, name, value])
      }
    }
  })

  it("leaves HSTS out when the server would", () => {
    const rules = writeCdnOutput({ publicDir, matchPaths: MATCH_PATHS, apiOrigin: null, hsts: false }).headerRules
    expect(evaluateHeaderRules(rules, "/")["strict-transport-security"]).toBeUndefined()
    writeCdnOutput({ publicDir, matchPaths: MATCH_PATHS, apiOrigin: "https://api.example.com", hsts: true })
  })

  it("is written as Pages reads it: pattern lines, then indented headers and detaches", () => {
    const text = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
    expect(text).toBe(formatHeaders(output.headerRules))
    expect(text).toMatch(
      /^\/about\n {2}! Content-Security-Policy\n {2}! Link\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/m,
    )
    expect(text.split("\n").filter((line) => line.startsWith("/")).length).toBe(output.headerRules.length)
    expect(output.headerRules.length).toBeLessThanOrEqual(MAX_HEADER_RULES)
  })

  it("refuses to write more rules than Pages reads", () => {
    const big = fs.mkdtempSync(path.join(os.tmpdir(), "cdn-big-"))
    try {
      for (let i = 0; i <= MAX_HEADER_RULES; i++) {
        fs.mkdirSync(path.join(big, `page-${i}`), { recursive: true })
        fs.writeFileSync(path.join(big, `page-${i}`, "index.html"), page(`Page ${i}`, `/page-${i}`))
      }
      expect(() => writeCdnOutput({ publicDir: big, matchPaths: [], apiOrigin: null, hsts: true })).toThrow(
        /_headers needs \d+ rules; Cloudflare Pages reads at most 100/,
      )
    } finally {
      fs.rmSync(big, { recursive: true, force: true })
    }
  })
})

describe("_redirects", () => {
  const text = () => fs.readFileSync(path.join(publicDir, "_redirects"), "utf8")

  it("serves /index and /index.html as home", () => {
    expect(text()).toContain("\n/index / 200\n/index.html / 200\n")
  })

  it("serves each page at its canonical spelling and sends the other one there with a 301, as page-spelling says", () => {
    const lines = text().split("\n")
    for (const pagePath of [
      "/about",
      "/blog",
      "/service/seo-services",
      "/service/facebook-instagram-marketing-Agency",
      "/service/crisis-&-preception-mangement",
    ]) {
      expect(lines).toContain(`${otherPageSpelling(pagePath)} ${pagePath} 301`)
      expect(lines).toContain(`${pagePath} ${pagePath}/ 200`)
    }
    expect(lines).toContain("/service/crisis-%26-preception-mangement /service/crisis-&-preception-mangement/ 200")
    expect(lines).toContain("/service/crisis-%26-preception-mangement/ /service/crisis-&-preception-mangement 301")
    expect(text()).toBe(formatRedirects(output.redirectRules))
  })

  it("puts the client-only fallback after every service page, and leaves not-found routes to Pages' 404", () => {
    const lines = text().split("\n")
    const fallback = lines.indexOf("/service/* /service/__fallback/ 200")
    expect(fallback).toBeGreaterThan(lines.indexOf("/service/seo-services /service/seo-services/ 200"))
    expect(fallback).toBe(lines.findLastIndex((line) => line.startsWith("/service/")))
    expect(text()).not.toMatch(/^\/blog\/\*/m)
    expect(text()).not.toMatch(/^\/404/m)
  })
})

describe("the enquiry API on the same origin", () => {
  it("a worker forwards /user/* and /admin/* to API_ORIGIN, and only those reach it", () => {
    const worker = fs.readFileSync(path.join(publicDir, "_worker.js"), "utf8")
    // edge/worker.ts bundled, the origin written in.
    expect(worker).toContain('new URL(url.pathname + url.search, "https://api.example.com")')
    expect(worker).toContain("env.ASSETS.fetch(request)")
    expect(worker).not.toMatch(/^import /m)
    expect(JSON.parse(fs.readFileSync(path.join(publicDir, "_routes.json"), "utf8"))).toEqual({
      version: 1,
      include: [...API_PATH_PATTERNS],
      exclude: [],
    })
  })

  it("without API_ORIGIN no worker is written", () => {
    writeCdnOutput({ publicDir, matchPaths: MATCH_PATHS, apiOrigin: null, hsts: true })
    expect(fs.existsSync(path.join(publicDir, "_worker.js"))).toBe(false)
    expect(fs.existsSync(path.join(publicDir, "_routes.json"))).toBe(false)
    output = writeCdnOutput({ publicDir, matchPaths: MATCH_PATHS, apiOrigin: "https://api.example.com", hsts: true })
  })

  it.each([
    ["https://api.example.com", "https://api.example.com"],
    ["https://api.example.com/", "https://api.example.com"],
    ["http://10.0.0.5:9000", "http://10.0.0.5:9000"],
    ["", null],
    [undefined, null],
  ])("API_ORIGIN=%j is %j", (value, expected) => {
    expect(parseApiOrigin(value)).toBe(expected)
  })

  it.each(["api.example.com", "ftp://api.example.com", "https://api.example.com/user", "https://user:pw@api.example.com"])(
    "API_ORIGIN=%j is refused with the variable named",
    (value) => {
      expect(() => parseApiOrigin(value)).toThrow(/^API_ORIGIN must be/)
    },
  )
})

describe("what is deployed", () => {
  it("is the build without its internals, with the CDN files", () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cdn-stage-")), "cdn")
    try {
      stageCdnDir(publicDir, out, { matchPaths: MATCH_PATHS, apiOrigin: null, hsts: true })
      for (const internal of ["app-0123456789abcdef0123.js.map", "webpack.stats.json", "chunk-map.json"]) {
        expect([internal, fs.existsSync(path.join(out, internal))]).toEqual([internal, false])
      }
      expect(fs.readFileSync(path.join(out, "service/crisis-&-preception-mangement/index.html"), "utf8")).toContain("Crisis")
      expect(fs.existsSync(path.join(out, "_headers"))).toBe(true)
      expect(fs.existsSync(path.join(out, "_redirects"))).toBe(true)
      expect(fs.existsSync(path.join(out, "_worker.js"))).toBe(false)
      // Staging writes its own CDN files without touching the build's.
      expect(fs.existsSync(path.join(publicDir, "_worker.js"))).toBe(true)
      expect(pagePaths(siteFiles(out))).toEqual(pagePaths(siteFiles(publicDir)))
    } finally {
      fs.rmSync(path.dirname(out), { recursive: true, force: true })
    }
  })

  it("is never the build itself, inside it or around it (the folder is replaced)", () => {
    for (const out of [publicDir, path.join(publicDir, "cdn"), path.dirname(publicDir)]) {
      expect(() => stageCdnDir(publicDir, out, { matchPaths: MATCH_PATHS, apiOrigin: null, hsts: true })).toThrow(
        /must be outside the build/,
      )
    }
    expect(fs.existsSync(path.join(publicDir, "index.html"))).toBe(true)
  })

  it("our server does not serve the CDN's files", async () => {
    const app = await buildApp(
      loadConfig({
        PUBLIC_DIR: publicDir,
        GATSBY_CACHE_DIR: path.join(publicDir, ".none"),
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "cdn-data-")),
      }),
    )
    try {
      for (const file of ["_headers", "_redirects", "_worker.js", "_routes.json"]) {
        expect(fs.existsSync(path.join(publicDir, file))).toBe(true)
        expect([file, (await app.inject({ method: "GET", url: `/${file}` })).statusCode]).toEqual([file, 404])
      }
    } finally {
      await app.close()
    }
  })
})

describe("one address per page", () => {
  it("follows Gatsby's trailingSlash setting", () => {
    const gatsbyConfig = fs.readFileSync(path.resolve(__dirname, "../../gatsby-config.ts"), "utf8")
    expect(gatsbyConfig).toMatch(new RegExp(`trailingSlash: "${TRAILING_SLASH}"`))
  })

  it.each([
    ["/about/", "/about"],
    ["/about", "/about"],
    ["/", "/"],
  ])("the canonical spelling of %s is %s", (input, expected) => {
    expect(canonicalPagePath(input)).toBe(expected)
  })

  it("redirects only the other spelling, keeping reserved characters", () => {
    expect(pageSpellingRedirect(["about"], true)).toBe("/about")
    expect(pageSpellingRedirect(["about"], false)).toBeNull()
    expect(pageSpellingRedirect([], true)).toBeNull()
    expect(pageSpellingRedirect(["service", "crisis-&-preception-mangement"], true)).toBe("/service/crisis-&-preception-mangement")
    expect(pageSpellingRedirect(["service", "a b?"], true)).toBe("/service/a%20b%3F")
  })
})
