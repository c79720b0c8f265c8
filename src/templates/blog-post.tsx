import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { Prose } from "../components/mdx/prose"
import { Container, Section } from "../components/ui/container"
import { PageHeader } from "../components/ui/page-header"
import { formatLongDate } from "../utils/text"

export default function BlogPostPage({ data, children }: PageProps<Queries.BlogPostQuery>) {
  const post = data.mdx
  if (!post) return null
  return (
    <Layout>
      <PageHeader eyebrow="Blog" title={post.frontmatter.title} lead={post.frontmatter.date ? formatLongDate(post.frontmatter.date) : undefined} />
      <Section>
        <Container>
          <Prose>{children}</Prose>
        </Container>
      </Section>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.BlogPostQuery>) {
  const post = data.mdx
  if (!post) return null
  return <Seo title={post.frontmatter.title} description={post.frontmatter.description ?? ""} path={location.pathname} type="article" />
}

export const query = graphql`
  query BlogPost($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        date(formatString: "YYYY-MM-DD")
        description
      }
    }
  }
`
