import { css } from "@emotion/react"
import { useTimeout } from "../../hooks/use-timeout"
import { riseIn } from "../../styles/keyframes"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/icon"
import { IconBadge } from "../ui/icon-badge"
import { IconButton } from "../ui/icon-button"
import { ENQUIRY_SUCCESS_MESSAGE } from "./use-enquiry-form"
import * as icons from "../ui/icons"

/** How long the thank-you note stays after the popup closed on a successful submit. */
export const THANKS_VISIBLE_MS = 6000

type ThanksProps = { onDismiss: () => void }

/** The popup closes on success (spec); this note keeps the spec's confirmation visible a moment longer. */
export function Thanks({ onDismiss }: ThanksProps) {
  useTimeout(onDismiss, THANKS_VISIBLE_MS)
  return (
    <div
      css={css`
        position: fixed;
        z-index: 90;
        left: 1.1rem;
        right: 1.1rem;
        bottom: 5.5rem;
        display: flex;
        align-items: center;
        gap: 0.85rem;
        padding: 0.85rem 0.85rem 0.85rem 1.1rem;
        border: 1px solid ${theme.color.line};
        border-left: 4px solid ${theme.color.accent};
        border-radius: ${theme.radius.md};
        background: ${theme.color.paper};
        color: ${theme.color.ink};
        box-shadow: ${theme.shadow.raised};
        font-weight: 600;
        animation: ${riseIn} 0.3s ease both;
        ${mq.sm} {
          left: auto;
          bottom: 1.5rem;
          right: 1.5rem;
          max-width: 26rem;
        }
      `}
    >
      <IconBadge size="sm">
        <Icon shape={icons.check} size={16} weight="heavy" />
      </IconBadge>
      <span
        css={css`
          flex: 1;
        `}
      >
        {ENQUIRY_SUCCESS_MESSAGE}
      </span>
      <IconButton icon={icons.close} label="Dismiss" look="plain" onClick={onDismiss} />
    </div>
  )
}
