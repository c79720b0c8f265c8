import { EMOTION_KEY, FOLD_ATTRIBUTE, FOLD_SECTIONS_VARIABLE, FOLD_VARIABLE } from "./head-styles"

/**
 * splitStyles: the head holds the rules of the first screen; the rules of classes met only below
 * the fold (the first element with `data-below-fold`: `HydrateWhenVisible`'s wrapper of each part
 * of `Layout`'s `below` and of the footer) go to a sheet of their own, linked after the first paint.
 * The compressed HTML then fits TCP's first round trip (about 14 KB). Until the sheet has arrived,
 * what follows the fold is neither shown nor laid out, so its arrival moves nothing in view and no
 * picture below the fold loads first; then its sections are `content-visibility: auto`. Without
 * scripts the sheet is a `<noscript>` link.
 */
/**
 * The head's rules that keep what follows the fold out of sight and out of the layout until the
 * later sheet is there; for sections and the footer `!important` over their own styles' `auto`,
 * which they get then.
 */
export const HIDE_BELOW_FOLD =
  `[${FOLD_ATTRIBUTE}]{visibility:var(${FOLD_VARIABLE},hidden)}` +
  `[${FOLD_ATTRIBUTE}]>*{content-visibility:var(${FOLD_VARIABLE},hidden)}` +
  `[${FOLD_ATTRIBUTE}]>:is(section,footer){content-visibility:var(${FOLD_SECTIONS_VARIABLE},hidden)!important}`
/** The later sheet's own rule: what follows the fold shows once it has arrived. */
export const SHOW_BELOW_FOLD = `:root{${FOLD_VARIABLE}:visible;${FOLD_SECTIONS_VARIABLE}:auto}`

/** Where in a page's HTML the fold is (the first `data-below-fold=""`), or -1. */
export const foldIndex = (html: string): number => html.indexOf(` ${FOLD_ATTRIBUTE}=""`)

/**
 * The first element id after the fold, or null: the head's `<link rel="expect" blocking="render">`
 * names it, and Chromium paints nothing until the HTML up to it is parsed, so the first frame shows
 * the whole first screen. A first frame drawn while the HTML still arrives (or while a slow CPU
 * parses it) could show part of it: the home banner sets its text at the bottom of the screen, and
 * the text moved up by a fifth of the screen as its headline arrived.
 */
export function idAfterFold(html: string): string | null {
  const fold = foldIndex(html)
  return fold < 0 ? null : (/\sid="([^"]+)"/.exec(html.slice(fold))?.[1] ?? null)
}

/** A style sheet's top-level rules (`.a{…}`, `@media …{.a{…}}`, `@keyframes …{…}`), in order. */
export function topLevelRules(css: string): string[] {
  const rules: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < css.length; i++) {
    if (css[i] === "{") depth++
    else if (css[i] === "}" && --depth === 0) {
      rules.push(css.slice(start, i + 1))
      start = i + 1
    }
  }
  return rules
}

/** Where each class of the HTML's class attributes first occurs. */
function firstUses(html: string): Map<string, number> {
  const first = new Map<string, number>()
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1].split(/\s+/)) if (name && !first.has(name)) first.set(name, match.index)
  }
  return first
}

const ownerClass = new RegExp(`\\.(${EMOTION_KEY}-[\\w-]+)`)

/**
 * A page's rules split at the fold of its body HTML: `first`, the rules of classes used before the
 * fold and every rule that belongs to no class (keyframes); `later`, the rest. Null when the page
 * has no fold or nothing below it that the first screen does not also use.
 */
export function splitAtFold(css: string, html: string): { first: string; later: string } | null {
  const fold = foldIndex(html)
  if (fold < 0) return null
  const uses = firstUses(html)
  let first = ""
  let later = ""
  for (const rule of topLevelRules(css)) {
    const owner = ownerClass.exec(rule)?.[1]
    const at = owner === undefined ? -1 : (uses.get(owner) ?? Infinity)
    if (at < fold) first += rule
    else later += rule
  }
  return later === "" ? null : { first, later }
}
