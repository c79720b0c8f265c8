/**
 * Security headers on every response: the built pages, the enquiry API, errors and 404s.
 *
 * The Content-Security-Policy never allows 'unsafe-inline' scripts. Gatsby writes small inline
 * scripts into every page (`window.pagePath=...`, the chunk mapping, the image loader), so the
 * policy of an HTML answer lists the sha256 of each inline script of the very file being served.
 * The static-site plugin names that file through `reply.cspScriptSource`. The browser editor under
 * /cms/ gets its own policy instead (cmsSecurityHeaders in common/security-headers.ts).
 */
import { promises as fs } from "node:fs"
import fp from "fastify-plugin"
import type { FastifyPluginAsync } from "fastify"
import type { Config } from "./config"
import {
  API_OPENER_POLICY,
  CMS_LOCAL_HOSTNAMES,
  cmsSecurityHeaders,
  contentSecurityPolicy,
  fontPreloadLink,
  inlineScriptHashes,
  staticSecurityHeaders,
} from "../common/security-headers"
import { isApiFolder } from "../common/enquiry-api"
import { isCmsPath, safeSegments } from "../common/site-files"

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

type CachedHashes = { mtimeMs: number; size: number; hashes: string[]; fontPreloads: string[] }
const hashCache = new Map<string, CachedHashes>()

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

const plugin: FastifyPluginAsync<SecurityHeadersOptions> = async (app, { config }) => {
  const staticHeaders = staticSecurityHeaders(config)
  const plainPolicy = contentSecurityPolicy()
  const cmsHeaders = cmsSecurityHeaders()
  const localCmsHeaders = cmsSecurityHeaders({ localBackend: true })

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
    // The browser editor (/cms/ and everything under it, found or not) has its own policy, as the
    // CDN's `/cms/*` rule gives it; the path is read decoded, as the static site reads it. Opened on
    // localhost (`npm run cms`), the policy also allows decap-server, which Decap uses only there.
    const segments = safeSegments(request.url)?.segments ?? []
    if (isCmsPath(segments)) {
      reply.headers(CMS_LOCAL_HOSTNAMES.includes(request.hostname) ? localCmsHeaders : cmsHeaders)
      return payload
    }
    if (isApiFolder(segments[0])) reply.headers(API_OPENER_POLICY)
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
