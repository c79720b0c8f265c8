import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import * as React from "react"
import { renderToString } from "react-dom/server"

/**
 * All of a page's CSS in the head (one <style> element, and one per global style sheet), instead of emotion's default of a
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
  const { html, ids } = extractCritical(renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>))
  replaceBodyHTMLString(html)
  // <Global> styles are registered under no class name (nor are keyframes, named animation-*).
  // Each gets the element that emotion's <Global> looks for while hydrating, so that it adopts the
  // rules instead of inserting them again (which would restyle the whole document once more while
  // the page starts up).
  const isGlobal = (id: string) => cache.registered[`${cache.key}-${id}`] === undefined && !id.startsWith("animation-")
  const rules = (list: string[]) => list.map((id) => cache.inserted[id]).join("")
  const globals = ids.filter(isGlobal)
  const classes = ids.filter((id) => !isGlobal(id))
  setHeadComponents([
    ...globals.map((id) => <style key={id} data-emotion={`${cache.key}-global ${id}`} dangerouslySetInnerHTML={{ __html: rules([id]) }} />),
    <style key="emotion" data-emotion={`${cache.key} ${classes.join(" ")}`} dangerouslySetInnerHTML={{ __html: rules(classes) }} />,
  ])
}

const isEmotionStyle = (component: React.ReactNode): boolean =>
  React.isValidElement<{ "data-emotion"?: unknown }>(component) && component.type === "style" && typeof component.props["data-emotion"] === "string"

/**
 * Emotion's style elements last in the head. Emotion in the browser moves them to the end of the
 * head as it starts; were they anywhere else, plugin styles after them (gatsby-plugin-image's
 * wrapper display) would win before hydration and lose after it, and the page would shift.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const components = getHeadComponents()
  replaceHeadComponents([...components.filter((c) => !isEmotionStyle(c)), ...components.filter(isEmotionStyle)])
}
