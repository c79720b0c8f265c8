/**
 * `npm start`: build the site when the build is missing or older than its sources, then serve
 * the site and the enquiry API on one port. `npm run serve` passes `--no-build` to skip the check.
 */
import { spawn } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { buildApp } from "./app"
import { loadConfig } from "./config"

/** What a build is made from: a change to any of these makes public/ stale. */
export const BUILD_INPUTS = ["src", "content", "static", "gatsby-config.ts", "gatsby-node.ts"] as const

/** Newest modification time (ms) of a file or of any file below a directory; 0 when absent. */
export function newestMtime(target: string): number {
  let stat
  try {
    stat = statSync(target)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  // The directory's own time counts too: deleting a content file changes nothing else.
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

/** True when public/index.html is missing or older than the newest build input under `root`. */
export function isBuildStale(root: string, publicDir: string): boolean {
  const index = path.join(publicDir, "index.html")
  if (!existsSync(index)) return true
  const built = statSync(index).mtimeMs
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > built)
}

function runGatsbyBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["gatsby", "build"], { cwd: root, stdio: "inherit" })
    child.on("error", reject)
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`gatsby build failed (${signal ?? `exit code ${code}`})`)),
    )
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

export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  // The project root, wherever the command is run from: paths in the config are relative to it.
  const root = path.resolve(__dirname, "..")
  const config = loadConfig(process.env, root)

  if (!argv.includes("--no-build") && isBuildStale(root, config.publicDir)) {
    console.log("The site build is missing or older than its sources; running gatsby build.")
    await runGatsbyBuild(root)
  }

  const app = await buildApp(config, { logger: true })
  closeOnSignals(app)
  await app.listen({ host: config.host, port: config.port })
  // The bound address, not the configured one: PORT=0 picks a free port.
  const address = app.server.address()
  const port = typeof address === "object" && address !== null ? address.port : config.port
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host
  const urlHost = shownHost.includes(":") ? `[${shownHost}]` : shownHost
  app.log.info(`Site and enquiry API at http://${urlHost}:${port}/`)
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
