import { css } from "@emotion/react"
import type * as React from "react"
import { mq } from "../../styles/theme"
import { Container } from "./container"

/** The two columns' widths from a laptop up: even, or the second (usually the picture) a fifth wider. */
const COLUMNS = { even: "minmax(0, 1fr) minmax(0, 1fr)", wideSecond: "minmax(0, 5fr) minmax(0, 6fr)" } as const

type SplitProps = React.HTMLAttributes<HTMLDivElement> & {
  columns?: keyof typeof COLUMNS
  /** center: the shorter column is centred beside the taller; start: both start at the top. */
  align?: "center" | "start"
}

/** Text beside a picture: one column on a phone and tablet, two from a laptop up, in the page's content column. */
export function Split({ columns = "wideSecond", align = "center", ...props }: SplitProps) {
  return (
    <Container
      css={css`
        display: grid;
        gap: clamp(2rem, 5vw, 4.5rem);
        align-items: ${align};
        ${mq.lg} {
          grid-template-columns: ${COLUMNS[columns]};
        }
      `}
      {...props}
    />
  )
}
