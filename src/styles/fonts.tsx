import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2"
import * as React from "react"
import { INTER_SUBSET_RANGES, INTER_WEIGHTS, LATIN1_REST_RANGES, unicodeRange } from "../utils/font-subset"
import interSubset from "./fonts/inter-subset.woff2"

/**
 * Inter, self-hosted: our subset of the Latin file (every page's text; made by
 * scripts/assets/font-subset.ts), the rupee sign on its own (1 KB, which the build inlines into
 * the pricing page's head: no request; rupee-face.tsx), for the rest of Latin-1 @fontsource's Latin
 * file, and, for any other character an editor writes, Latin Extended.
 *
 * `font-display: optional`: a browser that has the preloaded font within its short block period
 * (a repeat visit, a fast connection) paints with Inter at once; one that has not keeps the local
 * fallback, whose metrics are matched to Inter's, for that page view, and has Inter from the cache
 * on the next. Swapped in after the page has settled, Inter moves any page type by at most 0.0006
 * (the fallback's metrics match); optional keeps even that, and a late repaint, off a first view.
 * Latin Extended's range is that of the @fontsource package's
 * CSS without the rupee sign: Chromium downloads every face whose range holds a character the page
 * shows, even one declared earlier that another face would win.
 *
 * Two families. "Inter Variable" is the subset alone; the faces that few pages need (the rest of
 * Latin-1, Latin Extended, the rupee sign) are "Inter Extended", next in the font stack (tokens.ts),
 * drawn only for a character the subset lacks. In one family, every face not yet downloaded stood
 * in with the system's default font for each size and weight of the first layout, each a query to
 * the system's font service: 6–7 queries, 4–22 ms of a phone-sized home page's first layout of
 * 15–34 ms (Chromium on Linux, unthrottled); with the subset alone in its family the first layout
 * queries none and takes 5–14 ms.
 */
// Every face declares the same weight range. A browser matches weight before unicode-range: faces
// with another range (Latin Extended's file spans 100–900) form a set of their own, and text
// matched to that set finds none of its characters there and falls through to the fallback, so
// Inter was never drawn at all.
const INTER_FACE_WEIGHT = `${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}`
const LATIN_EXTENDED_RANGE =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20B8,U+20BA-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF"
const INTER_FACES = [
  interFace("Inter Extended", interLatinExt, LATIN_EXTENDED_RANGE),
  interFace("Inter Extended", interLatin, unicodeRange(LATIN1_REST_RANGES)),
  interFace("Inter Variable", interSubset, unicodeRange(INTER_SUBSET_RANGES)),
].join("")

export function interFace(
  family: "Inter Variable" | "Inter Extended",
  src: string,
  range: string,
  display: "optional" | "block" = "optional",
): string {
  return `@font-face{font-family:"${family}";font-style:normal;font-display:${display};font-weight:${INTER_FACE_WEIGHT};src:url(${src}) format("woff2");unicode-range:${range}}`
}

/**
 * A local stand-in with Inter's metrics (Arial or its metric twin Liberation Sans, scaled 107 %),
 * for a view without Inter: headings then wrap as they do in Inter. The page's font stack ends
 * here (theme.ts), so the list goes on to the sans-serif faces of systems without Arial (Android's
 * Roboto, then Helvetica and DejaVu Sans), whose widths are close to Arial's.
 */
const INTER_FALLBACK_FACES = [
  [
    "100 500",
    'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans"), local("Roboto"), local("Roboto-Regular"), local("Helvetica"), local("DejaVu Sans"), local("DejaVuSans")',
  ],
  [
    "600 900",
    'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold"), local("Roboto Bold"), local("Roboto-Bold"), local("Helvetica Bold"), local("Helvetica-Bold"), local("DejaVu Sans Bold"), local("DejaVuSans-Bold")',
  ],
]
  .map(
    ([weight, src]) =>
      `@font-face{font-family:"Inter Fallback";src:${src};font-weight:${weight};size-adjust:107%;ascent-override:90.5%;descent-override:22.5%;line-gap-override:0%}`,
  )
  .join("")

/** For the global styles. */
export const FONT_FACES = INTER_FACES + INTER_FALLBACK_FACES

/** Preload of the subset for every page's head, so that it is there within the block period. */
export function InterPreload() {
  return <link rel="preload" as="font" type="font/woff2" href={interSubset} crossOrigin="anonymous" />
}
