/**
 * How a built Gatsby site is served, as our server and the CDN both apply it: the caching rule of
 * each file, the build internals no visitor may fetch, the URLs that must not reach the file system,
 * and Gatsby's client-only routes (match paths).
 */
import { readFileSync } from "node:fs"
import path from "node:path"

/** One entry of Gatsby's match-paths.json: a page that answers every URL matching `matchPath`. */
export type MatchPath = { path: string; matchPath: string }

/** The files `npm run cdn:dir` writes at the root (common/cdn-output.ts); they describe the CDN, not the site. */
export const CDN_FILES = ["_headers", "_redirects", "_worker.js", "_routes.json"] as const

export const REVALIDATE = "public, max-age=0, must-revalidate"
export const IMMUTABLE = "public, max-age=31536000, immutable"
export const MEDIA = "public, max-age=86400"
export const NO_CACHE = "no-cache"

/** The browser editor's folder (public/cms/, written by gatsby/cms.ts): Decap CMS, not a Gatsby page. */
export const CMS_FOLDER = "cms"

/** Whether a request's decoded path segments name the editor or a file under it. */
export const isCmsPath = (segments: readonly string[]): boolean => segments[0] === CMS_FOLDER

// webpack's [contenthash] as Gatsby names its root bundles: app-<hash>.js, styles.<hash>.css
const hashedRootAsset = /^[^/]+[.-][0-9a-f]{8,}\.(?:m?js|css)$/

/** Cache-Control for a file, by its path relative to `public/` (posix separators). */
export function cacheControlFor(relativeFile: string): string {
  const file = relativeFile.replace(/^\/+/, "")
  const base = path.posix.basename(file)
  // Decap's files keep their names from one version to the next (decap-cms.js, numbered chunks),
  // and its page and configuration change with every build: all checked on every load.
  if (file.startsWith(`${CMS_FOLDER}/`)) return NO_CACHE
  // Gatsby: HTML, page data, app data and the service worker must be revalidated on every load,
  // otherwise a deploy leaves visitors with pages pointing at bundles that no longer exist.
  if (base.endsWith(".html") || file.startsWith("page-data/") || base === "app-data.json" || file === "sw.js") {
    return REVALIDATE
  }
  if (file.startsWith("static/") || hashedRootAsset.test(file)) return IMMUTABLE
  // The banner video and other editor-supplied media keep their names across builds, but are
  // large and rarely change: a day of caching spares phones from downloading them again.
  if (file.startsWith("media/")) return MEDIA
  return REVALIDATE
}

export const segmentsOf = (urlPath: string): string[] => urlPath.split("/").filter((segment) => segment !== "")

/**
 * Whether a URL path matches a Gatsby matchPath, with the semantics of Gatsby's router:
 * `*` (or `*name`) matches the rest of the path including nothing, `:name` one segment.
 */
export function matchesMatchPath(matchPath: string, urlPath: string): boolean {
  const pattern = segmentsOf(matchPath)
  const target = segmentsOf(urlPath)
  for (let i = 0; i < Math.max(pattern.length, target.length); i++) {
    const expected = pattern[i]
    if (expected !== undefined && expected.startsWith("*")) return true
    const actual = target[i]
    if (expected === undefined || actual === undefined) return false
    if (expected.startsWith(":")) continue
    if (expected !== actual) return false
  }
  return true
}

/** Reads match-paths.json; a missing file means the build has no client-only routes. */
export function readMatchPaths(cacheDir: string): MatchPath[] {
  const file = path.join(cacheDir, "match-paths.json")
  let raw: string
  try {
    raw = readFileSync(file, "utf8")
  } catch {
    return []
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch (error) {
    // A broken build should stop the server with the file's name, not serve wrong pages.
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected an array of { path, matchPath }`)
  return parsed.flatMap((entry: unknown): MatchPath[] => {
    if (typeof entry !== "object" || entry === null) return []
    const { path: pagePath, matchPath } = entry as Record<string, unknown>
    return typeof pagePath === "string" && typeof matchPath === "string" ? [{ path: pagePath, matchPath }] : []
  })
}

/**
 * The decoded path segments of a request URL, or null when the URL must not reach the file
 * system: malformed encoding, NUL bytes, backslashes, `.`/`..` and dotfiles (`/.env`, `/.cache`).
 * Decoding happens exactly once, so `%2e%2e` is caught here and `%252e` stays a literal name.
 */
export function safeSegments(url: string): { segments: string[]; trailingSlash: boolean } | null {
  const rawPath = url.split("?")[0].split("#")[0]
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  if (!decoded.startsWith("/") || decoded.includes("\0") || decoded.includes("\\")) return null
  const segments = segmentsOf(decoded)
  if (segments.some((segment) => segment.startsWith("."))) return null
  return { segments, trailingSlash: decoded.endsWith("/") }
}

/**
 * Build internals Gatsby leaves in public/ that no page loads: source maps (the original source of
 * every bundle), webpack's stats (every module path) and chunk-map.json (the build inlines it into
 * each page as window.___chunkMapping; the runtime never fetches the file), and the brotli copies
 * of pages that our server sends in their place (gatsby/precompress.ts). Answered with the
 * site's 404, as if they were not there.
 */
export function isBuildInternal(segments: readonly string[]): boolean {
  const name = (segments.at(-1) ?? "").toLowerCase()
  if (name.endsWith(".map") || name.endsWith(".br") || name === "webpack.stats.json" || name === "chunk-map.json") return true
  return segments.length === 1 && (CDN_FILES as readonly string[]).includes(name)
}
