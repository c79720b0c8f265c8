import { css } from "@emotion/react"
import type * as React from "react"
import { theme } from "../../styles/theme"

type CardBodyProps = {
  /** Without one (a service item may have only its text), the text stands alone. */
  title?: string | null
  children: React.ReactNode
  /** The title's size: a card in a grid (title), a small card (lead), a panel of its own (heading). */
  size?: "lead" | "title" | "heading"
}

/**
 * A card's title and its text under it, muted: the steps of how we work, the values, a service's
 * items. What comes above it (a number, an icon) is the card's own.
 */
export function CardBody({ title, children, size = "title" }: CardBodyProps) {
  return (
    <>
      {title && (
        <h3
          css={css`
            margin: 0 0 0.5rem;
            font-size: ${theme.fontSize[size]};
          `}
        >
          {title}
        </h3>
      )}
      <p
        css={css`
          margin: 0;
          color: ${theme.color.muted};
        `}
      >
        {children}
      </p>
    </>
  )
}

/** A step's number as the site writes it: two digits, 01 to 99. */
export const stepNumber = (index: number): string => String(index + 1).padStart(2, "0")
