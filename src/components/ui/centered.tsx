import { css } from "@emotion/react"
import type * as React from "react"
import { Container } from "./container"
import type { WithStyles } from "./styles-prop"

/** A short message in the middle of the screen: the not-found pages. */
export function Centered({ styles, ...props }: WithStyles<React.HTMLAttributes<HTMLDivElement>>) {
  return (
    <Container
      styles={[
        css`
          min-height: 65vh;
          display: grid;
          place-content: center;
          text-align: center;
          padding-block: 8.5rem 4rem;
        `,
        styles,
      ]}
      {...props}
    />
  )
}
