import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import * as React from "react"
import { renderToString } from "react-dom/server"
import { EMOTION_CACHE_OPTIONS, idsInRules, LATER_ATTRIBUTE, SERVER_GLOBAL_ATTRIBUTE, SERVER_IDS_ATTRIBUTE } from "./head-styles"
import { isOn, type PaintFirstOptions } from "./options"
import { HIDE_BELOW_FOLD, idAfterFold, SHOW_BELOW_FOLD, splitAtFold } from "./split-styles"

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
  const { extractCritical } = createEmotionServer(cache)
  const { html, ids } = extractCritical(renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>))
  replaceBodyHTMLString(html)
  // <Global> styles are registered under no class name (nor are keyframes, named animation-*).
  const isGlobal = (id: string) => cache.registered[`${cache.key}-${id}`] === undefined && !id.startsWith("animation-")
  const rules = (list: string[]) => list.map((id) => cache.inserted[id]).join("")
  const globals = ids.filter(isGlobal)
  // The rules of the classes in the HTML (and keyframes). A parent's css prop composed into a
  // child's class is never on an element itself: its id is only named (data-sr-ids), so that the
  // browser does not insert it while hydrating (each insertion restyles the whole document).
  const all = rules(ids.filter((id) => !isGlobal(id)))
  // splitStyles (split-styles.ts): what only the part below the fold uses goes to a sheet of its own.
  const split = isOn(options as PaintFirstOptions, "splitStyles") ? splitAtFold(all, html) : null
  const css = split === null ? all : split.first + HIDE_BELOW_FOLD
  const sent = new Set(idsInRules(all))
  const unsent = Object.keys(cache.inserted).filter((id) => !isGlobal(id) && !sent.has(id))
  const firstScreenEnd = idAfterFold(html)
  setHeadComponents([
    ...(firstScreenEnd === null ? [] : [<link key="expect" rel="expect" href={`#${firstScreenEnd}`} {...{ blocking: "render" }} />]),
    ...globals.map((id) => <style key={id} {...{ [SERVER_GLOBAL_ATTRIBUTE]: id }} dangerouslySetInnerHTML={{ __html: rules([id]) }} />),
    <style key="emotion" {...{ [SERVER_IDS_ATTRIBUTE]: unsent.join(" ") }} dangerouslySetInnerHTML={{ __html: css }} />,
    ...(split === null ? [] : [laterSheetLink(split.later)]),
  ])
}

/**
 * The later sheet, for now inside the head's `<noscript>`: after the build, gatsby-node.ts moves
 * it into a file of its own (`laterSheetFiles`) and leaves a link in its place.
 */
function laterSheetLink(later: string): React.ReactElement {
  return (
    <noscript
      key="later"
      {...{ [LATER_ATTRIBUTE]: "" }}
      dangerouslySetInnerHTML={{ __html: `<style>${later + SHOW_BELOW_FOLD}</style>` }}
    />
  )
}
