import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { parseApiOrigin, writeCdnOutput } from "../../server/cdn-output"
import { readMatchPaths } from "../../server/static-site"
import { rewriteScriptTags } from "../utils/start-after-paint"
import { writeOgImages } from "./og-images"

type SiteQuery = { site: { siteMetadata: { siteUrl: string } }; siteInfo: { brand: string } }

/**
 * After the build: every page starts Gatsby's scripts after its first paint, share images for
 * every page, and robots.txt naming the sitemap on this site's URL.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.join(process.cwd(), "public")
  const { data } = await graphql<SiteQuery>(`{ site { siteMetadata { siteUrl } } siteInfo { brand } }`)
  if (!data) throw new Error("site metadata missing")
  const siteUrl = data.site.siteMetadata.siteUrl.replace(/\/$/, "")
  const rewritten = startScriptsAfterPaint(publicDir)
  reporter.info(`Scripts start after the first paint: ${rewritten} pages`)
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  const count = await writeOgImages(publicDir, data.siteInfo.brand)
  reporter.info(`Share images: ${count} written to public/og`)
  // Last, so that the policies hash the pages as they are finally written.
  const cdn = writeCdnOutput({
    publicDir,
    matchPaths: readMatchPaths(path.join(process.cwd(), ".cache")),
    apiOrigin: parseApiOrigin(process.env.API_ORIGIN),
    hsts: process.env.HSTS !== "0",
  })
  reporter.info(`CDN files: _headers (${cdn.headerRules.length} rules), _redirects (${cdn.redirectRules.length} rules)`)
}

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin/", "Disallow: /user/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n")
}

/**
 * Rewrites every built page (stitched, so after Gatsby has written it) and returns how many
 * changed. Gatsby stitches its scripts into a page again whenever they change; this runs after
 * every build, so a page never keeps stale script tags.
 */
export function startScriptsAfterPaint(publicDir: string): number {
  let changed = 0
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue
    const file = path.join(entry.parentPath, entry.name)
    // Slice fragments are Gatsby's sources for stitching, not pages.
    if (path.relative(publicDir, file).startsWith(path.join("_gatsby", "slices"))) continue
    const html = fs.readFileSync(file, "utf8")
    const next = rewriteScriptTags(html)
    if (next !== html) {
      fs.writeFileSync(file, next)
      changed++
    }
  }
  return changed
}
