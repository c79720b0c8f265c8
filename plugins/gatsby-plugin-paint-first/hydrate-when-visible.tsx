import * as React from "react"
import { FOLD_ATTRIBUTE } from "./head-styles"

/**
 * deferBelowFold: sections below the first screen, and closed panels, stay server HTML until they
 * come within half a screen of the viewport or take input. Each part is a `React.lazy` component
 * inside its own Suspense boundary, whose loader settles at that moment: while it is pending, React
 * keeps the server HTML and hydrates the part once it settles. Only server HTML defers: what the
 * browser renders (after a client-side navigation, in tests) renders at once.
 */

/** Whether server HTML defers: from the plugin's start to the first client-side navigation. */
let deferring = false

/** Releases the parts still waiting. */
const waiting = new Set<() => void>()

/** Sections of server HTML wait for the viewport from now on (called as the app starts). */
export function deferBelowFold(): void {
  deferring = true
}

/** Hydrates everything still waiting (before a client-side navigation: the page it waits in is left). */
export function releaseDeferredHydration(): void {
  deferring = false
  for (const release of [...waiting]) release()
}

/**
 * Input that reaches a part before it has hydrated, caught on the document before React's root
 * sees it: the part is released, React hydrates it at once and hands it the event.
 */
const EARLY_INPUT = ["pointerdown", "focusin"] as const

type PartProps = { id: string; belowFold: boolean; onHydrated?: () => void; children: React.ReactNode }

/** A part React has hydrated or rendered is marked `data-hydrated` (what the browser tests wait for). */
const markHydrated = (el: HTMLDivElement | null) => el?.setAttribute("data-hydrated", "")

function Part({ id, belowFold, onHydrated, children }: PartProps) {
  React.useEffect(() => onHydrated?.(), [onHydrated])
  return (
    <div ref={markHydrated} data-hydrate={id} {...(belowFold && { [FOLD_ATTRIBUTE]: "" })} style={{ display: "contents" }}>
      {children}
    </div>
  )
}

/** The server HTML of a part, found by its id (useId gives the server's and the browser's render the same). */
const serverWrapper = (id: string): HTMLElement | undefined =>
  Array.from(document.querySelectorAll<HTMLElement>("[data-hydrate]")).find((el) => el.getAttribute("data-hydrate") === id)

/**
 * Calls `release` when the wrapper comes near the viewport (with `watchViewport`) or receives input;
 * returns what stops watching.
 */
function watch(wrapper: HTMLElement, watchViewport: boolean, release: () => void): () => void {
  const observer = watchViewport
    ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), { rootMargin: "50% 0px" })
    : null
  const onInput = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) release()
  }
  // The wrapper uses `display: contents` and has no box of its own: observe what it holds.
  for (const target of wrapper.children.length > 0 ? Array.from(wrapper.children) : [wrapper]) observer?.observe(target)
  for (const type of EARLY_INPUT) document.addEventListener(type, onInput, true)
  return () => {
    observer?.disconnect()
    for (const type of EARLY_INPUT) document.removeEventListener(type, onInput, true)
  }
}

type Deferred = { Lazy: React.ComponentType<PartProps>; release: () => void }

/**
 * A part that waits: a lazy component and what releases it. Its loader returns a thenable (which
 * React.lazy takes as well as a promise) that calls back as soon as it is released, in the same
 * task, so that input which releases a part lets React hydrate it within that very event.
 */
function deferredPart(id: string, watchViewport: boolean): Deferred {
  const loaded = { default: Part }
  const callbacks: Array<(module: typeof loaded) => void> = []
  let released = false
  let stopWatching = () => {}
  const release = () => {
    if (released) return
    released = true
    waiting.delete(release)
    stopWatching()
    for (const callback of callbacks.splice(0)) callback(loaded)
  }
  const thenable = { then: (callback: (module: typeof loaded) => void) => void (released ? callback(loaded) : callbacks.push(callback)) }
  const load = () => {
    const wrapper = released ? undefined : serverWrapper(id)
    if (!wrapper || (watchViewport && typeof IntersectionObserver === "undefined")) release()
    else stopWatching = watch(wrapper, watchViewport, release)
    return thenable as unknown as Promise<typeof loaded>
  }
  waiting.add(release)
  return { Lazy: React.lazy(load), release }
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
  const [deferred] = React.useState(() => (deferring && typeof document !== "undefined" ? deferredPart(id, whenNearViewport) : null))
  const [hydrated, setHydrated] = React.useState(deferred === null)
  const [first] = React.useState(children)
  // A waiting part keeps the content its server HTML shows: React would drop that HTML for the empty
  // fallback if new content reached it. Rendered again with new content (the panel opens, the skip
  // link's hash changes), it is released at once and takes the new content as soon as it has hydrated.
  const content = hydrated ? children : first
  const changed = content !== children
  React.useEffect(() => {
    if (changed) deferred?.release()
  }, [changed, deferred])
  const Shown = deferred?.Lazy ?? Part
  const onHydrated = React.useCallback(() => setHydrated(true), [])
  // The same element while the content is the same: React then leaves a waiting part alone.
  return React.useMemo(
    () => (
      <React.Suspense fallback={null}>
        <Shown id={id} belowFold={belowFold} onHydrated={onHydrated}>
          {content}
        </Shown>
      </React.Suspense>
    ),
    [Shown, id, belowFold, onHydrated, content],
  )
}
