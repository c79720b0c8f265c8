import { css } from "@emotion/react"
import type * as React from "react"
import { Icon } from "./icon"
import type { IconShape } from "./icons"
import { theme } from "../../styles/theme"
import type { WithStyles } from "./styles-prop"

type IconButtonProps = WithStyles<Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "children">> & {
  icon: IconShape
  /** What the button does, for screen readers (it shows only the icon). */
  label: string
  /** outlined: a white disc with a ring, for use over other content; plain: no ring or fill. */
  look?: "outlined" | "plain"
}

/** A round 44 px button that shows only an icon (close, dismiss); it turns pale orange on hover. */
export function IconButton({ icon, label, look = "outlined", type = "button", styles, ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      {...props}
      css={[
        css`
          flex: none;
          width: 44px;
          height: 44px;
          display: inline-flex;
          align-items: center;
          justify-content: center;
          border: ${look === "outlined" ? `1px solid ${theme.color.line}` : "0"};
          border-radius: ${theme.radius.pill};
          background: ${look === "outlined" ? theme.color.paper : "transparent"};
          color: ${theme.color.ink};
          cursor: pointer;
          transition: background-color ${theme.motion.fast} ease;
          &:hover {
            background: ${theme.color.accentSoft};
          }
        `,
        styles,
      ]}
    >
      <Icon shape={icon} size={look === "outlined" ? 18 : 16} weight="bold" />
    </button>
  )
}
