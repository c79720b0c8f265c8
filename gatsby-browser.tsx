import type { GatsbyBrowser } from "gatsby"
import { installFirstTouch } from "./src/components/forms/first-touch"

/** Spec: the blog list, pricing and every service page open at the top, whatever the previous scroll position. */
const OPENS_AT_TOP = /^\/(?:blog|pricing|service\/[^/]+)\/?$/

/**
 * Scroll on a client-side navigation: a link to an anchor goes to it, the pages above open at the
 * top (also on back and forward), others as Gatsby does (top, or where the visitor left them). The
 * first view of a page is the browser's own.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps: { location } }) =>
  location.hash === "" && OPENS_AT_TOP.test(location.pathname) ? [0, 0] : true

/**
 * Marks the document once React has hydrated the page and run its effects (`<html data-hydrated>`):
 * what the browser tests wait for when they mean to act on the hydrated page, read from the DOM
 * rather than from React's internals.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute("data-hydrated", "")
}

/**
 * When the site's scripts start, before React hydrates: enquiry forms carry where the visit began
 * from then on, also when sent as HTML before hydration (src/components/forms/first-touch.ts).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  installFirstTouch()
}
