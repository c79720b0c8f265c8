import { css } from "@emotion/react"
import { measure, mq, theme } from "../../styles/theme"
import { ButtonLink } from "../ui/button"
import { Eyebrow, Section } from "../ui/container"
import { Icon } from "../ui/icon"
import { StatList, type StatLook } from "../ui/stat-list"
import { Split } from "../ui/split"
import * as icons from "../ui/icons"

type HomeIntroProps = {
  brand: string
  /** Headline figures from content/about.json ("15+ Years of experience") */
  stats: readonly { value: string; label: string }[]
}

/** Small figures in a row on a phone, a ruled column from a laptop up. */
const ruled: StatLook = {
  list: (count: number) => css`
    grid-template-columns: repeat(${count}, minmax(0, 1fr));
    gap: 1rem;
    ${mq.lg} {
      grid-template-columns: 1fr;
      gap: 0;
    }
  `,
  item: css`
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
  `,
  label: css`
    font-size: 0.9rem;
    line-height: 1.35;
    color: ${theme.color.muted};
    ${mq.lg} {
      max-width: ${measure(22)};
      text-align: right;
    }
  `,
  value: css`
    font-size: ${theme.fontSize.heading};
    font-weight: 750;
    color: ${theme.color.ink};
  `,
}

/** The banner's second text, right under the first screen, with the agency's figures beside it. */
export function HomeIntro({ brand, stats }: HomeIntroProps) {
  return (
    <Section
      aria-labelledby="home-intro-title"
      styles={css`
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
        <StatList stats={stats} look={ruled} />
      </Split>
    </Section>
  )
}
