/**
 * One address per page. The site is built with Gatsby's `trailingSlash: "never"` (gatsby-config.ts):
 * a page's canonical link, its sitemap entry and every internal link spell it without a trailing
 * slash, so the other spelling (`/about/`) is answered with a 301 to the canonical one (`/about`).
 * Our server (server/static-site.ts) and the CDN's `_redirects` (common/cdn-output.ts) both follow
 * this module, so they cannot disagree.
 */

/** Mirrors gatsby-config.ts's `trailingSlash`; a unit test checks that they agree. */
export const TRAILING_SLASH = "never" as const

/** The canonical spelling of a page's address (`/about/` → `/about`; the home page stays `/`). */
export function canonicalPagePath(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, "")
  return trimmed === "" ? "/" : trimmed
}

/** The spelling of a page's address that is redirected to the canonical one; null for the home page. */
export function otherPageSpelling(pagePath: string): string | null {
  const canonical = canonicalPagePath(pagePath)
  return canonical === "/" ? null : `${canonical}/`
}

/**
 * Where a request for a built page goes instead, or null when it is answered where it is: the
 * canonical path when the request used the other spelling. `segments` are the decoded segments of
 * the request path and `trailingSlash` whether it ended in a slash.
 */
export function pageSpellingRedirect(segments: readonly string[], trailingSlash: boolean): string | null {
  if (segments.length === 0 || !trailingSlash) return null
  return `/${segments.map(encodePathSegment).join("/")}`
}

// A path segment may hold the sub-delimiters and ":" and "@" unescaped (RFC 3986): the spec's
// /service/crisis-&-preception-mangement keeps its "&" in the Location header.
const encodePathSegment = (segment: string): string =>
  encodeURIComponent(segment).replace(/%(?:21|24|26|27|28|29|2A|2B|2C|3B|3D|3A|40)/gi, decodeURIComponent)
