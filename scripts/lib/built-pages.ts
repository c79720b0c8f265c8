/**
 * Reads the built site in public/: every HTML page with its route, head facts and first-load
 * JavaScript. Shared by the built-site tests and `npm run bench:weight`.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

export type BuiltPage = {
  route: string
  file: string
  html: string
  scripts: string[]
}

const SKIP_DIRS = new Set(["page-data", "static", "og", "icons", "media", "~partytown"])

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : walk(full)
    return entry.name === "index.html" || entry.name === "404.html" ? [full] : []
  })
}

export function routeOf(publicDir: string, file: string): string {
  const rel = path.relative(publicDir, file).split(path.sep).join("/")
  if (rel === "index.html") return "/"
  if (rel === "404.html") return "/404.html"
  return `/${rel.replace(/\/index\.html$/, "")}`
}

export function builtPages(publicDir: string): BuiltPage[] {
  return walk(publicDir)
    .map((file) => {
      const html = fs.readFileSync(file, "utf8")
      const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1])
      return { route: routeOf(publicDir, file), file, html, scripts }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

export const gzipSize = (buffer: Buffer | string): number => zlib.gzipSync(buffer, { level: 9 }).length

/** First-load JS of a page: every script its HTML loads, gzip-compressed, in bytes. */
export function firstLoadJs(publicDir: string, page: BuiltPage): number {
  return page.scripts.reduce((sum, src) => {
    const file = path.join(publicDir, decodeURIComponent(src.replace(/^\//, "")))
    return sum + gzipSize(fs.readFileSync(file))
  }, 0)
}

export const metaContent = (html: string, attr: "name" | "property", key: string): string | null =>
  new RegExp(`<meta ${attr}="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1] ?? null

export const canonicalOf = (html: string): string | null => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null

export const isNoindex = (html: string): boolean => /<meta name="robots" content="[^"]*noindex/.test(html)

export const jsonLdBlocks = (html: string): string[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])
