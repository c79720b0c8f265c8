import { Global, css } from "@emotion/react"
import { hasServerGlobalStyles } from "../../plugins/gatsby-plugin-paint-first/head-styles"
import { FONT_FACES } from "./fonts"
import { theme } from "./theme"

const styles = css`
  ${FONT_FACES}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: ${theme.headerHeight};
    /* The floating WhatsApp button covers the bottom-left corner: what Tab or a link's target
       scrolls into view stops clear of it. */
    scroll-padding-bottom: ${theme.fabClearance};
  }
  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: 1.0625rem;
    line-height: 1.65;
    color: ${theme.color.text};
    background: ${theme.color.paper};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1,
  h2,
  h3,
  h4 {
    color: ${theme.color.ink};
    line-height: 1.15;
    letter-spacing: -0.02em;
    margin: 0 0 0.6em;
    font-weight: 750;
  }
  h1 {
    font-size: ${theme.fontSize.display};
  }
  h2 {
    font-size: ${theme.fontSize.heading};
  }
  h3 {
    font-size: ${theme.fontSize.title};
  }
  p {
    margin: 0 0 1em;
  }
  a {
    color: inherit;
  }
  img,
  video,
  svg {
    max-width: 100%;
    display: block;
  }
  button {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid ${theme.color.accentText};
    outline-offset: 3px;
    border-radius: 4px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  /* Sections after the first screen are laid out and painted only as they come near the viewport:
     the first layout, and each one while the page starts up, then covers the first screen alone.
     'auto' makes the browser remember each section's real height once it has rendered. */
  main > section:not(:first-of-type),
  main > [data-hydrate] > section {
    content-visibility: auto;
    contain-intrinsic-size: auto 720px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`

export function GlobalStyles() {
  // A page from the server has these in its head for the whole visit; <Global> would insert them
  // again (or move the server's element), restyling the page while it starts up.
  if (hasServerGlobalStyles()) return null
  return <Global styles={styles} />
}
