import { css, useTheme } from "@emotion/react"
import { measure, mq } from "../../styles/theme"
import { ButtonLink } from "../ui/button"
import { Container } from "../ui/container"

/** The closing call to action of the spec: 'Get Started Today!' and a Contact us button. */
export function HomeCta() {
  const theme = useTheme()
  return (
    <section
      aria-labelledby="home-cta-title"
      css={css`
        padding-block: clamp(3rem, 7vw, 5.5rem);
        background: ${theme.color.paper};
      `}
    >
      <Container>
        <div
          css={css`
            position: relative;
            overflow: hidden;
            display: grid;
            gap: 1.75rem;
            padding: clamp(2.25rem, 6vw, 4.5rem);
            border-radius: ${theme.radius.lg};
            background: ${theme.color.accent};
            color: ${theme.color.ink};
            ${mq.lg} {
              grid-template-columns: minmax(0, 1fr) auto;
              align-items: center;
              gap: 3rem;
            }
            &::after {
              content: "";
              position: absolute;
              right: -6rem;
              top: -6rem;
              width: 22rem;
              height: 22rem;
              border-radius: 50%;
              border: 2.5rem solid rgba(255, 255, 255, 0.16);
              pointer-events: none;
            }
          `}
        >
          <div css={css`position: relative; z-index: 1;`}>
            <h2
              id="home-cta-title"
              css={css`
                margin: 0 0 0.9rem;
                font-size: clamp(2rem, 4.4vw, 3.4rem);
                letter-spacing: -0.03em;
              `}
            >
              Get Started Today!
            </h2>
            <p css={css`max-width: ${measure(56)}; margin: 0; font-size: clamp(1.02rem, 1.5vw, 1.18rem); color: ${theme.color.ink};`}>
              From expert web design to digital marketing that brings in measurable enquiries, we build the website and the
              campaigns your business needs to grow. Tell us where you want to be, and we will show you how to get there.
            </p>
          </div>
          <div css={css`position: relative; z-index: 1;`}>
            <ButtonLink to="/contact" variant="dark">
              Contact us
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  )
}
