/**
 * Starts our own server (server/start.ts, no build step) on a free loopback port against the built
 * site in public/ (or, for the Jest project "paint-first-off", the site built without its start-up
 * plugin in build-paint-first-off/: global-setup-paint-first-off.ts), with a throw-away data
 * directory and an admin token so tests can read enquiries back, and one Chromium for the run's
 * test files to connect to. Fails loudly when the build or Chromium is missing: browser tests never
 * skip.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium, type BrowserServer } from "playwright-core"
import { CHROMIUM_ARGS, chromiumPath } from "../helpers/chromium-path"
import { stateFile, type E2ESite, type E2EState } from "../helpers/state"
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

const BUILDS: Record<E2ESite, { dir: string; command: string }> = {
  site: { dir: root, command: "npm run build" },
  "paint-first-off": { dir: path.join(root, "build-paint-first-off"), command: "bash scripts/build-paint-first-off.sh" },
}

/** Jest runs a global setup module once per run, whichever projects name it: one module per build. */
export default async function globalSetup(): Promise<void> {
  await startSite("site")
}

/**
 * The run's Chromium for each build's tests, kept where Jest lets a global setup leave things for
 * its teardown (the global object); test files connect to it and open contexts of their own.
 */
export const browserServers = globalThis as { e2eBrowsers?: Partial<Record<E2ESite, BrowserServer>> }

export async function startSite(site: E2ESite): Promise<void> {
  const build = BUILDS[site]
  if (!fs.existsSync(path.join(build.dir, "public", "index.html"))) {
    throw new Error(`The browser tests need the built site: run \`${build.command}\` first (npm test does it for you).`)
  }
  // chromiumPath() throws with install instructions when Chromium is missing.
  const browser = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true })
  browserServers.e2eBrowsers = { ...browserServers.e2eBrowsers, [site]: browser }
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"))
  const adminToken = "e2e-admin-token-for-the-browser-tests"
  const child = spawn(process.execPath, [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "server/start.ts", "--no-build"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_DIR: path.join(build.dir, "public"),
      GATSBY_CACHE_DIR: path.join(build.dir, ".cache"),
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
  const state: E2EState = { baseUrl, pid: child.pid ?? 0, dataDir, adminToken, browserEndpoint: browser.wsEndpoint() }
  fs.writeFileSync(stateFile(site), JSON.stringify(state))
}
