import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { BUILD_RECORD, buildVariables, type BuildRecord } from "../common/build-inputs"
import { writeCms } from "./cms"
import { writeOgImages } from "./og-images"
import { precompressPages } from "./precompress"
import { removeStalePictures } from "./stale-pictures"

/** When this build started: Gatsby loads gatsby-node's modules as it begins. */
const STARTED_AT = Date.now()

type SiteQuery = {
  site: { siteMetadata: { siteUrl: string } }
  siteInfo: { brand: string }
  allFile: { nodes: { internal: { contentDigest: string } }[] }
}

/**
 * After the build: share images for every page, robots.txt naming the sitemap on this site's URL,
 * the browser editor at /cms/ (cms.ts), the pictures of content files that are gone removed
 * (stale-pictures.ts), and last, when every page's HTML is final, each page's
 * brotli copy (precompress.ts), and the record of what the build was made from
 * (common/build-inputs.ts). Share images and brotli copies are made again only for what changed
 * since the last build whose public/ and cache are kept. The CDN's files are written with the folder that is
 * deployed (`npm run cdn:dir`).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, cache }) => {
  const publicDir = path.join(process.cwd(), "public")
  const { data } = await graphql<SiteQuery>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteInfo {
        brand
      }
      allFile {
        nodes {
          internal {
            contentDigest
          }
        }
      }
    }
  `)
  if (!data) throw new Error("site metadata missing")
  const siteUrl = data.site.siteMetadata.siteUrl.replace(/\/$/, "")
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  // What the last build drew and compressed, kept in Gatsby's cache (public API) with public/ itself.
  const og = await writeOgImages(publicDir, data.siteInfo.brand, (await cache.get("og-images")) ?? {})
  await cache.set("og-images", og.keys)
  reporter.info(`Share images: ${og.images} in public/og, ${og.drawn} drawn`)
  const cms = writeCms(publicDir)
  reporter.info(`Editor: ${cms.files.length} files written to public/cms`)
  if (cms.repo === null) reporter.warn("The editor at /cms/ names no GitHub repository: set CMS_REPO (owner/name) for the build")
  const stale = await removeStalePictures(publicDir, new Set(data.allFile.nodes.map((file) => file.internal.contentDigest)))
  if (stale > 0) reporter.info(`Pictures of removed files: ${stale} folders removed from public/static, with their copies`)
  const brotli = await precompressPages(publicDir, (await cache.get("brotli-copies")) ?? {})
  await cache.set("brotli-copies", brotli.digests)
  reporter.info(`Brotli copies: ${brotli.pages} pages, ${brotli.compressed} compressed`)
  const record: BuildRecord = { startedAt: STARTED_AT, variables: buildVariables(process.env) }
  fs.writeFileSync(path.join(publicDir, BUILD_RECORD), JSON.stringify(record))
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin/",
    "Disallow: /cms/",
    "Disallow: /user/",
    "",
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n")
}
