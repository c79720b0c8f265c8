import os from "node:os"
import path from "node:path"

/** Written by the global setup, read by every browser test: where our server runs. */
export type E2EState = { baseUrl: string; pid: number; dataDir: string; adminToken: string }

/**
 * One file per Jest run (the global setup names it after its own process and passes the name to the
 * test workers through the environment), so two runs on one machine never share or delete state.
 */
export function stateFile(): string {
  if (!process.env.E2E_STATE_FILE) process.env.E2E_STATE_FILE = path.join(os.tmpdir(), `agency-site-e2e-${process.pid}.json`)
  return process.env.E2E_STATE_FILE
}
