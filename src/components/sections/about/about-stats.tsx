import { css } from "@emotion/react"
import { measure, mq, theme } from "../../../styles/theme"
import { Container, Section } from "../../ui/container"
import { StatList, type StatLook, type Stat } from "../../ui/stat-list"

type AboutStatsProps = { stats: readonly Stat[] }

/** A row of large figures on black, each with an orange rule on its left. */
const band: StatLook = {
  list: (count: number) => css`
    gap: 2rem;
    ${mq.md} {
      grid-template-columns: repeat(${count}, minmax(0, 1fr));
    }
  `,
  item: css`
    padding-left: 1.25rem;
    border-left: 3px solid ${theme.color.accent};
  `,
  label: css`
    max-width: ${measure(22)};
    font-size: 1rem;
  `,
  value: css`
    font-size: ${theme.fontSize.display};
    font-weight: 800;
    color: ${theme.color.paper};
  `,
}

/** The figures band ("15+ years of experience"): a dark strip of large numbers with their labels. */
export function AboutStats({ stats }: AboutStatsProps) {
  return (
    <Section
      tone="ink"
      space="band"
      aria-label="Facts and figures"
      styles={css`
        color: ${theme.color.textOnDark};
      `}
    >
      <Container>
        <StatList stats={stats} look={band} />
      </Container>
    </Section>
  )
}
