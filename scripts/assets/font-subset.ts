/**
 * The site's Inter: the variable Latin file of @fontsource-variable/inter cut down to the
 * characters in src/utils/font-subset.ts and to the weights the styles use, as WOFF2 (48 KB to
 * 22 KB). Every page preloads it, so each byte saved here comes off every page's first load.
 */
import { readFile } from "node:fs/promises"
import path from "node:path"
import subsetFont from "subset-font"
import { INTER_SUBSET_RANGES, INTER_WEIGHTS, subsetText } from "../../src/utils/font-subset"

const SOURCE = path.join("node_modules", "@fontsource-variable", "inter", "files", "inter-latin-wght-normal.woff2")

export async function interSubset(root: string): Promise<Buffer> {
  const source = await readFile(path.join(root, SOURCE))
  return subsetFont(source, subsetText(INTER_SUBSET_RANGES), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: INTER_WEIGHTS.min, max: INTER_WEIGHTS.max, default: 400 } },
    // Alternates and ligatures reached only through OpenType features (slashed zero, arrows from
    // "->") are left out: the copy does not use them, and they are a fifth of the file.
    noLayoutClosure: true,
  })
}
