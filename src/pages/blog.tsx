import { css } from "@emotion/react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { blogPath } from "../../common/paths"
import { Layout } from "../components/layout/layout"
import { PageSeo } from "../components/layout/page-seo"
import { PostCard } from "../components/sections/blog/post-card"
import { ContactBand } from "../components/sections/contact-band"
import { Container } from "../components/ui/container"
import { PageHeader } from "../components/ui/page-header"
import { mq } from "../styles/theme"
import { List } from "../components/ui/list"
import { imageOf } from "../components/ui/picture"

type Posts = Queries.BlogListQuery["allMdx"]["nodes"]

function BlogList({ posts }: { posts: Posts }) {
  return (
    <>
      <PageHeader eyebrow="Blog" title="Latest news" lead="Notes from our team on websites, marketing and technology." />
      <section
        aria-label="Posts"
        css={css`
          padding-block: clamp(2.5rem, 6vw, 4.5rem) clamp(3.5rem, 8vw, 6rem);
        `}
      >
        <Container>
          <List
            gap="xl"
            css={css`
              ${mq.md} {
                grid-template-columns: repeat(2, minmax(0, 1fr));
              }
            `}
          >
            {posts.map((post, index) => (
              <li key={post.id}>
                <PostCard
                  title={post.frontmatter.title}
                  date={post.frontmatter.date ?? ""}
                  description={post.frontmatter.description}
                  to={blogPath(post.fields.slug)}
                  image={imageOf(post.frontmatter.image)}
                  imageAlt={post.frontmatter.imageAlt}
                  priority={index === 0}
                />
              </li>
            ))}
          </List>
        </Container>
      </section>
    </>
  )
}

export default function BlogPage({ data }: PageProps<Queries.BlogListQuery>) {
  // Spec: the list opens at the top (gatsby-browser.tsx).
  return (
    <Layout
      below={
        <ContactBand
          eyebrow="Work with us"
          title="Have a project in mind?"
          text="From a faster website to a full marketing campaign, tell us what you need and we will suggest where to start."
        />
      }
    >
      <BlogList posts={data.allMdx.nodes} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.BlogListQuery> = () => (
  <PageSeo route="/blog">
    <link rel="alternate" type="application/rss+xml" title="Latest news" href="/rss.xml" />
  </PageSeo>
)

export const query = graphql`
  query BlogList {
    allMdx(filter: { fields: { kind: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        id
        ...PostCardFields
        frontmatter {
          description
        }
      }
    }
  }
`
