import { css } from "@emotion/react"
import * as React from "react"
import { theme } from "../../styles/theme"
import type { WithStyles } from "./styles-prop"

// Plain components with the css prop rather than @emotion/styled: styled's prop filter compiles a
// regular expression of every HTML attribute on first use, which every page paid for on start-up.

type ContainerProps = WithStyles<React.HTMLAttributes<HTMLDivElement>> & { narrow?: boolean }

/** The page's content column: max width and side gutters, used by every section. */
export function Container({ narrow = false, styles, ...props }: ContainerProps) {
  return (
    <div
      css={[
        css`
          width: 100%;
          max-width: ${narrow ? theme.width.text : theme.width.content};
          margin-inline: auto;
          padding-inline: ${theme.space.gutter};
        `,
        styles,
      ]}
      {...props}
    />
  )
}

type SectionProps = WithStyles<React.HTMLAttributes<HTMLElement>> & {
  tone?: "paper" | "surface" | "ink"
  /** section: the room between the page's main sections; band: a tighter one for bands and short sections. */
  space?: "section" | "band"
}

/** A page section: its background and the vertical rhythm between sections. */
export const Section = React.forwardRef<HTMLElement, SectionProps>(function Section(
  { tone = "paper", space = "section", styles, ...props },
  ref,
) {
  return (
    <section
      ref={ref}
      css={[
        css`
          padding-block: ${theme.space[space]};
          background: ${theme.color[tone]};
          color: ${tone === "ink" ? theme.color.paper : "inherit"};
          h2,
          h3 {
            color: ${tone === "ink" ? theme.color.paper : theme.color.ink};
          }
        `,
        styles,
      ]}
      {...props}
    />
  )
})

type EyebrowProps = WithStyles<React.HTMLAttributes<HTMLParagraphElement>> & { onDark?: boolean }

/** Small orange label above a section heading ("What we do"); `onDark` on black backgrounds. */
export function Eyebrow({ onDark = false, styles, ...props }: EyebrowProps) {
  return (
    <p
      css={[
        css`
          display: inline-flex;
          align-items: center;
          gap: 0.5rem;
          margin: 0 0 0.9rem;
          font-size: 0.8rem;
          font-weight: 700;
          letter-spacing: 0.14em;
          text-transform: uppercase;
          color: ${onDark ? theme.color.accent : theme.color.accentText};
          &::before {
            content: "";
            width: 1.75rem;
            height: 2px;
            background: ${theme.color.accent};
          }
        `,
        styles,
      ]}
      {...props}
    />
  )
}
