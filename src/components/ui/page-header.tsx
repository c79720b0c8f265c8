import { css } from "@emotion/react"
import * as React from "react"
import { measure, theme } from "../../styles/theme"
import { Container, Eyebrow } from "./container"
import { HeroBand } from "./hero-band"

type PageHeaderProps = {
  eyebrow?: string
  title: string
  lead?: React.ReactNode
  children?: React.ReactNode
}

/** The first block of every inner page: a light band under the fixed header with the page's h1. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <HeroBand kind="page">
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1
          css={css`
            max-width: ${measure(22, "heading")};
            margin-bottom: 0.4em;
          `}
        >
          {title}
        </h1>
        {lead && (
          <p
            css={css`
              max-width: ${measure(60)};
              font-size: ${theme.fontSize.lead};
              color: ${theme.color.muted};
              margin: 0;
            `}
          >
            {lead}
          </p>
        )}
        {children}
      </Container>
    </HeroBand>
  )
}
