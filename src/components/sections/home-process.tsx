import { css, keyframes, useTheme } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as React from "react"
import { useInView } from "../../hooks/use-in-view"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { useStepCycle } from "../../hooks/use-step-cycle"
import { mq } from "../../styles/theme"
import { Container, Eyebrow, Section } from "../ui/container"
import { Picture } from "../ui/picture"
import { Icon } from "../ui/icon"
import { List } from "../ui/list"

/** The spec's process advance: every 3 s through the six steps. */
export const PROCESS_STEP_MS = 3000

/** A step's image fills the frame, whatever the image's own proportions. */
const fillFrame = css`
  width: 100%;
  max-width: none;
  height: 100%;
`

export type ProcessStepView = {
  key: string
  title: string
  description: string
  image: IGatsbyImageData | null
}

type HomeProcessProps = { steps: readonly ProcessStepView[] }

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`

/**
 * 'How We Work' as tabs: click or arrow keys choose a step; the steps also advance by themselves
 * every 3 s (not under reduced motion, not while the tab is hidden, not while paused), with a
 * progress bar under the active tab that restarts on every change. Without scripts the tabs give
 * way to a list of all six steps.
 */
export function HomeProcess({ steps }: HomeProcessProps) {
  const theme = useTheme()
  const reducedMotion = usePrefersReducedMotion()
  const section = React.useRef<HTMLElement>(null)
  // The cycle runs while the section is on screen, so a visitor arriving there starts at a full step.
  const inView = useInView(section)
  const { active, select, paused, togglePaused, running } = useStepCycle({
    count: steps.length,
    interval: PROCESS_STEP_MS,
    enabled: !reducedMotion && inView,
  })
  const tabs = React.useRef<(HTMLButtonElement | null)[]>([])
  const current = steps[active]

  const choose = (index: number, focus = false) => {
    const next = (index + steps.length) % steps.length
    select(next)
    if (focus) tabs.current[next]?.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowDown: active + 1,
      ArrowLeft: active - 1,
      ArrowUp: active - 1,
      Home: 0,
      End: steps.length - 1,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    choose(moves[event.key], true)
  }

  return (
    <Section
      tone="surface"
      ref={section}
      aria-labelledby="home-process-title"
      css={css`
        border-block: 1px solid ${theme.color.line};
      `}
    >
      <Container>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: flex-end;
            justify-content: space-between;
            gap: 1rem 2rem;
            margin-bottom: clamp(2rem, 4vw, 3.25rem);
          `}
        >
          <div>
            <Eyebrow>Our process</Eyebrow>
            <h2
              id="home-process-title"
              css={css`
                margin: 0;
              `}
            >
              How We Work
            </h2>
          </div>
          {!reducedMotion && (
            <button
              type="button"
              onClick={togglePaused}
              css={css`
                @media (scripting: none) {
                  display: none;
                }
                display: inline-flex;
                align-items: center;
                gap: 0.55rem;
                min-height: 44px;
                padding: 0.55rem 1.1rem;
                border-radius: ${theme.radius.pill};
                border: 1px solid ${theme.color.line};
                background: ${theme.color.paper};
                cursor: pointer;
                font-size: 0.92rem;
                font-weight: 600;
                &:hover {
                  border-color: ${theme.color.ink};
                }
              `}
            >
              <Icon name={paused ? "play" : "pause"} size={14} />
              {paused ? "Play steps" : "Pause steps"}
            </button>
          )}
        </div>

        <div
          css={css`
            display: grid;
            gap: 1.75rem;
            ${mq.lg} {
              grid-template-columns: minmax(0, 0.85fr) minmax(0, 1.4fr);
              gap: 3.5rem;
              align-items: start;
            }
            /* Tabs need scripts; without them the list below shows every step. */
            @media (scripting: none) {
              display: none;
            }
          `}
        >
          <div
            role="tablist"
            aria-label="Steps of our process"
            onKeyDown={onKeyDown}
            css={css`
              display: grid;
              grid-template-columns: repeat(2, minmax(0, 1fr));
              gap: 0.6rem;
              ${mq.md} {
                grid-template-columns: repeat(3, minmax(0, 1fr));
              }
              ${mq.lg} {
                grid-template-columns: 1fr;
                gap: 0;
                border-top: 1px solid ${theme.color.line};
              }
            `}
          >
            {steps.map((step, index) => {
              const selected = index === active
              return (
                <button
                  key={step.key}
                  ref={(el) => {
                    tabs.current[index] = el
                  }}
                  type="button"
                  role="tab"
                  id={`process-tab-${step.key}`}
                  aria-selected={selected}
                  aria-controls="process-panel"
                  tabIndex={selected ? 0 : -1}
                  onClick={() => choose(index)}
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
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  {step.title}
                  {selected && (
                    <span
                      // Keyed to the step and the running state: every change restarts the bar with the countdown.
                      key={`${active}-${running}`}
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
            })}
          </div>

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
                    <Picture image={step.image} alt="" css={fillFrame} />
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
                Step {String(active + 1).padStart(2, "0")} of {String(steps.length).padStart(2, "0")}
              </p>
              <h3
                css={css`
                  font-size: ${theme.fontSize.heading};
                `}
              >
                {current.title}
              </h3>
              <p
                css={css`
                  margin: 0;
                  color: ${theme.color.muted};
                  font-size: 1.05rem;
                `}
              >
                {current.description}
              </p>
            </div>
          </div>
        </div>
        <noscript>
          <List
            as="ol"
            gap="md"
            css={css`
              ${mq.md} {
                grid-template-columns: repeat(2, minmax(0, 1fr));
              }
              ${mq.lg} {
                grid-template-columns: repeat(3, minmax(0, 1fr));
              }
            `}
          >
            {steps.map((step, index) => (
              <li
                key={step.key}
                css={css`
                  padding: 1.25rem 1.35rem 1.4rem;
                  border: 1px solid ${theme.color.line};
                  border-radius: ${theme.radius.sm};
                  background: ${theme.color.paper};
                `}
              >
                <p
                  css={css`
                    margin: 0 0 0.35rem;
                    font-size: 0.85rem;
                    font-weight: 700;
                    color: ${theme.color.accentText};
                  `}
                >
                  Step {String(index + 1).padStart(2, "0")}
                </p>
                <h3
                  css={css`
                    margin: 0 0 0.5rem;
                    font-size: 1.25rem;
                  `}
                >
                  {step.title}
                </h3>
                <p
                  css={css`
                    margin: 0;
                    color: ${theme.color.muted};
                  `}
                >
                  {step.description}
                </p>
              </li>
            ))}
          </List>
        </noscript>
      </Container>
    </Section>
  )
}
