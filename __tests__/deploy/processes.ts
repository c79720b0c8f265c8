/**
 * Processes the deploy checks start: each in its own process group with its output in a file, so
 * nothing holds Jest's pipes, and stopped with everything it started.
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const root = path.resolve(__dirname, "../..")

export async function waitFor(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const response = await fetch(url, { redirect: "manual" })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms; log:\n${fs.readFileSync(logFile, "utf8").slice(-4000)}`)
}

/** Starts a command in its own process group with its output in a file, so nothing holds Jest's pipes. */
export function start(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string, logFile: string): ChildProcess {
  const log = fs.openSync(logFile, "w")
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", log, log], detached: true })
  fs.closeSync(log)
  return child
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  if (child?.pid === undefined || child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once("exit", () => resolve())
    try {
      process.kill(-child.pid!, "SIGTERM")
    } catch {
      resolve()
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL")
      } catch {
        // already gone
      }
      resolve()
    }, 5_000).unref()
  })
}

/**
 * Cloudflare's local Pages runtime (`wrangler pages dev`, offline) serving `dir` on a loopback port,
 * its state (D1 and the like) under `work`, with the bindings given (`NAME=value`, or `--d1=NAME`).
 */
export function startPagesDev(dir: string, work: string, ports: { port: number; inspectorPort: number }, bindings: string[]): ChildProcess {
  return start(
    process.execPath,
    [
      path.join(root, "node_modules", "wrangler", "bin", "wrangler.js"),
      "pages",
      "dev",
      dir,
      "--compatibility-date=2026-05-01",
      "--ip=127.0.0.1",
      `--port=${ports.port}`,
      `--inspector-port=${ports.inspectorPort}`,
      `--persist-to=${path.join(work, "wrangler-state")}`,
      ...bindings.map((binding) => (binding.startsWith("--") ? binding : `--binding=${binding}`)),
      "--show-interactive-dev-session=false",
    ],
    { WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" },
    work,
    path.join(work, "wrangler.log"),
  )
}
