import * as React from "react"

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden']):not([tabindex='-1'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",")

type ModalOptions = { host: React.RefObject<HTMLElement>; dialog: React.RefObject<HTMLElement>; onClose: () => void }

/**
 * What makes the panel modal: page scroll locked (and restored), everything outside the popup
 * inert, focus moved in and kept in (Tab wraps), Escape closes, and focus returns on close.
 */
export function useModal({ host, dialog, onClose }: ModalOptions) {
  const onCloseRef = React.useRef(onClose)
  onCloseRef.current = onClose

  React.useEffect(() => {
    const panel = dialog.current
    const hostElement = host.current
    if (!panel || !hostElement) return
    const { body, documentElement } = document
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null

    const previousStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    // Keep the page from jumping sideways when its scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth
    body.style.overflow = "hidden"
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`

    // aria-modal alone is not honoured everywhere; inert takes the page out of reach for every user.
    const madeInert: Element[] = []
    for (const element of Array.from(body.children)) {
      if (element === hostElement || element.contains(hostElement) || element.hasAttribute("inert")) continue
      if (element.tagName === "SCRIPT" || element.tagName === "STYLE") continue
      element.setAttribute("inert", "")
      madeInert.push(element)
    }

    panel.focus({ preventScroll: true })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        // Handled here, so page-level Escape handlers (the mobile menu) do not also react.
        event.stopPropagation()
        event.preventDefault()
        onCloseRef.current()
        return
      }
      if (event.key !== "Tab") return
      const focusables = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => !element.closest("[aria-hidden='true']"),
      )
      if (focusables.length === 0) {
        event.preventDefault()
        return
      }
      const first = focusables[0]
      const last = focusables[focusables.length - 1]
      const active = document.activeElement
      if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      }
    }
    // Anything that still pulls focus outside (a script, a browser quirk) is sent back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !panel.contains(event.target)) panel.focus({ preventScroll: true })
    }
    panel.addEventListener("keydown", onKeyDown)
    document.addEventListener("focusin", onFocusIn)

    return () => {
      panel.removeEventListener("keydown", onKeyDown)
      document.removeEventListener("focusin", onFocusIn)
      for (const element of madeInert) element.removeAttribute("inert")
      body.style.overflow = previousStyle.overflow
      body.style.paddingRight = previousStyle.paddingRight
      if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true })
    }
  }, [dialog, host])
}
