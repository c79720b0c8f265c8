import { css } from "@emotion/react"

/**
 * For the image that is the page's largest paint (banner, hero): gatsby-plugin-image renders every
 * main image at opacity 0 and fades it in once decoded, which delays the LCP and flashes. Applied
 * to the GatsbyImage wrapper, this shows the image as soon as it paints, over its placeholder.
 */
export const firstScreenImage = css`
  [data-main-image] {
    opacity: 1 !important;
    transition: none !important;
  }
`

/**
 * High fetch priority for the LCP image. React 18 knows only the lower-case attribute, and
 * GatsbyImage passes unknown props through to the <img>.
 */
export const highFetchPriority = { fetchpriority: "high" } as Record<string, string>
