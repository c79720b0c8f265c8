import { css } from "@emotion/react"
import type * as React from "react"
import { Icon } from "./icon"
import * as icons from "./icons"
import { theme } from "../../styles/theme"
import type { WithStyles } from "./styles-prop"

type NoticeProps = WithStyles<React.HTMLAttributes<HTMLParagraphElement>> & { tone: "success" | "error" }

/** A message about what just happened (sent, or failed), in green or red, with its icon. */
export function Notice({ tone, children, styles, ...props }: NoticeProps) {
  const colour = tone === "success" ? theme.color.success : theme.color.danger
  return (
    <p
      {...props}
      css={[
        css`
          display: flex;
          align-items: flex-start;
          gap: 0.7rem;
          margin: 0;
          padding: 0.95rem 1.1rem;
          border-radius: ${theme.radius.sm};
          border: 1px solid ${colour};
          background: ${tone === "success" ? theme.color.successSoft : theme.color.dangerSoft};
          color: ${theme.color.ink};
          font-weight: 600;
          line-height: 1.45;
          svg {
            flex: none;
            margin-top: 0.1rem;
            color: ${colour};
          }
        `,
        styles,
      ]}
    >
      <Icon shape={tone === "success" ? icons.done : icons.alert} size={20} />
      {children}
    </p>
  )
}
