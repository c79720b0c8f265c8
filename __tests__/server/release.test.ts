/** @jest-environment node */
/**
 * One-machine rebuilds: a build is published into a release folder of its own and `current` is
 * switched with one rename, while a running server (PUBLIC_DIR=releases/current/public) keeps
 * answering every request from one whole build, and serves the new build's pages and client-only
 * routes without a restart.
 */
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { buildApp } from "../../server/app"
import { loadConfig } from "../../server/config"
import { CURRENT, currentRelease, publishRelease, pruneReleases, switchRelease } from "../../server/release"

const page = (build: string, name: string): string =>
  `<!DOCTYPE html><html><head><title>${name}</title><script>window.build=${JSON.stringify(build)}</script></head>` +
  `<body><h1>${name} (${build})</h1>${"<p>Digital marketing in T. Nagar, Chennai.</p>".repeat(200)}</body></html>`

/** What `gatsby build` leaves in public/ and .cache/, for build `name`, with `pages` extra pages. */
function writeBuild(root: string, name: string, options: { clientOnly: string[]; pages?: number }): void {
  const publicDir = path.join(root, "public")
  fs.rmSync(publicDir, { recursive: true, force: true })
  const files: Record<string, string> = {
    "index.html": page(name, "Home"),
    "404.html": page(name, "Not found"),
    "about/index.html": page(name, "About"),
    "service/__fallback/index.html": page(name, "Service fallback"),
    "work/__fallback/index.html": page(name, "Work fallback"),
    "page-data/app-data.json": JSON.stringify({ webpackCompilationHash: `hash-${name}` }),
    [`app-${name === "A" ? "aaaaaaaaaaaa" : "bbbbbbbbbbbb"}.js`]: `console.log(${JSON.stringify(name)})`,
    [`app-${name === "A" ? "aaaaaaaaaaaa" : "bbbbbbbbbbbb"}.js.map`]: "{}",
  }
  for (let i = 0; i < (options.pages ?? 0); i++) files[`blog/post-${i}/index.html`] = page(name, `Post ${i}`)
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), content)
  }
  fs.mkdirSync(path.join(root, ".cache"), { recursive: true })
  const matchPaths = options.clientOnly.map((prefix) => ({ path: `/${prefix}/__fallback`, matchPath: `/${prefix}/*` }))
  fs.writeFileSync(path.join(root, ".cache", "match-paths.json"), JSON.stringify(matchPaths))
}

let root: string
let releasesDir: string
let app: FastifyInstance | undefined

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "release-"))
  releasesDir = path.join(root, "releases")
})

afterEach(async () => {
  await app?.close()
  app = undefined
  fs.rmSync(root, { recursive: true, force: true })
})

const publish = (id: string) =>
  publishRelease({ publicDir: path.join(root, "public"), cacheDir: path.join(root, ".cache"), releasesDir, id })

async function startServer(): Promise<FastifyInstance> {
  const config = loadConfig(
    {
      PUBLIC_DIR: path.join(releasesDir, CURRENT, "public"),
      GATSBY_CACHE_DIR: path.join(releasesDir, CURRENT),
      DATA_DIR: path.join(root, "data"),
      HSTS: "0",
    },
    root,
  )
  const server = await buildApp(config)
  await server.listen({ host: "127.0.0.1", port: 0 })
  return server
}

const get = (server: FastifyInstance, urlPath: string) => server.inject({ method: "GET", url: urlPath })

describe("publishing a release", () => {
  it("copies the build without its internals, with its match paths, and points current at it", () => {
    writeBuild(root, "A", { clientOnly: ["service"] })
    expect(publish("0001")).toBe("0001")
    expect(fs.readlinkSync(path.join(releasesDir, CURRENT))).toBe("0001")
    expect(currentRelease(releasesDir)).toBe("0001")
    expect(fs.readFileSync(path.join(releasesDir, "0001/public/about/index.html"), "utf8")).toContain("About (A)")
    expect(fs.existsSync(path.join(releasesDir, "0001/public/app-aaaaaaaaaaaa.js"))).toBe(true)
    expect(fs.existsSync(path.join(releasesDir, "0001/public/app-aaaaaaaaaaaa.js.map"))).toBe(false)
    expect(JSON.parse(fs.readFileSync(path.join(releasesDir, "0001/match-paths.json"), "utf8"))).toEqual([
      { path: "/service/__fallback", matchPath: "/service/*" },
    ])
    // The release is its own copy: the next build rewriting public/ in place does not touch it.
    fs.writeFileSync(path.join(root, "public", "about", "index.html"), "half-written")
    expect(fs.readFileSync(path.join(releasesDir, "0001/public/about/index.html"), "utf8")).toContain("About (A)")
  })

  it("keeps the current release and the newest others, and refuses to switch to an incomplete one", () => {
    writeBuild(root, "A", { clientOnly: [] })
    for (const id of ["0001", "0002", "0003", "0004"]) publish(id)
    expect(fs.readdirSync(releasesDir).sort()).toEqual(["0002", "0003", "0004", CURRENT])
    switchRelease(releasesDir, "0002")
    expect(pruneReleases(releasesDir, 1)).toEqual(["0003"])
    expect(fs.readdirSync(releasesDir).sort()).toEqual(["0002", "0004", CURRENT])
    fs.mkdirSync(path.join(releasesDir, "0005"))
    expect(() => switchRelease(releasesDir, "0005")).toThrow(/not a complete release/)
    expect(currentRelease(releasesDir)).toBe("0002")
  })
})

describe("a running server across releases", () => {
  it("serves the new build's pages, build id and client-only routes without a restart", async () => {
    writeBuild(root, "A", { clientOnly: ["service"] })
    publish("0001")
    app = await startServer()
    expect((await get(app, "/about")).body).toContain("About (A)")
    expect((await get(app, "/service/anything")).body).toContain("Service fallback (A)")
    expect((await get(app, "/work/anything")).statusCode).toBe(404)
    expect((await get(app, "/healthz")).json().build.id).toBe("hash-A")

    writeBuild(root, "B", { clientOnly: ["service", "work"] })
    publish("0002")
    expect((await get(app, "/about")).body).toContain("About (B)")
    expect((await get(app, "/app-bbbbbbbbbbbb.js")).statusCode).toBe(200)
    expect((await get(app, "/app-aaaaaaaaaaaa.js")).statusCode).toBe(404)
    const work = await get(app, "/work/anything")
    expect(work.statusCode).toBe(200)
    expect(work.body).toContain("Work fallback (B)")
    expect((await get(app, "/healthz")).json().build.id).toBe("hash-B")

    // Back to A: its match paths again, and a policy hashing A's own inline script.
    switchRelease(releasesDir, "0001")
    expect((await get(app, "/work/anything")).statusCode).toBe(404)
    const home = await get(app, "/")
    expect(home.body).toContain("Home (A)")
    expect(String(home.headers["content-security-policy"])).toContain("'sha256-")
  })

  it("answers every request from one whole build while builds are published and switched under load", async () => {
    writeBuild(root, "A", { clientOnly: ["service"], pages: 150 })
    publish("0001")
    const expected = {
      A: { about: page("A", "About"), post: page("A", "Post 7"), fallback: page("A", "Service fallback") },
      B: { about: page("B", "About"), post: page("B", "Post 7"), fallback: page("B", "Service fallback") },
    }
    app = await startServer()
    const { port } = app.server.address() as { port: number }
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
    const fetchText = (urlPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path: urlPath, agent }, (response) => {
            let body = ""
            response.setEncoding("utf8")
            response.on("data", (chunk) => (body += chunk))
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
          })
          .on("error", reject)
      })

    let stop = false
    const seen = { A: 0, B: 0 }
    const failures: string[] = []
    const client = async (urlPath: string, key: "about" | "post" | "fallback") => {
      while (!stop) {
        const { status, body } = await fetchText(urlPath)
        if (status === 200 && body === expected.A[key]) seen.A++
        else if (status === 200 && body === expected.B[key]) seen.B++
        else failures.push(`${urlPath}: ${status} ${body.slice(0, 80)}`)
      }
    }
    const clients = [
      ...Array.from({ length: 3 }, () => client("/about", "about")),
      ...Array.from({ length: 3 }, () => client("/blog/post-7", "post")),
      ...Array.from({ length: 2 }, () => client("/service/some-service", "fallback")),
    ]
    // Publish B (a full copy while requests run), then switch back and forth.
    writeBuild(root, "B", { clientOnly: ["service"], pages: 150 })
    publish("0002")
    for (let i = 0; i < 40; i++) {
      switchRelease(releasesDir, i % 2 === 0 ? "0001" : "0002")
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    stop = true
    await Promise.all(clients)
    agent.destroy()

    expect(failures).toEqual([])
    expect(seen.A).toBeGreaterThan(0)
    expect(seen.B).toBeGreaterThan(0)
  }, 60_000)
})
