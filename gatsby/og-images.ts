/**
 * Share images (1200x630) for every page, drawn after the build from each page's own <title>:
 * every og:image URL found in the built HTML gets a JPEG (quality 85: drawn in a sixth of the time
 * of a 256-colour PNG, which counts with a page a post, for about a fifth more bytes). No page can
 * reference a missing image, and titles never drift from the pages. Rendered by sharp (librsvg)
 * with the DejaVu font.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { tokens } from "../common/tokens"
import { eachLimited } from "./each-limited"
import { pageFiles } from "./page-files"

const { accent, ink, paper, textOnDark } = tokens.color

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")

/** Greedy word wrap by an approximate character budget per line. */
function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ""
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (next.length > maxChars && line) {
      lines.push(line)
      line = word
    } else {
      line = next
    }
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s,.;:]+$/, "")}…`
    return kept
  }
  return lines
}

function ogSvg(title: string, brand: string, host: string): string {
  const lines = wrapText(title, 26, 3)
  const fontSize = lines.length > 2 ? 62 : 70
  const lineHeight = fontSize * 1.14
  const startY = 315 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.1
  const text = lines
    .map((line, i) => `<text x="80" y="${(startY + i * lineHeight).toFixed(0)}" class="t">${escapeXml(line)}</text>`)
    .join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="g" cx="1" cy="0" r="0.9"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
    <style>.t{font-family:'DejaVu Sans',sans-serif;font-weight:700;fill:${paper};font-size:${fontSize}px;letter-spacing:-1px}
    .b{font-family:'DejaVu Sans',sans-serif;font-weight:700;fill:${paper};font-size:30px}.h{font-family:'DejaVu Sans',sans-serif;fill:${textOnDark};font-size:24px}</style>
  </defs>
  <rect width="1200" height="630" fill="${ink}"/>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1080" cy="540" r="210" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="2"/>
  <circle cx="1080" cy="540" r="140" fill="none" stroke="${accent}" stroke-opacity="0.25" stroke-width="2"/>
  <g transform="translate(80 64)">
    <rect width="56" height="56" rx="14" fill="${accent}"/>
    <path d="M12.4 37.3a15.6 15.6 0 0 1 31.2 0z" fill="${ink}"/>
    <rect x="9.3" y="40.4" width="37.3" height="4" rx="2" fill="${ink}"/>
    <path d="M28 12.4v6.2M14.8 17.9l4.4 4.4M41.2 17.9l-4.4 4.4" stroke="${ink}" stroke-width="3.7" stroke-linecap="round"/>
    <text x="76" y="39" class="b">${escapeXml(brand)}</text>
  </g>
  ${text}
  <rect x="80" y="${(startY + (lines.length - 1) * lineHeight + 44).toFixed(0)}" width="120" height="8" rx="4" fill="${accent}"/>
  <text x="80" y="568" class="h">${escapeXml(host)}</text>
</svg>`
}

/**
 * Finds og:image → title pairs in the built pages and draws each image once. An image is keyed by
 * the picture it is (`previous`: keys by path, which the build keeps in Gatsby's cache): one drawn
 * by an earlier build from the same title, brand and host is kept; one no page names is removed.
 */
export async function writeOgImages(
  publicDir: string,
  brand: string,
  previous: Record<string, string> = {},
): Promise<{ images: number; drawn: number; keys: Record<string, string> }> {
  const wanted = new Map<string, string>()
  let host = ""
  for (const file of pageFiles(publicDir).filter((name) => name.endsWith(".html"))) {
    const html = fs.readFileSync(file, "utf8")
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
    if (canonical && !host) host = new URL(canonical).host.replace(/^www\./, "")
    if (!image || !title) continue
    const url = new URL(image)
    if (!wanted.has(url.pathname)) wanted.set(url.pathname, decodeEntities(title).replace(new RegExp(`\\s*\\|\\s*${brand}$`), ""))
  }
  const ogDir = path.join(publicDir, "og")
  const named = new Set([...wanted.keys()].map((pathname) => path.join(publicDir, decodeURIComponent(pathname))))
  for (const file of fs.existsSync(ogDir) ? fs.readdirSync(ogDir).map((name) => path.join(ogDir, name)) : [])
    if (!named.has(file)) fs.rmSync(file)
  const keys: Record<string, string> = {}
  let drawn = 0
  await eachLimited([...wanted], async ([pathname, title]) => {
    const target = path.join(publicDir, decodeURIComponent(pathname))
    const svg = ogSvg(title, brand, host)
    keys[pathname] = crypto.createHash("sha256").update(svg).digest("hex")
    if (previous[pathname] === keys[pathname] && fs.existsSync(target)) return
    fs.mkdirSync(path.dirname(target), { recursive: true })
    await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(target)
    drawn++
  })
  return { images: wanted.size, drawn, keys }
}
