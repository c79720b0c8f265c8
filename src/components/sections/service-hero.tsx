import { css, useTheme } from "@emotion/react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { mq } from "../../styles/theme"
import { ButtonLink } from "../ui/button"
import { Container, Eyebrow } from "../ui/container"

type ServiceHeroProps = {
  eyebrow: string
  /** The page's h1: pageTitle, or the title-cased slug where there is none */
  title: string
  /** pageTitle2: a one-sentence promise under the heading */
  lead?: string | null
  image?: IGatsbyImageData | null
  imageAlt: string
}

/**
 * The first screen of a service page in the spec's order: heading, Contact us button, pageTitle2,
 * hero image. The hero image is the page's LCP element: loaded eagerly with high priority and shown
 * at once (gatsby-plugin-image would otherwise fade it in from opacity 0 after hydration).
 */
export function ServiceHero({ eyebrow, title, lead, image, imageAlt }: ServiceHeroProps) {
  const theme = useTheme()
  return (
    <header
      css={css`
        padding-top: calc(${theme.headerHeight} + clamp(2.25rem, 6vw, 4.5rem));
        background:
          radial-gradient(56rem 26rem at 100% 0%, ${theme.color.accentSoft}, transparent 70%),
          linear-gradient(${theme.color.paper}, ${theme.color.paper});
      `}
    >
      <Container>
        <Eyebrow>{eyebrow}</Eyebrow>
        <div
          css={css`
            display: grid;
            gap: 1.5rem;
            align-items: end;
            ${mq.lg} {
              grid-template-columns: minmax(0, 1fr) auto;
              gap: 3rem;
            }
          `}
        >
          <h1 css={css`max-width: 20ch; margin: 0; overflow-wrap: anywhere;`}>{title}</h1>
          <ButtonLink
            to="/contact"
            variant="primary"
            css={css`
              justify-self: start;
              ${mq.lg} {
                margin-bottom: 0.5rem;
              }
            `}
          >
            Contact us
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
              <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </ButtonLink>
        </div>
        {lead && (
          <p
            css={css`
              max-width: 62ch;
              margin: clamp(1.25rem, 3vw, 1.75rem) 0 0;
              padding-top: clamp(1.25rem, 3vw, 1.75rem);
              border-top: 1px solid ${theme.color.line};
              font-size: clamp(1.05rem, 1.6vw, 1.25rem);
              color: ${theme.color.muted};
            `}
          >
            {lead}
          </p>
        )}
      </Container>
      {image && (
        <div
          css={css`
            padding-top: clamp(2rem, 5vw, 3.5rem);
            background: linear-gradient(transparent 55%, ${theme.color.ink} 55%);
          `}
        >
          <Container>
            <GatsbyImage
              image={image}
              alt={imageAlt}
              loading="eager"
              {...{ fetchpriority: "high" }}
              css={css`
                display: block;
                border-radius: ${theme.radius.lg};
                box-shadow: ${theme.shadow.card};
                /* Shown at once: no fade-in from opacity 0 for the LCP image */
                [data-main-image] {
                  opacity: 1 !important;
                  transition: none !important;
                }
              `}
            />
          </Container>
        </div>
      )}
    </header>
  )
}
