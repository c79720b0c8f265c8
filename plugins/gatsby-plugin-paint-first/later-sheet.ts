import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { LATER_ATTRIBUTE } from "./head-styles"
import { applyEdits, tagsOf, type Edit, type Tag } from "./html-tags"

const SHEET_FILE = /^below-fold-[0-9a-f]{20}\.css$/

/**
 * splitStyles: the later sheet the server rendered into a page's head (its elements, `tags`) becomes
 * a file in public/static, named by its content (pages with the same rules share it, and browsers
 * may keep it for good), and the change links it instead; with the sheets the page links after it.
 */
export function laterSheet(tags: Tag[], publicDir: string): { edit: Edit | null; linked: string[] } {
  const noscript = tags.find((tag) => tag.name === "noscript" && LATER_ATTRIBUTE in tag.attribs)
  const style = noscript && tags.find((tag) => tag.name === "style" && tag.start > noscript.start && tag.end <= noscript.end)
  if (!noscript || !style) return { edit: null, linked: sheetsLinkedBy(tags) }
  const name = `below-fold-${createHash("sha256").update(style.text).digest("hex").slice(0, 20)}.css`
  const file = path.join(publicDir, "static", name)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, style.text)
  }
  const text = `<noscript ${LATER_ATTRIBUTE}=""><link rel="stylesheet" href="/static/${name}"/></noscript>`
  return { edit: { start: noscript.start, end: noscript.end, text }, linked: [name] }
}

/** A built page with its later sheet moved into a file (laterSheet). */
export const moveLaterSheet = (html: string, publicDir: string): string => applyEdits(html, [laterSheet(tagsOf(html), publicDir).edit])

/** The later sheets a page links (by file name). */
export const linkedSheets = (html: string): string[] => sheetsLinkedBy(tagsOf(html))

const sheetsLinkedBy = (tags: Tag[]): string[] =>
  tags
    .filter((tag) => tag.name === "link" && tag.attribs.rel === "stylesheet")
    .map((tag) => path.posix.basename(tag.attribs.href ?? ""))
    .filter((name) => SHEET_FILE.test(name))

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
