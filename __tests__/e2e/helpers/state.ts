import { runStateFile } from "../../setup/run-state-file"

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

/** The run's state file of a build's browser tests: two runs on one machine never share one. */
export const stateFile = (site: E2ESite = currentSite()): string => runStateFile(`e2e-${site}`)
