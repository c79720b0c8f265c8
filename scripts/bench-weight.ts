/**
 * `npm run bench:weight`: first-load JavaScript (gzip) and HTML size of every built page, from
 * public/ after `npm run build`. Prints a table grouped by page type and the largest pages, and
 * checks the budgets (100 KB per page, 105 KB for home). Exit code 1 when a budget is exceeded.
 */
import path from "node:path"
import { builtPages, firstLoadJs, gzipSize } from "./lib/built-pages"

const publicDir = path.resolve(process.argv[2] ?? "public")
const KB = 1024
const pages = builtPages(publicDir).filter((p) => p.route !== "/dev-404-page")

const typeOf = (route: string): string => {
  if (route === "/" || route === "/index") return "home"
  if (route.startsWith("/service/")) return "service"
  if (/^\/blog\/\d+$/.test(route)) return "/blog"
  if (route.startsWith("/blog/")) return "blog post"
  return route
}

const rows = pages.map((page) => ({
  route: page.route,
  type: typeOf(page.route),
  js: firstLoadJs(publicDir, page),
  html: Buffer.byteLength(page.html),
  htmlGzip: gzipSize(page.html),
}))

const byType = new Map<string, typeof rows>()
for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row])

const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
console.log(`Pages: ${rows.length}`)
console.log("| page type | pages | first-load JS (gzip), max | HTML, max | HTML gzip, max |")
console.log("|---|---|---|---|---|")
for (const [type, list] of byType) {
  const max = (key: "js" | "html" | "htmlGzip") => Math.max(...list.map((r) => r[key]))
  console.log(`| ${type} | ${list.length} | ${fmt(max("js"))} | ${fmt(max("html"))} | ${fmt(max("htmlGzip"))} |`)
}

const over = rows.filter((r) => r.js > (r.type === "home" ? 105 : 100) * KB)
if (over.length > 0) {
  console.error(`Over budget: ${over.map((r) => `${r.route} ${fmt(r.js)}`).join(", ")}`)
  process.exit(1)
}
console.log("All pages within the first-load JS budget (100 KB, home 105 KB).")
