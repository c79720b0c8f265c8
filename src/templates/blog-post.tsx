import { graphql, type HeadProps, type PageProps } from "gatsby"
import * as React from "react"
import { blogPath } from "../../common/paths"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { MorePosts, PostArticle, PostContactBand } from "../components/sections/blog/post-article"
import { useSiteInfo, useSiteUrl } from "../hooks/use-site-data"
import { blogPostingLd, breadcrumbLd, chennaiDateTime } from "../utils/structured-data"
import { imageOf, PicturePreload } from "../components/ui/picture"

/** Thin wrapper: the query and the head. The MDX body arrives as HTML rendered by the build (gatsby/mdx-html.ts). */
export default function BlogPostPage({ data }: PageProps<Queries.BlogPostQuery>) {
  const post = data.mdx
  if (!post) return null
  // Each neighbour by its id, not in a list query: Gatsby runs a list query again whenever any post changes.
  const others = [data.first, data.second]
    .flatMap((other) => (other ? [other] : []))
    .map((other) => ({
      id: other.id,
      title: other.frontmatter.title,
      date: other.frontmatter.date,
      path: blogPath(other.fields.slug),
      image: imageOf(other.frontmatter.image),
      imageAlt: other.frontmatter.imageAlt,
    }))
  return (
    <Layout
      below={
        <>
          {others.length > 0 && <MorePosts others={others} />}
          <PostContactBand />
        </>
      }
    >
      <PostArticle
        title={post.frontmatter.title}
        date={post.frontmatter.date}
        cover={imageOf(post.frontmatter.image)}
        coverAlt={post.frontmatter.imageAlt}
        banner={imageOf(data.banner)}
        html={post.html}
      />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.BlogPostQuery>) {
  const site = useSiteInfo()
  const siteUrl = useSiteUrl()
  const post = data.mdx
  if (!post) return null
  const { title, description, date } = post.frontmatter
  const path = blogPath(post.fields.slug)
  const shareImage = post.frontmatter.image?.childImageSharp?.original
  const cover = imageOf(post.frontmatter.image)
  const facts = { ...site, siteUrl }
  return (
    <Seo
      title={title}
      description={description ?? title}
      path={location.pathname}
      canonicalPath={path}
      type="article"
      jsonLd={[
        blogPostingLd(facts, {
          title,
          description: description ?? title,
          date: date ?? "",
          path,
          image:
            shareImage?.src && shareImage.width && shareImage.height
              ? { src: shareImage.src, width: shareImage.width, height: shareImage.height }
              : null,
        }),
        breadcrumbLd(siteUrl, [
          { name: "Blog", path: "/blog" },
          { name: title, path },
        ]),
      ]}
    >
      {date && <meta property="article:published_time" content={chennaiDateTime(date)} />}
      {cover && <PicturePreload image={cover} />}
    </Seo>
  )
}

export const query = graphql`
  query BlogPost($id: String!, $first: String!, $second: String!) {
    mdx(id: { eq: $id }) {
      html
      fields {
        slug
      }
      frontmatter {
        title
        date(formatString: "YYYY-MM-DD")
        description
        imageAlt
        image {
          childImageSharp {
            # 720 px: a phone's 92vw at 1.75 device pixels per CSS pixel, where 960 would be a third too large.
            # The post's cards ask for the same widths (post-card.tsx), so one image job draws both.
            # WebP widths, and one file in the cover's own format for browsers without WebP (post-card.tsx).
            gatsbyImageData(
              width: 1120
              aspectRatio: 1.7778
              formats: [WEBP]
              sizes: "(min-width: 1120px) 1040px, 92vw"
              breakpoints: [390, 640, 720, 960, 1120, 1280, 1600]
            )
            ...CoverFallback
            # The cover as drawn (1600 px wide) for BlogPosting's image: Google asks for 1200 px or more.
            original {
              src
              width
              height
            }
          }
        }
      }
    }
    banner: file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/blog/banner.jpg" }) {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, placeholder: DOMINANT_COLOR, quality: 60)
      }
    }
    first: mdx(id: { eq: $first }) {
      id
      ...PostCardFields
    }
    second: mdx(id: { eq: $second }) {
      id
      ...PostCardFields
    }
  }
`
