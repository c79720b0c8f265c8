import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import * as React from "react"
import { renderToString } from "react-dom/server"
import { NOT_FOUND_REDIRECT_MS } from "./src/pages/404"
import { EMOTION_CACHE_OPTIONS, SERVER_GLOBAL_ATTRIBUTE, SERVER_IDS_ATTRIBUTE } from "./src/styles/emotion-cache"

/**
 * All of a page's CSS in the head (one <style> element, and one per global style sheet), instead of emotion's default of a
 * <style> element before every styled element in the body. The browser then parses the styles
 * once and lays the page out once, rather than again at each of a hundred style blocks met while
 * parsing the body. The elements name the rules they hold, so the browser's emotion cache
 * (src/styles/emotion-cache.ts) does not insert them a second time, nor move them, while hydrating.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache(EMOTION_CACHE_OPTIONS)
  // Collect rules in the cache only; do not render them inline next to each element.
  cache.compat = true
  const { extractCritical } = createEmotionServer(cache)
  const { html, ids } = extractCritical(renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>))
  replaceBodyHTMLString(html)
  // <Global> styles are registered under no class name (nor are keyframes, named animation-*).
  const isGlobal = (id: string) => cache.registered[`${cache.key}-${id}`] === undefined && !id.startsWith("animation-")
  const rules = (list: string[]) => list.map((id) => cache.inserted[id]).join("")
  const globals = ids.filter(isGlobal)
  // Every class the render made, not only those in the HTML: a component given a css prop by its
  // parent composes it with its own, and the parent's class alone, never on an element, is still
  // made in the browser as the page hydrates. Were it missing here, emotion would compile and insert
  // it then, and each insertion restyles the whole document.
  const classes = Object.keys(cache.inserted).filter((id) => !isGlobal(id))
  setHeadComponents([
    ...globals.map((id) => <style key={id} {...{ [SERVER_GLOBAL_ATTRIBUTE]: id }} dangerouslySetInnerHTML={{ __html: rules([id]) }} />),
    <style key="emotion" {...{ [SERVER_IDS_ATTRIBUTE]: classes.join(" ") }} dangerouslySetInnerHTML={{ __html: rules(classes) }} />,
  ])
}

const isEmotionStyle = (component: React.ReactNode): boolean =>
  React.isValidElement<Record<string, unknown>>(component) &&
  component.type === "style" &&
  (SERVER_IDS_ATTRIBUTE in component.props || SERVER_GLOBAL_ATTRIBUTE in component.props)

/**
 * Emotion's style elements last in the head, so that the site's rules win over plugin styles of the
 * same specificity (gatsby-plugin-image's wrapper display) both before and after hydration.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const components = getHeadComponents()
  replaceHeadComponents([...components.filter((c) => !isEmotionStyle(c)), ...components.filter(isEmotionStyle)])
}

/**
 * The 404 page goes home after 3 s without scripts too: a refresh inside <noscript>, so that with
 * scripts the redirect stays theirs (a self-refreshing page is what axe's meta-refresh rule flags).
 * Written here rather than in the page's Head, whose <noscript> children Gatsby escapes as text.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  if (!/^\/404(\.html|\/)?$/.test(pathname)) return
  setHeadComponents([
    <noscript key="not-found-refresh" dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${NOT_FOUND_REDIRECT_MS / 1000}; url=/">` }} />,
  ])
}
