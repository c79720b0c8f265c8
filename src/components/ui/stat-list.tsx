import { css, type SerializedStyles } from "@emotion/react"

export type Stat = { readonly value: string; readonly label: string }

/**
 * How a list of figures looks: the list's columns for its number of figures, an item, a label and a
 * figure. Each list defines its look beside it (home intro, about page), so a page's scripts carry
 * only the look it shows.
 */
export type StatLook = {
  list: (count: number) => SerializedStyles
  item: SerializedStyles
  label: SerializedStyles
  value: SerializedStyles
}

/** Figures with their labels, as a description list: the label first for screen readers, the figure first on screen. */
export function StatList({ stats, look }: { stats: readonly Stat[]; look: StatLook }) {
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
            look.item,
          ]}
        >
          <dt css={look.label}>{stat.label}</dt>
          <dd
            css={[
              css`
                margin: 0;
                line-height: 1;
                letter-spacing: -0.03em;
              `,
              look.value,
            ]}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
