import * as React from "react"
import { FOLD_ATTRIBUTE } from "./head-styles"

/**
 * deferBelowFold: sections below the first screen, and closed panels, stay server HTML until they
 * come within half a screen of the viewport or take input. Inside a Suspense boundary, a component
 * that suspends while hydrating makes React keep the server HTML and hydrate the section in its own
 * task once the promise settles. Only server HTML defers: what the browser renders (after a
 * client-side navigation, in tests) renders at once.
 */

/** Wrappers React has mounted or hydrated; any other wrapper in the document is server HTML. */
const mounted = new WeakSet<Element>()
/** A wrapper React has hydrated or rendered is marked `data-hydrated` (what the browser tests wait for). */
const remember = (el: HTMLDivElement | null) => {
  if (!el) return
  mounted.add(el)
  el.setAttribute("data-hydrated", "")
}

type Deferral = { promise: Promise<void>; settled: boolean; release: () => void }

/** Per boundary id: what its section waits on. */
const pending = new Map<string, Deferral>()

/** Whether server HTML defers: from the plugin's start to the first client-side navigation. */
let deferring = false

/** Sections of server HTML wait for the viewport from now on (called as the app starts). */
export function deferBelowFold(): void {
  deferring = true
}

/** Hydrates everything still waiting (before a client-side navigation: the page it waits in is left). */
export function releaseDeferredHydration(): void {
  deferring = false
  for (const deferral of pending.values()) deferral.release()
}

/**
 * Input that reaches a section before it has hydrated, caught on the document before React's root
 * sees it: the section is released, React hydrates it at once and hands it the event.
 */
const EARLY_INPUT = ["pointerdown", "focusin"] as const

/**
 * Settles when the wrapper comes near the viewport or receives input (at once without
 * IntersectionObserver); with `watchViewport` false, only on input or a re-render.
 */
function untilNearViewport(wrapper: HTMLElement, watchViewport: boolean): Deferral {
  const deferral: Deferral = { promise: Promise.resolve(), settled: false, release: () => {} }
  deferral.promise = new Promise<void>((resolve) => {
    if (watchViewport && typeof IntersectionObserver === "undefined") {
      deferral.settled = true
      return resolve()
    }
    const observer = watchViewport
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), {
          rootMargin: "50% 0px",
        })
      : null
    const onInput = (event: Event) => {
      if (event.target instanceof Node && wrapper.contains(event.target)) release()
    }
    const release = () => {
      // Settled at once, not a microtask later: React may render the section again within this
      // very event dispatch.
      deferral.settled = true
      observer?.disconnect()
      for (const type of EARLY_INPUT) document.removeEventListener(type, onInput, true)
      resolve()
    }
    deferral.release = release
    // The wrapper uses `display: contents` and has no box of its own: observe what it holds.
    for (const target of wrapper.children.length > 0 ? Array.from(wrapper.children) : [wrapper]) observer?.observe(target)
    for (const type of EARLY_INPUT) document.addEventListener(type, onInput, true)
  })
  return deferral
}

type GateProps = { id: string; watchViewport: boolean; belowFold: boolean; children: React.ReactNode }

function Gate({ id, watchViewport, belowFold, children }: GateProps) {
  if (deferring && typeof document !== "undefined") {
    const wrapper = document.querySelector<HTMLElement>(`[data-hydrate="${CSS.escape(id)}"]`)
    if (wrapper && !mounted.has(wrapper)) {
      let deferral = pending.get(id)
      if (!deferral) {
        deferral = untilNearViewport(wrapper, watchViewport)
        pending.set(id, deferral)
      }
      if (!deferral.settled) throw deferral.promise
    }
  }
  return (
    <div ref={remember} data-hydrate={id} {...(belowFold && { [FOLD_ATTRIBUTE]: "" })} style={{ display: "contents" }}>
      {children}
    </div>
  )
}

/** Lets a waiting section hydrate now, in the render that is under way. */
function settleNow(id: string): void {
  const deferral = pending.get(id)
  if (deferral && !deferral.settled) deferral.release()
}

type HydrateWhenVisibleProps = {
  /**
   * False for content that is on the page but not shown (a closed accordion panel): it hydrates
   * only when the page renders it again (the panel opens) or it receives input.
   */
  whenNearViewport?: boolean
  /**
   * A section below the first screen (splitStyles, split-styles.ts): the first one marks the fold,
   * after which the page's styles may come in a sheet of their own.
   */
  belowFold?: boolean
  children: React.ReactNode
}

export function HydrateWhenVisible({ whenNearViewport = true, belowFold = false, children }: HydrateWhenVisibleProps) {
  const id = React.useId()
  // A re-render after the first commit (new props, e.g. the skip link's hash change) must hydrate
  // a waiting section now: React would otherwise drop its server HTML for the empty fallback.
  const committed = React.useRef(false)
  React.useEffect(() => {
    committed.current = true
  }, [])
  if (committed.current) settleNow(id)
  return (
    <React.Suspense fallback={null}>
      <Gate id={id} watchViewport={whenNearViewport} belowFold={belowFold}>
        {children}
      </Gate>
    </React.Suspense>
  )
}
