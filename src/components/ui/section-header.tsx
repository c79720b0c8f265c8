import { css } from "@emotion/react"
import type * as React from "react"
import { Eyebrow } from "./container"

type SectionHeaderProps = {
  eyebrow: string
  title: React.ReactNode
  /** The heading's id, which names the section (aria-labelledby). */
  titleId: string
  /** light: on a white or grey section; dark: on black. */
  tone?: "light" | "dark"
  /** Beside the heading from a tablet up, below it on a phone: a control or a short text. */
  aside?: React.ReactNode
}

/** A section's eyebrow and heading, with something beside them. */
export function SectionHeader({ eyebrow, title, titleId, tone = "light", aside }: SectionHeaderProps) {
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: flex-end;
        justify-content: space-between;
        gap: 1rem 2rem;
        margin-bottom: clamp(2rem, 4vw, 3.25rem);
      `}
    >
      <div>
        <Eyebrow onDark={tone === "dark"}>{eyebrow}</Eyebrow>
        <h2
          id={titleId}
          css={css`
            margin: 0;
          `}
        >
          {title}
        </h2>
      </div>
      {aside}
    </div>
  )
}
