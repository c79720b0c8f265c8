/**
 * gatsby-plugin-sitemap options: only canonical pages. Alias service pages (their canonical is the
 * main slug), the client-only fallbacks, 404 pages, /index (canonical /) and noindex pages are left out.
 */
import fs from "node:fs"
import path from "node:path"

export function aliasServicePaths(contentDir = path.join(__dirname, "..", "..", "content")): string[] {
  const dir = path.join(contentDir, "services")
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => (JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")).aliases ?? []) as string[])
    .map((alias) => `/service/${alias}`)
}

export const NON_CANONICAL_PATHS = ["/index", "/404", "/404.html", "/dev-404-page", "/service/__fallback", "/blog/404"]

/** Pages marked noindex in their Head: a sitemap listing them would contradict them. */
export const NOINDEX_PATHS = ["/enquiry-sent"]

export function isCanonicalPath(pagePath: string, aliases: string[]): boolean {
  const clean = pagePath.length > 1 ? pagePath.replace(/\/$/, "") : pagePath
  return !NON_CANONICAL_PATHS.includes(clean) && !aliases.includes(clean)
}

export const sitemapOptions = {
  output: "/",
  entryLimit: 45000,
  // The plugin drops every page whose path equals one of these (exact paths, no globs needed).
  excludes: [...NON_CANONICAL_PATHS, ...NOINDEX_PATHS, ...aliasServicePaths()],
}
