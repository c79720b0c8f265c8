import { css } from "@emotion/react"
import { Link } from "gatsby"
import * as React from "react"
import { breakpoints, mq, theme } from "../../styles/theme"
import { domAnimateNow, loadDomAnimate, MENU_SECONDS } from "../../utils/motion"
import { List } from "../ui/list"

type MegaMenuProps = {
  id: string
  open: boolean
  /** The header moves keyboard focus to the first entry through this element */
  panelRef: React.RefObject<HTMLDivElement>
  /** The columns of links (MegaLinks) */
  children: React.ReactNode
}

type MegaLinksProps = {
  groups: readonly { title: string; items: readonly { label: string; value: string }[] }[]
  onNavigate: () => void
}

const useIsomorphicLayoutEffect = typeof window === "undefined" ? React.useEffect : React.useLayoutEffect

/**
 * The four-column services panel under the header. It stays in the server-rendered HTML (its links
 * matter to search engines) but is hidden from pointer, keyboard and screen readers while closed.
 * Before the header hydrates (and without scripts) CSS opens it while the pointer is over "Our
 * Services" or keyboard focus is inside; after that the header's state does, and framer-motion
 * fades and slides it in and out over 0.4 s. CSS holds the open and closed looks, so the panel
 * works the same before framer-motion has arrived and under reduced motion. The panel is the
 * header's; its links (MegaLinks) are its children, which stay the same while it opens and closes.
 */
export function MegaMenu({ id, open, panelRef, children }: MegaMenuProps) {
  const wasOpen = React.useRef(open)
  // Before paint, so the first frame of a change is the animation's own.
  useIsomorphicLayoutEffect(() => {
    if (wasOpen.current === open) return
    wasOpen.current = open
    const animate = domAnimateNow()
    if (!animate || !panelRef.current) return
    const shown = { opacity: 1, transform: "translateY(0px)" }
    const hidden = { opacity: 0, transform: "translateY(-10px)" }
    const [from, to] = open ? [hidden, shown] : [shown, hidden]
    const controls = animate(
      panelRef.current,
      { opacity: [from.opacity, to.opacity], transform: [from.transform, to.transform] },
      { duration: MENU_SECONDS, ease: "easeOut" },
    )
    return () => controls.stop()
  }, [open, panelRef])

  return (
    <div
      id={id}
      ref={panelRef}
      data-open={open}
      css={css`
        position: absolute;
        top: 100%;
        left: 0;
        right: 0;
        background: ${theme.color.paper};
        border-top: 1px solid ${theme.color.line};
        box-shadow: ${theme.shadow.header};
        visibility: hidden;
        opacity: 0;
        transform: translateY(-10px);
        transition: visibility 0s linear ${theme.motion.menu};
        &[data-open="true"],
        [data-mega-root]:not([data-enhanced]):hover &,
        [data-mega-root]:not([data-enhanced]):focus-within & {
          visibility: visible;
          opacity: 1;
          transform: none;
          transition-delay: 0s;
        }
      `}
    >
      <div
        css={css`
          max-width: ${theme.width.content};
          margin: 0 auto;
          padding: 2rem ${theme.space.gutter} 2.25rem;
          display: grid;
          grid-template-columns: repeat(2, 1fr);
          gap: 1.5rem 2rem;
          ${mq.xl} {
            grid-template-columns: repeat(4, 1fr);
          }
        `}
      >
        {children}
      </div>
    </div>
  )
}

/** The panel's columns of links. */
export function MegaLinks({ groups, onNavigate }: MegaLinksProps) {
  return (
    <>
      {groups.map((group) => (
        <div key={group.title}>
          <p
            css={css`
              margin: 0 0 0.75rem;
              font-size: 0.78rem;
              font-weight: 750;
              letter-spacing: 0.12em;
              text-transform: uppercase;
              color: ${theme.color.accentText};
            `}
          >
            {group.title}
          </p>
          <List gap="xs">
            {group.items.map((item) => (
              <li key={item.value}>
                <Link
                  to={item.value}
                  onClick={onNavigate}
                  css={css`
                    display: block;
                    padding: 0.35rem 0;
                    color: ${theme.color.text};
                    text-decoration: none;
                    font-size: 0.96rem;
                    &:hover {
                      color: ${theme.color.accentText};
                    }
                  `}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </List>
        </div>
      ))}
    </>
  )
}

/**
 * Where the mega menu exists, its animation's code is fetched once the page is idle, so the first
 * hover already fades it in.
 */
export function usePreloadMegaAnimation(): void {
  React.useEffect(() => {
    if (!window.matchMedia?.(`(min-width: ${breakpoints.lg}px)`).matches) return
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1))
    const preload = () => idle(() => void loadDomAnimate())
    if (document.readyState === "complete") preload()
    else window.addEventListener("load", preload, { once: true })
    return () => window.removeEventListener("load", preload)
  }, [])
}

/** The dark overlay behind the open mega menu; a click on it closes the menu. */
export function MegaOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <div
      aria-hidden="true"
      data-testid="mega-overlay"
      onClick={onClose}
      css={css`
        position: fixed;
        inset: 0;
        z-index: 45;
        background: ${theme.color.overlay};
        opacity: ${open ? 1 : 0};
        pointer-events: ${open ? "auto" : "none"};
        transition: opacity ${theme.motion.menu} ease;
      `}
    />
  )
}
