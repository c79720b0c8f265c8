/**
 * The security headers of every answer, as our server (server/security-headers.ts) and the CDN's
 * `_headers` (common/cdn-output.ts) both send them. The Content-Security-Policy never allows
 * 'unsafe-inline' scripts: Gatsby writes small inline scripts into every page, so the policy of an
 * HTML answer lists the sha256 of each inline script of that very page.
 */
import { createHash } from "node:crypto"

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

/** decap-server on the editor's own machine (`npm run cms`), loopback only: the editor's local backend. */
export const CMS_LOCAL_BACKEND_URL = "http://127.0.0.1:8081/api/v1"

/** The addresses on which Decap uses its local backend instead of GitHub, as Decap decides it. */
export const CMS_LOCAL_HOSTNAMES: readonly string[] = ["localhost", "127.0.0.1"]

/**
 * The policy of the browser editor under /cms/ (Decap CMS, gatsby/cms.ts), in place of the site's:
 * Decap is one prebuilt bundle that needs what the site never allows, so it gets its own address space.
 * `localBackend`: the editor is opened on this machine (CMS_LOCAL_HOSTNAMES), where it talks to
 * decap-server; everywhere else that address is not allowed.
 */
export function cmsContentSecurityPolicy({ localBackend = false }: { localBackend?: boolean } = {}): string {
  return [
    "default-src 'self'",
    // ajv, which checks the configuration, compiles its validators with new Function().
    "script-src 'self' 'unsafe-eval'",
    // Decap's styles are emotion's <style> elements; CodeMirror and the editors set style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Decap's icons are data: URLs; media read through the backend are shown as blob: URLs; the
    // signed-in editor's GitHub avatar.
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    // The GitHub backend: its API and the status page it checks; on the editor's own machine, decap-server.
    // blob: a picture the editor has uploaded is read back from its blob: URL to be committed with the entry.
    `connect-src 'self' blob: https://api.github.com https://www.githubstatus.com${localBackend ? ` ${CMS_LOCAL_BACKEND_URL}` : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ")
}

/**
 * The headers of every answer under /cms/ that differ from the site's: its policy; an opener policy
 * that keeps the sign-in popup's way back (the GitHub sign-in page posts its token to the window that
 * opened it, which `same-origin` would cut off); and no place in search results.
 */
export function cmsSecurityHeaders(options: { localBackend?: boolean } = {}): Record<string, string> {
  return {
    "Content-Security-Policy": cmsContentSecurityPolicy(options),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex",
  }
}

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
 * The opener policy of the enquiry API and the staff inbox (API_FOLDERS): a page of the inbox gets a
 * browsing context group of its own, which no window that opened it can reach. The site's pages hold
 * nothing of a visitor's and carry none: with it, a tab that showed a blank page or another page in
 * the same renderer must start a new renderer for the site (on Android, where Chrome then isolates
 * the site, a process of its own), which on a slow phone costs the first paint and the main thread
 * more than anything the page itself does (docs/performance.md#against-the-lightest-peers).
 */
export const API_OPENER_POLICY = { "Cross-Origin-Opener-Policy": "same-origin" } as const

/**
 * The headers every answer carries besides its Content-Security-Policy; the CDN's _headers file
 * (common/cdn-output.ts) writes the same ones.
 */
export function staticSecurityHeaders({ hsts }: { hsts: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
  }
  if (hsts) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains"
  return headers
}
