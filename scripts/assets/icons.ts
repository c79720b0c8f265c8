/** Square icons: the per-family section item images and the brand icon (favicon, manifest). */
import { brandMark, glyph, type GlyphKind } from "./glyphs"
import { colors } from "./palette"
import { Defs, document, rect } from "./svg"

/** 192 px item icon: a warm tile with the family glyph; transparent outside the tile's corners. */
export const itemIconSvg = (kind: GlyphKind): string => {
  const defs = new Defs()
  const size = 192
  const tile = defs.linear(
    "tile",
    [
      [0, colors.saffron50],
      [1, colors.saffron100],
    ],
    60,
  )
  return document(size, size, defs, [rect(4, 4, size - 8, size - 8, 46, { fill: tile }), glyph(kind, size / 2, size / 2, 124)].join(""))
}

/** 512 px brand icon: saffron rounded square with the white rising-sun S. */
export const brandIconSvg = (): string => {
  const defs = new Defs()
  const size = 512
  const fill = defs.linear(
    "icon-bg",
    [
      [0, colors.saffron],
      [1, colors.deep],
    ],
    60,
  )
  return document(size, size, defs, [rect(0, 0, size, size, 112, { fill }), brandMark(size / 2, size / 2, 380)].join(""))
}
