import { css } from "@emotion/react"
import * as React from "react"
import { createPortal } from "react-dom"
import { useSiteInfo } from "../../hooks/use-site-data"
import { useModal } from "../../hooks/use-modal"
import { fadeIn, riseIn } from "../../styles/keyframes"
import { mq, theme } from "../../styles/theme"
import { Eyebrow } from "../ui/container"
import { EnquiryForm } from "./enquiry-form"
import { LeadFacts } from "./lead-popup-facts"
import { Thanks } from "./lead-popup-thanks"
import { IconButton } from "../ui/icon-button"
import * as icons from "../ui/icons"

type LeadDialogProps = { host: React.RefObject<HTMLElement>; onClose: () => void; onSubmitted: () => void }

function LeadDialog({ host, onClose, onSubmitted }: LeadDialogProps) {
  const site = useSiteInfo()
  const panel = React.useRef<HTMLDivElement>(null)
  const titleId = React.useId()
  const descriptionId = React.useId()
  useModal({ host, dialog: panel, onClose })

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
        <IconButton
          icon={icons.close}
          label="Close"
          onClick={onClose}
          styles={css`
            position: absolute;
            z-index: 1;
            top: 0.9rem;
            right: 0.9rem;
            ${mq.belowMd} {
              top: 0.6rem;
              right: 0.6rem;
            }
          `}
        />
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
          <LeadFacts phone={site.phone} />
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
          <EnquiryForm formName="popup" labelledBy={titleId} onSuccess={onSubmitted} density="compact" />
        </div>
      </div>
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
