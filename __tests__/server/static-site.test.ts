/** @jest-environment node */
import { randomBytes } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import type { FastifyInstance } from "fastify"
import { buildApp } from "../../server/app"
import { loadConfig } from "../../server/config"
import { IMMUTABLE, MEDIA, REVALIDATE, cacheControlFor, matchesMatchPath, readMatchPaths, safeSegments } from "../../common/site-files"

const page = (name: string): string => `<!DOCTYPE html><html><head><title>${name}</title></head><body><h1>${name}</h1></body></html>`

// Large enough to be worth compressing, repetitive enough that compression visibly shrinks it.
const APP_JS = `(()=>{${"window.__site=(window.__site||0)+1;".repeat(200)}})();`
const VIDEO = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251))

/** A miniature of what `gatsby build` leaves behind, plus things that must never be served. */
function buildFixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "static-site-"))
  const files: Record<string, string | Buffer> = {
    "public/index.html": page("Home"),
    "public/about/index.html": page("About us"),
    // The build's brotli copy (gatsby/precompress.ts), marked so a test can tell it was sent.
    "public/about/index.html.br": zlib.brotliCompressSync(page("About us, from the build's copy")),
    "public/404.html": page("Page not found"),
    "public/404/index.html": page("Page not found"),
    "public/service/crisis-&-preception-mangement/index.html": page("Crisis and perception management"),
    "public/service/facebook-instagram-marketing-Agency/index.html": page("Facebook and Instagram agency"),
    "public/service/seo-services/index.html": page("SEO services"),
    "public/service/__fallback/index.html": page("Service fallback"),
    "public/blog/404.html": page("Blog post not found"),
    "public/app-4f2c8a1b9e3d7c6a5b4e.js": APP_JS,
    "public/styles.0123456789abcdef0123.css": "body{margin:0}",
    "public/static/logo-9f8e7d6c5b4a.png": Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    "public/page-data/app-data.json": '{"webpackCompilationHash":"abc"}',
    "public/page-data/index/page-data.json": '{"path":"/"}',
    "public/sw.js": "self.addEventListener('fetch',()=>{})",
    "public/robots.txt": "User-agent: *\nAllow: /\n",
    "public/favicon-32x32.png": Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    "public/manifest.webmanifest": '{"name":"Saffron Reach"}',
    "public/media/banner.mp4": VIDEO,
    "public/.env": "SECRET_IN_DOTFILE",
    "public/.cache/state.json": '{"secret":"SECRET_IN_DOT_FOLDER"}',
    "secret.txt": "SECRET_OUTSIDE_PUBLIC",
    ".cache/match-paths.json": JSON.stringify([
      { path: "/account/", matchPath: "/account/*" },
      { path: "/service/__fallback/", matchPath: "/service/*" },
    ]),
  }
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, content)
  }
  return root
}

const configFor = (root: string, publicDir = path.join(root, "public")) =>
  loadConfig({ PUBLIC_DIR: publicDir, GATSBY_CACHE_DIR: path.join(root, ".cache"), DATA_DIR: root }, root)

let root: string
let app: FastifyInstance

beforeAll(async () => {
  root = buildFixture()
  app = await buildApp(configFor(root))
})

afterAll(async () => {
  await app.close()
  fs.rmSync(root, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers })

/**
 * The fastest of five answers to `url`, after one to warm up: what the work costs, without the
 * pauses another process or a collection of garbage adds to a single request on a busy machine.
 */
async function fastest(url: string): Promise<{ statusCode: number; body: string; ms: number }> {
  await get(url)
  let best = { statusCode: 0, body: "", ms: Infinity }
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now()
    const { statusCode, body } = await get(url)
    const ms = performance.now() - started
    if (ms < best.ms) best = { statusCode, body, ms }
  }
  return best
}

describe("clean URLs", () => {
  it.each([
    ["/", "Home"],
    ["/index.html", "Home"],
    ["/index", "Home"],
    ["/about", "About us"],
    ["/about/index.html", "About us"],
  ])("%s serves the page %s with status 200 and no redirect", async (url, heading) => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers.location).toBeUndefined()
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.body).toContain(`<h1>${heading}</h1>`)
  })

  it("answers HEAD with the headers of GET and no body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/about" })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-length"]).toBe(String(Buffer.byteLength(page("About us"))))
    expect(response.body).toBe("")
  })

  it("ignores the query string", async () => {
    const response = await get("/about?utm_source=newsletter")
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain("<h1>About us</h1>")
  })

  it.each([
    ["/about/", "/about"],
    ["/index/", "/index"],
    ["/about/?utm_source=newsletter", "/about?utm_source=newsletter"],
    ["/service/crisis-&-preception-mangement/", "/service/crisis-&-preception-mangement"],
    ["/service/crisis-%26-preception-mangement/", "/service/crisis-&-preception-mangement"],
  ])("%s is the other spelling of a page: 301 to %s", async (url, location) => {
    const response = await get(url)
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(location)
  })
})

describe("paths as the spec spells them", () => {
  it.each(["/service/crisis-&-preception-mangement", "/service/crisis-%26-preception-mangement"])(
    "%s reaches the crisis management page",
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain("<h1>Crisis and perception management</h1>")
    },
  )

  it("keeps upper case in slugs", async () => {
    const response = await get("/service/facebook-instagram-marketing-Agency")
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain("<h1>Facebook and Instagram agency</h1>")
  })

  it("is case-sensitive: a lower-case variant is not the same file", async () => {
    const response = await get("/service/facebook-instagram-marketing-agency")
    expect(response.body).not.toContain("Facebook and Instagram agency")
  })
})

describe("files that must never be served", () => {
  it.each(["/.env", "/%2eenv", "/.cache/state.json", "/.cache/", "/about/.env"])("%s is a 404", async (url) => {
    const response = await get(url)
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain("SECRET")
  })

  it.each(["/..%2fsecret.txt", "/static/..%2f..%2fsecret.txt", "/about/%2e%2e%2f%2e%2e%2fsecret.txt", "/..%5csecret.txt"])(
    "%s (traversal) is a 404",
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain("SECRET")
    },
  )

  it("rejects traversal sent verbatim over a socket, where no client normalises the path", async () => {
    // Closed with the app in afterAll.
    const address = await app.listen({ host: "127.0.0.1", port: 0 })
    for (const rawPath of ["/../secret.txt", "/about/../../secret.txt", "/%2e%2e/secret.txt"]) {
      const { status, body } = await rawGet(address, rawPath)
      expect({ rawPath, status }).toEqual({ rawPath, status: 404 })
      expect(body).not.toContain("SECRET")
    }
  })
})

/** A GET with the path written to the socket exactly as given (fetch would resolve `..`). */
async function rawGet(address: string, rawPath: string): Promise<{ status: number; body: string }> {
  const http = await import("node:http")
  const { hostname, port } = new URL(address)
  return new Promise((resolve, reject) => {
    const request = http.get({ host: hostname, port, path: rawPath, agent: false }, (response) => {
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk: string) => (body += chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on("error", reject)
  })
}

describe("client-only routes from match-paths.json", () => {
  it("serves the fallback page for an unknown service with status 200", async () => {
    const response = await get("/service/some-new-offer")
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain("<h1>Service fallback</h1>")
    expect(response.headers["cache-control"]).toBe(REVALIDATE)
  })

  it("lets static files win over the match path", async () => {
    const response = await get("/service/seo-services")
    expect(response.body).toContain("<h1>SEO services</h1>")
  })

  it("answers a missing file with the nearest 404.html, with status 404", async () => {
    for (const url of ["/blog/a-post-that-does-not-exist", "/blog/a/b", "/blog/404.html"]) {
      const response = await get(url)
      expect([url, response.statusCode]).toEqual([url, 404])
      expect(response.body).toContain("<h1>Blog post not found</h1>")
    }
    const outside = await get("/no-such-page")
    expect(outside.statusCode).toBe(404)
    expect(outside.body).toContain("<h1>Page not found</h1>")
  })

  it("finds the nearest 404.html in constant work, however deep the address, and follows a rebuild", async () => {
    // Within the request-target limit: some 1,000 segments under /blog/.
    const deep = `/blog${"/a".repeat(1_000)}`
    const response = await fastest(deep)
    expect([response.statusCode, response.ms < 50]).toEqual([404, true])
    expect(response.body).toContain("<h1>Blog post not found</h1>")
    // A new build with a folder of its own 404.html: its root 404.html is written again.
    fs.mkdirSync(path.join(root, "public/guides"), { recursive: true })
    fs.writeFileSync(path.join(root, "public/guides/404.html"), page("Guide not found"))
    const later = new Date(Date.now() + 60_000)
    fs.utimesSync(path.join(root, "public/404.html"), later, later)
    expect((await get("/guides/no-such-guide")).body).toContain("<h1>Guide not found</h1>")
    fs.rmSync(path.join(root, "public/guides"), { recursive: true })
  })

  it("answers an address longer than 2,048 bytes with 414 at once: 7,000 segments", async () => {
    const deep = `${"/a".repeat(7_000)}/x`
    const response = await fastest(deep)
    expect([response.statusCode, response.ms < 50]).toEqual([414, true])
    expect(response.body).toBe("The address is too long.")
    expect((await get(`/blog/${"x".repeat(2_000)}`)).statusCode).toBe(404)
    for (const url of [`/user/create/?${"a".repeat(3_000)}`, `/admin?${"a".repeat(3_000)}`]) {
      const api = await get(url)
      expect([api.statusCode, api.json().error.message]).toEqual([414, "The address is too long."])
    }
  })

  it("follows Gatsby's router semantics", () => {
    expect(matchesMatchPath("/service/*", "/service/x")).toBe(true)
    expect(matchesMatchPath("/service/*", "/service/x/y")).toBe(true)
    expect(matchesMatchPath("/service/*", "/service")).toBe(true)
    expect(matchesMatchPath("/service/*", "/services")).toBe(false)
    expect(matchesMatchPath("/service/*", "/blog/x")).toBe(false)
    expect(matchesMatchPath("/user/:id", "/user/42")).toBe(true)
    expect(matchesMatchPath("/user/:id", "/user/42/edit")).toBe(false)
    expect(matchesMatchPath("/user/:id", "/user")).toBe(false)
  })

  it("reads match-paths.json in order and treats a missing file as no routes", () => {
    expect(readMatchPaths(path.join(root, ".cache")).map((entry) => entry.matchPath)).toEqual(["/account/*", "/service/*"])
    expect(readMatchPaths(path.join(root, "no-such-cache"))).toEqual([])
  })
})

describe("not found", () => {
  it("answers an unknown path with 404.html and status 404", async () => {
    const response = await get("/no-such-page")
    expect(response.statusCode).toBe(404)
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.body).toContain("<h1>Page not found</h1>")
  })

  it("answers a missing asset with 404 too", async () => {
    const response = await get("/static/missing-0123456789.png")
    expect(response.statusCode).toBe(404)
  })

  it("keeps the 404 status for the 404 page's own addresses and for conditional requests", async () => {
    for (const url of ["/404.html", "/404", "/404/"]) {
      const response = await get(url, { "if-none-match": "*", "if-modified-since": new Date().toUTCString() })
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 })
      expect(response.body).toContain("Page not found")
    }
  })

  it("answers a plain 404 when the build has no 404.html", async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), "static-site-bare-"))
    fs.mkdirSync(path.join(bare, "public"))
    const bareApp = await buildApp(configFor(bare))
    try {
      const response = await bareApp.inject({ method: "GET", url: "/anything" })
      expect(response.statusCode).toBe(404)
      expect(response.headers["content-type"]).toMatch(/^text\/plain/)
    } finally {
      await bareApp.close()
      fs.rmSync(bare, { recursive: true, force: true })
    }
  })
})

describe("caching", () => {
  it.each([
    ["/", REVALIDATE],
    ["/about", REVALIDATE],
    ["/page-data/app-data.json", REVALIDATE],
    ["/page-data/index/page-data.json", REVALIDATE],
    ["/sw.js", REVALIDATE],
    ["/app-4f2c8a1b9e3d7c6a5b4e.js", IMMUTABLE],
    ["/styles.0123456789abcdef0123.css", IMMUTABLE],
    ["/static/logo-9f8e7d6c5b4a.png", IMMUTABLE],
    ["/media/banner.mp4", MEDIA],
    ["/robots.txt", REVALIDATE],
    ["/favicon-32x32.png", REVALIDATE],
    ["/manifest.webmanifest", REVALIDATE],
  ])("%s is served with Cache-Control %s", async (url, expected) => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers["cache-control"]).toBe(expected)
  })

  it("does not take an unhashed root script for a hashed one", () => {
    expect(cacheControlFor("vendor.js")).toBe(REVALIDATE)
    expect(cacheControlFor("nested/app-4f2c8a1b9e3d7c6a5b4e.js")).toBe(REVALIDATE)
  })

  it("answers 304 to If-None-Match with the current ETag, and 200 to a stale one", async () => {
    // The same Accept-Encoding on both, as a browser sends it: the brotli copy has its own ETag.
    const first = await get("/about", { "accept-encoding": "br" })
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    expect(first.headers["last-modified"]).toBeTruthy()

    const revalidated = await get("/about", { "if-none-match": etag, "accept-encoding": "br" })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe("")
    expect(revalidated.headers["content-encoding"]).toBeUndefined()

    const stale = await get("/about", { "if-none-match": 'W/"stale"' })
    expect(stale.statusCode).toBe(200)
  })

  it("answers 304 to If-Modified-Since for an asset", async () => {
    const first = await get("/robots.txt")
    const response = await get("/robots.txt", { "if-modified-since": first.headers["last-modified"] as string })
    expect(response.statusCode).toBe(304)
  })
})

describe("compression and ranges", () => {
  it.each([
    ["br", (body: Buffer) => zlib.brotliDecompressSync(body)],
    ["gzip", (body: Buffer) => zlib.gunzipSync(body)],
  ] as const)("compresses scripts with %s", async (encoding, decompress) => {
    const response = await get("/app-4f2c8a1b9e3d7c6a5b4e.js", { "accept-encoding": encoding })
    expect(response.headers["content-encoding"]).toBe(encoding)
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(APP_JS))
    expect(decompress(response.rawPayload).toString("utf8")).toBe(APP_JS)
  })

  it("sends a page's brotli copy from the build to a client that takes brotli, as HTML", async () => {
    for (const acceptEncoding of ["br", "gzip, deflate, br, zstd", "gzip;q=0.5, br;q=1.0"]) {
      const response = await get("/about", { "accept-encoding": acceptEncoding })
      expect(response.statusCode).toBe(200)
      expect(response.headers["content-encoding"]).toBe("br")
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
      expect(response.headers.vary).toMatch(/accept-encoding/i)
      expect(response.headers["cache-control"]).toBe(REVALIDATE)
      expect(zlib.brotliDecompressSync(response.rawPayload).toString("utf8")).toContain("from the build's copy")
    }
  })

  it("compresses the page itself for a client that refuses brotli, and never serves the copy as a file", async () => {
    for (const acceptEncoding of ["gzip", "gzip, br;q=0"]) {
      const response = await get("/about", { "accept-encoding": acceptEncoding })
      expect(response.headers["content-encoding"]).toBe("gzip")
      expect(zlib.gunzipSync(response.rawPayload).toString("utf8")).toBe(page("About us"))
    }
    expect((await get("/about/index.html.br")).statusCode).toBe(404)
  })

  it("compresses the HTML of the 404 page too", async () => {
    const big = fs.mkdtempSync(path.join(os.tmpdir(), "static-site-404-"))
    const html = page("Page not found").replace("</body>", `${"<p>Try the home page.</p>".repeat(100)}</body>`)
    fs.mkdirSync(path.join(big, "public"))
    fs.writeFileSync(path.join(big, "public", "404.html"), html)
    const bigApp = await buildApp(configFor(big))
    try {
      const response = await bigApp.inject({ method: "GET", url: "/nope", headers: { "accept-encoding": "gzip" } })
      expect(response.statusCode).toBe(404)
      expect(response.headers["content-encoding"]).toBe("gzip")
      expect(zlib.gunzipSync(response.rawPayload).toString("utf8")).toBe(html)
    } finally {
      await bigApp.close()
      fs.rmSync(big, { recursive: true, force: true })
    }
  })

  it("leaves video untouched", async () => {
    const response = await get("/media/banner.mp4", { "accept-encoding": "br, gzip" })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toBe("video/mp4")
    expect(response.headers["content-encoding"]).toBeUndefined()
    expect(response.rawPayload.equals(VIDEO)).toBe(true)
  })

  it("answers a Range request on the video with 206 and the requested bytes", async () => {
    const response = await get("/media/banner.mp4", { range: "bytes=100-199", "accept-encoding": "gzip" })
    expect(response.statusCode).toBe(206)
    expect(response.headers["accept-ranges"]).toBe("bytes")
    expect(response.headers["content-range"]).toBe(`bytes 100-199/${VIDEO.length}`)
    expect(response.headers["content-encoding"]).toBeUndefined()
    expect(response.rawPayload.equals(VIDEO.subarray(100, 200))).toBe(true)
  })

  it("answers an open-ended Range as Chromium sends it", async () => {
    const response = await get("/media/banner.mp4", { range: "bytes=0-" })
    expect(response.statusCode).toBe(206)
    expect(response.headers["content-length"]).toBe(String(VIDEO.length))
  })
})

describe("a visitor who leaves mid-answer", () => {
  it("is logged below error level: the server did nothing wrong", async () => {
    const lines: string[] = []
    const logged = await buildApp(configFor(root), { logStream: { write: (line) => void lines.push(line) } })
    // A page too big and too random to be sent before the client goes, compressed as it is sent.
    fs.writeFileSync(path.join(root, "public", "long.html"), randomBytes(3 * 1024 * 1024).toString("hex"))
    try {
      const url = new URL(await logged.listen({ host: "127.0.0.1", port: 0 }))
      await new Promise<void>((resolve, reject) => {
        const request = http.get(
          { host: url.hostname, port: url.port, path: "/long.html", headers: { "accept-encoding": "gzip" } },
          (response) => {
            response.once("data", () => {
              request.destroy()
              resolve()
            })
          },
        )
        request.on("error", (error) => (request.destroyed ? undefined : reject(error)))
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      const levels = lines.map((line) => JSON.parse(line) as { level: number; msg?: string })
      expect(levels.filter((line) => line.level >= 50)).toEqual([])
      expect(levels.some((line) => line.level === 30 && line.msg === "premature close")).toBe(true)
    } finally {
      await logged.close()
      fs.rmSync(path.join(root, "public", "long.html"))
    }
  })
})

describe("methods", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const)("%s on a page is 405 with Allow", async (method) => {
    const response = await app.inject({
      method,
      url: "/about/",
      payload: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe("GET, HEAD")
    expect(response.json()).toEqual({
      data: null,
      error: { code: "method_not_allowed", message: expect.any(String) },
    })
  })

  it("leaves the enquiry API to its own plugin", async () => {
    const response = await app.inject({ method: "POST", url: "/user/create/", payload: { name: "" } })
    expect(response.statusCode).not.toBe(405)
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json()).toMatchObject({ data: null, error: { code: "invalid" } })
  })
})

describe("safeSegments", () => {
  it("decodes once and refuses dot segments, dotfiles, NUL and backslashes", () => {
    expect(safeSegments("/service/crisis-%26-x/?a=1")).toEqual({ segments: ["service", "crisis-&-x"], trailingSlash: true })
    expect(safeSegments("/a/%252e%252e/b")).toEqual({ segments: ["a", "%2e%2e", "b"], trailingSlash: false })
    for (const url of ["/../x", "/a/%2e%2e/x", "/a/./b", "/.git/config", "/a%00.html", "/a%5c..%5cb", "/%E0%A4%A"]) {
      expect({ url, result: safeSegments(url) }).toEqual({ url, result: null })
    }
  })
})
