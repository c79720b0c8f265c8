import { css, useTheme } from "@emotion/react"
import { mq } from "../../styles/theme"
import { ButtonLink } from "../ui/button"
import { Container, Eyebrow, Section } from "../ui/container"
import { Icon } from "../ui/icon"
import { StatList } from "../ui/stat-list"

type HomeIntroProps = {
  brand: string
  /** Headline figures from content/about.json ("15+ Years of experience") */
  stats: readonly { value: string; label: string }[]
}

/** The banner's second text, right under the first screen, with the agency's figures beside it. */
export function HomeIntro({ brand, stats }: HomeIntroProps) {
  const theme = useTheme()
  return (
    <Section
      aria-labelledby="home-intro-title"
      css={css`
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
        <StatList stats={stats} variant="ruled" />
      </Container>
    </Section>
  )
}
