import { css } from "@emotion/react"
import type * as React from "react"
import type { WithStyles } from "./styles-prop"

/** Room between the items of a list. */
const GAP = {
  none: "0",
  xs: "0.15rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "clamp(1rem, 2vw, 1.5rem)",
  xl: "clamp(1.25rem, 3vw, 2rem)",
} as const

type ListProps = (WithStyles<React.HTMLAttributes<HTMLUListElement>> | WithStyles<React.OlHTMLAttributes<HTMLOListElement>>) & {
  /** ol where the order means something (steps), ul otherwise. */
  as?: "ul" | "ol"
  gap?: keyof typeof GAP
}

/**
 * A list without markers or indent, its items stacked with a gap: links in a menu, cards in a
 * grid (add the columns with the css prop), steps. It stays a list for screen readers.
 */
export function List({ as: Tag = "ul", gap = "none", styles, ...props }: ListProps) {
  return (
    <Tag
      css={[
        css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: ${GAP[gap]};
        `,
        styles,
      ]}
      {...(props as React.HTMLAttributes<HTMLElement>)}
    />
  )
}
