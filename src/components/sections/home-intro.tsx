import { css, useTheme } from "@emotion/react"
import { measure, mq } from "../../styles/theme"
import { ButtonLink } from "../ui/button"
import { Container, Eyebrow } from "../ui/container"
import { Icon } from "../ui/icon"

type HomeIntroProps = {
  brand: string
  /** Headline figures from content/about.json ("15+ Years of experience") */
  stats: readonly { value: string; label: string }[]
}

/** The banner's second text, right under the first screen, with the agency's figures beside it. */
export function HomeIntro({ brand, stats }: HomeIntroProps) {
  const theme = useTheme()
  return (
    <section
      aria-labelledby="home-intro-title"
      css={css`
        padding-block: clamp(3.5rem, 8vw, 6.5rem);
        background: ${theme.color.paper};
        border-bottom: 1px solid ${theme.color.line};
      `}
    >
      <Container
        css={css`
          display: grid;
          gap: 2.75rem;
          ${mq.lg} {
            grid-template-columns: minmax(0, 1.45fr) minmax(0, 1fr);
            align-items: end;
            gap: 4rem;
          }
        `}
      >
        <div>
          <Eyebrow>Who we are</Eyebrow>
          <h2
            id="home-intro-title"
            css={css`
              margin: 0 0 2rem;
              font-size: ${theme.fontSize.heading};
              line-height: 1.18;
              text-wrap: balance;
            `}
          >
            We at{" "}
            <span
              css={css`
                color: ${theme.color.accentText};
              `}
            >
              {brand}
            </span>{" "}
            offer expert solutions to take you to the next level.
          </h2>
          <ButtonLink to="/services" variant="dark">
            Our solutions
            <Icon name="arrow" size={18} />
          </ButtonLink>
        </div>
        <dl
          css={css`
            display: grid;
            grid-template-columns: repeat(${stats.length}, minmax(0, 1fr));
            gap: 1rem;
            margin: 0;
            ${mq.lg} {
              grid-template-columns: 1fr;
              gap: 0;
            }
          `}
        >
          {stats.map((stat) => (
            <div
              key={stat.label}
              css={css`
                display: flex;
                flex-direction: column-reverse;
                justify-content: flex-end;
                gap: 0.35rem;
                padding-top: 1rem;
                border-top: 2px solid ${theme.color.ink};
                ${mq.lg} {
                  flex-direction: row-reverse;
                  justify-content: space-between;
                  align-items: baseline;
                  padding: 1.1rem 0;
                  border-top: 1px solid ${theme.color.line};
                  &:first-of-type {
                    border-top: 2px solid ${theme.color.ink};
                  }
                }
              `}
            >
              <dt
                css={css`
                  font-size: 0.9rem;
                  line-height: 1.35;
                  color: ${theme.color.muted};
                  ${mq.lg} {
                    max-width: ${measure(22)};
                    text-align: right;
                  }
                `}
              >
                {stat.label}
              </dt>
              <dd
                css={css`
                  margin: 0;
                  font-size: ${theme.fontSize.heading};
                  font-weight: 750;
                  line-height: 1;
                  letter-spacing: -0.03em;
                  color: ${theme.color.ink};
                `}
              >
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
