/**
 * Security headers on every response: the built pages, the enquiry API, errors and 404s.
 *
 * The Content-Security-Policy never allows 'unsafe-inline' scripts. Gatsby writes small inline
 * scripts into every page (`window.pagePath=...`, the chunk mapping, the image loader), so the
 * policy of an HTML answer lists the sha256 of each inline script of the very file being served.
 * The static-site plugin names that file through `reply.cspScriptSource`.
 */
import { createHash } from "node:crypto"
import { promises as fs } from "node:fs"
import fp from "fastify-plugin"
import type { FastifyPluginAsync } from "fastify"
import type { Config } from "./config"

declare module "fastify" {
  interface FastifyReply {
    /**
     * Absolute path of the HTML file this reply sends, set by the static-site plugin; its inline
     * scripts are hashed into script-src. Null for everything that is not a built page.
     */
    cspScriptSource: string | null
  }
}

export type SecurityHeadersOptions = { config: Config }

/** The CSP source expression (`'sha256-…'`) that allows exactly this inline script text. */
export function scriptHash(scriptText: string): string {
  // Browsers hash the element's text as UTF-8 bytes, byte for byte as it appears in the file.
  return `'sha256-${createHash("sha256").update(scriptText, "utf8").digest("base64")}'`
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const srcAttribute = /(?:^|\s)src(?:\s*=|\s|$)/i
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

/**
 * Hashes of the inline scripts of an HTML document, in document order without duplicates.
 * Scripts with a `src` are covered by 'self'; JSON-LD is data, never executed, so CSP ignores it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(scriptElement)) {
    const attributes = match[1] ?? ""
    const body = match[2] ?? ""
    if (srcAttribute.test(attributes)) continue
    const type = typeAttribute.exec(attributes)
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase()
    if (typeValue === "application/ld+json") continue
    hashes.add(scriptHash(body))
  }
  return [...hashes]
}

/** The whole policy; `scriptHashes` are source expressions as returned by `scriptHash`. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // Emotion injects <style> elements at runtime and Gatsby inlines the critical CSS.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    // The rupee sign's 1 KB face is inlined into the CSS by the build.
    "font-src 'self' data:",
    "connect-src 'self'",
    // The video facade loads its player only from YouTube's cookie-less domain, after a click.
    "frame-src https://www.youtube-nocookie.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ")
}

type CachedHashes = { mtimeMs: number; size: number; hashes: string[]; fontPreloads: string[] }
const hashCache = new Map<string, CachedHashes>()

const fontPreload = /<link rel="preload" as="font" type="font\/woff2" href="(\/[^"<>]+\.woff2)" crossorigin="anonymous"/g

/**
 * The `Link` header value that starts a page's preloaded fonts with the response's headers, before
 * the browser has parsed the head: the brand font is then there at the first layout instead of
 * landing inside its short block period, when the page would be laid out again in Inter.
 */
export function fontPreloadLink(html: string): string[] {
  return [...new Set([...html.matchAll(fontPreload)].map((match) => `<${match[1]}>; rel=preload; as=font; type="font/woff2"; crossorigin`))]
}

/**
 * Inline-script hashes of one HTML file, cached per path and modification time so that a page
 * is parsed once per build, and a rebuild while the server runs is picked up.
 */
async function pageFacts(file: string): Promise<CachedHashes> {
  const stat = await fs.stat(file)
  const cached = hashCache.get(file)
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached
  const html = await fs.readFile(file, "utf8")
  const facts = { mtimeMs: stat.mtimeMs, size: stat.size, hashes: inlineScriptHashes(html), fontPreloads: fontPreloadLink(html) }
  hashCache.set(file, facts)
  return facts
}

export async function scriptHashesForFile(file: string): Promise<string[]> {
  return (await pageFacts(file)).hashes
}

/**
 * The headers every answer carries besides its Content-Security-Policy; the CDN's _headers file
 * (server/cdn-output.ts) writes the same ones.
 */
export function staticSecurityHeaders({ hsts }: { hsts: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  }
  if (hsts) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains"
  return headers
}

const plugin: FastifyPluginAsync<SecurityHeadersOptions> = async (app, { config }) => {
  const staticHeaders = staticSecurityHeaders(config)
  const plainPolicy = contentSecurityPolicy()

  app.decorateReply("cspScriptSource", null)

  // A few answers never pass through Fastify's hooks: the router writes its 400 for a malformed
  // URL (such as `/%E0%A4%A`) straight to the socket. Headers set on the raw response first are
  // merged into whatever is written later, so those answers are covered too; replies that do go
  // through the hooks override the same names with their final values.
  app.server.prependListener("request", (_request, response) => {
    for (const [name, value] of Object.entries(staticHeaders)) response.setHeader(name, value)
    response.setHeader("Content-Security-Policy", plainPolicy)
  })

  // onSend runs for every reply that goes through Fastify, including error and not-found
  // answers, and after the handler has decided which file (if any) it sends.
  app.addHook("onSend", async (request, reply, payload) => {
    reply.headers(staticHeaders)
    let policy = plainPolicy
    // Also on a 304: browsers refresh the stored headers of a page from its 304 answer, so
    // a policy without the hashes there would block the cached page's inline scripts.
    const source = reply.cspScriptSource
    if (source !== null) {
      try {
        const facts = await pageFacts(source)
        policy = contentSecurityPolicy(facts.hashes)
        if (facts.fontPreloads.length > 0 && reply.statusCode !== 304) reply.header("Link", facts.fontPreloads.join(", "))
      } catch (error) {
        // The file vanished between sending and hashing (a rebuild): the page's inline scripts
        // are blocked for this one answer, which is safer than allowing them all.
        request.log.warn({ err: error, file: source }, "could not hash inline scripts")
      }
    }
    reply.header("Content-Security-Policy", policy)
    return payload
  })
}

export const securityHeaders = fp(plugin, { name: "security-headers", fastify: "5.x" })
