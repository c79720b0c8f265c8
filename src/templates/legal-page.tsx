import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { LegalArticle } from "../components/sections/legal/legal-article"
import { PageHeader } from "../components/ui/page-header"
import { useSiteUrl } from "../hooks/use-site-data"
import { breadcrumbLd } from "../utils/structured-data"

export default function LegalPage({ data }: PageProps<Queries.LegalPageQuery>) {
  const fm = data.mdx?.frontmatter
  if (!data.mdx || !fm) return null
  return (
    <Layout>
      <PageHeader eyebrow="Legal" title={fm.title} lead={`Last updated ${fm.updated}`} />
      <LegalArticle path={fm.path ?? ""} html={data.mdx.html} />
    </Layout>
  )
}

export function Head({ data }: HeadProps<Queries.LegalPageQuery>) {
  const siteUrl = useSiteUrl()
  const fm = data.mdx?.frontmatter
  if (!fm) return null
  const path = fm.path ?? "/"
  return (
    <Seo
      title={fm.title}
      description={fm.description ?? fm.title}
      path={path}
      jsonLd={[breadcrumbLd(siteUrl, [{ name: fm.title, path }])]}
    />
  )
}

export const query = graphql`
  query LegalPage($id: String!) {
    mdx(id: { eq: $id }) {
      html
      frontmatter {
        title
        description
        path
        updated
      }
    }
  }
`
