/**
 * Starts the one PostgreSQL server of the server project's run (helpers/postgres-server.ts), where
 * each test file makes its own databases, and writes where it is to the run's state file. A server
 * that does not start is written there too: the files that use it fail with the reason, the
 * project's other files run as they would without PostgreSQL.
 */
import fs from "node:fs"
import { startPostgres, stateFile, type PostgresState } from "../helpers/postgres-server"

export default async function globalSetup(): Promise<void> {
  let state: PostgresState
  try {
    state = await startPostgres()
  } catch (error) {
    state = { error: (error as Error).message }
  }
  fs.writeFileSync(stateFile(), JSON.stringify(state))
}
