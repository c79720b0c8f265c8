/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) against the built
 * site served by our own server, 3 runs per page type, medians reported as a Markdown table.
 * Needs `npm run build` first and Debian's Chromium (CHROME_PATH overrides /usr/bin/chromium).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { buildApp } from "../server/app"
import { loadConfig } from "../server/config"

const PAGES: [string, string][] = [
  ["home", "/"],
  ["service page", "/service/best-web-development-company-in-chennai"],
  ["services", "/services"],
  ["pricing", "/pricing"],
  ["contact", "/contact"],
  ["blog", "/blog"],
  ["blog post", "/blog/transform-your-website-with-smart-technology"],
  ["about", "/about"],
]
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
// LIGHTHOUSE_PAGES="home,pricing" limits the run to some page types.
const SELECTED = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim())

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function main() {
  const root = path.resolve(__dirname, "..")
  if (!fs.existsSync(path.join(root, "public", "index.html"))) throw new Error("Run `npm run build` first.")
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lh-data-"))
  const app = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir, HSTS: "0" }, root))
  await app.listen({ port: 0, host: "127.0.0.1" })
  const { port } = app.server.address() as { port: number }
  // Lighthouse's own CLI in plain Node: it serialises functions into the page, which must not pass
  // through this script's TypeScript compiler.
  const cli = path.join(root, "node_modules", "lighthouse", "cli", "index.js")
  const chromeFlags = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run"
  type Lhr = {
    categories: Record<string, { score: number | null }>
    audits: Record<string, { numericValue?: number }>
  }
  // Asynchronous, so that this process's server keeps answering Lighthouse's requests meanwhile.
  const runOnce = async (url: string): Promise<Lhr> => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [cli, url, "--output=json", "--quiet", `--chrome-flags=${chromeFlags}`, "--only-categories=performance,accessibility,best-practices,seo"],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
    )
    const lhr = JSON.parse(stdout) as Lhr & { runtimeError?: { code: string } }
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.code)
    return lhr
  }
  // Lighthouse now and then fails to record the trace of a load (NO_NAVSTART) and asks to be run
  // again; such a run has no figures, so it is repeated (at most twice) and the repeat counted.
  let repeated = 0
  const runLighthouse = async (url: string): Promise<Lhr> => {
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
  const rows: string[] = []
  const medians: Record<string, Record<string, number>> = {}
  try {
    for (const [name, route] of PAGES.filter(([name]) => !SELECTED || SELECTED.includes(name))) {
      const runs: { perf: number; a11y: number; bp: number; seo: number; fcp: number; lcp: number; tbt: number; cls: number }[] = []
      for (let i = 0; i < RUNS; i++) {
        const { categories, audits } = await runLighthouse(`http://127.0.0.1:${port}${route}`)
        runs.push({
          perf: Math.round((categories.performance.score ?? 0) * 100),
          a11y: Math.round((categories.accessibility.score ?? 0) * 100),
          bp: Math.round((categories["best-practices"].score ?? 0) * 100),
          seo: Math.round((categories.seo.score ?? 0) * 100),
          fcp: audits["first-contentful-paint"].numericValue ?? 0,
          lcp: audits["largest-contentful-paint"].numericValue ?? 0,
          tbt: audits["total-blocking-time"].numericValue ?? 0,
          cls: audits["cumulative-layout-shift"].numericValue ?? 0,
        })
      }
      const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]))
      const row = `| ${name} | ${m("perf")} | ${m("a11y")} | ${m("bp")} | ${m("seo")} | ${(m("fcp") / 1000).toFixed(2)} s | ${(m("lcp") / 1000).toFixed(2)} s | ${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} |`
      console.log(row)
      rows.push(row)
      medians[name] = { performance: m("perf"), fcp: m("fcp"), lcp: m("lcp"), tbt: m("tbt"), cls: m("cls") }
    }
  } finally {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  console.log(`\nLighthouse mobile, median of ${RUNS} runs per page:\n`)
  console.log("| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |")
  console.log("|---|---|---|---|---|---|---|---|---|")
  for (const row of rows) console.log(row)
  // LIGHTHOUSE_JSON=file: the medians as JSON too (read by bench-paint-first.ts).
  if (process.env.LIGHTHOUSE_JSON) fs.writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(medians))
  if (repeated > 0) console.log(`\n(${repeated} run${repeated === 1 ? "" : "s"} repeated after a Lighthouse trace error.)`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
