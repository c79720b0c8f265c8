import { css } from "@emotion/react"
import * as React from "react"
import { useInView } from "../../hooks/use-in-view"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { useStepCycle } from "../../hooks/use-step-cycle"
import { mq, theme } from "../../styles/theme"
import { Container, Section } from "../ui/container"
import { Icon } from "../ui/icon"
import { SectionHeader } from "../ui/section-header"
import { PROCESS_STEP_MS, ProcessPanel, ProcessTab, type ProcessStepView } from "./home-process-steps"
import { ProcessStepList } from "./home-process-list"
import * as icons from "../ui/icons"

export { PROCESS_STEP_MS, type ProcessStepView } from "./home-process-steps"

type HomeProcessProps = { steps: readonly ProcessStepView[] }

/**
 * 'How We Work' as tabs: click or arrow keys choose a step; the steps also advance by themselves
 * every 3 s (not under reduced motion, not while the tab is hidden, not while paused), with a
 * progress bar under the active tab that restarts on every change. Without scripts the tabs give
 * way to a list of all six steps.
 */
export function HomeProcess({ steps }: HomeProcessProps) {
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
      styles={css`
        border-block: 1px solid ${theme.color.line};
      `}
    >
      <Container>
        <SectionHeader
          eyebrow="Our process"
          title="How We Work"
          titleId="home-process-title"
          aside={
            !reducedMotion && (
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
                <Icon shape={paused ? icons.play : icons.pause} size={14} />
                {paused ? "Play steps" : "Pause steps"}
              </button>
            )
          }
        />

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
                <ProcessTab
                  key={step.key}
                  ref={(el) => {
                    tabs.current[index] = el
                  }}
                  step={step}
                  index={index}
                  selected={selected}
                  progress={selected ? `${active}-${running}` : null}
                  running={running}
                  onClick={() => choose(index)}
                />
              )
            })}
          </div>

          <ProcessPanel steps={steps} active={active} />
        </div>
        <noscript>
          <ProcessStepList steps={steps} />
        </noscript>
      </Container>
    </Section>
  )
}
