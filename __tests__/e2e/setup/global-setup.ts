/**
 * Starts our own server (server/start.ts, no build step) on a free loopback port against the built
 * site in public/, with a throw-away data directory and an admin token so tests can read enquiries
 * back. Fails loudly when the build or Chromium is missing: browser tests never skip.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromiumPath } from "../helpers/chromium-path"
import { stateFile, type E2EState } from "../helpers/state"
import { freePort } from "../../setup/free-port"

const root = path.resolve(__dirname, "..", "..", "..")


async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.status < 500) return
    } catch (error) {
      lastError = error
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`Server did not answer at ${url} within ${timeoutMs} ms: ${String(lastError)}`)
}

export default async function globalSetup(): Promise<void> {
  chromiumPath() // throws with install instructions when Chromium is missing
  if (!fs.existsSync(path.join(root, "public", "index.html"))) {
    throw new Error("The browser tests need the built site: run `npm run build` first (npm test does it for you).")
  }
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"))
  const adminToken = "e2e-admin-token-for-the-browser-tests"
  const child = spawn(process.execPath, [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "server/start.ts", "--no-build"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
      HSTS: "0",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_IP: "1000",
      RATE_LIMIT_GLOBAL: "5000",
    },
    stdio: ["ignore", "inherit", "inherit"],
    detached: false,
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitFor(`${baseUrl}/`, 30_000)
  const state: E2EState = { baseUrl, pid: child.pid ?? 0, dataDir, adminToken }
  fs.writeFileSync(stateFile(), JSON.stringify(state))
  process.env.E2E_BASE_URL = baseUrl
}
