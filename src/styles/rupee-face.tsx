import { INTER_RUPEE_RANGES, unicodeRange } from "../utils/font-subset"
import { interFace } from "./fonts"
import interRupee from "./fonts/inter-rupee.woff2"

/**
 * The rupee sign's face, for the head of the one page that shows prices (pricing). Inlined, it is
 * 1.6 KB of base64: in a module of its own, so that only the pricing page's chunk carries it, and
 * not every page's HTML and shared scripts.
 */
export function RupeeFace() {
  return <style>{interFace(interRupee, unicodeRange(INTER_RUPEE_RANGES))}</style>
}
