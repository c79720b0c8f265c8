import postcss, { type ChildNode } from "postcss"
import { tagsOf, type Tag } from "./html-tags"
import { EMOTION_KEY, FOLD_ATTRIBUTE, FOLD_SECTIONS_VARIABLE, FOLD_VARIABLE, LATER_IDS_VARIABLE } from "./head-styles"

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
/**
 * The later sheet's own rule: what follows the fold shows once it has arrived, and the ids of its
 * classes, which the browser's emotion cache counts as inserted when the sheet is there (head-styles.ts).
 */
export const showBelowFold = (ids: readonly string[]): string =>
  `:root{${FOLD_VARIABLE}:visible;${FOLD_SECTIONS_VARIABLE}:auto;${LATER_IDS_VARIABLE}:${JSON.stringify(ids.join(" "))}}`

/** Where in a page's elements the fold is: the first with `data-below-fold`, or undefined. */
const foldOf = (tags: Tag[]): Tag | undefined => tags.find((tag) => FOLD_ATTRIBUTE in tag.attribs)

/** Where in a page's HTML the fold is (the start of the first element with `data-below-fold`), or -1. */
export const foldIndex = (html: string): number => foldOf(tagsOf(html))?.start ?? -1

/**
 * The first element id after the fold, or null: the head's `<link rel="expect" blocking="render">`
 * names it, and Chromium paints nothing until the HTML up to it is parsed, so the first frame shows
 * the whole first screen. A first frame drawn while the HTML still arrives (or while a slow CPU
 * parses it) could show part of it: the home banner sets its text at the bottom of the screen, and
 * the text moved up by a fifth of the screen as its headline arrived.
 */
export function idAfterFold(tags: Tag[]): string | null {
  const fold = foldOf(tags)
  return (fold && tags.find((tag) => tag.start >= fold.start && tag.attribs.id)?.attribs.id) || null
}

/** Where each class of the elements first occurs. */
function firstUses(tags: Tag[]): Map<string, number> {
  const first = new Map<string, number>()
  for (const tag of tags) {
    for (const name of (tag.attribs.class ?? "").split(/\s+/)) if (name && !first.has(name)) first.set(name, tag.start)
  }
  return first
}

const ownerClass = new RegExp(`\\.${EMOTION_KEY}-([\\w-]+)`)

/** The id of the class a top-level rule styles (the first of its selector); none for keyframes. */
function ownerOf(node: ChildNode): string | undefined {
  const rule = node.type === "atrule" && node.name !== "keyframes" ? node.nodes?.find((child) => child.type === "rule") : node
  return rule?.type === "rule" ? ownerClass.exec(rule.selector)?.[1] : undefined
}

/**
 * A page's rules split at the fold of its body (its elements, `tags`): `first`, the rules of classes used before the
 * fold and every rule that belongs to no class (keyframes); `later`, the rest, and the ids of their
 * classes. Null when the page has no fold or nothing below it that the first screen does not also use.
 */
export function splitAtFold(css: string, tags: Tag[]): { first: string; later: string; laterIds: string[] } | null {
  const fold = foldOf(tags)?.start
  if (fold === undefined) return null
  const uses = firstUses(tags)
  let first = ""
  let later = ""
  const laterIds = new Set<string>()
  for (const node of postcss.parse(css).nodes) {
    const owner = ownerOf(node)
    const at = owner === undefined ? -1 : (uses.get(`${EMOTION_KEY}-${owner}`) ?? Infinity)
    if (at < fold || owner === undefined) first += node.toString()
    else {
      later += node.toString()
      laterIds.add(owner)
    }
  }
  return later === "" ? null : { first, later, laterIds: [...laterIds] }
}
