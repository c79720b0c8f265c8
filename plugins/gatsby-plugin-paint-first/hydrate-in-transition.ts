import * as React from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * Hydration as a transition. React then hydrates in slices of a few milliseconds and yields to the
 * browser between them, instead of in one task that blocks the main thread for the whole page (on
 * a mid-range phone, the longest task of the first load). The server HTML is complete and visible
 * meanwhile; a click that arrives early makes React hydrate the clicked part first.
 *
 * A page whose body is empty (the client-only service fallback) is rendered instead, as Gatsby does.
 */
export function hydrateInTransition(element: React.ReactElement, container: Element | null): void {
  if (!container) return
  const serverRendered = (document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0
  if (!serverRendered) {
    createRoot(container).render(element)
    return
  }
  React.startTransition(() => {
    hydrateRoot(container, element)
  })
}
