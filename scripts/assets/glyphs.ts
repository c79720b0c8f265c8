/**
 * Bold single-idea glyphs, one per service family, drawn in a 100x100 box. They are the section
 * item icons (192 px) and the tiles of the neutral collage; the brand mark lives here too.
 */
import { colors } from "./palette"
import { arcPath, circle, g, line, path, rect, translate } from "./svg"

export type Family = "web" | "marketing" | "design" | "messaging" | "pr"
export type GlyphKind = Family | "default"

const stroke = (width: number, color: string) => ({
  fill: "none",
  stroke: color,
  "stroke-width": width,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
})

const glyphBodies: Record<GlyphKind, string> = {
  web: [
    rect(10, 18, 80, 64, 12, { fill: colors.white }),
    path("M10 30a12 12 0 0 1 12-12h56a12 12 0 0 1 12 12v6H10Z", { fill: colors.saffron }),
    circle(20, 27, 3, { fill: colors.white }),
    circle(29, 27, 3, { fill: colors.white }),
    path("M40 50L31 59L40 68", stroke(5, colors.ink)),
    path("M60 50L69 59L60 68", stroke(5, colors.ink)),
    line(54, 48, 46, 70, stroke(5, colors.saffron)),
  ].join(""),
  marketing: [
    rect(14, 58, 16, 26, 5, { fill: colors.saffron200 }),
    rect(38, 44, 16, 40, 5, { fill: colors.saffron300 }),
    rect(62, 30, 16, 54, 5, { fill: colors.saffron }),
    path("M14 44L36 28L50 36L80 14", stroke(5, colors.ink)),
    path("M66 13H81V28", stroke(5, colors.ink)),
  ].join(""),
  design:
    g(
      [
        rect(-16, -40, 32, 18, 5, { fill: colors.ink }),
        path("M-18 -24C-19 -4 -8 14 0 32C8 14 19 -4 18 -24Z", { fill: colors.saffron }),
        line(0, 0, 0, 28, stroke(3, colors.white)),
        circle(0, -2, 4, { fill: colors.white }),
      ],
      { transform: `${translate(50, 48, 1.15)} rotate(35)` },
    ) + path("M14 84C30 70 44 92 62 80", stroke(5, colors.ink)),
  messaging: [
    path("M14 22a10 10 0 0 1 10-10h52a10 10 0 0 1 10 10v34a10 10 0 0 1-10 10H40L24 80V66a10 10 0 0 1-10-10Z", { fill: colors.saffron }),
    circle(34, 39, 5, { fill: colors.white }),
    circle(50, 39, 5, { fill: colors.white }),
    circle(66, 39, 5, { fill: colors.white }),
    circle(80, 18, 9, { fill: colors.ink }),
  ].join(""),
  pr: [
    rect(36, 10, 28, 48, 14, { fill: colors.ink }),
    rect(34, 34, 32, 7, 3, { fill: colors.saffron }),
    path(arcPath(50, 40, 24, 0, 180), stroke(5, colors.saffron)),
    line(50, 64, 50, 82, stroke(5, colors.ink)),
    line(36, 84, 64, 84, stroke(5, colors.ink)),
    path(arcPath(50, 34, 40, -40, 0), stroke(4, colors.saffron300)),
    path(arcPath(50, 34, 40, 180, 220), stroke(4, colors.saffron300)),
  ].join(""),
  default: [
    circle(50, 50, 36, { fill: colors.saffron }),
    path("M50 22Q53 47 78 50Q53 53 50 78Q47 53 22 50Q47 47 50 22Z", { fill: colors.white }),
    circle(78, 22, 7, { fill: colors.ink }),
  ].join(""),
}

/** A glyph scaled to `size`, centred on (cx, cy). */
export const glyph = (kind: GlyphKind, cx: number, cy: number, size: number): string =>
  g(glyphBodies[kind], { transform: translate(cx - size / 2, cy - size / 2, size / 100) })

/**
 * The brand mark: a half sun rising over a horizon whose line runs on into a hook, so the whole
 * reads as an S. Simple shapes only, so it stays crisp from a 16 px favicon to the 512 px icon.
 */
export const brandMark = (cx: number, cy: number, size: number, color: string = colors.white): string => {
  const s = size / 100
  const body = [
    path("M24 46A22 22 0 0 1 68 46Z", { fill: color }),
    ...[-150, -115, -90, -65, -30].map((a) => {
      const rad = (a * Math.PI) / 180
      return line(46 + 28 * Math.cos(rad), 46 + 28 * Math.sin(rad), 46 + 36 * Math.cos(rad), 46 + 36 * Math.sin(rad), {
        stroke: color,
        "stroke-width": 6,
        "stroke-linecap": "round",
      })
    }),
    path("M24 56H56A13 13 0 0 1 56 82H26", {
      fill: "none",
      stroke: color,
      "stroke-width": 10,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  ]
  // The drawing's visual centre is near (47, 48) of its box.
  return g(body, { transform: translate(cx - 47 * s, cy - 48 * s, s) })
}
