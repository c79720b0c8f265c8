import { css, useTheme } from "@emotion/react"
import { ButtonLink } from "../ui/button"
import { Eyebrow, Section } from "../ui/container"
import { Icon } from "../ui/icon"
import { StatList } from "../ui/stat-list"
import { Split } from "../ui/split"
import * as icons from "../ui/icons"

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
      <Split columns="wideFirst" align="end">
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
            <Icon shape={icons.arrow} size={18} />
          </ButtonLink>
        </div>
        <StatList stats={stats} variant="ruled" />
      </Split>
    </Section>
  )
}
