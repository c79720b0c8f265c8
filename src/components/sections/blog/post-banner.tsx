import { css, useTheme } from "@emotion/react"
import { Link } from "gatsby"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { firstScreenImage, highFetchPriority } from "../../../styles/first-screen-image"
import { formatLongDate } from "../../../utils/text"
import { Container, Eyebrow } from "../../ui/container"

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
        font-size: 0.95rem;
        font-weight: 650;
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

type PostBannerProps = {
  title: string
  /** ISO date, shown as "23rd January 2025" */
  date?: string | null
  /** content/images/blog/banner.jpg, shared by every post */
  image?: IGatsbyImageData | null
}

/**
 * Top of a blog post: the shared banner image under a dark veil, 'Back to News', the title and
 * the date. Leaves room at the bottom for the post image to overlap it.
 */
export function PostBanner({ title, date, image }: PostBannerProps) {
  const theme = useTheme()
  return (
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
      {image && (
        <GatsbyImage
          image={image}
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
          background: linear-gradient(180deg, rgba(11, 11, 11, 0.78) 0%, rgba(11, 11, 11, 0.86) 60%, rgba(11, 11, 11, 0.95) 100%);
        `}
      />
      <Container css={css`max-width: calc(${theme.width.text} + 2 * ${theme.space.gutter});`}>
        <div>
          <BackToNews />
        </div>
        <Eyebrow onDark>Blog</Eyebrow>
        <h1 css={css`max-width: 24ch; font-size: clamp(2rem, 5vw, 3.5rem); color: ${theme.color.paper};`}>{title}</h1>
        {date && (
          <p css={css`margin: 0; font-size: 1.05rem; color: #d6d3d1;`}>
            <span className="visually-hidden">Published </span>
            <time dateTime={date}>{formatLongDate(date)}</time>
          </p>
        )}
      </Container>
    </header>
  )
}
