import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import * as React from "react"
import { renderToString } from "react-dom/server"

/**
 * All of a page's CSS in one <style> element in the head, instead of emotion's default of a
 * <style> element before every styled element in the body. The browser then parses the styles
 * once and lays the page out once, rather than again at each of a hundred style blocks met while
 * parsing the body. The `data-emotion` attribute names every rule, so emotion in the browser
 * knows they are present and does not insert them a second time while hydrating.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache({ key: "css" })
  // Collect rules in the cache only; do not render them inline next to each element.
  cache.compat = true
  const { extractCritical } = createEmotionServer(cache)
  const { html, css, ids } = extractCritical(renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>))
  replaceBodyHTMLString(html)
  setHeadComponents([<style key="emotion" data-emotion={`css ${ids.join(" ")}`} dangerouslySetInnerHTML={{ __html: css }} />])
}
