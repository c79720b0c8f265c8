/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) against the built
 * site served by our own server, 3 runs per page type, medians reported as a Markdown table.
 * Needs `npm run build` first and Debian's Chromium (CHROME_PATH overrides /usr/bin/chromium).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { buildApp } from "../server/app"
import { loadConfig } from "../server/config"
import { lighthouseRunner } from "./lib/lighthouse"

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
  const lighthouse = lighthouseRunner(root)
  const rows: string[] = []
  const medians: Record<string, Record<string, number>> = {}
  try {
    for (const [name, route] of PAGES.filter(([name]) => !SELECTED || SELECTED.includes(name))) {
      const runs: { perf: number; a11y: number; bp: number; seo: number; fcp: number; lcp: number; tbt: number; cls: number }[] = []
      for (let i = 0; i < RUNS; i++) {
        const { categories, audits } = await lighthouse.run(`http://127.0.0.1:${port}${route}`)
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
  const repeated = lighthouse.repeated()
  if (repeated > 0) console.log(`\n(${repeated} run${repeated === 1 ? "" : "s"} repeated after a Lighthouse trace error.)`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
