/**
 * `npm start`: build the site when the build is missing or not the one its sources make
 * (common/build-inputs.ts), then serve the site and the enquiry API on one port. `npm run serve` passes `--no-build` to skip the check.
 */
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"
import { createInterface } from "node:readline"
import type { FastifyInstance } from "fastify"
import { staleBecause } from "../common/build-inputs"
import { buildApp } from "./app"
import { ConfigError, configWarnings, loadConfig, requireProjectNode } from "./config"

/** A cold build (no public/, no .cache/) on the development machine's 2 cores, in seconds. */
export const FIRST_BUILD_SECONDS = 92

/** What `npm start` says before it builds, so that a first run does not look stuck. */
export function buildNotice(firstBuild: boolean): string {
  return firstBuild
    ? `› Building the site for the first time: about 1½ minutes on 2 cores (cold build measured ${FIRST_BUILD_SECONDS} s). A line per stage follows.`
    : "› The sources changed since the last build: rebuilding the site (Gatsby reuses its cache). A line per stage follows."
}

// eslint-disable-next-line no-control-regex -- colour codes start with the ESC control character
const ANSI_ESCAPE = /\u001b\[[0-9;]*[A-Za-z]/g

/**
 * The lines of gatsby build's plain output worth showing while `npm start` waits: one per finished
 * stage ("success <stage> - 1.234s") and errors; null for the rest (plugin chatter, the page tree).
 */
export function buildProgressLine(line: string): string | null {
  const plain = line.replace(ANSI_ESCAPE, "").trimEnd()
  return /^(success|error|ERROR|failed) /.test(plain) ? `  ${plain}` : null
}

/**
 * Gatsby's plain logger, which prints one line as each stage ends. Without it Gatsby picks its
 * interactive one whenever it is not in CI, even with its output piped: that one redraws its lines
 * with cursor codes and boxes its errors.
 */
export const BUILD_ENV = { GATSBY_LOGGER: "yurnalist" } as const

/** Runs gatsby build showing only its progress lines; on failure, its whole output. */
function runGatsbyBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["gatsby", "build"], {
      cwd: root,
      env: { ...process.env, ...BUILD_ENV },
      stdio: ["ignore", "pipe", "pipe"],
    })
    const output: string[] = []
    const follow = (stream: NodeJS.ReadableStream): Promise<void> =>
      new Promise((done) => {
        const lines = createInterface({ input: stream, crlfDelay: Infinity })
        lines.on("line", (line) => {
          output.push(line)
          const shown = buildProgressLine(line)
          if (shown !== null) console.log(shown)
        })
        lines.on("close", done)
      })
    const streamsDone = Promise.all([follow(child.stdout), follow(child.stderr)])
    child.on("error", reject)
    child.on("close", (code, signal) => {
      void streamsDone.then(() => {
        if (code === 0) return resolve()
        console.error(`gatsby build failed; its whole output:\n${output.join("\n")}`)
        reject(new Error(`gatsby build failed (${signal ?? `exit code ${code}`})`))
      })
    })
  })
}

/** Closes the app once on SIGTERM/SIGINT so the enquiry store is closed cleanly; a second signal forces the exit. */
function closeOnSignals(app: FastifyInstance): void {
  let closing = false
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      app.log.warn(`${signal} again, exiting without waiting`)
      process.exit(1)
    }
    closing = true
    app.log.info(`${signal} received, closing`)
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while closing")
        process.exit(1)
      },
    )
  }
  process.on("SIGTERM", shutdown)
  process.on("SIGINT", shutdown)
}

/** Starts the site and the enquiry API; resolves with the listening app. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<FastifyInstance> {
  // The project root, wherever the command is run from: paths in the config are relative to it.
  const root = path.resolve(__dirname, "..")
  requireProjectNode()
  const config = loadConfig(process.env, root)

  if (!argv.includes("--no-build") && staleBecause(root, config.publicDir) !== null) {
    console.log(buildNotice(!existsSync(path.join(config.publicDir, "index.html"))))
    const started = Date.now()
    await runGatsbyBuild(root)
    console.log(`› Site built in ${Math.round((Date.now() - started) / 1000)} s; starting the server.`)
  }

  const app = await buildApp(config, { logger: true })
  for (const warning of configWarnings(config)) app.log.warn(warning)
  closeOnSignals(app)
  await app.listen({ host: config.host, port: config.port })
  // The bound address, not the configured one: PORT=0 picks a free port.
  const address = app.server.address()
  const port = typeof address === "object" && address !== null ? address.port : config.port
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host
  const urlHost = shownHost.includes(":") ? `[${shownHost}]` : shownHost
  app.log.info(`Site and enquiry API at http://${urlHost}:${port}/`)
  return app
}

if (require.main === module) {
  main().catch((error: unknown) => {
    // A configuration mistake is the operator's to fix: its message alone, naming the variable.
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error)
    process.exit(1)
  })
}
