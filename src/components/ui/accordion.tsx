import { css } from "@emotion/react"
import * as React from "react"
import { domAnimateNow, loadDomAnimate, MENU_SECONDS, type AnimationControls } from "../../utils/motion"
import { Icon } from "./icon"
import { IconBadge } from "./icon-badge"
import * as icons from "./icons"
import { theme } from "../../styles/theme"

/** The animation running on each panel, so a second click takes over from it. */
const running = new WeakMap<HTMLElement, AnimationControls>()
const preloadAnimate = () => void loadDomAnimate()

const settle = (panel: HTMLElement) => {
  panel.style.removeProperty("height")
  panel.style.removeProperty("opacity")
  panel.style.removeProperty("overflow")
}

/** Opens or closes one item: height and opacity over 0.4 s, or at once under reduced motion. */
function setOpen(details: HTMLDetailsElement, open: boolean) {
  const panel = details.querySelector<HTMLElement>(":scope > [data-panel]")
  const previous = panel && running.get(panel)
  if (panel && previous) {
    running.delete(panel)
    previous.stop()
    settle(panel)
  }
  // Until framer-motion has arrived (or under reduced motion) the panel opens and closes at once.
  const animate = domAnimateNow()
  if (!panel || !animate) {
    details.open = open
    return
  }
  const from = open ? 0 : panel.offsetHeight
  if (open) details.open = true
  const to = open ? panel.scrollHeight : 0
  // The first frame is painted before the animation's own: it must already show the starting point.
  panel.style.overflow = "hidden"
  panel.style.height = `${from}px`
  panel.style.opacity = open ? "0" : "1"
  const controls = animate(
    panel,
    { height: [`${from}px`, `${to}px`], opacity: open ? [0, 1] : [1, 0] },
    { duration: MENU_SECONDS, ease: "easeInOut" },
  ) as AnimationControls
  running.set(panel, controls)
  controls.then(() => {
    if (running.get(panel) !== controls) return
    running.delete(panel)
    if (!open) details.open = false
    settle(panel)
    // framer-motion may write the last keyframe once more as it finishes: clear it after that too,
    // so an open panel keeps its natural height when its content or the window changes.
    requestAnimationFrame(() => {
      if (!running.has(panel)) settle(panel)
    })
  })
}

/** One item of a group open at most; a second click on the open one closes it. */
function toggleInGroup(details: HTMLDetailsElement, group: string) {
  if (details.open) {
    setOpen(details, false)
    return
  }
  for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[data-accordion="${CSS.escape(group)}"][open]`)) {
    if (other !== details) setOpen(other, false)
  }
  setOpen(details, true)
}

/** Plus in an orange circle; a close mark in a black circle while its item is open (by CSS). */
function ToggleIcon() {
  return (
    <IconBadge
      size="md"
      data-toggle-icon
      styles={css`
        transition:
          background-color ${theme.motion.menu} ease,
          color ${theme.motion.menu} ease;
        details[open] > summary & {
          background: ${theme.color.ink};
          color: ${theme.color.paper};
        }
        details:not([open]) > summary & [data-shape="close"],
        details[open] > summary & [data-shape="plus"] {
          display: none;
        }
      `}
    >
      <Icon shape={icons.plus} size={18} weight="bold" data-shape="plus" />
      <Icon shape={icons.close} size={18} weight="bold" data-shape="close" />
    </IconBadge>
  )
}

type AccordionItemProps = {
  id: string
  /** Items with the same group form one accordion: opening one closes the others. */
  group: string
  /** Open in the server HTML */
  defaultOpen?: boolean
  /** Text of the toggle (the heading inside the summary) */
  title: React.ReactNode
  headingLevel?: 2 | 3
  children: React.ReactNode
}

/**
 * An accordion item as the browser's own disclosure: `<details name="…">` with its heading in the
 * `<summary>`. Without scripts, or before they start, the browser opens and closes it, one item of
 * a named group at a time, and exposes the expanded state to assistive technology; the panel stays
 * in the HTML for search engines and find-in-page. Once hydrated, a click is handled here instead,
 * so that the panel's height and opacity animate over 0.4 s (framer-motion) in both directions.
 * The open state itself always lives in the DOM, so a tap made before hydration is never undone.
 */
export function AccordionItem({ id, group, defaultOpen = false, title, headingLevel = 3, children }: AccordionItemProps) {
  const Heading = `h${headingLevel}` as const
  // The native group gives way to the script's, which lets a closing item animate while another opens.
  const [enhanced, setEnhanced] = React.useState(false)
  React.useEffect(() => setEnhanced(true), [])

  const onClick = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault()
    toggleInGroup(event.currentTarget.parentElement as HTMLDetailsElement, group)
  }

  return (
    <details
      id={id}
      name={enhanced ? undefined : group}
      data-accordion={group}
      open={defaultOpen}
      css={css`
        border-bottom: 1px solid ${theme.color.line};
      `}
    >
      <summary
        onClick={onClick}
        onPointerEnter={preloadAnimate}
        onFocus={preloadAnimate}
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 1.25rem;
          padding: 1.35rem 0;
          list-style: none;
          cursor: pointer;
          color: ${theme.color.ink};
          &::-webkit-details-marker,
          &::marker {
            display: none;
            content: "";
          }
          &:focus-visible {
            outline: 3px solid ${theme.color.accentText};
            outline-offset: 4px;
            border-radius: 4px;
          }
        `}
      >
        <Heading
          css={css`
            margin: 0;
            font-size: ${theme.fontSize.lead};
            font-weight: 700;
            letter-spacing: normal;
          `}
        >
          {title}
        </Heading>
        <ToggleIcon />
      </summary>
      <div data-panel>
        <div
          css={css`
            padding: 0 0 1.6rem;
          `}
        >
          {children}
        </div>
      </div>
    </details>
  )
}
