import { css } from "@emotion/react"
import { measure, theme } from "../../styles/theme"
import { ButtonLink } from "../ui/button"
import { Eyebrow } from "../ui/container"
import { HeroBand } from "../ui/hero-band"
import { Split } from "../ui/split"
import { Picture, type PictureData } from "../ui/picture"
import { Icon } from "../ui/icon"
import * as icons from "../ui/icons"

type ServiceHeroProps = {
  eyebrow: string
  /** The page's h1: pageTitle, or the title-cased slug where there is none */
  title: string
  /** pageTitle2: a one-sentence promise under the heading */
  lead?: string | null
  image?: PictureData | null
  imageAlt: string
}

/**
 * The first screen of a service page in the spec's order: heading, Contact us button, pageTitle2,
 * hero image. The hero image is the page's LCP element: loaded eagerly with high priority and shown
 * at once (gatsby-plugin-image would otherwise fade it in from opacity 0 after hydration).
 */
export function ServiceHero({ eyebrow, title, lead, image, imageAlt }: ServiceHeroProps) {
  return (
    <HeroBand as="header">
      <Split columns="wideSecond">
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1
            css={css`
              font-size: ${theme.fontSize.display};
              margin: 0;
              overflow-wrap: break-word;
            `}
          >
            {title}
          </h1>
          <ButtonLink
            to="/contact"
            variant="primary"
            styles={css`
              margin-top: clamp(1.5rem, 3vw, 2rem);
            `}
          >
            Contact us
            <Icon shape={icons.arrow} size={18} weight="bold" />
          </ButtonLink>
          {lead && (
            <p
              css={css`
                max-width: ${measure(52)};
                margin: clamp(1.5rem, 3vw, 2rem) 0 0;
                padding-top: clamp(1.25rem, 3vw, 1.5rem);
                border-top: 1px solid ${theme.color.line};
                font-size: ${theme.fontSize.lead};
                color: ${theme.color.muted};
              `}
            >
              {lead}
            </p>
          )}
        </div>
        {image && (
          <Picture
            image={image}
            alt={imageAlt}
            priority="high"
            styles={css`
              border-radius: ${theme.radius.lg};
              box-shadow: ${theme.shadow.card};
            `}
          />
        )}
      </Split>
    </HeroBand>
  )
}
