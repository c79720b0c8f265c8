import * as React from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * hydrateInTransition: hydration as a transition, which React may interrupt to let the browser
 * paint or handle input, instead of one task for the whole page; an early click makes React hydrate
 * the clicked part first. A page whose body is empty (the service fallback) is rendered, as Gatsby does.
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
