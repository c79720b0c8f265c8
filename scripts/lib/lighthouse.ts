/**
 * Lighthouse's CLI from node_modules, run asynchronously on one URL at a time: mobile preset (its
 * default), simulated throttling, Debian's Chromium (CHROME_PATH overrides /usr/bin/chromium).
 * Shared by `npm run bench:lighthouse` and `npm run bench:peers`.
 */
import fs from "node:fs"
import path from "node:path"
import { execFile } from "node:child_process"
import { promisify } from "node:util"

export type Lhr = {
  lighthouseVersion: string
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>
}

export const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run"
export const ALL_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]

export const chromePath = (): string => process.env.CHROME_PATH ?? "/usr/bin/chromium"

export const lighthouseVersion = (root: string): string =>
  (JSON.parse(fs.readFileSync(path.join(root, "node_modules", "lighthouse", "package.json"), "utf8")) as { version: string }).version

/**
 * A runner of Lighthouse for the project at `root`. Lighthouse now and then fails to record the
 * trace of a load (NO_NAVSTART) and asks to be run again; such a run has no figures, so it is
 * repeated (at most twice) and the repeat counted in `repeated()`.
 */
export function lighthouseRunner(root: string, categories: string[] = ALL_CATEGORIES) {
  // Lighthouse's own CLI in plain Node: it serialises functions into the page, which must not pass
  // through this script's TypeScript compiler.
  const cli = path.join(root, "node_modules", "lighthouse", "cli", "index.js")
  let repeated = 0
  // Asynchronous, so that this process's servers keep answering Lighthouse's requests meanwhile.
  const runOnce = async (url: string): Promise<Lhr> => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [cli, url, "--output=json", "--quiet", `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${categories.join(",")}`],
      { env: { ...process.env, CHROME_PATH: chromePath() }, maxBuffer: 64 * 1024 * 1024 },
    )
    const lhr = JSON.parse(stdout) as Lhr & { runtimeError?: { code: string } }
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.code)
    return lhr
  }
  const run = async (url: string): Promise<Lhr> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await runOnce(url)
      } catch (error) {
        if (attempt === 3) throw error
        repeated++
        console.error(`Lighthouse failed on ${url} (${String(error).split("\n")[0].slice(0, 160)}); running it again.`)
      }
    }
  }
  return { run, repeated: () => repeated }
}
