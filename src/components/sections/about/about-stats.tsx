import { css, useTheme } from "@emotion/react"
import { Container, Section } from "../../ui/container"
import { StatList, type Stat } from "../../ui/stat-list"

type AboutStatsProps = { stats: readonly Stat[] }

/** The figures band ("15+ years of experience"): a dark strip of large numbers with their labels. */
export function AboutStats({ stats }: AboutStatsProps) {
  const theme = useTheme()
  return (
    <Section
      tone="ink"
      space="band"
      aria-label="Facts and figures"
      css={css`
        color: ${theme.color.textOnDark};
      `}
    >
      <Container>
        <StatList stats={stats} variant="band" />
      </Container>
    </Section>
  )
}
