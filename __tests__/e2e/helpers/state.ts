import os from "node:os"
import path from "node:path"

/**
 * Written by the global setup, read by every browser test: where our server runs, and the
 * Chromium the run's test files connect to (Playwright's browser server).
 */
export type E2EState = { baseUrl: string; pid: number; dataDir: string; adminToken: string; browserEndpoint: string }

/**
 * Which build a Jest project's browser tests run against: "site" (public/) or "paint-first-off"
 * (the site built without its start-up plugin), named by the project's `globals.E2E_SITE`.
 */
export type E2ESite = "site" | "paint-first-off"

export const currentSite = (): E2ESite => (globalThis as { E2E_SITE?: E2ESite }).E2E_SITE ?? "site"

/**
 * One file per Jest run and build (the global setup names it after its own process and passes the
 * name to the test workers through the environment), so two runs on one machine never share or
 * delete state.
 */
export function stateFile(site: E2ESite = currentSite()): string {
  const key = `E2E_STATE_FILE_${site.replace(/\W/g, "_").toUpperCase()}`
  process.env[key] ??= path.join(os.tmpdir(), `agency-site-e2e-${process.pid}-${site}.json`)
  return process.env[key]
}
