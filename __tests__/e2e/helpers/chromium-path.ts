import fs from "node:fs"

/** Debian's Chromium (or CHROMIUM_PATH). Browser tests fail, never skip, when it is missing. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean) as string[]
  const found = candidates.find((candidate) => fs.existsSync(candidate))
  if (!found) {
    throw new Error(
      "Chromium is required for the browser tests. Install it with `apt-get update && apt-get install -y chromium` " +
        "(or set CHROMIUM_PATH to a Chromium binary).",
    )
  }
  return found
}

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]
