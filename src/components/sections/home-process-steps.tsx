import { css, keyframes } from "@emotion/react"
import * as React from "react"
import { mq, theme } from "../../styles/theme"
import { CardBody, stepNumber } from "../ui/card-body"
import { Picture, type PictureData } from "../ui/picture"

/** The spec's process advance: every 3 s through the six steps. */
export const PROCESS_STEP_MS = 3000

export type ProcessStepView = {
  key: string
  title: string
  description: string
  image: PictureData | null
}

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`

type ProcessTabProps = {
  step: ProcessStepView
  index: number
  selected: boolean
  /** Set on the selected tab: a key that changes with the step and the running state, restarting the bar. */
  progress: string | null
  running: boolean
  onClick: () => void
}

/** One step's tab: its number and title, and under the selected one the bar that counts down to the next step. */
export const ProcessTab = React.forwardRef<HTMLButtonElement, ProcessTabProps>(function ProcessTab(
  { step, index, selected, progress, running, onClick },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={`process-tab-${step.key}`}
      aria-selected={selected}
      aria-controls="process-panel"
      tabIndex={selected ? 0 : -1}
      onClick={onClick}
      css={css`
        position: relative;
        display: flex;
        /* Two cards a row on a phone: the number above the title leaves the whole width to
           the longest title ("Implementation"). */
        flex-direction: column;
        align-items: flex-start;
        gap: 0.2rem;
        width: 100%;
        padding: 0.85rem 1rem 1rem;
        border: 1px solid ${theme.color.line};
        border-radius: ${theme.radius.sm};
        background: ${theme.color.paper};
        text-align: left;
        cursor: pointer;
        font-weight: 650;
        font-size: 0.98rem;
        color: ${theme.color.muted};
        overflow: hidden;
        transition:
          color ${theme.motion.fast} ease,
          border-color ${theme.motion.fast} ease;
        &:hover {
          color: ${theme.color.ink};
        }
        &[aria-selected="true"] {
          color: ${theme.color.ink};
          border-color: ${theme.color.ink};
        }
        ${mq.md} {
          flex-direction: row;
          align-items: baseline;
          gap: 0.75rem;
        }
        ${mq.lg} {
          padding: 1.3rem 0.25rem 1.35rem;
          border: 0;
          border-bottom: 1px solid ${theme.color.line};
          border-radius: 0;
          background: transparent;
          font-size: 1.3rem;
          &[aria-selected="true"] {
            border-color: ${theme.color.line};
          }
        }
      `}
    >
      <span
        aria-hidden="true"
        css={css`
          font-size: 0.8rem;
          font-weight: 700;
          font-variant-numeric: tabular-nums;
          color: ${selected ? theme.color.accentText : "inherit"};
          ${mq.lg} {
            font-size: 0.9rem;
          }
        `}
      >
        {stepNumber(index)}
      </span>
      {step.title}
      {progress !== null && (
        <span
          // Keyed to the step and the running state: every change restarts the bar with the countdown.
          key={progress}
          data-testid="process-progress"
          aria-hidden="true"
          css={css`
            position: absolute;
            left: 0;
            right: 0;
            bottom: 0;
            height: 3px;
            background: ${theme.color.accent};
            transform-origin: left;
            transform: scaleX(${running ? 0 : 1});
            animation: ${
              running
                ? css`
                    ${fill} ${PROCESS_STEP_MS}ms linear forwards
                  `
                : "none"
            };
            ${mq.lg} {
              bottom: -1px;
            }
          `}
        />
      )}
    </button>
  )
})

/** A step's image fills the frame, whatever the image's own proportions. */
const fillFrame = css`
  width: 100%;
  max-width: none;
  height: 100%;
`

/** The selected step: its picture (the steps' pictures cross-fade) and its text. */
export function ProcessPanel({ steps, active }: { steps: readonly ProcessStepView[]; active: number }) {
  const current = steps[active]
  return (
    <div
      id="process-panel"
      role="tabpanel"
      aria-labelledby={`process-tab-${current.key}`}
      tabIndex={0}
      css={css`
        display: grid;
        gap: 1.5rem;
        ${mq.md} {
          grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
          align-items: center;
          gap: 2.25rem;
        }
        ${mq.lg} {
          grid-template-columns: 1fr;
        }
        ${mq.xl} {
          grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
        }
      `}
    >
      <div
        css={css`
          position: relative;
          aspect-ratio: 4 / 3;
          border-radius: ${theme.radius.md};
          overflow: hidden;
          background: ${theme.color.line};
        `}
      >
        {steps.map((step, index) =>
          step.image ? (
            <div
              key={step.key}
              aria-hidden={index !== active}
              css={css`
                position: absolute;
                inset: 0;
                opacity: ${index === active ? 1 : 0};
                transition: opacity 0.5s ease;
              `}
            >
              {/* Illustrative only: the panel's heading and text carry the step. */}
              <Picture image={step.image} alt="" styles={fillFrame} />
            </div>
          ) : null,
        )}
      </div>
      <div>
        <p
          css={css`
            margin: 0 0 0.5rem;
            font-size: 0.85rem;
            font-weight: 700;
            letter-spacing: 0.12em;
            text-transform: uppercase;
            color: ${theme.color.accentText};
          `}
        >
          Step {stepNumber(active)} of {stepNumber(steps.length - 1)}
        </p>
        <CardBody title={current.title} size="heading">
          {current.description}
        </CardBody>
      </div>
    </div>
  )
}
