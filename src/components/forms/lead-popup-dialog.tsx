import { css, keyframes, useTheme } from "@emotion/react"
import * as React from "react"
import { createPortal } from "react-dom"
import { useSiteInfo } from "../../hooks/use-site-data"
import { useTimeout } from "../../hooks/use-timeout"
import { mq } from "../../styles/theme"
import { telHref } from "../../../common/text"
import { Eyebrow } from "../ui/container"
import { EnquiryForm } from "./enquiry-form"
import { ENQUIRY_SUCCESS_MESSAGE } from "./use-enquiry-form"
import { Icon } from "../ui/icon"
import { IconBadge } from "../ui/icon-badge"
import { List } from "../ui/list"

/** How long the thank-you note stays after the popup closed on a successful submit. */
export const THANKS_VISIBLE_MS = 6000

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden']):not([tabindex='-1'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",")

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`
const riseIn = keyframes`
  from { opacity: 0; transform: translateY(18px) scale(0.985); }
  to { opacity: 1; transform: none; }
`

type ModalOptions = { host: React.RefObject<HTMLElement>; dialog: React.RefObject<HTMLElement>; onClose: () => void }

/**
 * What makes the panel modal: page scroll locked (and restored), everything outside the popup
 * inert, focus moved in and kept in (Tab wraps), Escape closes, and focus returns on close.
 */
function useModal({ host, dialog, onClose }: ModalOptions) {
  const onCloseRef = React.useRef(onClose)
  onCloseRef.current = onClose

  React.useEffect(() => {
    const panel = dialog.current
    const hostElement = host.current
    if (!panel || !hostElement) return
    const { body, documentElement } = document
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null

    const previousStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    // Keep the page from jumping sideways when its scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth
    body.style.overflow = "hidden"
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`

    // aria-modal alone is not honoured everywhere; inert takes the page out of reach for every user.
    const madeInert: Element[] = []
    for (const element of Array.from(body.children)) {
      if (element === hostElement || element.contains(hostElement) || element.hasAttribute("inert")) continue
      if (element.tagName === "SCRIPT" || element.tagName === "STYLE") continue
      element.setAttribute("inert", "")
      madeInert.push(element)
    }

    panel.focus({ preventScroll: true })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        // Handled here, so page-level Escape handlers (the mobile menu) do not also react.
        event.stopPropagation()
        event.preventDefault()
        onCloseRef.current()
        return
      }
      if (event.key !== "Tab") return
      const focusables = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => !element.closest("[aria-hidden='true']"),
      )
      if (focusables.length === 0) {
        event.preventDefault()
        return
      }
      const first = focusables[0]
      const last = focusables[focusables.length - 1]
      const active = document.activeElement
      if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      }
    }
    // Anything that still pulls focus outside (a script, a browser quirk) is sent back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !panel.contains(event.target)) panel.focus({ preventScroll: true })
    }
    panel.addEventListener("keydown", onKeyDown)
    document.addEventListener("focusin", onFocusIn)

    return () => {
      panel.removeEventListener("keydown", onKeyDown)
      document.removeEventListener("focusin", onFocusIn)
      for (const element of madeInert) element.removeAttribute("inert")
      body.style.overflow = previousStyle.overflow
      body.style.paddingRight = previousStyle.paddingRight
      if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true })
    }
  }, [dialog, host])
}

type LeadDialogProps = { host: React.RefObject<HTMLElement>; onClose: () => void; onSubmitted: () => void }

function LeadDialog({ host, onClose, onSubmitted }: LeadDialogProps) {
  const theme = useTheme()
  const site = useSiteInfo()
  const panel = React.useRef<HTMLDivElement>(null)
  const titleId = React.useId()
  const descriptionId = React.useId()
  useModal({ host, dialog: panel, onClose })

  const fact = css`
    display: flex;
    align-items: flex-start;
    gap: 0.75rem;
    &::before {
      content: "";
      flex: none;
      width: 1.4rem;
      height: 1.4rem;
      margin-top: 0.1rem;
      border-radius: ${theme.radius.pill};
      background:
        url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M6.5 12.5l3.5 3.5 7.5-8' fill='none' stroke='%230B0B0B' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
          center / 0.9rem no-repeat,
        ${theme.color.accent};
    }
  `

  return (
    <div
      data-testid="lead-popup-overlay"
      css={css`
        position: fixed;
        inset: 0;
        z-index: 90;
        display: flex;
        padding: 0.75rem;
        overflow-y: auto;
        overscroll-behavior: contain;
        background: ${theme.scrim.medium};
        -webkit-backdrop-filter: blur(3px);
        backdrop-filter: blur(3px);
        animation: ${fadeIn} 0.25s ease both;
        /* Phones: a compact card at the foot of the screen that fits in it whole, the page still in
           view above it (a full-screen sheet over the content is an intrusive interstitial). */
        ${mq.belowMd} {
          align-items: flex-end;
          padding: 0.5rem;
          background: ${theme.scrim.soft};
          -webkit-backdrop-filter: none;
          backdrop-filter: none;
        }
        ${mq.md} {
          padding: 2rem;
        }
      `}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        css={css`
          position: relative;
          margin: auto;
          width: 100%;
          max-width: 980px;
          display: grid;
          overflow: hidden;
          border-radius: ${theme.radius.lg};
          background: ${theme.color.paper};
          box-shadow: ${theme.shadow.dialog};
          animation: ${riseIn} 0.35s cubic-bezier(0.2, 0.8, 0.2, 1) both;
          &:focus {
            outline: none;
          }
          ${mq.belowMd} {
            margin: auto 0 0;
            max-height: calc(100dvh - 1rem);
            overflow-y: auto;
            border-radius: ${theme.radius.md};
          }
          ${mq.lg} {
            grid-template-columns: minmax(0, 0.82fr) minmax(0, 1.18fr);
          }
        `}
      >
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          css={css`
            position: absolute;
            z-index: 1;
            top: 0.9rem;
            right: 0.9rem;
            ${mq.belowMd} {
              top: 0.6rem;
              right: 0.6rem;
            }
            width: 44px;
            height: 44px;
            display: inline-flex;
            align-items: center;
            justify-content: center;
            border: 1px solid ${theme.color.line};
            border-radius: ${theme.radius.pill};
            background: ${theme.color.paper};
            color: ${theme.color.ink};
            cursor: pointer;
            transition: background-color ${theme.motion.fast} ease;
            &:hover {
              background: ${theme.color.accentSoft};
            }
          `}
        >
          <Icon name="close" size={18} weight="bold" />
        </button>
        <div
          css={css`
            position: relative;
            padding: 1.6rem 4.25rem 1.5rem 1.5rem;
            background: radial-gradient(28rem 18rem at 0% 0%, ${theme.color.accentGlow}, transparent 70%), ${theme.color.ink};
            color: ${theme.color.textOnDark};
            ${mq.belowMd} {
              padding: 0.95rem 3.75rem 0.9rem 1.1rem;
              background: ${theme.color.ink};
              border-bottom: 4px solid ${theme.color.accent};
            }
            ${mq.lg} {
              display: flex;
              flex-direction: column;
              padding: 3rem 2.5rem;
            }
          `}
        >
          <div
            css={css`
              ${mq.belowMd} {
                display: none;
              }
            `}
          >
            <Eyebrow onDark>Work with us</Eyebrow>
          </div>
          <h2
            id={titleId}
            css={css`
              margin: 0 0 0.5rem;
              color: ${theme.color.paper};
              font-size: ${theme.fontSize.heading};
              ${mq.belowMd} {
                margin-bottom: 0.2rem;
                font-size: 1.25rem;
              }
            `}
          >
            Let&rsquo;s grow your brand together
          </h2>
          <p
            id={descriptionId}
            css={css`
              margin: 0;
              font-size: 0.98rem;
              ${mq.belowMd} {
                font-size: 0.88rem;
                line-height: 1.4;
              }
              ${mq.lg} {
                font-size: 1.05rem;
              }
            `}
          >
            Tell us what you need and our team in {site.address.locality}, {site.address.city} will get back to you.
          </p>
          <List
            gap="md"
            css={css`
              display: none;
              ${mq.lg} {
                margin: 2rem 0 0;
                color: ${theme.color.paper};
                font-weight: 550;
              }
            `}
          >
            <li css={fact}>15+ years of web, marketing and PR work</li>
            <li css={fact}>100+ startups and brands served since 2005</li>
            <li css={fact}>SEO, ads, social media, websites, apps and PR under one roof</li>
          </List>
          <p
            css={css`
              margin: 0.6rem 0 0;
              font-size: 0.92rem;
              ${mq.belowMd} {
                display: none;
              }
              ${mq.lg} {
                margin: auto 0 0;
                padding-top: 2rem;
                font-size: 0.95rem;
              }
            `}
          >
            Prefer to talk?{" "}
            <a
              href={telHref(site.phone)}
              css={css`
                color: ${theme.color.paper};
                font-weight: 650;
              `}
            >
              Call {site.phone}
            </a>
          </p>
        </div>
        <div
          css={css`
            padding: 1.5rem 1.25rem 1.75rem;
            ${mq.belowMd} {
              padding: 0.9rem 1.1rem 1rem;
            }
            ${mq.sm} {
              padding: 2rem;
            }
            ${mq.lg} {
              padding: 3rem 2.75rem 2.75rem;
            }
          `}
        >
          <EnquiryForm labelledBy={titleId} onSuccess={onSubmitted} density="compact" />
        </div>
      </div>
    </div>
  )
}

type ThanksProps = { onDismiss: () => void }

/** The popup closes on success (spec); this note keeps the spec's confirmation visible a moment longer. */
function Thanks({ onDismiss }: ThanksProps) {
  const theme = useTheme()
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
        <Icon name="check" size={16} weight="heavy" />
      </IconBadge>
      <span
        css={css`
          flex: 1;
        `}
      >
        {ENQUIRY_SUCCESS_MESSAGE}
      </span>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        css={css`
          flex: none;
          width: 44px;
          height: 44px;
          display: inline-flex;
          align-items: center;
          justify-content: center;
          border: 0;
          border-radius: ${theme.radius.pill};
          background: transparent;
          color: ${theme.color.ink};
          cursor: pointer;
          &:hover {
            background: ${theme.color.accentSoft};
          }
        `}
      >
        <Icon name="close" size={16} weight="bold" />
      </button>
    </div>
  )
}

type LeadPopupViewProps = {
  /** Called once the popup is finished with: closed, or its thank-you note gone. */
  onDone: () => void
}

/**
 * The lazily loaded part of the lead popup: the modal enquiry dialog, and after a successful submit
 * a short thank-you note in a live region that exists from the start (so it is announced).
 */
export function LeadPopupView({ onDone }: LeadPopupViewProps) {
  const host = React.useRef<HTMLDivElement>(null)
  const [phase, setPhase] = React.useState<"open" | "thanks">("open")
  const onSubmitted = React.useCallback(() => setPhase("thanks"), [])

  return createPortal(
    <div ref={host} data-lead-popup>
      {phase === "open" && <LeadDialog host={host} onClose={onDone} onSubmitted={onSubmitted} />}
      <div role="status" aria-live="polite">
        {phase === "thanks" && <Thanks onDismiss={onDone} />}
      </div>
    </div>,
    document.body,
  )
}
