import type * as React from "react"
import type { Thing } from "schema-dts"
import { useSiteUrl } from "../../hooks/use-site-data"
import { PAGE_META } from "../../utils/page-meta"
import { breadcrumbLd } from "../../utils/structured-data"
import { Seo } from "./seo"

type PageSeoProps = {
  route: keyof typeof PAGE_META
  /** For a page whose description is content (about), not in PAGE_META. */
  description?: string
  /** A page of a list after its first ("/blog/2"): its own address, and its number in the title and breadcrumb. */
  page?: { number: number; path: string }
  /** Structured data besides the breadcrumb. */
  jsonLd?: Thing[]
  children?: React.ReactNode
}

/** The head of a page whose title lives in PAGE_META: its title, description and breadcrumb. */
export function PageSeo({ route, description, page, jsonLd = [], children }: PageSeoProps) {
  const siteUrl = useSiteUrl()
  const meta = PAGE_META[route]
  const text = description ?? ("description" in meta ? meta.description : "")
  const trail = [{ name: meta.crumb, path: route }, ...(page ? [{ name: `Page ${page.number}`, path: page.path }] : [])]
  return (
    <Seo
      title={page ? `${meta.title}, page ${page.number}` : meta.title}
      description={page ? `${text} Page ${page.number}.` : text}
      path={page?.path ?? route}
      jsonLd={[...jsonLd, breadcrumbLd(siteUrl, trail)]}
    >
      {children}
    </Seo>
  )
}
