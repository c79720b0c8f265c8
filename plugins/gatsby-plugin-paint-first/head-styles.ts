import createCache, { type EmotionCache } from "@emotion/cache"

/**
 * The site's emotion cache. The server puts every page's CSS into the head (gatsby-ssr.tsx): the
 * rules of the page's components in one style element that lists their ids in `data-sr-ids`, and
 * each global style sheet in an element marked `data-sr-global`.
 *
 * Emotion's own way to adopt server styles (elements marked `data-emotion`) moves each of them to
 * the end of the head as it starts. Chromium drops and re-adds a style sheet that is moved, and
 * restyles and lays out the whole page each time: two to four times while a page starts up. Our
 * elements carry other attributes, so emotion leaves them where they are; the browser cache below
 * reads which rules they hold, and inserts only rules the server did not send.
 */
export const EMOTION_KEY = "sr"
export const SERVER_IDS_ATTRIBUTE = "data-sr-ids"
export const SERVER_GLOBAL_ATTRIBUTE = "data-sr-global"

/**
 * The options of both caches, server and browser. No stylis plugins: emotion's default prefixer
 * writes -webkit-, -moz- and -ms- copies of flexbox, transform and transition declarations for
 * browsers more than ten years old, which made up 29 % of the home page's CSS, all of it parsed
 * before the first paint. The few properties that current Safari or Chromium still need prefixed
 * (mask-image, backdrop-filter, text-size-adjust) are written out where they are used.
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
  doc.querySelectorAll(`style[${SERVER_IDS_ATTRIBUTE}]`).forEach((node) => {
    const named = (node.getAttribute(SERVER_IDS_ATTRIBUTE) ?? "").split(" ")
    for (const id of [...named, ...idsInRules(node.textContent ?? "")]) if (id) cache.inserted[id] = true
  })
  return cache
}

/** Whether the page came with its global styles from the server (they stay for the whole visit). */
export const hasServerGlobalStyles = (): boolean =>
  typeof document !== "undefined" && document.querySelector(`style[${SERVER_GLOBAL_ATTRIBUTE}]`) !== null
