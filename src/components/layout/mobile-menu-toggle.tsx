import { css } from "@emotion/react"
import * as React from "react"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/icon"
import * as icons from "../ui/icons"

type MobileMenuToggleProps = {
  /** The id of the menu panel inside (its children). */
  id: string
  /** Whether the header has seen the disclosure open (names the button "Close menu"). */
  open: boolean
  onToggle: (open: boolean) => void
  /** White on a glass disc while the header is transparent over the dark banner. */
  light: boolean
  children: React.ReactNode
}

/**
 * The mobile menu is the browser's own disclosure: it opens and closes without scripts; once
 * hydrated, the header follows its state (solid bar, scroll lock, Escape).
 */
export const MobileMenuToggle = React.forwardRef<HTMLDetailsElement, MobileMenuToggleProps>(function MobileMenuToggle(
  { id, open, onToggle, light, children },
  ref,
) {
  return (
    <details
      ref={ref}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      css={css`
        /* The button's height from the first chunk of HTML on (its panel is positioned). */
        height: 48px;
        ${mq.lg} {
          display: none;
        }
      `}
    >
      <summary
        aria-label={open ? "Close menu" : "Menu"}
        aria-controls={id}
        css={css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          width: 48px;
          height: 48px;
          border-radius: ${theme.radius.pill};
          list-style: none;
          cursor: pointer;
          background: ${light ? theme.color.glass : theme.color.surface};
          color: ${light ? theme.color.paper : theme.color.ink};
          &::-webkit-details-marker {
            display: none;
          }
          details:not([open]) > & [data-shape="close"],
          details[open] > & [data-shape="menu"] {
            display: none;
          }
        `}
      >
        <Icon shape={icons.close} size={24} data-shape="close" />
        <Icon shape={icons.menu} size={24} data-shape="menu" />
      </summary>
      {children}
    </details>
  )
})

/**
 * While the mobile menu is open the page does not scroll; Escape closes it. Escape is listened for
 * from the start, reading the disclosure itself rather than the header's state, so an Escape pressed
 * right after opening the menu on a busy phone, before the state has caught up, is not missed.
 */
export function useMobileMenuKeys(menu: React.RefObject<HTMLDetailsElement>, open: boolean, close: () => void): void {
  React.useEffect(() => {
    if (!open) return
    const previous = document.body.style.overflow
    document.body.style.overflow = "hidden"
    return () => {
      document.body.style.overflow = previous
    }
  }, [open])

  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !menu.current?.open) return
      close()
      menu.current.querySelector("summary")?.focus()
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [close, menu])
}
