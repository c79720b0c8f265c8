import fs from "node:fs"
import path from "node:path"

/** public/'s folders that hold no page: Gatsby's assets and page data, share images, icons, media, the editor. */
const NOT_PAGES = new Set(["static", "page-data", "og", "icons", "media", "~partytown", "cms"])

/**
 * Every file of public/'s pages (their HTML and its brotli copy), without walking the folders of
 * assets: with a thousand posts, public/static alone holds tens of thousands of pictures, and a walk
 * of all public/ took seconds of each build.
 */
export function pageFiles(publicDir: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (!entry.isDirectory()) return [full]
      return dir === publicDir && NOT_PAGES.has(entry.name) ? [] : walk(full)
    })
  return fs.existsSync(publicDir) ? walk(publicDir) : []
}
