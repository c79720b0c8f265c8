import * as React from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * hydrateInTransition: hydration as a transition, which React may interrupt to let the browser
 * paint or handle input, instead of one task for the whole page; an early click makes React hydrate
 * the clicked part first. A page whose HTML holds no text (a client-only page) is rendered instead.
 */
export function hydrateInTransition(element: React.ReactElement, container: Element | null): void {
  if (!container) return
  // A page rendered on the server has text; a client-only page's HTML holds only empty wrappers.
  const serverRendered = (container.textContent ?? "").trim() !== ""
  if (!serverRendered) {
    createRoot(container).render(element)
    return
  }
  React.startTransition(() => {
    hydrateRoot(container, element)
  })
}
