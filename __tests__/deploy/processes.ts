/**
 * Processes the deploy checks start: each in its own process group with its output in a file, so
 * nothing holds Jest's pipes, and stopped with everything it started.
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"

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
