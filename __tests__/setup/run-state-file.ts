import os from "node:os"
import path from "node:path"

/**
 * The file where a Jest global setup leaves what it started (`name`: what, e.g. "postgres") for the
 * run's test workers and its teardown. One per run: the global setup names it after its own process
 * and passes the name to the workers through the environment, so two runs on one machine never
 * share or delete each other's.
 */
export function runStateFile(name: string): string {
  const key = `TEST_STATE_FILE_${name.replace(/\W/g, "_").toUpperCase()}`
  process.env[key] ??= path.join(os.tmpdir(), `agency-site-${name}-${process.pid}.json`)
  return process.env[key]
}
