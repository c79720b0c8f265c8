import type { GatsbyBrowser } from "gatsby"

/** Spec: the blog list, pricing and every service page open at the top, whatever the previous scroll position. */
const OPENS_AT_TOP = /^\/(?:blog|pricing|service\/[^/]+)\/?$/

/**
 * Scroll on a client-side navigation: a link to an anchor goes to it, the pages above open at the
 * top (also on back and forward), others as Gatsby does (top, or where the visitor left them). The
 * first view of a page is the browser's own.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps: { location } }) =>
  location.hash === "" && OPENS_AT_TOP.test(location.pathname) ? [0, 0] : true
