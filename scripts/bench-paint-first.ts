/**
 * `npm run bench:paint-first`: what each technique of plugins/gatsby-plugin-paint-first buys. For
 * the plugin on, each technique off in turn, and the plugin off: a production build; Lighthouse
 * medians (mobile, `LIGHTHOUSE_RUNS` runs, 3 by default) of home and a service page; their
 * first-load JavaScript; the functions V8 compiles lazily on the main thread while home starts; and
 * home's first paint, time to interactive and blocking time in Chromium with the CPU slowed 4x
 * (medians of five loads), quiet and with the other core kept busy. Prints a Markdown table and
 * ends with the build everything on. Run it alone on the machine: about an hour on 2 cores.
 */
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium } from "playwright-core"
import { TECHNIQUES } from "../plugins/gatsby-plugin-paint-first/options"
import { buildApp } from "../server/app"
import { loadConfig } from "../server/config"
import { builtPages, firstLoadJs } from "./lib/built-pages"
import { lazyCompilations, TRACE_CATEGORIES } from "./lib/lazy-compilations"

const root = path.resolve(__dirname, "..")
const publicDir = path.join(root, "public")
const PAGES = { home: "/", "service page": "/service/best-web-development-company-in-chennai" } as const
const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

type Variant = { name: string; env: Record<string, string> }
const VARIANTS: Variant[] = [
  { name: "all on", env: {} },
  ...TECHNIQUES.map((technique) => ({ name: `without ${technique}`, env: { PAINT_FIRST_WITHOUT: technique } })),
  { name: "plugin off", env: { PAINT_FIRST: "off" } },
]
const ONLY = process.env.PAINT_FIRST_VARIANTS?.split(",").map((name) => name.trim())

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

function build(env: Record<string, string>): void {
  const clean = { ...process.env, PAINT_FIRST: "", PAINT_FIRST_WITHOUT: "", ...env }
  execFileSync("npx", ["gatsby", "build"], { cwd: root, env: clean, stdio: ["ignore", "ignore", "inherit"] })
}

function lighthouse(): Record<string, { fcp: number; lcp: number; tbt: number; performance: number }> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lh-")), "medians.json")
  execFileSync("npx", ["tsx", "scripts/bench-lighthouse.ts"], {
    cwd: root,
    env: { ...process.env, LIGHTHOUSE_PAGES: Object.keys(PAGES).join(","), LIGHTHOUSE_JSON: out },
    stdio: ["ignore", "ignore", "inherit"],
  })
  return JSON.parse(fs.readFileSync(out, "utf8"))
}

/** Lazy compilations on the page's main thread in one load of `url`, to three seconds after `load`. */
async function compilationsInOneLoad(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    await page.goto(url, { waitUntil: "load" })
    await page.waitForTimeout(3_000)
    return lazyCompilations(await browser.stopTracing(), new URL(url).origin).compiled
  } finally {
    await browser.close()
  }
}

type SlowCpuFigures = { fcp: number; interactive: number; blocking: number }

/**
 * What a visitor's phone feels, in Chromium with the CPU slowed 4x (no network throttling): the
 * first contentful paint; when the page is interactive, read as the moment the header takes over
 * its menus from CSS (its `data-enhanced`, set once hydration has committed); and the blocking time
 * of the long tasks (each beyond 50 ms) up to 5 s after `load`.
 */
async function slowCpuLoad(url: string): Promise<SlowCpuFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
    await page.addInitScript(() => {
      const w = window as unknown as { blocking: number }
      w.blocking = 0
      new MutationObserver((_records, observer) => {
        if (!document.querySelector("[data-enhanced]")) return
        Object.assign(window, { interactive: performance.now() })
        observer.disconnect()
      }).observe(document, { subtree: true, childList: true, attributes: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.blocking += Math.max(0, entry.duration - 50)
      }).observe({ type: "longtask", buffered: true })
    })
    await page.goto(url, { waitUntil: "load" })
    await page.waitForTimeout(5_000)
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      interactive: (window as unknown as { interactive?: number }).interactive ?? Number.NaN,
      blocking: (window as unknown as { blocking: number }).blocking,
    }))
  } finally {
    await browser.close()
  }
}

type BrowserFigures = { compiled: number; busy: SlowCpuFigures } & SlowCpuFigures

/** Runs `load` while another process keeps one core busy (what a phone's other apps do to the page). */
async function withBusyCore<T>(load: () => Promise<T>): Promise<T> {
  const spinner = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" })
  try {
    return await load()
  } finally {
    spinner.kill()
  }
}

/** Median of three loads of home for each figure. */
async function browserFigures(): Promise<BrowserFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"))
  const app = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir, HSTS: "0", LOG_LEVEL: "warn" }, root))
  await app.listen({ port: 0, host: "127.0.0.1" })
  const { port } = app.server.address() as { port: number }
  try {
    const url = `http://127.0.0.1:${port}/`
    const counts: number[] = []
    const loads: SlowCpuFigures[] = []
    const busyLoads: SlowCpuFigures[] = []
    for (let i = 0; i < 5; i++) {
      counts.push(await compilationsInOneLoad(url))
      loads.push(await slowCpuLoad(url))
      busyLoads.push(await withBusyCore(() => slowCpuLoad(url)))
    }
    const m = (list: SlowCpuFigures[], key: keyof SlowCpuFigures) => median(list.map((load) => load[key]))
    const busy = { fcp: m(busyLoads, "fcp"), interactive: m(busyLoads, "interactive"), blocking: m(busyLoads, "blocking") }
    return { compiled: median(counts), fcp: m(loads, "fcp"), interactive: m(loads, "interactive"), blocking: m(loads, "blocking"), busy }
  } finally {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  const rows: string[] = []
  for (const variant of VARIANTS.filter((v) => !ONLY || ONLY.includes(v.name))) {
    console.error(`› ${variant.name}: build`)
    build(variant.env)
    const pages = builtPages(publicDir)
    const js = (route: string) =>
      (
        firstLoadJs(
          publicDir,
          pages.find((p) => p.route === route)!,
        ) / 1024
      ).toFixed(1)
    console.error(`› ${variant.name}: Lighthouse`)
    const lh = lighthouse()
    const figures = await browserFigures()
    const cell = (page: keyof typeof PAGES) => {
      const m = lh[page]
      return `${Math.round(m.tbt)} ms / ${(m.lcp / 1000).toFixed(2)} s / ${(m.fcp / 1000).toFixed(2)} s`
    }
    const row = `| ${variant.name} | ${cell("home")} | ${cell("service page")} | ${js(PAGES.home)} / ${js(PAGES["service page"])} KB | ${figures.compiled} | ${Math.round(figures.fcp)} / ${Math.round(figures.interactive)} / ${Math.round(figures.blocking)} ms | ${Math.round(figures.busy.interactive)} / ${Math.round(figures.busy.blocking)} ms |`
    console.log(row)
    rows.push(row)
  }
  if (ONLY === undefined || !ONLY.includes("all on") || ONLY.at(-1) !== "all on") build({})
  console.log(
    `\nLighthouse mobile, medians of ${process.env.LIGHTHOUSE_RUNS ?? 3} runs; first-load JS gzip; lazy compilations while home starts, and home in Chromium with the CPU slowed 4x (medians of 5 loads), also with the other core kept busy by a second process:\n`,
  )
  console.log(
    "| build | home TBT / LCP / FCP | service page TBT / LCP / FCP | first-load JS home / service | lazy compilations (home) | home at 4x CPU: FCP / interactive / blocking time | same, other core busy: interactive / blocking |",
  )
  console.log("|---|---|---|---|---|---|---|")
  for (const row of rows) console.log(row)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
