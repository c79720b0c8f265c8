import { css } from "@emotion/react"
import * as React from "react"
import { mq, theme } from "../../../styles/theme"
import { Prose } from "../../mdx/prose"
import { Container, Section } from "../../ui/container"
import { ContactBand } from "../contact-band"
import { PostBanner } from "./post-banner"
import { PostCard } from "./post-card"
import { Picture, type PictureData } from "../../ui/picture"
import { List } from "../../ui/list"

type OtherPost = {
  id: string
  title: string
  date?: string | null
  path: string
  image?: PictureData | null
  imageAlt?: string | null
}

type PostArticleProps = {
  title: string
  /** ISO date */
  date?: string | null
  cover?: PictureData | null
  coverAlt?: string | null
  banner?: PictureData | null
  /** The MDX body as HTML (gatsby/mdx-html.ts) */
  html: string
}

/** A blog post: banner with title and date, the post image and the MDX body. */
export function PostArticle({ title, date, cover, coverAlt, banner, html }: PostArticleProps) {
  return (
    <article>
      <PostBanner title={title} date={date} image={banner} />

      <div
        css={css`
          padding-bottom: clamp(3rem, 8vw, 6rem);
        `}
      >
        {cover && (
          <Container
            styles={css`
              max-width: 1120px;
            `}
          >
            <Picture
              image={cover}
              alt={coverAlt ?? ""}
              priority="high"
              styles={css`
                display: block;
                margin-top: clamp(2rem, 5vw, 3rem);
                border-radius: ${theme.radius.lg};
                aspect-ratio: 16 / 9;
              `}
            />
          </Container>
        )}
        <Container
          styles={css`
            max-width: calc(${theme.width.text} + 2 * ${theme.space.gutter});
          `}
        >
          <Prose
            styles={css`
              margin: clamp(2.5rem, 6vw, 4rem) 0 0;
              font-size: 1.1rem;
              ${mq.lg} {
                font-size: 1.15rem;
              }
              > p:first-of-type {
                font-size: 1.1em;
                color: ${theme.color.ink};
                ${mq.lg} {
                  font-size: 1.2em;
                }
              }
            `}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </Container>
      </div>
    </article>
  )
}

/** Links to the other posts, after the post. */
export function MorePosts({ others }: { others: readonly OtherPost[] }) {
  return (
    <Section
      tone="surface"
      space="band"
      aria-labelledby="more-posts"
      styles={css`
        border-top: 1px solid ${theme.color.line};
      `}
    >
      <Container>
        <h2
          id="more-posts"
          css={css`
            font-size: ${theme.fontSize.heading};
          `}
        >
          Keep reading
        </h2>
        <List
          gap="lg"
          styles={css`
            ${mq.md} {
              grid-template-columns: repeat(2, minmax(0, 1fr));
            }
          `}
        >
          {others.map((other) => (
            <li key={other.id}>
              <PostCard
                title={other.title}
                date={other.date ?? ""}
                to={other.path}
                image={other.image}
                imageAlt={other.imageAlt}
                headingLevel={3}
              />
            </li>
          ))}
        </List>
      </Container>
    </Section>
  )
}

/** The call to contact that closes a post. */
export function PostContactBand() {
  return (
    <div
      css={css`
        padding-top: clamp(3rem, 8vw, 5rem);
      `}
    >
      <ContactBand
        eyebrow="Work with us"
        title="Want a website that works this hard?"
        text="Talk to our Chennai team about speed, search and a cleaner enquiry path for your business."
      />
    </div>
  )
}
