import fs from "node:fs"

/**
 * The browser the tests drive: Chromium's headless shell, Debian's `chromium-headless-shell` (or
 * CHROMIUM_PATH), the build Playwright itself uses for headless runs. It is the same Blink and V8
 * as Chromium without the browser around them, whose work for every new page (about 0.7 CPU-s in the
 * browser process under `--headless=new`, 0.1 here) was the larger part of a test's visit on two
 * cores. Browser tests fail, never skip, when it is missing.
 */
export function chromiumPath(): string {
  const executable = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell"
  if (!fs.existsSync(executable)) {
    throw new Error(
      `Chromium's headless shell is required for the browser tests (no ${executable}). Install it with ` +
        "`apt-get update && apt-get install -y chromium-headless-shell` (or set CHROMIUM_PATH to another Chromium).",
    )
  }
  return executable
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]
