import { type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { PageHeader } from "../components/ui/page-header"
import { titleCaseSlug } from "../utils/text"

/** Slug of an unknown /service/<slug>; the page is client-only, so it reads the location. */
export function slugFromPath(pathname: string): string {
  const match = /^\/service\/([^/]+)/.exec(pathname)
  return match ? decodeURIComponent(match[1]) : ""
}

export default function ServiceFallbackPage({ location }: PageProps) {
  const heading = titleCaseSlug(slugFromPath(location.pathname)) || "Our Services"
  return (
    <Layout>
      <PageHeader eyebrow="Service" title={heading} lead="Placeholder content for services without a page of their own." />
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  const heading = titleCaseSlug(slugFromPath(location.pathname)) || "Our Services"
  return <Seo title={heading} description="Digital marketing, web and PR services from our T. Nagar, Chennai agency." path={location.pathname} noindex />
}
