/**
 * framer-motion, loaded when an animation is about to run rather than with the page. The site's
 * animations (accordions, mega menu, banner intro, the spring of section items) animate elements
 * that are complete and usable as server HTML, so they use framer-motion's `animate` on those
 * elements (its DOM one, or its Web Animations one for the banner's transform), fetched in a chunk
 * of its own the first time one is needed. (framer-motion's `m`
 * elements, even inside LazyMotion, put about 22 KB gzip of its engine into every page's first
 * load in this build, over the 110 KB budget.)
 */
import { prefersReducedMotion } from "../hooks/use-prefers-reduced-motion"

/** The spec's 0.4 s for the accordion and the mega menu. */
export const MENU_SECONDS = 0.4

type DomAnimate = typeof import("framer-motion/dom").animate
/** What an animation returns: it can be stopped, and it settles when it has finished. */
export type AnimationControls = { stop(): void; then(onResolve: () => void): unknown }

/** In a browser with the Web Animations API, and no wish for reduced motion. */
const motionWelcome = () => typeof window !== "undefined" && !prefersReducedMotion() && typeof Element.prototype.animate === "function"

/**
 * A loader that imports a module once, when first asked and motion is welcome, and gives null where
 * nothing should move: reduced motion, a browser without the Web Animations API, or a chunk that
 * failed to load (the change then happens at once, which is what a visitor without scripts gets
 * too; the next call tries the chunk again).
 */
function whenMotionWelcome<T>(load: () => Promise<T>): () => Promise<T | null> {
  let pending: Promise<T | null> | null = null
  return () => {
    if (!motionWelcome()) return Promise.resolve(null)
    pending ??= load().catch(() => {
      pending = null
      return null
    })
    return pending
  }
}

let loaded: DomAnimate | null = null

/** framer-motion's `animate` for DOM elements: any style, layout included (an accordion's height). */
export const loadDomAnimate = whenMotionWelcome(() =>
  import(/* webpackChunkName: "motion-dom" */ "framer-motion/dom").then((module) => (loaded = module.animate)),
)

/**
 * framer-motion's Web Animations `animate` (16 KB of chunks instead of the 150 KB of `loadDomAnimate`),
 * for an animation of transform or opacity that the browser can run on its compositor: the home
 * banner's intro, which is due as the page starts.
 */
export const loadCompositorAnimate = whenMotionWelcome(() =>
  import(/* webpackChunkName: "motion-mini" */ "framer-motion/dom/mini").then((module) => module.animate),
)

/**
 * `animate` if it has already arrived (and motion is welcome), else null, fetching it for next time:
 * for changes a visitor asked for, which happen at once rather than wait for the chunk.
 */
export function domAnimateNow(): DomAnimate | null {
  if (loaded === null) void loadDomAnimate()
  return loaded && !prefersReducedMotion() ? loaded : null
}
