import { INTER_RUPEE_RANGES, unicodeRange } from "../utils/font-subset"
import { interFace } from "./fonts"
import interRupee from "./fonts/inter-rupee.woff2"

/**
 * The rupee sign's face, for the head of the one page that shows prices (pricing). Inlined, it is
 * 1.6 KB of base64: in a module of its own, so that only the pricing page's chunk carries it, and
 * not every page's HTML and shared scripts.
 *
 * `font-display: block`: the face is in the page, so the sign waits only while it is decoded. With
 * `optional`, Chromium gives a face first needed after the first paint no time at all: on a phone,
 * where the prices are below the fold and laid out only once their style sheet has arrived, the
 * sign was drawn in the system's font.
 */
export function RupeeFace() {
  return <style>{interFace("Inter Extended", interRupee, unicodeRange(INTER_RUPEE_RANGES), "block")}</style>
}
