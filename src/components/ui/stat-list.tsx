import { css, useTheme, type Theme } from "@emotion/react"
import { measure, mq } from "../../styles/theme"

export type Stat = { readonly value: string; readonly label: string }

/**
 * The two ways the site shows its figures:
 * - band: a row of large figures on black, each with an orange rule on its left (about page);
 * - ruled: small figures in a row on a phone and a ruled column from a laptop up (home intro).
 */
const VARIANT = {
  band: {
    list: (count: number) => css`
      gap: 2rem;
      ${mq.md} {
        grid-template-columns: repeat(${count}, minmax(0, 1fr));
      }
    `,
    item: (theme: Theme) => css`
      padding-left: 1.25rem;
      border-left: 3px solid ${theme.color.accent};
    `,
    label: () => css`
      max-width: ${measure(22)};
      font-size: 1rem;
    `,
    value: (theme: Theme) => css`
      font-size: ${theme.fontSize.display};
      font-weight: 800;
      color: ${theme.color.paper};
    `,
  },
  ruled: {
    list: (count: number) => css`
      grid-template-columns: repeat(${count}, minmax(0, 1fr));
      gap: 1rem;
      ${mq.lg} {
        grid-template-columns: 1fr;
        gap: 0;
      }
    `,
    item: (theme: Theme) => css`
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
    label: (theme: Theme) => css`
      font-size: 0.9rem;
      line-height: 1.35;
      color: ${theme.color.muted};
      ${mq.lg} {
        max-width: ${measure(22)};
        text-align: right;
      }
    `,
    value: (theme: Theme) => css`
      font-size: ${theme.fontSize.heading};
      font-weight: 750;
      color: ${theme.color.ink};
    `,
  },
} as const

/** Figures with their labels, as a description list: the label first for screen readers, the figure first on screen. */
export function StatList({ stats, variant }: { stats: readonly Stat[]; variant: keyof typeof VARIANT }) {
  const theme = useTheme()
  const look = VARIANT[variant]
  return (
    <dl
      css={[
        css`
          display: grid;
          margin: 0;
        `,
        look.list(stats.length),
      ]}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          css={[
            css`
              display: flex;
              flex-direction: column-reverse;
              justify-content: flex-end;
              gap: 0.35rem;
            `,
            look.item(theme),
          ]}
        >
          <dt css={look.label(theme)}>{stat.label}</dt>
          <dd
            css={[
              css`
                margin: 0;
                line-height: 1;
                letter-spacing: -0.03em;
              `,
              look.value(theme),
            ]}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
