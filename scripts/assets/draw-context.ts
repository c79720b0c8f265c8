import type { Rng } from "./prng"
import type { Defs } from "./svg"

/**
 * What every motif receives. `sw` is the stroke width in the motif's own units: the composer divides
 * the design stroke by the placement scale, so a line is equally thick in every motif of a picture.
 */
export type DrawContext = {
  rng: Rng
  defs: Defs
  sw: number
}

/** A drawing in its own local box (0,0)-(w,h); the composer decides where and how large it goes. */
export type Motif = {
  w: number
  h: number
  draw: (ctx: DrawContext) => string
  /** Corners where the motif already has its own detail, so the composer puts no chip there. */
  busyCorners?: Array<"tl" | "tr" | "bl" | "br">
}
