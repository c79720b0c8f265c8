/**
 * Which of the pictures a page offers (`srcset` with width descriptors, and `sizes`) a browser
 * would fetch at some window width and pixel density: a picture no browser picks at any of them was
 * an image job done for nothing. A browser takes the narrowest candidate at least as wide as the
 * slot times the density, else the widest (the HTML standard leaves the choice to it; Chromium and
 * Safari choose so).
 */

/** Window widths from the smallest phone to a wide desktop, and the densities of real screens. */
export const WINDOW_WIDTHS = Array.from({ length: (2560 - 320) / 10 + 1 }, (_, i) => 320 + i * 10)
export const DENSITIES = [1, 1.5, 2, 2.625, 3]

/** A length of `sizes` in CSS pixels for a window `width` wide: px, vw, or calc(vw - px|rem). */
function length(text: string, width: number): number | null {
  const plain = /^(\d+(?:\.\d+)?)(px|vw)$/.exec(text)
  if (plain) return plain[2] === "vw" ? (Number(plain[1]) * width) / 100 : Number(plain[1])
  const calc = /^calc\((\d+(?:\.\d+)?)vw - (\d+(?:\.\d+)?)(px|rem)\)$/.exec(text)
  if (calc) return (Number(calc[1]) * width) / 100 - Number(calc[2]) * (calc[3] === "rem" ? 16 : 1)
  return null
}

/** The slot's width in CSS pixels for a window `width` wide, by a `sizes` attribute. */
export function slotWidth(sizes: string, width: number): number {
  for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
    const match = /^(?:\((min|max)-width:\s*(\d+)px\)\s*)?(.+)$/.exec(entry)
    const slot = match && length(match[3], width)
    if (!match || slot === null) throw new Error(`sizes entry not understood: "${entry}"`)
    const [, kind, bound] = match
    if (kind === "min" && width < Number(bound)) continue
    if (kind === "max" && width > Number(bound)) continue
    return slot
  }
  return width
}

/** The candidate (URL) a browser takes for a slot of `pixels` device pixels. */
export function chosen(candidates: readonly { url: string; width: number }[], pixels: number): string {
  const wide = [...candidates].sort((a, b) => a.width - b.width)
  return (wide.find((candidate) => candidate.width >= pixels) ?? wide[wide.length - 1]).url
}

/** Every picture URL some window width and density takes from the srcsets of an HTML page. */
export function requestedPictures(html: string): { offered: Set<string>; requested: Set<string> } {
  const offered = new Set<string>()
  const requested = new Set<string>()
  for (const [tag] of html.matchAll(/<(?:img|source)\b[^>]*>/g)) {
    const srcset = /\bsrcset="([^"]*)"/i.exec(tag)?.[1]
    const sizes = /\bsizes="([^"]*)"/i.exec(tag)?.[1]
    if (!srcset || !sizes) continue
    const candidates = srcset
      .split(",")
      .map((part) => part.trim().split(/\s+/))
      .filter(([, descriptor]) => descriptor?.endsWith("w"))
      .map(([url, descriptor]) => ({ url, width: Number(descriptor.slice(0, -1)) }))
    if (candidates.length === 0) continue
    for (const candidate of candidates) offered.add(candidate.url)
    for (const width of WINDOW_WIDTHS) for (const density of DENSITIES) requested.add(chosen(candidates, slotWidth(sizes, width) * density))
  }
  return { offered, requested }
}
