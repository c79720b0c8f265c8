import * as React from "react"
import { InterPreload } from "../../styles/fonts"
import { theme } from "../../styles/theme"
import { useSiteInfo, useSiteUrl } from "../../hooks/use-site-data"
import { ogImageAlt, ogImagePath } from "../../utils/og-image"
import { renderedTitle } from "../../utils/search-snippet"
import type { Thing } from "schema-dts"
import { absoluteUrl, jsonLdGraph } from "../../utils/structured-data"

type SeoProps = {
  title: string
  description: string
  /** This page's path, e.g. "/service/seo-service" */
  path: string
  /**
   * Where search engines should index this content (alias pages point at their main slug); null
   * for a page that has no address of its own to name, such as the 404 page.
   */
  canonicalPath?: string | null
  noindex?: boolean
  type?: "website" | "article"
  /** schema.org nodes of this page, written as one @graph (with the agency's node when referenced) */
  jsonLd?: readonly Thing[]
  children?: React.ReactNode
}

/**
 * The one head component, used by every page's Head export (Gatsby Head API: no client JavaScript,
 * unlike react-helmet). Title, description, canonical, Open Graph, Twitter card and JSON-LD.
 */
export function Seo({ title, description, path, canonicalPath, noindex = false, type = "website", jsonLd = [], children }: SeoProps) {
  const site = useSiteInfo()
  const siteUrl = useSiteUrl()
  const fullTitle = renderedTitle(title, site.brand)
  const canonical = canonicalPath === null ? null : absoluteUrl(siteUrl, canonicalPath ?? path)
  const image = absoluteUrl(siteUrl, ogImagePath(canonicalPath ?? path))
  const imageAlt = ogImageAlt(fullTitle, site.brand)
  return (
    <>
      <html lang="en-IN" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {canonical && <link rel="canonical" href={canonical} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta name="theme-color" content={theme.color.accent} />
      {/* Icons from scripts/generate-assets.ts. No web app manifest: Chromium fetches a linked one and
          its icon while the page loads, ahead of its largest paint, and a marketing site is not an app. */}
      <link rel="icon" href="/favicon-32x32.png" type="image/png" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <InterPreload />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt} />
      {/* X reads title, description and image from og:* when its own tags are absent (its card markup
          reference); the alt text it reads only from its own. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={imageAlt} />
      {jsonLd.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLdGraph({ ...site, siteUrl }, jsonLd)).replace(/</g, "\\u003c") }}
        />
      )}
      {children}
    </>
  )
}
