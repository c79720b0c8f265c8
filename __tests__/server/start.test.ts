/** @jest-environment node */
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import {
  BUILD_INPUTS,
  BUILD_RECORD,
  BUILD_VARIABLES,
  buildVariables,
  newestMtime,
  staleBecause,
  type BuildRecord,
} from "../../common/build-inputs"
import { BUILD_ENV, buildNotice, buildProgressLine, FIRST_BUILD_SECONDS } from "../../server/start"

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

/** A file in each kind of input, each changed in a test of its own. */
const INPUT_FILES = [
  "src/pages/index.tsx",
  "content/blog/first-post/index.mdx",
  "static/robots.txt",
  "plugins/gatsby-plugin-paint-first/gatsby-ssr.tsx",
  "common/tokens.ts",
  "gatsby/post-build.ts",
  "gatsby-config.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.tsx",
  "package.json",
]

describe("staleBecause (common/build-inputs.ts)", () => {
  let root: string
  let publicDir: string
  const env = { SITE_URL: "https://www.example.com" }

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "start-"))
    publicDir = path.join(root, "public")
    for (const file of ["content/site.json", "gatsby-node.ts", ...INPUT_FILES]) touch(path.join(root, file), OLDER)
    touch(path.join(publicDir, "index.html"), NEWER)
    const record: BuildRecord = { startedAt: BUILT.getTime(), variables: buildVariables(env) }
    touch(path.join(publicDir, BUILD_RECORD), NEWER, JSON.stringify(record))
    for (const dir of ["src", "content", "static", "plugins", "common", "gatsby"]) setTreeTime(path.join(root, dir), OLDER)
  })

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("is false when every input is older than the build's start and the variables are the same", () => {
    expect(staleBecause(root, publicDir, env)).toBeNull()
  })

  it("is true when public/index.html or the build's record is missing", () => {
    fs.rmSync(path.join(publicDir, BUILD_RECORD))
    expect(staleBecause(root, publicDir, env)).toBe("there is no build")
    touch(path.join(publicDir, BUILD_RECORD), NEWER, "{")
    expect(staleBecause(root, publicDir, env)).toBe("its record is unreadable")
    fs.rmSync(path.join(publicDir, "index.html"))
    expect(staleBecause(root, publicDir, env)).toBe("there is no build")
  })

  it.each(INPUT_FILES)("is true when %s changed after the build started", (file) => {
    touch(path.join(root, file), NEWER)
    expect(staleBecause(root, publicDir, env)).toBe(`${file.split("/")[0]} changed`)
  })

  it("is true when a file changed while the build ran (after it started, before it ended)", () => {
    touch(path.join(root, "content/site.json"), at("2025-03-01T10:00:30Z"))
    expect(staleBecause(root, publicDir, env)).not.toBeNull()
  })

  it("is true when a variable the build reads differs: PAINT_FIRST, SITE_URL", () => {
    expect(staleBecause(root, publicDir, { ...env, PAINT_FIRST: "off" })).toBe("PAINT_FIRST changed")
    expect(staleBecause(root, publicDir, {})).toBe("SITE_URL changed")
  })

  it("is true when a content file was deleted after the build (the folder changed)", () => {
    fs.rmSync(path.join(root, "content/site.json"))
    fs.utimesSync(path.join(root, "content"), NEWER, NEWER)
    expect(staleBecause(root, publicDir, env)).not.toBeNull()
  })

  it("ignores files that are not build inputs", () => {
    touch(path.join(root, "README.md"), NEWER)
    touch(path.join(root, "server/app.ts"), NEWER)
    touch(path.join(root, "types/gatsby-types.d.ts"), NEWER)
    expect(staleBecause(root, publicDir, env)).toBeNull()
  })

  it("copes with inputs that do not exist", () => {
    fs.rmSync(path.join(root, "static"), { recursive: true })
    expect(staleBecause(root, publicDir, env)).toBeNull()
    expect(newestMtime(path.join(root, "no-such-folder"))).toBe(0)
  })

  it("watches every folder and file Gatsby builds from", () => {
    expect([...BUILD_INPUTS]).toEqual([
      "src",
      "gatsby",
      "plugins",
      "common",
      "content",
      "static",
      "gatsby-config.ts",
      "gatsby-node.ts",
      "gatsby-browser.tsx",
      "gatsby-ssr.tsx",
      "package.json",
      "package-lock.json",
      "tsconfig.json",
    ])
  })

  it("is the record the build writes: the real build in public/ is kept as it is", () => {
    const recordFile = path.join(PROJECT_ROOT, "public", BUILD_RECORD)
    if (!fs.existsSync(recordFile)) throw new Error("run the build first (npm test does)")
    const record = JSON.parse(fs.readFileSync(recordFile, "utf8")) as BuildRecord
    expect(Object.keys(record.variables)).toEqual([...BUILD_VARIABLES])
    // Written as the build ends, it holds when the build started. (A page the build left as it was,
    // such as index.html after a change only to the editor, keeps its older time.)
    expect(record.startedAt).toBeLessThan(fs.statSync(recordFile).mtimeMs)
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
