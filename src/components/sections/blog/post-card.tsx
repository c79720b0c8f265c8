import { css } from "@emotion/react"
import { graphql, Link } from "gatsby"
import { formatLongDate } from "../../../../common/text"
import { Picture, type PictureData } from "../../ui/picture"
import { Icon } from "../../ui/icon"
import { IconBadge } from "../../ui/icon-badge"
import * as icons from "../../ui/icons"
import { theme } from "../../../styles/theme"

type PostCardProps = {
  title: string
  /** ISO date, shown as "23rd January 2025" */
  date: string
  description?: string | null
  to: string
  image?: PictureData | null
  imageAlt?: string | null
  /** The first card sits in the first screen: load its image eagerly */
  priority?: boolean
  /** h2 on the list page, h3 under a "Keep reading" heading */
  headingLevel?: 2 | 3
}

/**
 * A post on the 'Latest news' list: image, date, title and an arrow. The title link stretches over
 * the whole card, so the card is one link for keyboard and screen-reader users.
 */
export function PostCard({ title, date, description, to, image, imageAlt, priority = false, headingLevel = 2 }: PostCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article
      css={css`
        position: relative;
        display: flex;
        flex-direction: column;
        height: 100%;
        border: 1px solid ${theme.color.line};
        border-radius: ${theme.radius.lg};
        background: ${theme.color.paper};
        overflow: hidden;
        transition:
          box-shadow ${theme.motion.fast} ease,
          transform ${theme.motion.fast} ease;
        &:hover,
        &:focus-within {
          box-shadow: ${theme.shadow.card};
          transform: translateY(-3px);
        }
        &:hover [data-arrow],
        &:focus-within [data-arrow] {
          background: ${theme.color.ink};
          color: ${theme.color.paper};
        }
        &:hover [data-cover] img {
          transform: scale(1.03);
        }
      `}
    >
      {image && (
        <div
          data-cover
          css={css`
            overflow: hidden;
            img {
              transition: transform 0.5s ease;
            }
          `}
        >
          <Picture
            image={image}
            alt={imageAlt ?? ""}
            priority={priority ? "high" : undefined}
            styles={css`
              aspect-ratio: 16 / 9;
              display: block;
            `}
          />
        </div>
      )}
      <div
        css={css`
          display: flex;
          flex-direction: column;
          flex: 1;
          padding: clamp(1.25rem, 3vw, 1.75rem);
        `}
      >
        <p
          css={css`
            margin: 0 0 0.6rem;
            font-size: 0.9rem;
            font-weight: 650;
            color: ${theme.color.accentText};
          `}
        >
          <time dateTime={date}>{formatLongDate(date)}</time>
        </p>
        <Heading
          css={css`
            font-size: ${theme.fontSize.title};
            margin: 0 0 0.6rem;
          `}
        >
          <Link
            to={to}
            css={css`
              text-decoration: none;
              &::after {
                content: "";
                position: absolute;
                inset: 0;
                border-radius: ${theme.radius.lg};
              }
              &:focus-visible {
                outline: none;
              }
              &:focus-visible::after {
                outline: 3px solid ${theme.color.accentText};
                outline-offset: 2px;
              }
            `}
          >
            {title}
          </Link>
        </Heading>
        {description && (
          <p
            css={css`
              margin: 0 0 1.25rem;
              color: ${theme.color.muted};
            `}
          >
            {description}
          </p>
        )}
        <div
          css={css`
            margin-top: auto;
            display: flex;
            align-items: center;
            justify-content: space-between;
            font-weight: 650;
            color: ${theme.color.ink};
          `}
        >
          <span aria-hidden="true">Read article</span>
          <IconBadge
            size="lg"
            data-arrow
            styles={css`
              transition:
                background-color ${theme.motion.fast} ease,
                color ${theme.motion.fast} ease;
            `}
          >
            <Icon shape={icons.arrow} size={20} weight="bold" />
          </IconBadge>
        </div>
      </div>
    </article>
  )
}

/**
 * The fields a PostCard shows, spread into the blog list and into a post's "more posts". The
 * description is not part of it: only the blog list shows one, and its query asks for it.
 */
export const postCardFields = graphql`
  fragment PostCardFields on Mdx {
    fields {
      slug
    }
    frontmatter {
      title
      date(formatString: "YYYY-MM-DD")
      imageAlt
      image {
        childImageSharp {
          # The post's own cover request (templates/blog-post.tsx) but for sizes: the same files,
          # so Gatsby draws them once, in one image job, for the card and the post. Sizes: half the
          # 1240 px column less its gutters and gap, one card a row below 768 px.
          gatsbyImageData(
            width: 1120
            aspectRatio: 1.7778
            formats: [WEBP]
            breakpoints: [390, 640, 720, 960, 1120, 1280, 1600]
            sizes: "(min-width: 1240px) 564px, (min-width: 768px) 46vw, calc(100vw - 2.5rem)"
          )
          ...CoverFallback
        }
      }
    }
  }

  # A cover's one file in its own format, for browsers without WebP (imageOf), asked by card and post.
  fragment CoverFallback on ImageSharp {
    fallback: gatsbyImageData(layout: FIXED, width: 720, aspectRatio: 1.7778, formats: [AUTO], outputPixelDensities: [1], placeholder: NONE)
  }
`
