/**
 * `npm run screenshots -- DIR`: what a visitor sees of every page type, at 390 px and 1440 px,
 * one PNG per screen as the page is scrolled (a full-page capture would leave the sections that
 * render when near the viewport blank). Reduced motion, so that two runs show the same frames.
 * `npm run screenshots -- --compare BEFORE AFTER` then lists the screens that differ, with the
 * share of pixels that changed. Needs `npm run build` first.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { chromium } from "playwright-core"
import { buildApp } from "../server/app"
import { loadConfig } from "../server/config"
import { CHROMIUM_ARGS, chromiumPath } from "../__tests__/e2e/helpers/chromium-path"

const PAGES: [string, string][] = [
  ["home", "/"],
  ["service", "/service/best-web-development-company-in-chennai"],
  ["services", "/services"],
  ["pricing", "/pricing"],
  ["contact", "/contact"],
  ["blog", "/blog"],
  ["blog-post", "/blog/transform-your-website-with-smart-technology"],
  ["about", "/about"],
  ["legal", "/privacyPolicy"],
  ["not-found", "/no-such-page"],
]
const WIDTHS = [
  { name: "390", width: 390, height: 844 },
  { name: "1440", width: 1440, height: 900 },
]
const MAX_SCREENS = 14

async function capture(outDir: string) {
  const root = path.resolve(__dirname, "..")
  if (!fs.existsSync(path.join(root, "public", "index.html"))) throw new Error("Run `npm run build` first.")
  fs.mkdirSync(outDir, { recursive: true })
  const app = await buildApp(loadConfig({ ...process.env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "shots-")), HSTS: "0" }, root))
  await app.listen({ port: 0, host: "127.0.0.1" })
  const { port } = app.server.address() as { port: number }
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  })
  try {
    for (const viewport of WIDTHS) {
      for (const [name, route] of PAGES) {
        const context = await browser.newContext({ viewport, reducedMotion: "reduce" })
        await context.addInitScript(() => window.sessionStorage.setItem("leadPopupSeen", "true"))
        const page = await context.newPage()
        await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "networkidle" })
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        const screens = Math.min(MAX_SCREENS, Math.ceil(height / viewport.height))
        for (let i = 0; i < screens; i++) {
          await page.evaluate((y) => window.scrollTo(0, y), i * viewport.height)
          await page.waitForTimeout(600)
          await page.screenshot({ path: path.join(outDir, `${name}-${viewport.name}-${String(i).padStart(2, "0")}.png`) })
        }
        await context.close()
        console.log(`${name} at ${viewport.name} px: ${screens} screens`)
      }
    }
  } finally {
    await browser.close()
    await app.close()
  }
}

async function compare(before: string, after: string) {
  const names = [...new Set([...fs.readdirSync(before), ...fs.readdirSync(after)])].filter((n) => n.endsWith(".png")).sort()
  let same = 0
  for (const name of names) {
    if (!fs.existsSync(path.join(before, name)) || !fs.existsSync(path.join(after, name))) {
      console.log(`${name}: only ${fs.existsSync(path.join(before, name)) ? "before" : "after"}`)
      continue
    }
    const [a, b] = await Promise.all([before, after].map((dir) => sharp(path.join(dir, name)).raw().toBuffer({ resolveWithObject: true })))
    if (a.info.width !== b.info.width || a.info.height !== b.info.height) {
      console.log(`${name}: size ${a.info.width}x${a.info.height} → ${b.info.width}x${b.info.height}`)
      continue
    }
    let changed = 0
    const channels = a.info.channels
    for (let i = 0; i < a.data.length; i += channels) {
      for (let c = 0; c < channels; c++) {
        if (Math.abs(a.data[i + c] - b.data[i + c]) > 8) {
          changed++
          break
        }
      }
    }
    const share = changed / (a.info.width * a.info.height)
    if (changed === 0) same++
    else console.log(`${name}: ${(share * 100).toFixed(2)} % of pixels differ`)
  }
  console.log(`${same} of ${names.length} screens identical`)
}

const args = process.argv.slice(2)
const run = args[0] === "--compare" ? compare(args[1], args[2]) : capture(args[0] ?? "screenshots")
run.catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
