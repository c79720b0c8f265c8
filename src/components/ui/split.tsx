import { css } from "@emotion/react"
import type * as React from "react"
import { mq } from "../../styles/theme"
import { Container } from "./container"
import type { WithStyles } from "./styles-prop"

/**
 * The columns' widths from a laptop up: even; the second (usually the picture) a fifth wider; a
 * narrow first column (a heading beside a list, a form); a wide first one (a statement beside
 * figures); or a single column where the picture is missing.
 */
const COLUMNS = {
  even: "minmax(0, 1fr) minmax(0, 1fr)",
  wideSecond: "minmax(0, 5fr) minmax(0, 6fr)",
  narrowFirst: "minmax(0, 5fr) minmax(0, 8fr)",
  wideFirst: "minmax(0, 3fr) minmax(0, 2fr)",
  single: "minmax(0, 1fr)",
} as const

type SplitProps = WithStyles<React.HTMLAttributes<HTMLDivElement>> & {
  columns?: keyof typeof COLUMNS
  /** Where the shorter column sits beside the taller: centred, at the top or at the bottom. */
  align?: "center" | "start" | "end"
}

/** Text beside a picture: one column on a phone and tablet, two from a laptop up, in the page's content column. */
export function Split({ columns = "wideSecond", align = "center", styles, ...props }: SplitProps) {
  return (
    <Container
      styles={[
        css`
          display: grid;
          gap: clamp(2rem, 5vw, 4.5rem);
          align-items: ${align};
          ${mq.lg} {
            grid-template-columns: ${COLUMNS[columns]};
          }
        `,
        styles,
      ]}
      {...props}
    />
  )
}
