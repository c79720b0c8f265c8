import { css } from "@emotion/react"
import { measure, theme } from "../../../styles/theme"
import { ButtonLink } from "../../ui/button"
import { Eyebrow } from "../../ui/container"
import { HeroBand } from "../../ui/hero-band"
import { Split } from "../../ui/split"
import { Picture, type PictureData } from "../../ui/picture"
import { Icon } from "../../ui/icon"
import * as icons from "../../ui/icons"

type AboutHeroProps = {
  eyebrow: string
  heading: string
  intro: string
  image?: PictureData | null
  /** Empty for the decorative illustrations of content/images/about */
  imageAlt: string
}

/** First screen of the about page: heading, intro, two actions and the hero image (the page's largest paint). */
export function AboutHero({ eyebrow, heading, intro, image, imageAlt }: AboutHeroProps) {
  return (
    <HeroBand>
      <Split columns="even">
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1
            css={css`
              max-width: ${measure(16, "heading")};
            `}
          >
            {heading}
          </h1>
          <p
            css={css`
              max-width: ${measure(56)};
              margin-bottom: 2rem;
              font-size: ${theme.fontSize.lead};
              color: ${theme.color.muted};
            `}
          >
            {intro}
          </p>
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 0.75rem;
            `}
          >
            <ButtonLink to="/contact">
              Start a project
              <Icon shape={icons.arrow} size={18} />
            </ButtonLink>
            <ButtonLink to="/services" variant="outline">
              Our solutions
            </ButtonLink>
          </div>
        </div>
        {image && (
          <div
            css={css`
              position: relative;
              padding: 0 0 1.25rem 1.25rem;
            `}
          >
            <div
              aria-hidden="true"
              css={css`
                position: absolute;
                left: 0;
                bottom: 0;
                width: 62%;
                height: 70%;
                border-radius: ${theme.radius.lg};
                background: ${theme.color.accent};
              `}
            />
            <Picture
              image={image}
              alt={imageAlt}
              priority="high"
              styles={css`
                display: block;
                border-radius: ${theme.radius.lg};
                box-shadow: ${theme.shadow.photo};
              `}
            />
          </div>
        )}
      </Split>
    </HeroBand>
  )
}
