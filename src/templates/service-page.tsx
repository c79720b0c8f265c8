import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { PageHeader } from "../components/ui/page-header"
import { titleCaseSlug } from "../utils/text"

type ServiceContext = { id: string; slug: string; canonicalPath: string }

export default function ServicePage({ data, pageContext }: PageProps<Queries.ServicePageQuery, ServiceContext>) {
  const entry = data.serviceEntry
  if (!entry) return null
  return (
    <Layout>
      <PageHeader eyebrow="Service" title={entry.pageTitle || titleCaseSlug(pageContext.slug)} lead={entry.pageTitle2 ?? undefined} />
    </Layout>
  )
}

export function Head({ data, pageContext, location }: HeadProps<Queries.ServicePageQuery, ServiceContext>) {
  const entry = data.serviceEntry
  if (!entry) return null
  return <Seo title={entry.metaTitle} description={entry.metaDescription} path={location.pathname} canonicalPath={pageContext.canonicalPath} />
}

export const query = graphql`
  query ServicePage($id: String!) {
    serviceEntry(id: { eq: $id }) {
      slug
      metaTitle
      metaDescription
      pageTitle
      pageTitle2
    }
  }
`
