import { css, type Interpolation, type Theme } from "@emotion/react"
import type * as React from "react"
import { theme } from "../../styles/theme"

/** Width and height of each badge size. */
const SIZE = { xs: "28px", sm: "2rem", md: "2.75rem", lg: "3rem", xl: "3.5rem", xxl: "4.25rem" } as const

const TONE = {
  /** Black on the orange accent: the site's default. */
  accent: css`
    background: ${theme.color.accent};
    color: ${theme.color.ink};
  `,
  /** Dark orange on pale orange, for quieter lists. */
  soft: css`
    background: ${theme.color.accentSoft};
    color: ${theme.color.accentText};
  `,
  /** White on black. */
  ink: css`
    background: ${theme.color.ink};
    color: ${theme.color.paper};
  `,
  /** A ring in the text colour. */
  outline: css`
    border: 1px solid currentColor;
  `,
} as const

type IconBadgeProps = {
  size: keyof typeof SIZE
  tone?: keyof typeof TONE
  /** round: a disc; square: a rounded square. */
  shape?: "round" | "square"
  /** A caller's styles, composed with the badge's own into one class. */
  styles?: Interpolation<Theme>
  children: React.ReactNode
} & Omit<React.HTMLAttributes<HTMLSpanElement>, "className" | "children">

/** An icon centred on a disc or rounded square; decorative (`aria-hidden`), as the icon inside. */
export function IconBadge({ size, tone = "accent", shape = "round", styles, children, ...rest }: IconBadgeProps) {
  return (
    <span
      aria-hidden="true"
      {...rest}
      css={[
        css`
          flex: none;
          display: inline-flex;
          align-items: center;
          justify-content: center;
          width: ${SIZE[size]};
          height: ${SIZE[size]};
          border-radius: ${shape === "round" ? theme.radius.pill : theme.radius.md};
        `,
        TONE[tone],
        styles,
      ]}
    >
      {children}
    </span>
  )
}
