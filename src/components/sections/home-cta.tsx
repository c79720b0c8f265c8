import { css } from "@emotion/react"
import { measure, mq, theme } from "../../styles/theme"
import { ButtonLink } from "../ui/button"
import { Container, Section } from "../ui/container"
import { Icon } from "../ui/icon"
import * as icons from "../ui/icons"

/** The closing call to action of the spec: 'Get Started Today!' and a Contact us button. */
export function HomeCta() {
  return (
    <Section space="band" aria-labelledby="home-cta-title">
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
              border: 2.5rem solid ${theme.color.glass};
              pointer-events: none;
            }
          `}
        >
          <div
            css={css`
              position: relative;
              z-index: 1;
            `}
          >
            <h2
              id="home-cta-title"
              css={css`
                margin: 0 0 0.9rem;
                font-size: ${theme.fontSize.display};
                letter-spacing: -0.03em;
              `}
            >
              Get Started Today!
            </h2>
            <p
              css={css`
                max-width: ${measure(56)};
                margin: 0;
                font-size: ${theme.fontSize.lead};
                color: ${theme.color.ink};
              `}
            >
              From expert web design to digital marketing that brings in measurable enquiries, we build the website and the campaigns your
              business needs to grow. Tell us where you want to be, and we will show you how to get there.
            </p>
          </div>
          <div
            css={css`
              position: relative;
              z-index: 1;
            `}
          >
            <ButtonLink to="/contact" variant="dark">
              Contact us
              <Icon shape={icons.arrow} size={18} />
            </ButtonLink>
          </div>
        </div>
      </Container>
    </Section>
  )
}
