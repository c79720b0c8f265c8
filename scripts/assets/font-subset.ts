/**
 * The site's Inter: the variable Latin file of @fontsource-variable/inter cut down to the
 * characters in src/utils/font-subset.ts and to the weights the styles use, as WOFF2 (48 KB to
 * 16 KB). Every page preloads it, so each byte saved here comes off every page's first load.
 * The rupee sign, which only the Latin Extended file has, is cut from that into a file of its own.
 */
import { readFile } from "node:fs/promises"
import path from "node:path"
import subsetFont from "subset-font"
import { INTER_RUPEE_RANGES, INTER_SUBSET_RANGES, INTER_WEIGHTS, subsetText } from "../../src/utils/font-subset"

const FILES = path.join("node_modules", "@fontsource-variable", "inter", "files")

async function cut(root: string, source: string, ranges: typeof INTER_SUBSET_RANGES): Promise<Buffer> {
  return subsetFont(await readFile(path.join(root, FILES, source)), subsetText(ranges), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: INTER_WEIGHTS.min, max: INTER_WEIGHTS.max, default: 400 } },
    // Alternates and ligatures reached only through OpenType features (slashed zero, arrows from
    // "->") are left out: the copy does not use them, and they are a fifth of the file.
    noLayoutClosure: true,
  })
}

export const interSubset = (root: string): Promise<Buffer> => cut(root, "inter-latin-wght-normal.woff2", INTER_SUBSET_RANGES)

/** The rupee sign from the Latin Extended file (85 KB), for the pages that show prices. */
export const interRupee = (root: string): Promise<Buffer> => cut(root, "inter-latin-ext-wght-normal.woff2", INTER_RUPEE_RANGES)
