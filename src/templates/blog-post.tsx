import { css, useTheme } from "@emotion/react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { GatsbyImage, getSrc } from "gatsby-plugin-image"
import type * as React from "react"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { Prose } from "../components/mdx/prose"
import { ContactBand } from "../components/sections/contact-band"
import { PostCard } from "../components/sections/post-card"
import { Container, Eyebrow } from "../components/ui/container"
import { useSiteInfo, useSiteUrl } from "../hooks/use-site-data"
import { firstScreenImage, highFetchPriority } from "../styles/first-screen-image"
import { mq } from "../styles/theme"
import { blogPostingLd, breadcrumbLd } from "../utils/structured-data"
import { formatLongDate } from "../utils/text"

function BackToNews() {
  const theme = useTheme()
  return (
    <Link
      to="/blog"
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 0.5rem;
        margin-bottom: clamp(1.5rem, 4vw, 2.5rem);
        padding: 0.45rem 1rem 0.45rem 0.55rem;
        border: 1px solid rgba(255, 255, 255, 0.35);
        border-radius: ${theme.radius.pill};
        color: ${theme.color.paper};
        font-weight: 650;
        font-size: 0.95rem;
        text-decoration: none;
        transition:
          background-color ${theme.motion.fast} ease,
          color ${theme.motion.fast} ease;
        &:hover {
          background: ${theme.color.paper};
          color: ${theme.color.ink};
        }
        &:focus-visible {
          outline-color: ${theme.color.paper};
        }
      `}
    >
      <span
        aria-hidden="true"
        css={css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          width: 28px;
          height: 28px;
          border-radius: 50%;
          background: ${theme.color.accent};
          color: ${theme.color.ink};
        `}
      >
        <svg width="15" height="15" viewBox="0 0 24 24" fill="none">
          <path d="M19 12H5M11 6l-6 6 6 6" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      Back to News
    </Link>
  )
}

type BlogPostViewProps = {
  post: NonNullable<Queries.BlogPostQuery["mdx"]>
  banner: Queries.BlogPostQuery["banner"]
  others: Queries.BlogPostQuery["others"]["nodes"]
  children: React.ReactNode
}

/** Inside Layout, so that useTheme sees the site theme. */
function BlogPostView({ post, banner: bannerFile, others, children }: BlogPostViewProps) {
  const theme = useTheme()
  const { title, date, imageAlt } = post.frontmatter
  const cover = post.frontmatter.image?.childImageSharp?.gatsbyImageData
  const banner = bannerFile?.childImageSharp?.gatsbyImageData
  return (
    <>
      <article>
        <header
          css={css`
            position: relative;
            isolation: isolate;
            overflow: hidden;
            padding: calc(${theme.headerHeight} + clamp(2rem, 6vw, 4rem)) 0 clamp(7rem, 16vw, 12rem);
            background: ${theme.color.ink};
            color: ${theme.color.paper};
          `}
        >
          {banner && (
            <GatsbyImage
              image={banner}
              alt=""
              loading="eager"
              {...highFetchPriority}
              css={[
                firstScreenImage,
                css`
                  position: absolute !important;
                  inset: 0;
                  z-index: -2;
                `,
              ]}
            />
          )}
          <div
            aria-hidden="true"
            css={css`
              position: absolute;
              inset: 0;
              z-index: -1;
              background:
                linear-gradient(180deg, rgba(11, 11, 11, 0.78) 0%, rgba(11, 11, 11, 0.86) 60%, rgba(11, 11, 11, 0.95) 100%);
            `}
          />
          <Container css={css`max-width: 960px;`}>
            <BackToNews />
            <Eyebrow onDark>Blog</Eyebrow>
            <h1 css={css`color: ${theme.color.paper}; font-size: clamp(2rem, 5vw, 3.5rem); max-width: 24ch;`}>{title}</h1>
            {date && (
              <p css={css`margin: 0; font-size: 1.05rem; color: #d6d3d1;`}>
                <span className="visually-hidden">Published </span>
                <time dateTime={date}>{formatLongDate(date)}</time>
              </p>
            )}
          </Container>
        </header>

        <div css={css`padding-bottom: clamp(3rem, 8vw, 6rem);`}>
          {cover && (
            <Container css={css`max-width: 1120px;`}>
              <GatsbyImage
                image={cover}
                alt={imageAlt ?? ""}
                loading="eager"
                css={[
                  firstScreenImage,
                  css`
                    display: block;
                    margin-top: calc(-1 * clamp(5rem, 12vw, 9rem));
                    border-radius: ${theme.radius.lg};
                    box-shadow: 0 24px 60px rgba(11, 11, 11, 0.18);
                    aspect-ratio: 16 / 9;
                  `,
                ]}
              />
            </Container>
          )}
          <Container css={css`max-width: 960px;`}>
            <Prose
              css={css`
                margin: clamp(2.5rem, 6vw, 4rem) auto 0;
                font-size: 1.1rem;
                ${mq.lg} {
                  font-size: 1.15rem;
                }
                > p:first-of-type {
                  font-size: 1.2em;
                  color: ${theme.color.ink};
                }
              `}
            >
              {children}
            </Prose>
          </Container>
        </div>
      </article>

      {others.length > 0 && (
        <section aria-labelledby="more-posts" css={css`padding-block: clamp(3rem, 8vw, 5rem); background: ${theme.color.surface}; border-top: 1px solid ${theme.color.line};`}>
          <Container>
            <h2 id="more-posts" css={css`font-size: clamp(1.5rem, 3vw, 2.1rem);`}>
              Keep reading
            </h2>
            <ul
              css={css`
                display: grid;
                gap: 1.5rem;
                list-style: none;
                padding: 0;
                margin: 0;
                ${mq.md} {
                  grid-template-columns: repeat(2, minmax(0, 1fr));
                }
              `}
            >
              {others.map((other) => (
                <li key={other.id}>
                  <PostCard
                    title={other.frontmatter.title}
                    date={other.frontmatter.date ?? ""}
                    to={`/blog/${other.fields.slug}`}
                    image={other.frontmatter.image?.childImageSharp?.gatsbyImageData}
                    imageAlt={other.frontmatter.imageAlt}
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}

      <div css={css`padding-top: clamp(3rem, 8vw, 5rem);`}>
        <ContactBand
          eyebrow="Work with us"
          title="Want a website that works this hard?"
          text="Talk to our Chennai team about speed, search and a cleaner enquiry path for your business."
        />
      </div>
    </>
  )
}

export default function BlogPostPage({ data, children }: PageProps<Queries.BlogPostQuery>) {
  if (!data.mdx) return null
  return (
    <Layout headerTone="onDark">
      <BlogPostView post={data.mdx} banner={data.banner} others={data.others.nodes}>
        {children}
      </BlogPostView>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.BlogPostQuery>) {
  const site = useSiteInfo()
  const siteUrl = useSiteUrl()
  const post = data.mdx
  if (!post) return null
  const { title, description, date } = post.frontmatter
  const path = `/blog/${post.fields.slug}`
  const cover = post.frontmatter.image?.childImageSharp?.gatsbyImageData
  const facts = { ...site, siteUrl }
  return (
    <Seo
      title={title}
      description={description ?? title}
      path={location.pathname}
      canonicalPath={path}
      type="article"
      jsonLd={[
        blogPostingLd(facts, { title, description: description ?? title, date: date ?? "", path, image: cover ? getSrc(cover) : null }),
        breadcrumbLd(siteUrl, [
          { name: "Blog", path: "/blog" },
          { name: title, path },
        ]),
      ]}
    >
      {date && <meta property="article:published_time" content={date} />}
    </Seo>
  )
}

export const query = graphql`
  query BlogPost($id: String!) {
    mdx(id: { eq: $id }) {
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
            gatsbyImageData(width: 1120, aspectRatio: 1.7778, sizes: "(min-width: 1120px) 1040px, 92vw")
          }
        }
      }
    }
    banner: file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/blog/banner.jpg" }) {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, placeholder: DOMINANT_COLOR, quality: 60)
      }
    }
    others: allMdx(
      filter: { fields: { kind: { eq: "blog" } }, id: { ne: $id } }
      sort: { frontmatter: { date: DESC } }
      limit: 2
    ) {
      nodes {
        id
        fields {
          slug
        }
        frontmatter {
          title
          date(formatString: "YYYY-MM-DD")
          imageAlt
          image {
            childImageSharp {
              gatsbyImageData(width: 720, aspectRatio: 1.5, sizes: "(min-width: 768px) 50vw, 100vw")
            }
          }
        }
      }
    }
  }
`
