/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) against the built
 * site served by our own server, 3 runs per page type, medians reported as a Markdown table.
 * Needs `npm run build` first and Debian's Chromium (CHROME_PATH overrides /usr/bin/chromium).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
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
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  })
  const rows: string[] = []
  try {
    for (const [name, route] of PAGES.filter(([name]) => !SELECTED || SELECTED.includes(name))) {
      const runs: { perf: number; a11y: number; bp: number; seo: number; lcp: number; tbt: number; cls: number }[] = []
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        })
        if (!result) throw new Error(`No Lighthouse result for ${route}`)
        const { categories, audits } = result.lhr
        runs.push({
          perf: Math.round((categories.performance.score ?? 0) * 100),
          a11y: Math.round((categories.accessibility.score ?? 0) * 100),
          bp: Math.round((categories["best-practices"].score ?? 0) * 100),
          seo: Math.round((categories.seo.score ?? 0) * 100),
          lcp: audits["largest-contentful-paint"].numericValue ?? 0,
          tbt: audits["total-blocking-time"].numericValue ?? 0,
          cls: audits["cumulative-layout-shift"].numericValue ?? 0,
        })
      }
      const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]))
      const row = `| ${name} | ${m("perf")} | ${m("a11y")} | ${m("bp")} | ${m("seo")} | ${(m("lcp") / 1000).toFixed(2)} s | ${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} |`
      console.log(row)
      rows.push(row)
    }
  } finally {
    await chrome.kill()
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  console.log(`\nLighthouse mobile, median of ${RUNS} runs per page:\n`)
  console.log("| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |")
  console.log("|---|---|---|---|---|---|---|---|")
  for (const row of rows) console.log(row)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
