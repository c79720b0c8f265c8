import fs from "node:fs"
import { readState, stateFile, stopPostgres } from "../helpers/postgres-server"

/** Stops the run's PostgreSQL server and removes its folder and the state file. */
export default async function globalTeardown(): Promise<void> {
  const state = readState()
  try {
    if (state && "dir" in state) stopPostgres(state.dir)
  } finally {
    fs.rmSync(stateFile(), { force: true })
  }
}
