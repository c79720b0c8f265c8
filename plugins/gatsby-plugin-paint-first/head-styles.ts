import createCache, { type EmotionCache } from "@emotion/cache"

/**
 * The site's emotion cache. The server puts every page's CSS into the head (gatsby-ssr.tsx), in a
 * style element of ours that nothing moves, and names the ids of its rules in an empty
 * `<style data-emotion="sr id…">`, emotion's own form for server styles: the browser's cache counts
 * them as inserted by itself, and moves only that empty element.
 */
export const EMOTION_KEY = "sr"
/** The page's rules (with splitStyles, those of the first screen). */
export const SERVER_STYLES_ATTRIBUTE = "data-sr-styles"
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
/** splitStyles: the ids of the later sheet's classes, set by that sheet (a CSS string). */
export const LATER_IDS_VARIABLE = "--sr-later"
/** splitStyles: set with FOLD_VARIABLE, to `auto`, which the sections and the footer after the fold take instead. */
export const FOLD_SECTIONS_VARIABLE = "--sr-fold-sections"

/**
 * The options of both caches. No stylis prefixer: its copies for browsers ten years old were 29 % of
 * the home page's CSS; the few prefixes current browsers need are written where they are used.
 */
export const EMOTION_CACHE_OPTIONS = { key: EMOTION_KEY, stylisPlugins: [] }

/**
 * The cache for the browser, made as the app starts: it adopts the server's rules. splitStyles: the
 * later sheet names the ids of its classes; when it has arrived (it is fetched at the first paint,
 * with the scripts), they are named in emotion's form too. A section that hydrates before then gets
 * its rules from emotion, as without the split.
 */
export function browserEmotionCache(): EmotionCache {
  const later = getComputedStyle(document.documentElement).getPropertyValue(LATER_IDS_VARIABLE).trim()
  if (later !== "") {
    const names = document.createElement("style")
    names.setAttribute("data-emotion", `${EMOTION_KEY} ${JSON.parse(later) as string}`)
    document.head.append(names)
  }
  return createCache(EMOTION_CACHE_OPTIONS)
}

/** Whether the page came with its global styles from the server (they stay for the whole visit). */
export const hasServerGlobalStyles = (): boolean =>
  typeof document !== "undefined" && document.querySelector(`style[${SERVER_GLOBAL_ATTRIBUTE}]`) !== null
