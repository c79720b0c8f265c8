import type { GatsbySSR } from "gatsby"
import * as React from "react"
import { FIRST_TOUCH_SCRIPT } from "./src/components/forms/first-touch"
import { NOT_FOUND_REDIRECT_MS } from "./src/pages/404"

/**
 * Every page records where the visit began. The 404 page goes home after 3 s without scripts too: a refresh inside <noscript>, so that with
 * scripts the redirect stays theirs (a self-refreshing page is what axe's meta-refresh rule flags).
 * Written here rather than in the page's Head, whose <noscript> children Gatsby escapes as text.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  // Where the visit began, recorded as the page is parsed (src/components/forms/first-touch.ts).
  setHeadComponents([<script key="first-touch" dangerouslySetInnerHTML={{ __html: FIRST_TOUCH_SCRIPT }} />])
  if (!/^\/404(\.html|\/)?$/.test(pathname)) return
  setHeadComponents([
    <noscript
      key="not-found-refresh"
      dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${NOT_FOUND_REDIRECT_MS / 1000}; url=/">` }}
    />,
  ])
}

/**
 * A folder's own 404 page (blog/404.html, gatsby/create-pages.ts) is the 404 page at another address,
 * and its HTML says so as the site's 404.html does: Gatsby in the browser moves a page to the path its
 * HTML names (`window.pagePath`) unless that is the 404 page's, and would take a visitor of
 * /blog/no-such-post to /blog/404.html. Named "/404.html", the visitor's address stays and Gatsby
 * shows its 404 page there, which at a /blog/ address is the missing post's.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ pathname, getPostBodyComponents, replacePostBodyComponents }) => {
  if (!/^\/.+\/404\.html$/.test(pathname)) return
  const named = `window.pagePath=${JSON.stringify(pathname)}`
  replacePostBodyComponents(
    getPostBodyComponents().map((component) => {
      const element = component as React.ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>
      const script = element.props?.id === "gatsby-script-loader" ? element.props.dangerouslySetInnerHTML?.__html : undefined
      if (script === undefined) return component
      return React.cloneElement(element, { dangerouslySetInnerHTML: { __html: script.replace(named, `window.pagePath="/404.html"`) } })
    }),
  )
}
