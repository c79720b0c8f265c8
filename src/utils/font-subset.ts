/**
 * The characters of the site's own Inter file (scripts/assets/font-subset.ts cuts it from
 * @fontsource's Latin file; the @font-face in src/styles/fonts.tsx declares the same ranges). The
 * copy is English: Basic Latin, the few Latin-1 characters it uses (©, é, ·, §) and typographic
 * punctuation; the rest of Latin-1 comes from @fontsource's Latin file (`LATIN1_REST_RANGES`). The rupee sign
 * is not in Inter's Latin file: it has a file of its own (`INTER_RUPEE_RANGES`, cut from the Latin
 * Extended file, small enough to be inlined into the CSS). Any other character comes from
 * Inter's Latin Extended file or falls back to the next font in the stack, glyph by glyph.
 */
export const INTER_SUBSET_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xa0], // no-break space
  [0xa7, 0xa7], // section sign
  [0xa9, 0xa9], // copyright
  [0xb7, 0xb7], // middle dot
  [0xd7, 0xd7], // multiplication sign
  [0xe9, 0xe9], // e acute
  [0x2013, 0x2014], // en and em dashes
  [0x2018, 0x2019], // single quotes
  [0x201c, 0x201d], // double quotes
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
  [0x2122, 0x2122], // trade mark
  [0x2191, 0x2191], // up arrow
  [0x2193, 0x2193], // down arrow
  [0x2212, 0x2212], // minus
]

/**
 * The rest of Latin-1 (accented letters, ®, °, ½…), which the copy does not use: drawn from
 * @fontsource's whole Latin file (48 KB), which a browser downloads only for a page that shows one
 * of them. Left out of our subset, they take 6 KB off the font every page preloads, and with it the
 * largest paint of the pages whose largest paint is a picture (1.13 → 0.98 s in Lighthouse's
 * mobile simulation: the font and the picture share the first round trips).
 */
export const LATIN1_REST_RANGES: readonly (readonly [number, number])[] = complement([0xa0, 0xff], INTER_SUBSET_RANGES)

/** The code points of `[from, to]` that none of `ranges` holds, as ranges. */
function complement([from, to]: readonly [number, number], ranges: typeof INTER_SUBSET_RANGES): [number, number][] {
  const out: [number, number][] = []
  for (let code = from; code <= to; code++) {
    if (ranges.some(([a, b]) => code >= a && code <= b)) continue
    const last = out.at(-1)
    if (last && last[1] === code - 1) last[1] = code
    else out.push([code, code])
  }
  return out
}

/** The rupee sign (₹), in a file of its own of about 1 KB. */
export const INTER_RUPEE_RANGES: readonly (readonly [number, number])[] = [[0x20b9, 0x20b9]]

/** The weights the styles use (body 400 to the heaviest headings, 800): the subset's wght axis. */
export const INTER_WEIGHTS = { min: 400, max: 800 } as const

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0")

/** The ranges as a CSS unicode-range value: "U+0020-007E,U+00A0-00FF,…". */
export const unicodeRange = (ranges: typeof INTER_SUBSET_RANGES): string =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(",")

/** Every character of the ranges, for the subsetter. */
export const subsetText = (ranges: typeof INTER_SUBSET_RANGES): string =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("")
