import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { ButtonLink } from "../ui/button"
import { Container, Eyebrow } from "../ui/container"
import { Icon } from "../ui/icon"
import * as icons from "../ui/icons"

type ContactBandProps = {
  eyebrow?: string
  title: string
  text: string
  /** Button text; the button always leads to /contact */
  action?: string
}

/** Closing call to action of the inner pages (pricing, about, blog posts): a dark panel with a button to /contact. */
export function ContactBand({ eyebrow = "Let's talk", title, text, action = "Contact us" }: ContactBandProps) {
  return (
    <section
      aria-labelledby="contact-band-title"
      css={css`
        padding-block: 0 ${theme.space.section};
      `}
    >
      <Container>
        <div
          css={css`
            position: relative;
            overflow: hidden;
            display: grid;
            gap: 1.75rem;
            align-items: center;
            padding: clamp(2rem, 6vw, 4rem);
            border-radius: ${theme.radius.lg};
            background: ${theme.color.ink};
            color: ${theme.color.textOnDark};
            ${mq.lg} {
              grid-template-columns: 1fr auto;
              gap: 3rem;
            }
            &::after {
              content: "";
              position: absolute;
              right: -5rem;
              top: -11rem;
              width: 17rem;
              height: 17rem;
              border-radius: 50%;
              border: 40px solid ${theme.color.accent};
              opacity: 0.9;
              pointer-events: none;
              ${mq.belowLg} {
                right: -9rem;
                top: -10rem;
              }
            }
          `}
        >
          <div
            css={css`
              position: relative;
              z-index: 1;
              max-width: 40rem;
            `}
          >
            <Eyebrow onDark>{eyebrow}</Eyebrow>
            <h2
              id="contact-band-title"
              css={css`
                color: ${theme.color.paper};
                margin-bottom: 0.5em;
              `}
            >
              {title}
            </h2>
            <p
              css={css`
                margin: 0;
                font-size: 1.1rem;
              `}
            >
              {text}
            </p>
          </div>
          <div
            css={css`
              position: relative;
              z-index: 1;
            `}
          >
            <ButtonLink to="/contact" variant="primary">
              {action}
              <Icon shape={icons.arrow} size={18} />
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  )
}
