/**
 * Fictional client logos for the home page strip. All names are invented for this site: Tamil
 * words and Chennai localities, none the name of a real, well-known company. Each logo is a simple
 * mark plus a wordmark in one dark grey, so the strip reads as one calm band.
 */
import sharp from "sharp"
import { colors } from "./palette"
import { circle, Defs, document, el, ellipse, g, line, n, path, polygon, rect, translate } from "./svg"
import { gearPath } from "./widgets"

export type ClientBrand = {
  name: string
  /** Wordmark lines: the main name and an optional small line under it. */
  main: string
  sub?: string
  style: "title" | "upper" | "lower"
  layout: "side" | "stacked"
  mark: (ink: string) => string
}

const INK = colors.logoGrey
const FONT = "DejaVu Sans"

const strokeAttrs = (width: number, ink: string) => ({
  fill: "none",
  stroke: ink,
  "stroke-width": width,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
})

/** Marks are drawn in a 100x100 box. */
export const clientBrands: ClientBrand[] = [
  {
    name: "Marudham Weaves",
    main: "Marudham",
    sub: "WEAVES",
    style: "title",
    layout: "side",
    mark: (ink) =>
      [0, 1, 2]
        .flatMap((r) =>
          [0, 1, 2].map((c) =>
            (r + c) % 2 === 0
              ? rect(12 + c * 27, 18 + r * 24, 22, 12, 6, { fill: ink })
              : rect(17 + c * 27, 12 + r * 24, 12, 24, 6, { fill: ink }),
          ),
        )
        .join(""),
  },
  {
    name: "Adyar Crest Realty",
    main: "Adyar Crest",
    sub: "REALTY",
    style: "title",
    layout: "side",
    mark: (ink) =>
      [
        path("M10 52L50 16L90 52", strokeAttrs(10, ink)),
        rect(24, 56, 16, 32, 3, { fill: ink }),
        rect(46, 46, 16, 42, 3, { fill: ink }),
        rect(68, 60, 12, 28, 3, { fill: ink }),
      ].join(""),
  },
  {
    name: "Nilavu Care Hospital",
    main: "Nilavu Care",
    sub: "HOSPITAL",
    style: "title",
    layout: "side",
    mark: (ink) =>
      [path("M58 10A40 40 0 1 0 90 68A32 32 0 1 1 58 10Z", { fill: ink }), path("M62 36V64M48 50H76", strokeAttrs(9, ink))].join(""),
  },
  {
    name: "Vembu Grove School",
    main: "Vembu Grove",
    sub: "SCHOOL",
    style: "upper",
    layout: "side",
    mark: (ink) =>
      [
        circle(50, 30, 18, { fill: ink }),
        circle(32, 42, 15, { fill: ink }),
        circle(68, 42, 15, { fill: ink }),
        rect(46, 44, 8, 30, 3, { fill: ink }),
        path("M12 72Q30 66 50 76Q70 66 88 72V88Q70 82 50 92Q30 82 12 88Z", { fill: ink }),
      ].join(""),
  },
  {
    name: "Mylai Millet Foods",
    main: "Mylai Millet",
    sub: "FOODS",
    style: "title",
    layout: "side",
    mark: (ink) =>
      [
        path("M50 94V20", strokeAttrs(6, ink)),
        ...[0, 1, 2, 3].flatMap((i) => [
          ellipse(38, 26 + i * 15, 11, 6, { fill: ink, transform: `rotate(-30 38 ${26 + i * 15})` }),
          ellipse(62, 26 + i * 15, 11, 6, { fill: ink, transform: `rotate(30 62 ${26 + i * 15})` }),
        ]),
        ellipse(50, 12, 6, 9, { fill: ink }),
        path("M50 86Q70 80 84 62", strokeAttrs(5, ink)),
      ].join(""),
  },
  {
    name: "Ponmalar Jewellers",
    main: "Ponmalar",
    sub: "JEWELLERS",
    style: "upper",
    layout: "stacked",
    mark: (ink) =>
      [
        path("M28 20H72L90 42L50 88L10 42Z", strokeAttrs(6, ink)),
        path("M10 42H90M38 20L32 42L50 88L68 42L62 20", strokeAttrs(4, ink)),
      ].join(""),
  },
  {
    name: "Pulicat Freightways",
    main: "Pulicat",
    sub: "FREIGHTWAYS",
    style: "title",
    layout: "side",
    mark: (ink) =>
      [
        path("M14 30H58M24 48H68M14 66H58", strokeAttrs(9, ink)),
        polygon(
          [
            [62, 18],
            [92, 48],
            [62, 78],
          ],
          { fill: ink, "stroke-linejoin": "round" },
        ),
        path("M10 88Q22 80 34 88T58 88T82 88", strokeAttrs(5, ink)),
      ].join(""),
  },
  {
    name: "Nanayam Pay",
    main: "nanayam",
    sub: "pay",
    style: "lower",
    layout: "side",
    mark: (ink) =>
      [
        rect(8, 8, 84, 84, 24, { fill: ink }),
        circle(50, 50, 24, { fill: "none", stroke: colors.white, "stroke-width": 8 }),
        path("M50 36V64", { stroke: colors.white, "stroke-width": 8, "stroke-linecap": "round" }),
      ].join(""),
  },
  {
    name: "Besant Shore Suites",
    main: "Besant Shore",
    sub: "SUITES",
    style: "title",
    layout: "side",
    mark: (ink) =>
      [
        circle(50, 50, 42, { fill: "none", stroke: ink, "stroke-width": 6 }),
        path("M28 54A22 22 0 0 1 72 54Z", { fill: ink }),
        path("M18 64Q26 58 34 64T50 64T66 64T82 64M26 76Q34 70 42 76T58 76T74 76", strokeAttrs(5, ink)),
      ].join(""),
  },
  {
    name: "Guindy Gearworks",
    main: "Guindy",
    sub: "GEARWORKS",
    style: "upper",
    layout: "side",
    mark: (ink) =>
      [
        path(`${gearPath(50, 50, 44, 34, 10)}M${n(50 + 14)} 50A14 14 0 1 0 ${n(50 - 14)} 50A14 14 0 1 0 ${n(50 + 14)} 50Z`, {
          fill: ink,
          "fill-rule": "evenodd",
        }),
      ].join(""),
  },
  {
    name: "Kolam Craft Interiors",
    main: "Kolam Craft",
    sub: "INTERIORS",
    style: "title",
    layout: "stacked",
    mark: (ink) =>
      [
        ...[0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => circle(26 + c * 24, 26 + r * 24, 4.5, { fill: ink }))),
        path("M50 8C72 8 92 28 92 50S72 92 50 92 8 72 8 50 28 8 50 8ZM50 14L86 50L50 86L14 50Z", {
          fill: "none",
          stroke: ink,
          "stroke-width": 4,
          "stroke-linejoin": "round",
        }),
      ].join(""),
  },
  {
    name: "Kathir Solar",
    main: "kathir",
    sub: "solar",
    style: "lower",
    layout: "side",
    mark: (ink) =>
      [
        circle(50, 36, 14, { fill: ink }),
        ...[-150, -120, -90, -60, -30, 0, 180].map((a) => {
          const r = (a * Math.PI) / 180
          return line(50 + 22 * Math.cos(r), 36 + 22 * Math.sin(r), 50 + 32 * Math.cos(r), 36 + 32 * Math.sin(r), {
            stroke: ink,
            "stroke-width": 6,
            "stroke-linecap": "round",
          })
        }),
        path("M22 58H78L90 90H10Z", { fill: ink, "stroke-linejoin": "round" }),
        path("M50 58V90M16 74H84", { stroke: colors.white, "stroke-width": 4 }),
      ].join(""),
  },
  {
    name: "Punnagai Dental",
    main: "Punnagai",
    sub: "DENTAL",
    style: "title",
    layout: "side",
    mark: (ink) =>
      [
        path(
          "M26 12C12 12 10 30 14 46C18 62 22 90 32 90C40 90 40 64 50 64C60 64 60 90 68 90C78 90 82 62 86 46C90 30 88 12 74 12C64 12 58 18 50 18C42 18 36 12 26 12Z",
          { fill: ink },
        ),
        path("M32 38Q50 52 68 38", { fill: "none", stroke: colors.white, "stroke-width": 6, "stroke-linecap": "round" }),
      ].join(""),
  },
  {
    name: "Arivu Learning Labs",
    main: "Arivu",
    sub: "LEARNING LABS",
    style: "upper",
    layout: "side",
    mark: (ink) =>
      [
        path("M8 46Q30 38 48 50V92Q30 80 8 88Z", { fill: ink }),
        path("M92 46Q70 38 52 50V92Q70 80 92 88Z", { fill: ink }),
        circle(50, 22, 11, { fill: ink }),
        path("M50 2V6M32 10L35 13M68 10L65 13", strokeAttrs(4, ink)),
      ].join(""),
  },
]

export const kebab = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

const cased = (text: string, style: ClientBrand["style"]) =>
  style === "upper" ? text.toUpperCase() : style === "lower" ? text.toLowerCase() : text

const textEl = (
  text: string,
  x: number,
  y: number,
  size: number,
  weight: "bold" | "normal",
  spacing: number,
  anchor: "start" | "middle" = "start",
) =>
  el(
    "text",
    { x, y, "font-family": FONT, "font-size": size, "font-weight": weight, "letter-spacing": spacing, fill: INK, "text-anchor": anchor },
    escapeXml(text),
  )

/** Rendered width of a text run, measured with the same renderer that draws the logo. */
const measure = async (text: string, size: number, weight: "bold" | "normal", spacing: number): Promise<number> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${Math.ceil(size * 2)}">${textEl(text, 10, size * 1.4, size, weight, spacing)}</svg>`
  const { info } = await sharp(Buffer.from(svg)).trim({ threshold: 1 }).toBuffer({ resolveWithObject: true })
  return info.width
}

export const WIDTH = 360
export const HEIGHT = 140

/** Largest font size (from `start` down) at which the text fits `maxWidth`. */
const fit = async (text: string, start: number, min: number, maxWidth: number, weight: "bold" | "normal", spacing: number) => {
  for (let size = start; size > min; size -= 1) {
    const width = await measure(text, size, weight, spacing)
    if (width <= maxWidth) return { size, width }
  }
  return { size: min, width: await measure(text, min, weight, spacing) }
}

export const clientLogoSvg = async (brand: ClientBrand): Promise<string> => {
  const defs = new Defs()
  const main = cased(brand.main, brand.style)
  const sub = brand.sub ? cased(brand.sub, brand.style === "lower" ? "lower" : "upper") : undefined
  const out: string[] = []
  if (brand.layout === "side") {
    const markSize = 78
    const gap = 16
    const maxText = WIDTH - 24 - markSize - gap
    const mainFit = await fit(main, 34, 18, maxText, "bold", brand.style === "upper" ? 1 : 0)
    const subSpacing = brand.style === "lower" ? 0 : 3.2
    const subFit = sub
      ? await fit(sub, brand.style === "lower" ? mainFit.size : 15, 10, Math.max(mainFit.width, 60), "normal", subSpacing)
      : undefined
    // Lower-case brands set both words on one baseline, the second in the regular weight.
    const single = brand.style === "lower" && sub ? await fit(`${main} ${sub}`, 34, 16, maxText, "bold", 0) : undefined
    const textWidth = single ? single.width : Math.max(mainFit.width, subFit?.width ?? 0)
    const x0 = (WIDTH - (markSize + gap + textWidth)) / 2
    out.push(g(brand.mark(INK), { transform: translate(x0, (HEIGHT - markSize) / 2, markSize / 100) }))
    const tx = x0 + markSize + gap
    if (single && sub) {
      const mainW = await measure(main, single.size, "bold", 0)
      const baseline = HEIGHT / 2 + single.size * 0.36
      out.push(textEl(main, tx, baseline, single.size, "bold", 0))
      out.push(textEl(sub, tx + mainW + single.size * 0.28, baseline, single.size, "normal", 0))
    } else if (sub && subFit) {
      const blockH = mainFit.size * 0.74 + 10 + subFit.size * 0.74
      const top = (HEIGHT - blockH) / 2
      out.push(textEl(main, tx, top + mainFit.size * 0.74, mainFit.size, "bold", brand.style === "upper" ? 1 : 0))
      out.push(textEl(sub, tx, top + blockH, subFit.size, "normal", subSpacing))
    } else {
      out.push(textEl(main, tx, HEIGHT / 2 + mainFit.size * 0.36, mainFit.size, "bold", 0))
    }
  } else {
    const markSize = 54
    out.push(g(brand.mark(INK), { transform: translate((WIDTH - markSize) / 2, 10, markSize / 100) }))
    const mainFit = await fit(main, 30, 16, WIDTH - 40, "bold", 2)
    out.push(textEl(main, WIDTH / 2, 10 + markSize + 12 + mainFit.size * 0.74, mainFit.size, "bold", 2, "middle"))
    if (sub) {
      const subFit = await fit(sub, 12, 9, WIDTH - 60, "normal", 4)
      out.push(
        textEl(sub, WIDTH / 2, 10 + markSize + 12 + mainFit.size * 0.74 + 10 + subFit.size * 0.8, subFit.size, "normal", 4, "middle"),
      )
    }
  }
  return document(WIDTH, HEIGHT, defs, out.join(""))
}
