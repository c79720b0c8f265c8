import * as React from "react"
import { InterPreload } from "../../styles/fonts"
import { useSiteInfo, useSiteUrl } from "../../hooks/use-site-data"
import { ogImagePath } from "../../utils/og-image"
import { absoluteUrl } from "../../utils/structured-data"

export type SeoProps = {
  title: string
  description: string
  /** This page's path, e.g. "/service/seo-service" */
  path: string
  /** Where search engines should index this content (alias pages point at their main slug) */
  canonicalPath?: string
  noindex?: boolean
  type?: "website" | "article"
  jsonLd?: readonly object[]
  children?: React.ReactNode
}

/**
 * The one head component, used by every page's Head export (Gatsby Head API: no client JavaScript,
 * unlike react-helmet). Title, description, canonical, Open Graph, Twitter card and JSON-LD.
 */
export function Seo({ title, description, path, canonicalPath, noindex = false, type = "website", jsonLd = [], children }: SeoProps) {
  const site = useSiteInfo()
  const siteUrl = useSiteUrl()
  const fullTitle = title.includes(site.brand) ? title : `${title} | ${site.brand}`
  const canonical = absoluteUrl(siteUrl, canonicalPath ?? path)
  const image = absoluteUrl(siteUrl, ogImagePath(canonicalPath ?? path))
  return (
    <>
      <html lang="en-IN" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta name="theme-color" content="#F26B1D" />
      <InterPreload />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
      ))}
      {children}
    </>
  )
}
