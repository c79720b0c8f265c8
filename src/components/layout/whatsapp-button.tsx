import { css } from "@emotion/react"
import { useSiteInfo } from "../../hooks/use-site-data"
import { whatsappHref } from "../../../common/text"
import { theme } from "../../styles/theme"

/** Floating chat link, bottom left, prefilled with the spec's greeting. */
export function WhatsappButton() {
  const site = useSiteInfo()
  return (
    // A landmark of its own, so no page content sits outside landmarks (axe "region").
    <aside aria-label="WhatsApp chat">
      <a
        href={whatsappHref(site.whatsapp.number, site.whatsapp.text)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        css={css`
          position: fixed;
          left: 1.1rem;
          bottom: 1.1rem;
          z-index: 30;
          width: 56px;
          height: 56px;
          display: inline-flex;
          align-items: center;
          justify-content: center;
          border-radius: ${theme.radius.pill};
          background: ${theme.color.whatsapp};
          color: ${theme.color.ink};
          box-shadow: ${theme.shadow.float};
          transition: transform ${theme.motion.fast} ease;
          &:hover {
            transform: scale(1.06);
          }
        `}
      >
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2.2a9.7 9.7 0 0 0-8.3 14.8L2.3 21.8l4.9-1.3A9.7 9.7 0 1 0 12 2.2zm0 17.6a7.9 7.9 0 0 1-4-1.1l-.3-.2-2.9.8.8-2.8-.2-.3A7.9 7.9 0 1 1 12 19.8zm4.4-5.9c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8.9c-.1.2-.3.2-.5.1a6.5 6.5 0 0 1-3.2-2.8c-.2-.4.2-.4.7-1.2.1-.1 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6.5-.1 1.4-.6 1.6-1.1.2-.6.2-1 .1-1.1l-.4-.3z"
          />
        </svg>
      </a>
    </aside>
  )
}
