import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

type LogoProps = { brand: string; tone?: "onLight" | "onDark" }

/** The mark (a rising sun in a saffron tile) with the brand as real text for screen readers and search. */
export function Logo({ brand, tone = "onLight" }: LogoProps) {
  return (
    <span
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 0.6rem;
        font-weight: 800;
        font-size: 1.2rem;
        letter-spacing: -0.02em;
        color: ${tone === "onDark" ? theme.color.paper : theme.color.ink};
        white-space: nowrap;
      `}
    >
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill={theme.color.accent} />
        <path d="M8 24a10 10 0 0 1 20 0z" fill={theme.color.ink} />
        <rect x="6" y="26" width="24" height="2.6" rx="1.3" fill={theme.color.ink} />
        <path d="M18 8v4M9.5 11.5l2.8 2.8M26.5 11.5l-2.8 2.8" stroke={theme.color.ink} strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span>{brand}</span>
    </span>
  )
}
