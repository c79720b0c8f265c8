/**
 * Every page has its own 1200x630 share image, drawn after the build (gatsby/og-images.ts) at a
 * path derived from the page path. Both sides use this function, so they cannot drift apart.
 */
export function ogImagePath(pagePath: string): string {
  const clean = pagePath.replace(/\/+$/, "")
  const name = clean === "" || clean === "/index" ? "home" : clean.slice(1).replace(/[^A-Za-z0-9-]+/g, "_")
  return `/og/${name}.jpg`
}

/**
 * The share image's text alternative. The image shows the brand's mark and name above the page's
 * title without the brand suffix (gatsby/og-images.ts strips it the same way).
 */
export function ogImageAlt(renderedTitle: string, brand: string): string {
  const suffix = ` | ${brand}`
  const shown = renderedTitle.endsWith(suffix) ? renderedTitle.slice(0, -suffix.length) : renderedTitle
  return `${brand} logo and the title “${shown}”`
}
