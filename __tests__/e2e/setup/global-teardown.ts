import fs from "node:fs"
import { stateFile, type E2EState } from "../helpers/state"

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(stateFile())) return
  const state = JSON.parse(fs.readFileSync(stateFile(), "utf8")) as E2EState
  try {
    process.kill(state.pid, "SIGTERM")
  } catch {
    // already gone
  }
  fs.rmSync(state.dataDir, { recursive: true, force: true })
  fs.rmSync(stateFile(), { force: true })
}
