import { css } from "@emotion/react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { blogListPath, blogPath } from "../../common/paths"
import { Layout } from "../components/layout/layout"
import { PageSeo } from "../components/layout/page-seo"
import { PostCard } from "../components/sections/blog/post-card"
import { ContactBand } from "../components/sections/contact-band"
import { Container } from "../components/ui/container"
import { PageHeader } from "../components/ui/page-header"
import { mq } from "../styles/theme"
import { List } from "../components/ui/list"
import { imageOf } from "../components/ui/picture"
import { Pagination } from "../components/ui/pagination"

/** Which page of the list this is (gatsby/create-pages.ts): the query's skip and limit, its number, how many. */
type BlogListContext = { skip: number; limit: number; page: number; pages: number }

type Posts = Queries.BlogListQuery["allMdx"]["nodes"]

function BlogList({ posts, page, pages }: { posts: Posts } & Pick<BlogListContext, "page" | "pages">) {
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
            styles={css`
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
          <Pagination page={page} pages={pages} pathOf={blogListPath} label="Pages of posts" />
        </Container>
      </section>
    </>
  )
}

export default function BlogPage({ data, pageContext }: PageProps<Queries.BlogListQuery, BlogListContext>) {
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
      <BlogList posts={data.allMdx.nodes} page={pageContext.page} pages={pageContext.pages} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.BlogListQuery, BlogListContext> = ({ pageContext: { page, pages } }) => (
  <PageSeo route="/blog" page={page > 1 ? { number: page, path: blogListPath(page) } : undefined}>
    <link rel="alternate" type="application/rss+xml" title="Latest news" href="/rss.xml" />
    {page > 1 && <link rel="prev" href={blogListPath(page - 1)} />}
    {page < pages && <link rel="next" href={blogListPath(page + 1)} />}
  </PageSeo>
)

export const query = graphql`
  query BlogList($skip: Int!, $limit: Int!) {
    allMdx(filter: { fields: { kind: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }, skip: $skip, limit: $limit) {
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
