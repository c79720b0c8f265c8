import { useCallback, useEffect, useState } from "react"

type StepCycleOptions = {
  /** How many steps there are; the cycle wraps from the last to the first. */
  count: number
  /** Milliseconds each step stays active before the next one (spec: 3 s). */
  interval?: number
  /** False turns auto-advance off entirely (prefers-reduced-motion). */
  enabled?: boolean
}

type StepCycle = {
  active: number
  /** Selects a step and restarts its full interval. */
  select: (index: number) => void
  paused: boolean
  togglePaused: () => void
  /** True while a countdown is actually running: enabled, not paused and the tab visible. */
  running: boolean
}

/** Whether the browser tab is hidden; auto-advancing content stops while nobody can see it. */
function useDocumentHidden(): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    const update = () => setHidden(document.hidden)
    update()
    document.addEventListener("visibilitychange", update)
    return () => document.removeEventListener("visibilitychange", update)
  }, [])
  return hidden
}

/**
 * The "How We Work" cycle: one step active, advancing every `interval` ms and wrapping after the
 * last. Every change of step (automatic or chosen) starts a fresh countdown, so the progress bar
 * that restarts on the same change stays in step with it. Pausing (WCAG 2.2.2) and a hidden tab
 * stop the countdown; resuming starts a full one again.
 */
export function useStepCycle({ count, interval = 3000, enabled = true }: StepCycleOptions): StepCycle {
  const [active, setActive] = useState(0)
  // Bumped on every selection so that choosing the step that is already active restarts its countdown.
  const [selection, setSelection] = useState(0)
  const [paused, setPaused] = useState(false)
  const hidden = useDocumentHidden()
  const running = enabled && !paused && !hidden && count > 1

  useEffect(() => {
    if (!running) return
    const id = window.setTimeout(() => setActive((current) => (current + 1) % count), interval)
    return () => window.clearTimeout(id)
  }, [running, active, selection, count, interval])

  const select = useCallback(
    (index: number) => {
      setActive(((index % count) + count) % count)
      setSelection((n) => n + 1)
    },
    [count],
  )
  const togglePaused = useCallback(() => setPaused((p) => !p), [])

  return { active, select, paused, togglePaused, running }
}
