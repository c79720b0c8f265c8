import { css, useTheme } from "@emotion/react"
import { measure, mq } from "../../../styles/theme"
import { Container } from "../../ui/container"

type AboutStatsProps = { stats: readonly { readonly value: string; readonly label: string }[] }

/** The figures band ("15+ years of experience"): a dark strip of large numbers with their labels. */
export function AboutStats({ stats }: AboutStatsProps) {
  const theme = useTheme()
  return (
    <section
      aria-label="Facts and figures"
      css={css`
        padding-block: clamp(2.5rem, 6vw, 4rem);
        background: ${theme.color.ink};
        color: ${theme.color.textOnDark};
      `}
    >
      <Container>
        <dl
          css={css`
            display: grid;
            gap: 2rem;
            margin: 0;
            ${mq.md} {
              grid-template-columns: repeat(${stats.length}, minmax(0, 1fr));
            }
          `}
        >
          {stats.map((stat) => (
            // Label first for screen readers, number first on screen.
            <div
              key={stat.label}
              css={css`
                display: flex;
                flex-direction: column-reverse;
                justify-content: flex-end;
                gap: 0.35rem;
                padding-left: 1.25rem;
                border-left: 3px solid ${theme.color.accent};
              `}
            >
              <dt
                css={css`
                  max-width: ${measure(22)};
                  font-size: 1rem;
                `}
              >
                {stat.label}
              </dt>
              <dd
                css={css`
                  margin: 0;
                  font-size: ${theme.fontSize.display};
                  font-weight: 800;
                  line-height: 1;
                  letter-spacing: -0.03em;
                  color: ${theme.color.paper};
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
