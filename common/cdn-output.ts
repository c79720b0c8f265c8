/**
 * The files that make a CDN answer like our server: `_headers` and `_redirects` in the format
 * Cloudflare Pages reads (Netlify reads the same two files, but not the `! Header` lines this
 * output relies on for per-page policies), plus `_worker.js` and `_routes.json` that forward the
 * enquiry API to API_ORIGIN on the same origin, and keep an enquiry the API cannot take (edge/worker.ts). Every value comes from the rules our server
 * applies too: the Cache-Control of `cacheControlFor` (site-files.ts), the security headers and
 * each page's policy with its own inline-script hashes (security-headers.ts), the client-only
 * routes of Gatsby's match paths and the page spelling of `page-spelling.ts`. `npm run cdn:dir`
 * writes them (scripts/cdn-dir.ts), with the folder that is deployed.
 *
 * How Cloudflare Pages reads them (checked with its local runtime, `wrangler pages dev`):
 * - `_headers`: every rule whose pattern matches the request path applies, in file order; a value
 *   set twice is joined with ", ", so a later rule first detaches a header (`! Name`) to replace it.
 *   A pattern written twice keeps only its last block, so each pattern is written once. At most 100 rules.
 * - `_redirects`: the first matching rule wins and rules apply before files, so each page's rules
 *   come before a client-only route's splat. A 200 rule serves another path's file.
 * - On its own, Pages answers `/about` (a folder with index.html) with a 308 to `/about/`: each
 *   page gets a 200 rule from its canonical spelling to its folder.
 * - A missing file gets the nearest 404.html with status 404 (and `Cache-Control: no-store`): a
 *   folder's own (blog/404.html) gets the policy of its page for every path under the folder.
 */
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { buildSync } from "esbuild"
import { canonicalPagePath, otherPageSpelling } from "./page-spelling"
import { cmsSecurityHeaders, contentSecurityPolicy, fontPreloadLink, inlineScriptHashes, staticSecurityHeaders } from "./security-headers"
import { API_FOLDERS } from "./enquiry-api"
import { cacheControlFor, CDN_FILES, CMS_FOLDER, isBuildInternal, isCmsPath, REVALIDATE, type MatchPath } from "./site-files"

/** Cloudflare Pages reads at most this many rules from `_headers` and ignores the rest. */
export const MAX_HEADER_RULES = 100
/** Cloudflare Pages reads at most this many static `_redirects` rules (and 100 with a splat). */
const MAX_STATIC_REDIRECTS = 2000

/** Paths of the enquiry API, forwarded to API_ORIGIN by `_worker.js`. */
export const API_PATH_PATTERNS = API_FOLDERS.map((folder) => `/${folder}/*`)

type HeaderRule = { pattern: string; detach: string[]; set: Record<string, string> }
type RedirectRule = { from: string; to: string; status: 200 | 301 }

type CdnOptions = {
  /** The built site */
  publicDir: string
  /** Gatsby's match paths (client-only routes) of that build */
  matchPaths: readonly MatchPath[]
  /** Where `/user/*` and `/admin/*` go (API_ORIGIN); null writes no forwarding */
  apiOrigin: string | null
  /** Strict-Transport-Security, as the server's HSTS setting */
  hsts: boolean
}

/** Validates API_ORIGIN: an http(s) origin, without path, query or credentials. */
export function parseApiOrigin(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? ""
  if (trimmed === "") return null
  const url = URL.canParse(trimmed) ? new URL(trimmed) : null
  if (url === null || (url.protocol !== "https:" && url.protocol !== "http:") || url.username !== "" || url.password !== "") {
    throw new Error(`API_ORIGIN must be an http(s) URL such as https://api.example.com, got "${value}"`)
  }
  if ((url.pathname !== "/" && url.pathname !== "") || url.search !== "" || url.hash !== "") {
    throw new Error(`API_ORIGIN must be an origin without a path, got "${value}"`)
  }
  return url.origin
}

/** Every file of the build, relative to it with "/" separators, without build internals and CDN files. */
export function siteFiles(publicDir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const relative = path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")
    const segments = relative.split("/")
    if (isBuildInternal(segments) || segments.some((segment) => segment.startsWith("."))) continue
    if ((CDN_FILES as readonly string[]).includes(relative)) continue
    files.push(relative)
  }
  return files.sort()
}

/** The URL path of each built page (a folder's index.html), home first; the editor under /cms/ is not a page. */
export function pagePaths(files: readonly string[]): string[] {
  return files
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .filter((file) => !file.startsWith("_gatsby/") && !isCmsPath(file.split("/")))
    .map((file) => canonicalPagePath(`/${file.slice(0, -"index.html".length)}`))
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)))
}

const isNotFoundPath = (pagePath: string): boolean => pagePath.split("/").at(-1) === "404"

/**
 * The spellings a request may use for a page: as built, and with its reserved characters
 * percent-encoded (`/service/crisis-%26-preception-mangement`), which our server decodes to the
 * same page but Pages matches byte for byte.
 */
function pageSpellings(pagePath: string): string[] {
  const encoded = pagePath.replace(/[!$&'()*+,;=:@]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return encoded === pagePath ? [pagePath] : [pagePath, encoded]
}

const patternCache = new Map<string, RegExp>()
const patternRegex = (pattern: string): RegExp => {
  const cached = patternCache.get(pattern)
  if (cached) return cached
  const regex = new RegExp(
    `^${pattern
      .split(/(\*|:[A-Za-z]\w*)/)
      .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
      .join("")}$`,
  )
  patternCache.set(pattern, regex)
  return regex
}

/**
 * The headers Cloudflare Pages adds to an answer for `urlPath` from these rules (names in lower
 * case): every matching rule in order, `! Name` removing what earlier rules set, a repeated name
 * joined with ", ". Used to check the rules against the server over every file of the build.
 */
export function evaluateHeaderRules(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const rule of rules) {
    if (!patternRegex(rule.pattern).test(urlPath)) continue
    for (const name of rule.detach) delete result[name.toLowerCase()]
    for (const [name, value] of Object.entries(rule.set)) {
      const key = name.toLowerCase()
      result[key] = result[key] === undefined ? value : `${result[key]}, ${value}`
    }
  }
  return result
}

/**
 * Rules giving every file the Cache-Control of `cacheControlFor`: the revalidating default for
 * everything, then a rule per extension whose root files share a longer lifetime (webpack's
 * hashed bundles), then per top-level folder, then single files for whatever is still different.
 * Few rules, since Pages reads at most 100; the result is checked against every file.
 */
export function cacheControlRules(files: readonly string[]): HeaderRule[] {
  const rules: HeaderRule[] = []
  const rule = (pattern: string, value: string): HeaderRule => ({ pattern, detach: ["Cache-Control"], set: { "Cache-Control": value } })
  const wanted = new Map(files.map((file) => [file, cacheControlFor(file)]))
  const current = (file: string): string => evaluateHeaderRules(rules, `/${file}`)["cache-control"] ?? REVALIDATE

  // Per extension of the root's files, the value most of them want (exceptions get rules below).
  const rootByExtension = new Map<string, Map<string, number>>()
  for (const [file, value] of wanted) {
    if (file.includes("/") || !file.includes(".")) continue
    const extension = file.slice(file.lastIndexOf("."))
    const counts = rootByExtension.get(extension) ?? new Map<string, number>()
    rootByExtension.set(extension, counts.set(value, (counts.get(value) ?? 0) + 1))
  }
  for (const [extension, counts] of [...rootByExtension].sort(([a], [b]) => a.localeCompare(b))) {
    const [[value]] = [...counts].sort((a, b) => b[1] - a[1])
    if (value !== REVALIDATE) rules.push(rule(`/*${extension}`, value))
  }

  const byFolder = new Map<string, string[]>()
  for (const file of files) {
    if (!file.includes("/")) continue
    const folder = file.slice(0, file.indexOf("/"))
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file])
  }
  for (const [folder, folderFiles] of [...byFolder].sort(([a], [b]) => a.localeCompare(b))) {
    const values = new Set(folderFiles.map((file) => wanted.get(file) ?? REVALIDATE))
    const [value] = [...values]
    if (values.size === 1 && folderFiles.some((file) => current(file) !== value)) rules.push(rule(`/${folder}/*`, value))
  }
  for (const file of files) {
    const value = wanted.get(file)
    if (value !== undefined && current(file) !== value) rules.push(rule(`/${file}`, value))
  }
  return rules
}

type PageFacts = { policy: string; link: string[] }

function pageFacts(publicDir: string, file: string): PageFacts {
  const html = readFileSync(path.join(publicDir, file), "utf8")
  return { policy: contentSecurityPolicy(inlineScriptHashes(html)), link: fontPreloadLink(html) }
}

const pageRule = (pattern: string, facts: PageFacts): HeaderRule => ({
  pattern,
  detach: ["Content-Security-Policy", "Link"],
  set: { "Content-Security-Policy": facts.policy, ...(facts.link.length > 0 ? { Link: facts.link.join(", ") } : {}) },
})

/**
 * The browser editor's headers for everything under /cms/, after the rule for every path, each
 * detached first: Pages joins a header that two matching rules set into one value, and two policies
 * in one Content-Security-Policy header are both enforced, so the site's would still block the editor.
 */
export function cmsHeaderRule(): HeaderRule {
  const set = cmsSecurityHeaders()
  return { pattern: `/${CMS_FOLDER}/*`, detach: Object.keys(set), set }
}

const pageFile = (pagePath: string): string => (pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`)

/** Client-only routes whose page is not a "not found" page: `/service/*` → the fallback page. */
function clientOnlyRoutes(matchPaths: readonly MatchPath[], pages: ReadonlySet<string>): MatchPath[] {
  return matchPaths.filter(
    (entry) => entry.matchPath.includes("*") && !isNotFoundPath(entry.path) && pages.has(canonicalPagePath(entry.path)),
  )
}

function cdnHeaderRules({ publicDir, matchPaths, hsts }: Omit<CdnOptions, "apiOrigin">): HeaderRule[] {
  const files = siteFiles(publicDir)
  const pages = pagePaths(files)
  const pageSet = new Set(pages)
  // Every answer: the security headers, the revalidating Cache-Control, and the policy of the
  // 404 page, which Pages sends for any path without a file (our server gives it the same policy).
  const notFound = files.includes("404.html") ? pageFacts(publicDir, "404.html") : { policy: contentSecurityPolicy(), link: [] }
  const rules: HeaderRule[] = [
    {
      pattern: "/*",
      detach: [],
      set: { ...staticSecurityHeaders({ hsts }), "Cache-Control": REVALIDATE, "Content-Security-Policy": notFound.policy },
    },
    ...cacheControlRules(files),
  ]
  // A folder's own 404.html (blog/404.html), which Pages sends for a missing path under it.
  for (const file of files.filter((name) => name.endsWith("/404.html")))
    rules.push(pageRule(`/${file.slice(0, -"404.html".length)}*`, pageFacts(publicDir, file)))
  for (const route of clientOnlyRoutes(matchPaths, pageSet)) {
    rules.push(pageRule(route.matchPath, pageFacts(publicDir, pageFile(canonicalPagePath(route.path)))))
  }
  for (const page of pages) {
    if (isNotFoundPath(page)) continue
    const facts = pageFacts(publicDir, pageFile(page))
    // The spec's /index and the file's own name are the home page too.
    const patterns = page === "/" ? ["/", "/index", "/index.html"] : pageSpellings(page)
    for (const pattern of patterns) rules.push(pageRule(pattern, facts))
  }
  addRule(rules, cmsHeaderRule())
  return rules
}

/** Adds a rule, or its headers to the rule already written for its pattern (Pages keeps one block per pattern). */
function addRule(rules: HeaderRule[], rule: HeaderRule): void {
  const same = rules.find((existing) => existing.pattern === rule.pattern)
  if (same === undefined) return void rules.push(rule)
  same.detach = [...new Set([...same.detach, ...rule.detach])]
  Object.assign(same.set, rule.set)
}

function cdnRedirectRules({ publicDir, matchPaths }: Pick<CdnOptions, "publicDir" | "matchPaths">): RedirectRule[] {
  const pages = pagePaths(siteFiles(publicDir))
  const rules: RedirectRule[] = [
    { from: "/index", to: "/", status: 200 },
    { from: "/index.html", to: "/", status: 200 },
  ]
  for (const page of pages) {
    if (page === "/" || isNotFoundPath(page)) continue
    for (const spelling of pageSpellings(page)) {
      const other = otherPageSpelling(spelling)
      if (other !== null) rules.push({ from: other, to: page, status: 301 })
      rules.push({ from: spelling, to: `${page}/`, status: 200 })
    }
  }
  for (const route of clientOnlyRoutes(matchPaths, new Set(pages))) {
    rules.push({ from: route.matchPath, to: `${canonicalPagePath(route.path)}/`, status: 200 })
  }
  return rules
}

export function formatHeaders(rules: readonly HeaderRule[]): string {
  const lines = ["# Written by npm run cdn:dir (common/cdn-output.ts): the headers our server sends, for Cloudflare Pages."]
  for (const rule of rules) {
    lines.push(rule.pattern)
    for (const name of rule.detach) lines.push(`  ! ${name}`)
    for (const [name, value] of Object.entries(rule.set)) lines.push(`  ${name}: ${value}`)
  }
  return `${lines.join("\n")}\n`
}

export function formatRedirects(rules: readonly RedirectRule[]): string {
  const lines = ["# Written by npm run cdn:dir (common/cdn-output.ts): our server's addresses, for Cloudflare Pages."]
  for (const rule of rules) lines.push(`${rule.from} ${rule.to} ${rule.status}`)
  return `${lines.join("\n")}\n`
}

/**
 * `_worker.js`: the CDN's worker (edge/worker.ts) bundled with what it imports, apiOrigin written
 * in; `_routes.json` sends it nothing but the API's paths.
 */
function workerScript(apiOrigin: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(__dirname, "..", "edge", "worker.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    conditions: ["worker"],
    target: "es2022",
    define: { API_ORIGIN: JSON.stringify(apiOrigin) },
    legalComments: "none",
    write: false,
  })
  return `// Written by npm run cdn:dir (common/cdn-output.ts) from edge/worker.ts.\n${outputFiles[0].text}`
}

function routesJson(): string {
  return `${JSON.stringify({ version: 1, include: [...API_PATH_PATTERNS], exclude: [] }, null, 2)}\n`
}

/**
 * What is deployed: the build's files without its internals (source maps, webpack.stats.json,
 * chunk-map.json), hard-linked into `outDir` (copied across file systems), with the CDN files
 * written for them. Returns the rules written.
 */
export function stageCdnDir(publicDir: string, outDir: string, options: Omit<CdnOptions, "publicDir">): CdnOutput {
  const [source, target] = [path.resolve(publicDir), path.resolve(outDir)]
  if (source === target || source.startsWith(target + path.sep) || target.startsWith(source + path.sep)) {
    throw new Error(`The CDN folder (${outDir}) must be outside the build (${publicDir}) and not contain it`)
  }
  rmSync(outDir, { recursive: true, force: true })
  for (const file of siteFiles(publicDir)) {
    const target = path.join(outDir, ...file.split("/"))
    mkdirSync(path.dirname(target), { recursive: true })
    try {
      linkSync(path.join(publicDir, file), target)
    } catch {
      copyFileSync(path.join(publicDir, file), target)
    }
  }
  return writeCdnOutput({ ...options, publicDir: outDir })
}

export type CdnOutput = { headerRules: HeaderRule[]; redirectRules: RedirectRule[] }

/** Writes the CDN files into the build; throws when the site outgrows what Pages reads. */
export function writeCdnOutput(options: CdnOptions): CdnOutput {
  const headerRules = cdnHeaderRules(options)
  const redirectRules = cdnRedirectRules(options)
  const patterns = headerRules.map((rule) => rule.pattern)
  const repeated = patterns.find((pattern, i) => patterns.indexOf(pattern) !== i)
  if (repeated !== undefined) throw new Error(`_headers would write ${repeated} twice; Cloudflare Pages would read only the last block`)
  if (headerRules.length > MAX_HEADER_RULES) {
    throw new Error(`_headers needs ${headerRules.length} rules; Cloudflare Pages reads at most ${MAX_HEADER_RULES}`)
  }
  if (redirectRules.length > MAX_STATIC_REDIRECTS) {
    throw new Error(`_redirects needs ${redirectRules.length} rules; Cloudflare Pages reads at most ${MAX_STATIC_REDIRECTS}`)
  }
  const { publicDir, apiOrigin } = options
  writeFileSync(path.join(publicDir, "_headers"), formatHeaders(headerRules))
  writeFileSync(path.join(publicDir, "_redirects"), formatRedirects(redirectRules))
  if (apiOrigin === null) {
    rmSync(path.join(publicDir, "_worker.js"), { force: true })
    rmSync(path.join(publicDir, "_routes.json"), { force: true })
  } else {
    writeFileSync(path.join(publicDir, "_worker.js"), workerScript(apiOrigin))
    writeFileSync(path.join(publicDir, "_routes.json"), routesJson())
  }
  return { headerRules, redirectRules }
}
