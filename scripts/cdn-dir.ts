/**
 * `npm run cdn:dir -- [OUT]`: the folder that is deployed to the CDN (default `cdn-dist/`): the
 * build in public/ without its internals (source maps, webpack.stats.json, chunk-map.json), with
 * `_headers`, `_redirects` and, when API_ORIGIN is set, the worker forwarding the enquiry API.
 * Files are hard links into public/, so the folder costs no space; deploy it right after making it.
 */
import path from "node:path"
import { parseApiOrigin, stageCdnDir } from "../common/cdn-output"
import { readMatchPaths } from "../common/site-files"

const root = path.resolve(__dirname, "..")
const out = path.resolve(process.argv[2] ?? path.join(root, "cdn-dist"))
const apiOrigin = parseApiOrigin(process.env.API_ORIGIN)
const { headerRules, redirectRules } = stageCdnDir(path.join(root, "public"), out, {
  matchPaths: readMatchPaths(path.join(root, ".cache")),
  apiOrigin,
  hsts: process.env.HSTS !== "0",
})
console.log(
  `${path.relative(process.cwd(), out) || "."}: _headers ${headerRules.length} rules, _redirects ${redirectRules.length} rules, ` +
    (apiOrigin === null ? "no API forwarding (API_ORIGIN unset)" : `/user/* and /admin/* forwarded to ${apiOrigin}`),
)
