/** @jest-environment node */
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { BUILD_ENV, BUILD_INPUTS, buildNotice, buildProgressLine, FIRST_BUILD_SECONDS, isBuildStale, newestMtime } from "../../server/start"

const PROJECT_ROOT = path.resolve(__dirname, "../..")

const at = (iso: string): Date => new Date(iso)
const BUILT = at("2025-03-01T10:00:00Z")
const OLDER = at("2025-02-01T10:00:00Z")
const NEWER = at("2025-03-02T10:00:00Z")

function touch(file: string, time: Date, content = "x"): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
  fs.utimesSync(file, time, time)
}

/** Sets a folder and everything below it to one time, so that only what a test changes is newer. */
function setTreeTime(target: string, time: Date): void {
  if (fs.statSync(target).isDirectory()) {
    for (const entry of fs.readdirSync(target)) setTreeTime(path.join(target, entry), time)
  }
  fs.utimesSync(target, time, time)
}

describe("isBuildStale", () => {
  let root: string
  let publicDir: string

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "start-"))
    publicDir = path.join(root, "public")
    touch(path.join(root, "src/pages/index.tsx"), OLDER)
    touch(path.join(root, "content/site.json"), OLDER)
    touch(path.join(root, "content/blog/first-post/index.mdx"), OLDER)
    touch(path.join(root, "static/robots.txt"), OLDER)
    touch(path.join(root, "gatsby-config.ts"), OLDER)
    touch(path.join(root, "gatsby-node.ts"), OLDER)
    touch(path.join(publicDir, "index.html"), BUILT)
    for (const dir of ["src", "content", "static"]) setTreeTime(path.join(root, dir), OLDER)
  })

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("is false when the build is newer than every input", () => {
    expect(isBuildStale(root, publicDir)).toBe(false)
  })

  it("is true when public/index.html is missing", () => {
    fs.rmSync(path.join(publicDir, "index.html"))
    expect(isBuildStale(root, publicDir)).toBe(true)
  })

  it.each(["src/pages/index.tsx", "content/blog/first-post/index.mdx", "static/robots.txt", "gatsby-config.ts", "gatsby-node.ts"])(
    "is true when %s changed after the build",
    (file) => {
      touch(path.join(root, file), NEWER)
      expect(isBuildStale(root, publicDir)).toBe(true)
    },
  )

  it("is true when a content file was deleted after the build (the folder changed)", () => {
    fs.rmSync(path.join(root, "content/site.json"))
    fs.utimesSync(path.join(root, "content"), NEWER, NEWER)
    expect(isBuildStale(root, publicDir)).toBe(true)
  })

  it("ignores files that are not build inputs", () => {
    touch(path.join(root, "README.md"), NEWER)
    touch(path.join(root, "server/app.ts"), NEWER)
    expect(isBuildStale(root, publicDir)).toBe(false)
  })

  it("copes with inputs that do not exist", () => {
    fs.rmSync(path.join(root, "static"), { recursive: true })
    expect(isBuildStale(root, publicDir)).toBe(false)
    expect(newestMtime(path.join(root, "no-such-folder"))).toBe(0)
  })

  it("watches the folders and files Gatsby builds from", () => {
    expect([...BUILD_INPUTS]).toEqual(["src", "gatsby", "content", "static", "gatsby-config.ts", "gatsby-node.ts"])
  })
})

describe("build progress", () => {
  it("says before a first build how long it takes, and that a line per stage follows", () => {
    expect(buildNotice(true)).toBe(
      `› Building the site for the first time: about 1½ minutes on 2 cores (cold build measured ${FIRST_BUILD_SECONDS} s). A line per stage follows.`,
    )
    expect(FIRST_BUILD_SECONDS).toBe(92)
    expect(buildNotice(false)).toMatch(/^› The sources changed since the last build: rebuilding/)
  })

  it("keeps each finished stage and each error, without colour codes", () => {
    expect(buildProgressLine("success load plugins - 0.512s")).toBe("  success load plugins - 0.512s")
    expect(buildProgressLine("\u001b[32msuccess\u001b[39m Building production JavaScript and CSS bundles - 41.2s")).toBe(
      "  success Building production JavaScript and CSS bundles - 41.2s",
    )
    expect(buildProgressLine("error Building static HTML failed")).toBe("  error Building static HTML failed")
    expect(buildProgressLine("ERROR #95313  HTML.COMPILATION")).toBe("  ERROR #95313  HTML.COMPILATION")
    expect(buildProgressLine("failed Building production JavaScript and CSS bundles - 12.0s")).toBe(
      "  failed Building production JavaScript and CSS bundles - 12.0s",
    )
  })

  it.each([
    "info Total nodes: 1273, SitePage nodes: 97 (use --verbose for breakdown)",
    "warning Browserslist: caniuse-lite is outdated.",
    "├ src/pages/index.tsx",
    "  (SSG) Generated at build time",
    "",
    "successful", // a word that only starts like a stage line
  ])("drops %j", (line) => {
    expect(buildProgressLine(line)).toBeNull()
  })

  it("gets a line per stage from Gatsby's reporter with the build's logger and piped output", () => {
    // Gatsby's own reporter, set up as gatsby build sets it up, reporting two stages and an error.
    const reporterModule = require.resolve("gatsby-cli/lib/reporter", { paths: [PROJECT_ROOT] })
    const script = `
      const reporter = require(${JSON.stringify(reporterModule)})
      const stage = reporter.activityTimer("load plugins"); stage.start(); stage.end()
      const pages = reporter.createProgress("Building static HTML for pages", 2, 0); pages.start(); pages.tick(2); pages.done()
      reporter.info("Total nodes: 40")
      reporter.error("Building static HTML failed")
    `
    const result = spawnSync(process.execPath, ["-e", script], {
      env: { ...process.env, CI: "", ...BUILD_ENV },
      encoding: "utf8",
      timeout: 20_000,
    })
    const shown = `${result.stdout}${result.stderr}`
      .split("\n")
      .map(buildProgressLine)
      .filter((line) => line !== null)
    expect(shown).toEqual([
      expect.stringMatching(/^ {2}success load plugins - \d+\.\d{3}s$/),
      expect.stringMatching(/^ {2}success Building static HTML for pages - \d+\.\d{3}s - 2\/2 /),
      "  error Building static HTML failed",
    ])
  })
})

describe("npm run serve (start --no-build)", () => {
  let dir: string

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "start-serve-"))
    touch(path.join(dir, "public/index.html"), BUILT, "<!DOCTYPE html><title>Home</title><h1>Home</h1>")
  })

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("serves the site on the configured host, logs the URL and closes cleanly on SIGTERM", async () => {
    const child = spawn(path.join(PROJECT_ROOT, "node_modules/.bin/tsx"), ["server/start.ts", "--no-build"], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: "0",
        PUBLIC_DIR: path.join(dir, "public"),
        GATSBY_CACHE_DIR: path.join(dir, ".cache"),
        DATA_DIR: path.join(dir, "data"),
        ADMIN_TOKEN: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))

    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const found = /Site and enquiry API at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)
          if (found) {
            clearInterval(timer)
            resolve(found[1])
          }
        }, 100)
        void exited.then((code) => {
          clearInterval(timer)
          reject(new Error(`server exited early with ${code}:\n${output}`))
        })
      })

      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(url, { agent: false }, (response) => {
            let text = ""
            response.setEncoding("utf8")
            response.on("data", (chunk: string) => (text += chunk))
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }))
          })
          .on("error", reject)
      })
      expect(status).toBe(200)
      expect(body).toContain("<h1>Home</h1>")

      child.kill("SIGTERM")
      expect(await exited).toBe(0)
      expect(output).toContain("SIGTERM received, closing")
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    }
  }, 60_000)
})
