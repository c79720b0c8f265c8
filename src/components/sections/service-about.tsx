import { css } from "@emotion/react"
import { measure, mq, theme } from "../../styles/theme"
import { Eyebrow, Section } from "../ui/container"
import { Picture, type PictureData } from "../ui/picture"
import { Split } from "../ui/split"

type ServiceAboutProps = {
  title: string
  subTitle?: string | null
  /** Paragraphs separated by line breaks in the content file */
  description: string
  image?: PictureData | null
}

/** Editors write aboutDesc with "\n" between paragraphs; each becomes its own <p>. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/** The about block under the hero: illustration beside aboutTitle, aboutSubTitle and aboutDesc. */
export function ServiceAbout({ title, subTitle, description, image }: ServiceAboutProps) {
  return (
    <Section tone="ink" aria-labelledby="service-about">
      <Split columns={image ? "wideSecond" : "single"}>
        {/* The text comes first in the document, as it shows on narrow screens: a phone that paints
            the page while its HTML still arrives never draws the image above the text and then
            below it (a 0.055 layout shift at 390 px). On wide screens both have their cell. */}
        <div
          css={css`
            ${mq.lg} {
              grid-column: ${image ? 2 : 1};
              grid-row: 1;
            }
          `}
        >
          <Eyebrow onDark>About the service</Eyebrow>
          <h2 id="service-about">{title}</h2>
          {subTitle && (
            <p
              css={css`
                margin: -0.2em 0 1.2em;
                font-size: ${theme.fontSize.lead};
                font-weight: 650;
                color: ${theme.color.accent};
              `}
            >
              {subTitle}
            </p>
          )}
          {paragraphs(description).map((paragraph) => (
            <p
              key={paragraph}
              css={css`
                color: ${theme.color.textOnDark};
                max-width: ${measure(62)};
              `}
            >
              {paragraph}
            </p>
          ))}
        </div>
        {image && (
          <Picture
            image={image}
            alt=""
            styles={css`
              border-radius: ${theme.radius.lg};
              ${mq.lg} {
                grid-column: 1;
                grid-row: 1;
              }
              ${mq.belowLg} {
                max-width: 560px;
              }
            `}
          />
        )}
      </Split>
    </Section>
  )
}
