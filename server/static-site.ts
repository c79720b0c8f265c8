/**
 * Serves Gatsby's built `public/` folder the way Gatsby documents for self-hosting: clean URLs
 * without redirects, client-only routes from `.cache/match-paths.json`, the nearest `404.html` with
 * a real 404 status, Gatsby's caching rules, compression and byte ranges (Chromium plays video only from
 * a server that answers Range requests with 206).
 */
import { promises as fs, type Stats } from "node:fs"
import path from "node:path"
import fastifyCompress from "@fastify/compress"
import fastifyStatic from "@fastify/static"
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, onSendHookHandler } from "fastify"
import type { Config } from "./config"
import { pageSpellingRedirect } from "../common/page-spelling"
import {
  cacheControlFor,
  isBuildInternal,
  isCmsPath,
  matchesMatchPath,
  readMatchPaths,
  REVALIDATE,
  safeSegments,
  segmentsOf,
  type MatchPath,
} from "../common/site-files"

export type StaticSiteOptions = { config: Config }

// Text formats are compressed; a byte range of a compressed stream would be meaningless, so only
// files sent as they are (video, images, fonts) announce and honour Range requests.
const compressibleType = /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?(?:javascript|json|xml)\b|^image\/svg\+xml\b/i
const textExtensions = new Set([".html", ".htm", ".css", ".js", ".mjs", ".json", ".webmanifest", ".xml", ".txt", ".svg", ".csv", ".md"])

/**
 * The match paths of whichever build `cacheDir` names now: read again when match-paths.json is
 * replaced (a new build, or the `current` release switched to another), so a running server
 * follows a rebuild without a restart. A file that cannot be read keeps the previous list.
 */
export function matchPathSource(cacheDir: string, onError: (error: unknown) => void = () => {}): () => Promise<MatchPath[]> {
  let key: string | null = null
  let matchPaths: MatchPath[] = []
  return async () => {
    const file = path.join(cacheDir, "match-paths.json")
    const real = await fs.realpath(file).catch(() => file)
    const stat = await statOrNull(real)
    const next = stat === null ? "missing" : `${real}\0${stat.mtimeMs}\0${stat.size}`
    if (next === key) return matchPaths
    try {
      matchPaths = readMatchPaths(path.dirname(real))
      key = next
    } catch (error) {
      onError(error)
    }
    return matchPaths
  }
}

const statOrNull = (file: string): Promise<Stats | null> => fs.stat(file).catch(() => null)

const within = (root: string, file: string): boolean => file.startsWith(root + path.sep)

/** Folders of public/ that no page's 404.html is in: the bundles and the page data. */
const NOT_PAGE_FOLDERS = new Set(["static", "page-data"])

type NotFoundFolders = { folders: Set<string>; deepest: number }

/**
 * The folders of a build that hold their own 404.html (`blog`), as segment paths, found by one walk
 * when a build is first seen: a request's nearest 404 page is then a few lookups, however deep its
 * address.
 */
async function notFoundFolders(publicDir: string): Promise<NotFoundFolders> {
  const found = new Set<string>()
  const walk = async (relative: string): Promise<void> => {
    const entries = await fs.readdir(path.join(publicDir, relative), { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      const child = relative === "" ? entry.name : `${relative}/${entry.name}`
      if (entry.isDirectory() && !(relative === "" && NOT_PAGE_FOLDERS.has(entry.name))) await walk(child)
      else if (entry.name === "404.html" && relative !== "" && entry.isFile()) found.add(relative)
    }
  }
  await walk("")
  return { folders: found, deepest: Math.max(0, ...[...found].map((folder) => folder.split("/").length)) }
}

/** Whether an Accept-Encoding header takes brotli (`br`, not refused with `q=0`). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "")
  return value.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";")
    return coding.trim() === "br" && !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param))
  })
}

const plugin: FastifyPluginAsync<StaticSiteOptions> = async (app, { config }) => {
  const configuredPublicDir = path.resolve(config.publicDir)
  // A broken match-paths.json stops the start with the file's name; later ones keep the last good list.
  readMatchPaths(config.cacheDir)
  const currentMatchPaths = matchPathSource(config.cacheDir, (error) => app.log.error({ err: error }, "match-paths.json unreadable"))
  /**
   * The build a request is answered from, resolved once per request: PUBLIC_DIR may be a symlink
   * that a release switches atomically to a new build (server/release.ts), and one request never
   * mixes two builds.
   */
  const currentPublicDir = (): Promise<string> => fs.realpath(configuredPublicDir).catch(() => configuredPublicDir)

  await app.register(fastifyCompress, {
    global: true,
    encodings: ["br", "gzip"],
    customTypes: compressibleType,
  })
  // Only the sendFile decorator: routing is ours, so that clean URLs, client-only routes and the
  // 404 page follow Gatsby's rules instead of the plugin's redirects and directory handling.
  await app.register(fastifyStatic, { root: configuredPublicDir, serve: false })

  /**
   * The folders with a 404.html of the build being served: walked again when its root 404.html is
   * replaced (each build writes it) or PUBLIC_DIR points at another build.
   */
  let notFound: { stamp: string; found: Promise<NotFoundFolders> } | null = null
  async function notFoundFoldersOf(publicDir: string): Promise<NotFoundFolders> {
    const stat = await statOrNull(path.join(publicDir, "404.html"))
    const stamp = `${publicDir}\0${stat?.mtimeMs ?? "none"}`
    if (notFound?.stamp !== stamp) notFound = { stamp, found: notFoundFolders(publicDir) }
    return notFound.found
  }

  /** The file a path names: the file itself, or the index.html of the directory it names. */
  async function findFile(publicDir: string, segments: string[], trailingSlash: boolean): Promise<string | null> {
    const target = path.resolve(publicDir, ...segments)
    if (target !== publicDir && !within(publicDir, target)) return null
    if (target !== publicDir && !trailingSlash) {
      const stat = await statOrNull(target)
      if (stat === null) return null
      if (stat.isFile()) return target
      if (!stat.isDirectory()) return null
    }
    const index = path.join(target, "index.html")
    return (await statOrNull(index))?.isFile() ? index : null
  }

  async function sendFound(request: FastifyRequest, reply: FastifyReply, publicDir: string, file: string): Promise<FastifyReply> {
    const relative = path.relative(publicDir, file).split(path.sep).join("/")
    const extension = path.extname(file).toLowerCase()
    reply.header("Cache-Control", cacheControlFor(relative))
    if (extension === ".html") {
      reply.cspScriptSource = file
      // The build's brotli copy of a page (gatsby/precompress.ts), smaller than ours on the fly;
      // its Content-Encoding keeps the compression hook from compressing it again.
      reply.header("Vary", "Accept-Encoding")
      if (acceptsBrotli(request.headers["accept-encoding"]) && (await statOrNull(`${file}.br`))?.isFile()) {
        reply.header("Content-Encoding", "br").type("text/html; charset=utf-8")
        const options = {
          acceptRanges: false,
          cacheControl: false,
          contentType: false,
          dotfiles: "ignore",
          etag: true,
          lastModified: true,
          index: false,
        } as const
        return reply.sendFile(`${relative}.br`, publicDir, options)
      }
    }
    return reply.sendFile(relative, publicDir, {
      acceptRanges: !textExtensions.has(extension),
      cacheControl: false,
      dotfiles: "ignore",
      etag: true,
      lastModified: true,
      index: false,
    })
  }

  /** An HTML page sent with status 404; never conditional, so never a 304 in place of a 404. */
  async function sendNotFound(reply: FastifyReply, file: string): Promise<FastifyReply> {
    const html = await fs.readFile(file).catch(() => null)
    reply.code(404).header("Cache-Control", REVALIDATE)
    if (html === null) return reply.type("text/plain; charset=utf-8").send("Not found")
    reply.cspScriptSource = file
    return reply.type("text/html; charset=utf-8").send(html)
  }

  async function serveSite(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const publicDir = await currentPublicDir()
    const notFoundPage = path.join(publicDir, "404.html")
    const target = safeSegments(request.url)
    if (target === null || isBuildInternal(target.segments)) return sendNotFound(reply, notFoundPage)

    // The spec's /index is the home page (its canonical is /). It cannot be a Gatsby page of its
    // own: its page-data would share page-data/index/ with / and overwrite the home page's.
    const isIndexAlias = target.segments.length === 1 && target.segments[0] === "index"
    const file = isIndexAlias ? path.join(publicDir, "index.html") : await findFile(publicDir, target.segments, target.trailingSlash)
    if (file !== null) {
      // Gatsby's own 404 page under its own address is still a "not found" answer.
      const relative = path.relative(publicDir, file).split(path.sep)
      const isNotFound = relative.at(-1) === "404.html" || (relative.at(-1) === "index.html" && relative.at(-2) === "404")
      if (isNotFound) return sendNotFound(reply, file)
      // One address per page (common/page-spelling.ts, which the CDN's _redirects follows too). The
      // editor is not a page: its address is its folder's, /cms/, as Cloudflare Pages spells a folder.
      const isIndex = relative.at(-1) === "index.html"
      const canonical = !isIndex
        ? null
        : isCmsPath(target.segments)
          ? editorFolderRedirect(target.segments, target.trailingSlash)
          : pageSpellingRedirect(target.segments, target.trailingSlash)
      if (canonical !== null) return permanentRedirect(reply, canonical, request.url)
      return sendFound(request, reply, publicDir, file)
    }

    // Gatsby writes match paths most specific first; the first page that matches answers.
    const urlPath = "/" + target.segments.join("/")
    for (const entry of await currentMatchPaths()) {
      if (!matchesMatchPath(entry.matchPath, urlPath)) continue
      const page = path.resolve(publicDir, ...segmentsOf(entry.path), "index.html")
      if (!within(publicDir, page) || !(await statOrNull(page))?.isFile()) continue
      return sendFound(request, reply, publicDir, page)
    }

    // The nearest 404.html, as Cloudflare Pages sends it: /blog/404.html for a missing post.
    const { folders, deepest } = await notFoundFoldersOf(publicDir)
    for (let depth = Math.min(target.segments.length - 1, deepest); depth > 0; depth--) {
      const folder = target.segments.slice(0, depth).join("/")
      if (folders.has(folder)) return sendNotFound(reply, path.join(publicDir, ...folder.split("/"), "404.html"))
    }
    return sendNotFound(reply, notFoundPage)
  }

  // Runs before the compression hook (route hooks run in order): a 304 carries no body, so there
  // is nothing to compress and no Content-Encoding to announce, not even a brotli copy's.
  const emptyNotModified: onSendHookHandler = async (_request, reply, payload) => {
    if (reply.statusCode !== 304) return payload
    reply.removeHeader("Content-Encoding")
    return null
  }

  app.route({ method: "GET", url: "/*", onSend: emptyNotModified, handler: serveSite })

  // The site is read-only. Answered in onRequest so that no body is parsed for a request that
  // is refused anyway. The enquiry API's own routes are more specific and take precedence.
  app.route({
    method: ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: "/*",
    onRequest: async (_request, reply) => readOnlySite(reply),
    handler: async (_request, reply) => reply,
  })
}

/** `/cms` → `/cms/`: the editor has one address, its folder's, as Cloudflare Pages answers a folder. */
const editorFolderRedirect = (segments: readonly string[], trailingSlash: boolean): string | null =>
  trailingSlash ? null : `/${segments.map(encodeURIComponent).join("/")}/`

/** A 301 to `location`, keeping the request's query string. */
function permanentRedirect(reply: FastifyReply, location: string, requestUrl: string): FastifyReply {
  const query = requestUrl.indexOf("?")
  return reply
    .code(301)
    .header("Cache-Control", REVALIDATE)
    .redirect(query >= 0 ? location + requestUrl.slice(query) : location, 301)
}

/** The answer to any method but GET and HEAD on the site's addresses. */
export function readOnlySite(reply: FastifyReply): FastifyReply {
  return reply
    .code(405)
    .header("Allow", "GET, HEAD")
    .send({ data: null, error: { code: "method_not_allowed", message: "This address can only be read (GET or HEAD)." } })
}

// Not wrapped in fastify-plugin on purpose: compression stays scoped to the site's routes.
export const staticSite = plugin
