// subset-font ships no types; this is the part scripts/assets/font-subset.ts uses.
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number }
  type Options = {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype"
    variationAxes?: Record<string, Axis>
    noLayoutClosure?: boolean
    preserveNameIds?: number[]
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
}

// fontverter (subset-font's WOFF2 codec) ships no types either; the font test reads the subset with it.
declare module "fontverter" {
  export function convert(font: Buffer, to: "sfnt" | "woff" | "woff2" | "truetype"): Promise<Buffer>
}
