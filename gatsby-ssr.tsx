import type { GatsbySSR } from "gatsby"
import * as React from "react"
import { FIRST_TOUCH_SCRIPT } from "./src/components/forms/first-touch"
import { ASKED_SCRIPT, NOT_FOUND_REDIRECT_MS } from "./src/pages/404"

/**
 * Every page records where the visit began. The 404 page goes home after 3 s without scripts too: a refresh inside <noscript>, so that with
 * scripts the redirect stays theirs (a self-refreshing page is what axe's meta-refresh rule flags).
 * Written here rather than in the page's Head, whose <noscript> children Gatsby escapes as text.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  // Where the visit began, recorded as the page is parsed (src/components/forms/first-touch.ts).
  setHeadComponents([<script key="first-touch" dangerouslySetInnerHTML={{ __html: FIRST_TOUCH_SCRIPT }} />])
  // A folder's own 404 page (blog/404.html) is sent for every missing address under it; Gatsby in
  // the browser moves to the page's own address, so the page notes the one asked for (ASKED_SCRIPT).
  if (/^\/.+\/404\.html$/.test(pathname)) setHeadComponents([<script key="asked" dangerouslySetInnerHTML={{ __html: ASKED_SCRIPT }} />])
  if (!/^\/404(\.html|\/)?$/.test(pathname)) return
  setHeadComponents([
    <noscript
      key="not-found-refresh"
      dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${NOT_FOUND_REDIRECT_MS / 1000}; url=/">` }}
    />,
  ])
}
