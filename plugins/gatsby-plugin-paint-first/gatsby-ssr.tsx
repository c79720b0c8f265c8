import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import postcss from "postcss"
import * as React from "react"
import { renderToString } from "react-dom/server"
import { EMOTION_CACHE_OPTIONS, LATER_ATTRIBUTE, SERVER_GLOBAL_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE } from "./head-styles"
import { isOn, type PaintFirstOptions } from "./options"
import { tagsOf } from "./html-tags"
import { HIDE_BELOW_FOLD, idAfterFold, showBelowFold, splitAtFold } from "./split-styles"

type Chunk = { key: string; ids: string[]; css: string }

/** A chunk of keyframes only: emotion sends them apart from the classes that use them. */
const isKeyframes = ({ css }: Chunk) => postcss.parse(css).nodes.every((node) => node.type === "atrule" && node.name === "keyframes")

/**
 * headStyles: all of a page's CSS in the head (one <style> element, and one per global style sheet),
 * instead of emotion's default of a <style> element before every styled element, so the page is
 * styled and laid out once; the browser's emotion cache (head-styles.ts) adopts them in place. The
 * first frame waits for the whole first screen (`idAfterFold`).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }, options) => {
  if (!isOn(options as PaintFirstOptions, "headStyles")) return
  const cache = createCache(EMOTION_CACHE_OPTIONS)
  // An emotion server collects the rules in the cache instead of rendering them next to each element.
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const { html, styles } = extractCriticalToChunks(renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>))
  replaceBodyHTMLString(html)
  // The chunks: one per <Global> style sheet and per keyframes, then the classes of the HTML.
  const rules = styles.filter((chunk) => chunk.key === cache.key || isKeyframes(chunk))
  const globals = styles.filter((chunk) => !rules.includes(chunk))
  const all = rules.map((chunk) => chunk.css).join("")
  const tags = tagsOf(html)
  // splitStyles (split-styles.ts): what only the part below the fold uses goes to a sheet of its own.
  const split = isOn(options as PaintFirstOptions, "splitStyles") ? splitAtFold(all, tags) : null
  const firstScreenEnd = idAfterFold(tags)
  const laterIds = new Set(split?.laterIds)
  setHeadComponents([
    ...(firstScreenEnd === null ? [] : [<link key="expect" rel="expect" href={`#${firstScreenEnd}`} {...{ blocking: "render" }} />]),
    ...globals.map(({ ids: [id], css }) => (
      <style key={id} {...{ [SERVER_GLOBAL_ATTRIBUTE]: id }} dangerouslySetInnerHTML={{ __html: css }} />
    )),
    <style
      key="rules"
      {...{ [SERVER_STYLES_ATTRIBUTE]: "" }}
      dangerouslySetInnerHTML={{ __html: split === null ? all : split.first + HIDE_BELOW_FOLD }}
    />,
    // The ids of the head's rules in emotion's form (the later sheet names its own).
    <style key="emotion" data-emotion={[cache.key, ...rules.flatMap((chunk) => chunk.ids).filter((id) => !laterIds.has(id))].join(" ")} />,
    ...(split === null ? [] : [laterSheetLink(split.later + showBelowFold(split.laterIds))]),
  ])
}

/**
 * The later sheet, for now inside the head's `<noscript>`: after the build, gatsby-node.ts moves
 * it into a file of its own (`laterSheetFiles`) and leaves a link in its place.
 */
function laterSheetLink(later: string): React.ReactElement {
  return <noscript key="later" {...{ [LATER_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: `<style>${later}</style>` }} />
}
