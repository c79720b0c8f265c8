import { css, useTheme } from "@emotion/react"
import * as React from "react"

/** One open panel at most; toggling the open one closes it (spec: pricing and FAQ accordions). */
export function useSingleOpen(initial: number | null = null) {
  const [openIndex, setOpenIndex] = React.useState<number | null>(initial)
  const toggle = React.useCallback((index: number) => setOpenIndex((current) => (current === index ? null : index)), [])
  return { openIndex, toggle }
}

type ToggleIconProps = { open: boolean }

/** Plus in an orange circle; a close mark in a black circle when open. */
export function ToggleIcon({ open }: ToggleIconProps) {
  const theme = useTheme()
  return (
    <span
      aria-hidden="true"
      data-open={open}
      css={css`
        flex: none;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: 44px;
        height: 44px;
        border-radius: ${theme.radius.pill};
        background: ${theme.color.accent};
        color: ${theme.color.ink};
        transition:
          background-color ${theme.motion.menu} ease,
          color ${theme.motion.menu} ease;
        &[data-open="true"] {
          background: ${theme.color.ink};
          color: ${theme.color.paper};
        }
      `}
    >
      <svg width="18" height="18" viewBox="0 0 24 24">
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        ) : (
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        )}
      </svg>
    </span>
  )
}

type AccordionItemProps = {
  id: string
  open: boolean
  onToggle: () => void
  /** Text of the toggle button (inside the heading) */
  title: React.ReactNode
  headingLevel?: 2 | 3
  children: React.ReactNode
}

/**
 * A heading with a toggle button and its panel. The panel stays in the HTML (search engines and
 * find-in-page see it) and animates height and opacity over 0.4 s; closed panels are `hidden`
 * from assistive technology and the tab order via `inert`-like visibility.
 */
export function AccordionItem({ id, open, onToggle, title, headingLevel = 3, children }: AccordionItemProps) {
  const theme = useTheme()
  const Heading = `h${headingLevel}` as const
  const buttonId = `${id}-button`
  const panelId = `${id}-panel`
  return (
    <div
      css={css`
        border-bottom: 1px solid ${theme.color.line};
      `}
    >
      <Heading css={css`margin: 0; font-size: inherit; letter-spacing: normal;`}>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          css={css`
            width: 100%;
            display: flex;
            align-items: center;
            justify-content: space-between;
            gap: 1.25rem;
            padding: 1.35rem 0;
            border: 0;
            background: none;
            text-align: left;
            cursor: pointer;
            font-size: clamp(1.08rem, 2vw, 1.3rem);
            font-weight: 700;
            color: ${theme.color.ink};
          `}
        >
          <span>{title}</span>
          <ToggleIcon open={open} />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        data-open={open}
        css={css`
          display: grid;
          grid-template-rows: 0fr;
          opacity: 0;
          visibility: hidden;
          transition:
            grid-template-rows ${theme.motion.menu} ease,
            opacity ${theme.motion.menu} ease,
            visibility 0s linear ${theme.motion.menu};
          &[data-open="true"] {
            grid-template-rows: 1fr;
            opacity: 1;
            visibility: visible;
            transition-delay: 0s;
          }
          /* A closed panel's content stays in the document but is not laid out or painted (the
             pricing tables are long); it is skipped only once the closing transition has run. */
          & > div {
            transition: content-visibility 0s linear ${theme.motion.menu};
            transition-behavior: allow-discrete;
          }
          &[data-open="false"] > div {
            content-visibility: hidden;
          }
          &[data-open="true"] > div {
            transition-delay: 0s;
          }
        `}
      >
        <div css={css`overflow: hidden; min-height: 0;`}>
          <div css={css`padding: 0 0 1.6rem;`}>{children}</div>
        </div>
      </div>
    </div>
  )
}
