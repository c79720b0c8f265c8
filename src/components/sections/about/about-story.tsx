import { css } from "@emotion/react"
import { measure, mq, theme } from "../../../styles/theme"
import { Eyebrow, Section } from "../../ui/container"
import { Picture, type PictureData } from "../../ui/picture"
import { Split } from "../../ui/split"

type AboutStoryProps = {
  paragraphs: readonly string[]
  image?: PictureData | null
  /** Empty for the decorative illustrations of content/images/about */
  imageAlt: string
}

/** The agency's story: paragraphs beside an image that stays in view on wide screens. */
export function AboutStory({ paragraphs, image, imageAlt }: AboutStoryProps) {
  return (
    <Section aria-labelledby="story-title">
      <Split columns="wideSecond" align="start">
        {image && (
          <div
            css={css`
              ${mq.lg} {
                position: sticky;
                top: calc(${theme.headerHeight} + 1.5rem);
              }
            `}
          >
            <Picture
              image={image}
              alt={imageAlt}
              styles={css`
                display: block;
                border-radius: ${theme.radius.lg};
              `}
            />
          </div>
        )}
        <div>
          <Eyebrow>Our story</Eyebrow>
          <h2
            id="story-title"
            css={css`
              max-width: ${measure(20, "heading")};
            `}
          >
            From a small T. Nagar team to a full-service agency
          </h2>
          {paragraphs.map((paragraph) => (
            <p
              key={paragraph.slice(0, 48)}
              css={css`
                font-size: 1.08rem;
                line-height: 1.75;
              `}
            >
              {paragraph}
            </p>
          ))}
        </div>
      </Split>
    </Section>
  )
}
