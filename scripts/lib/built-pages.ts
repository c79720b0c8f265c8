/**
 * Reads the built site in public/: every HTML page with its route, head facts and first-load
 * JavaScript. Shared by the built-site tests and `npm run bench:weight`.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { CMS_FOLDER } from "../../common/site-files"
import { scriptsStartedAfterPaint } from "../../plugins/gatsby-plugin-paint-first/start-after-paint"

export type BuiltPage = {
  route: string
  file: string
  html: string
  scripts: string[]
}

// Not pages of the site: Gatsby's data and assets, and the browser editor's folder (Decap CMS, gatsby/cms.ts).
const SKIP_DIRS = new Set(["page-data", "static", "og", "icons", "media", "~partytown", CMS_FOLDER])

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
      const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1])
      const scripts = [...tags, ...scriptsStartedAfterPaint(html)]
      return { route: routeOf(publicDir, file), file, html, scripts }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

export const gzipSize = (buffer: Buffer | string): number => zlib.gzipSync(buffer, { level: 9 }).length

type ChunkGroups = Record<string, { assets: { name: string }[] }>
const statsCache = new Map<string, ChunkGroups>()

function chunkGroups(publicDir: string): ChunkGroups {
  if (!statsCache.has(publicDir)) {
    const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as { namedChunkGroups: ChunkGroups }
    statsCache.set(publicDir, stats.namedChunkGroups)
  }
  return statsCache.get(publicDir) as ChunkGroups
}

/** page-data path of a route: "/" → index, "/404.html" → 404.html, "/about" → about */
function pageDataFile(publicDir: string, route: string): string {
  const name = route === "/" ? "index" : route.replace(/^\//, "")
  return path.join(publicDir, "page-data", ...name.split("/"), "page-data.json")
}

/**
 * The JavaScript files a page needs before it is interactive: the scripts its HTML starts (webpack
 * runtime, framework, app) plus its page component's chunk group from webpack's stats, which
 * Gatsby loads right after the app starts.
 */
export function firstLoadFiles(publicDir: string, page: BuiltPage): string[] {
  const files = new Set(page.scripts.map((src) => decodeURIComponent(src.replace(/^\//, ""))))
  const dataFile = pageDataFile(publicDir, page.route)
  if (fs.existsSync(dataFile)) {
    const { componentChunkName } = JSON.parse(fs.readFileSync(dataFile, "utf8")) as { componentChunkName: string }
    for (const asset of chunkGroups(publicDir)[componentChunkName]?.assets ?? []) if (asset.name.endsWith(".js")) files.add(asset.name)
  }
  return [...files]
}

/** First-load JS of a page, gzip-compressed, in bytes. */
export function firstLoadJs(publicDir: string, page: BuiltPage): number {
  return firstLoadFiles(publicDir, page).reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(publicDir, file))), 0)
}

export const metaContent = (html: string, attr: "name" | "property", key: string): string | null =>
  new RegExp(`<meta ${attr}="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1] ?? null

export const canonicalOf = (html: string): string | null => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null

export const isNoindex = (html: string): boolean => /<meta name="robots" content="[^"]*noindex/.test(html)

export const jsonLdBlocks = (html: string): string[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])

/** A schema.org node as the pages write it: "@type" and "@id" beside its properties. */
export type LdNode = Record<string, unknown> & { "@type"?: string | string[]; "@id"?: string }

/** Every node of a page's JSON-LD: each block's @graph, or the block itself when it has none. */
export const jsonLdNodes = (html: string): LdNode[] =>
  jsonLdBlocks(html).flatMap((block) => {
    const data = JSON.parse(block) as LdNode & { "@graph"?: LdNode[] }
    return data["@graph"] ?? [data]
  })

/** Whether a node has a type ("@type" may be a string or a list). */
export const hasType = (node: LdNode, type: string): boolean => ([] as unknown[]).concat(node["@type"] ?? []).includes(type)

/** HTML attribute text to plain text (the entities React writes). */
export const decodeHtml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
