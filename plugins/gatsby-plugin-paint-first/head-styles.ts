import createCache, { type EmotionCache } from "@emotion/cache"

/**
 * The site's emotion cache. The server puts every page's CSS into the head (gatsby-ssr.tsx). Emotion's
 * own adoption of server styles moves each style element to the end of the head, and Chromium
 * restyles the whole page for each move; ours carry other attributes, so emotion leaves them in
 * place, and the browser cache below counts their rules as inserted.
 */
export const EMOTION_KEY = "sr"
export const SERVER_IDS_ATTRIBUTE = "data-sr-ids"
export const SERVER_GLOBAL_ATTRIBUTE = "data-sr-global"
/** splitStyles (split-styles.ts): the fold, on the wrapper of the first section below the first screen. */
export const FOLD_ATTRIBUTE = "data-below-fold"
/** splitStyles: the head's `<noscript>` that links the later sheet, and the `<link>` the page adds from it. */
export const LATER_ATTRIBUTE = "data-sr-later"
/**
 * splitStyles: set by the later sheet (or by its loader if it fails), to `visible`; until then what
 * follows the fold is neither shown nor laid out.
 */
export const FOLD_VARIABLE = "--sr-fold"
/** splitStyles: set with FOLD_VARIABLE, to `auto`, which the sections and the footer after the fold take instead. */
export const FOLD_SECTIONS_VARIABLE = "--sr-fold-sections"

/**
 * The options of both caches. No stylis prefixer: its copies for browsers ten years old were 29 % of
 * the home page's CSS; the few prefixes current browsers need are written where they are used.
 */
export const EMOTION_CACHE_OPTIONS = { key: EMOTION_KEY, stylisPlugins: [] }

/** The ids of the rules in a style sheet's text: classes (`.sr-1x2y{…}`) and keyframes (`@keyframes animation-1x2y{…}`). */
export const idsInRules = (text: string): string[] =>
  Array.from(text.matchAll(new RegExp(`\\.${EMOTION_KEY}-([\\w-]+)|@keyframes (animation-[\\w-]+)`, "g")), (match) => match[1] ?? match[2])

/**
 * The cache for the browser: the server's rules count as inserted, those its style element holds
 * and the few it names in `data-sr-ids` without their rules.
 */
export function browserEmotionCache(doc: Document = document): EmotionCache {
  const cache = createCache(EMOTION_CACHE_OPTIONS)
  const adopt = (ids: string[]) => ids.forEach((id) => id && (cache.inserted[id] = true))
  doc.querySelectorAll(`style[${SERVER_IDS_ATTRIBUTE}]`).forEach((node) => {
    adopt([...(node.getAttribute(SERVER_IDS_ATTRIBUTE) ?? "").split(" "), ...idsInRules(node.textContent ?? "")])
  })
  // splitStyles: the rules below the fold come in a sheet of their own, perhaps still on its way.
  // A section that hydrates before it has arrived gets its rules from emotion, as without it.
  const later = doc.querySelector<HTMLLinkElement>(`link[${LATER_ATTRIBUTE}]`)
  const adoptLater = () => adopt(idsInRules(Array.from(later?.sheet?.cssRules ?? [], (rule) => rule.cssText).join("")))
  if (later?.sheet) adoptLater()
  else later?.addEventListener("load", adoptLater)
  return cache
}

/** Whether the page came with its global styles from the server (they stay for the whole visit). */
export const hasServerGlobalStyles = (): boolean =>
  typeof document !== "undefined" && document.querySelector(`style[${SERVER_GLOBAL_ATTRIBUTE}]`) !== null
