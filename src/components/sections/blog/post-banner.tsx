import { css } from "@emotion/react"
import { Link } from "gatsby"
import { formatLongDate } from "../../../../common/text"
import { Container, Eyebrow } from "../../ui/container"
import { Picture, type PictureData } from "../../ui/picture"
import { Icon } from "../../ui/icon"
import { IconBadge } from "../../ui/icon-badge"
import * as icons from "../../ui/icons"
import { theme } from "../../../styles/theme"

function BackToNews() {
  return (
    <Link
      to="/blog"
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 0.5rem;
        margin-bottom: clamp(1.5rem, 4vw, 2.5rem);
        padding: 0.45rem 1rem 0.45rem 0.55rem;
        border: 1px solid ${theme.color.line};
        border-radius: ${theme.radius.pill};
        color: ${theme.color.ink};
        font-size: 0.95rem;
        font-weight: 650;
        text-decoration: none;
        transition:
          background-color ${theme.motion.fast} ease,
          color ${theme.motion.fast} ease;
        &:hover {
          border-color: ${theme.color.ink};
          background: ${theme.color.ink};
          color: ${theme.color.paper};
        }
      `}
    >
      <IconBadge size="xs">
        <Icon shape={icons.back} size={15} weight="bold" />
      </IconBadge>
      Back to News
    </Link>
  )
}

type PostBannerProps = {
  title: string
  /** ISO date, shown as "23rd January 2025" */
  date?: string | null
  /** content/images/blog/banner.jpg, shared by every post */
  image?: PictureData | null
}

/**
 * Top of a blog post: the shared banner image across the page, then a white panel overlapping
 * its lower edge with 'Back to News', the title and the date, aligned with the text column below.
 */
export function PostBanner({ title, date, image }: PostBannerProps) {
  const inset = theme.space.gutter
  return (
    <header>
      <div
        css={css`
          position: relative;
          height: clamp(17rem, 34vw, 30rem);
          background: ${theme.color.accentSoft};
          overflow: hidden;
        `}
      >
        {image && (
          <Picture
            image={image}
            alt=""
            priority="low"
            styles={css`
              position: absolute;
              inset: 0;
              height: 100%;
            `}
          />
        )}
      </div>
      <Container
        styles={css`
          position: relative;
          max-width: calc(${theme.width.text} + 2 * ${inset});
        `}
      >
        <div
          css={css`
            margin: calc(-1 * clamp(2.5rem, 6vw, 5rem)) calc(-1 * ${inset}) 0;
            padding: clamp(1.5rem, 4vw, 2.5rem) ${inset} 0;
            border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
            background: ${theme.color.paper};
          `}
        >
          <div>
            <BackToNews />
          </div>
          <Eyebrow>Blog</Eyebrow>
          <h1
            css={css`
              font-size: ${theme.fontSize.display};
            `}
          >
            {title}
          </h1>
          {date && (
            <p
              css={css`
                margin: 0;
                font-size: 1.05rem;
                color: ${theme.color.muted};
              `}
            >
              <span className="visually-hidden">Published </span>
              <time dateTime={date}>{formatLongDate(date)}</time>
            </p>
          )}
        </div>
      </Container>
    </header>
  )
}
