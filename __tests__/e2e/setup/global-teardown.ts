import fs from "node:fs"
import { E2E_STATE_FILE, type E2EState } from "../helpers/state"

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(E2E_STATE_FILE)) return
  const state = JSON.parse(fs.readFileSync(E2E_STATE_FILE, "utf8")) as E2EState
  try {
    process.kill(state.pid, "SIGTERM")
  } catch {
    // already gone
  }
  fs.rmSync(state.dataDir, { recursive: true, force: true })
  fs.rmSync(E2E_STATE_FILE, { force: true })
}
