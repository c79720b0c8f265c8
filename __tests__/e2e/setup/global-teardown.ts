import fs from "node:fs"
import { browserServers } from "./global-setup"
import { stateFile, type E2ESite, type E2EState } from "../helpers/state"

export default async function globalTeardown(): Promise<void> {
  await stopSite("site")
}

export async function stopSite(site: E2ESite): Promise<void> {
  await browserServers.e2eBrowsers?.[site]?.close()
  const file = stateFile(site)
  if (!fs.existsSync(file)) return
  const state = JSON.parse(fs.readFileSync(file, "utf8")) as E2EState
  try {
    process.kill(state.pid, "SIGTERM")
  } catch {
    // already gone
  }
  fs.rmSync(state.dataDir, { recursive: true, force: true })
  fs.rmSync(file, { force: true })
}
