import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { LATER_ATTRIBUTE } from "./head-styles"

const laterSheet = new RegExp(`<noscript ${LATER_ATTRIBUTE}=""><style>([^<]*)</style></noscript>`)

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
