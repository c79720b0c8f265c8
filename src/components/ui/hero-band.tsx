import { css } from "@emotion/react"
import type * as React from "react"
import { theme } from "../../styles/theme"
import type { WithStyles } from "./styles-prop"

type HeroBandProps = WithStyles<React.HTMLAttributes<HTMLElement>> & {
  /** header for a page whose first screen introduces its main content (a service), div otherwise. */
  as?: "div" | "header"
  /** feature: a hero with a picture; page: a heading band closed by a rule. */
  kind?: "feature" | "page"
}

/** The first block of an inner page: room for the fixed header above, a warm glow in the top right corner. */
export function HeroBand({ as: Tag = "div", kind = "feature", styles, ...props }: HeroBandProps) {
  return (
    <Tag
      css={[
        css`
          padding: calc(${theme.headerHeight} + clamp(2rem, 6vw, 4.5rem)) 0
            ${kind === "page" ? "clamp(2.5rem, 6vw, 4.5rem)" : "clamp(3rem, 7vw, 5.5rem)"};
          background: radial-gradient(60rem 24rem at 100% 0%, ${theme.color.accentSoft}, transparent 70%), ${theme.color.paper};
          border-bottom: ${kind === "page" ? `1px solid ${theme.color.line}` : "0"};
        `,
        styles,
      ]}
      {...props}
    />
  )
}
