import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { LATER_ATTRIBUTE } from "./head-styles"

const laterSheet = new RegExp(`<noscript ${LATER_ATTRIBUTE}=""><style>([^<]*)</style></noscript>`)
const SHEET = String.raw`below-fold-[0-9a-f]{20}\.css`
const SHEET_IN_PAGE = new RegExp(SHEET, "g")
const SHEET_FILE = new RegExp(`^${SHEET}$`)

/**
 * splitStyles: the later sheet the server rendered into a page's head becomes a file in
 * public/static, named by its content (pages with the same rules share it, and browsers may keep
 * it for good), and the page links it instead.
 */
export function moveLaterSheet(html: string, publicDir: string): string {
  const match = laterSheet.exec(html)
  if (!match) return html
  const name = `below-fold-${createHash("sha256").update(match[1]).digest("hex").slice(0, 20)}.css`
  const file = path.join(publicDir, "static", name)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, match[1])
  }
  return html.replace(match[0], `<noscript ${LATER_ATTRIBUTE}=""><link rel="stylesheet" href="/static/${name}"/></noscript>`)
}

/** The later sheets a page links (by file name). */
export const linkedSheets = (html: string): string[] => html.match(SHEET_IN_PAGE) ?? []

/**
 * Removes the later sheets of public/static that no page links any more: a page whose rules changed
 * links a new sheet, and the old one would stay in a public/ kept from build to build. Returns how
 * many were removed.
 */
export function removeUnlinkedSheets(publicDir: string, linked: ReadonlySet<string>): number {
  const dir = path.join(publicDir, "static")
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : []
  const stale = names.filter((name) => SHEET_FILE.test(name) && !linked.has(name))
  for (const name of stale) fs.rmSync(path.join(dir, name))
  return stale.length
}
