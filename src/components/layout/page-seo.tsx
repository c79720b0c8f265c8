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
  /** Structured data besides the breadcrumb. */
  jsonLd?: Thing[]
  children?: React.ReactNode
}

/** The head of a page whose title lives in PAGE_META: its title, description and breadcrumb. */
export function PageSeo({ route, description, jsonLd = [], children }: PageSeoProps) {
  const siteUrl = useSiteUrl()
  const meta = PAGE_META[route]
  return (
    <Seo
      title={meta.title}
      description={description ?? ("description" in meta ? meta.description : "")}
      path={route}
      jsonLd={[...jsonLd, breadcrumbLd(siteUrl, [{ name: meta.crumb, path: route }])]}
    >
      {children}
    </Seo>
  )
}
