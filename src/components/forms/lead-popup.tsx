import * as React from "react"
import { useTimeout } from "../../hooks/use-timeout"

/** The spec's delay (section 9): the popup opens 8 s after the page loads. */
export const LEAD_POPUP_DELAY_MS = 8000
/** The dialog's code is fetched a little earlier, so it is ready at 8 s without costing first-load JavaScript. */
const LEAD_POPUP_PREFETCH_MS = 5000
/** sessionStorage key: set once the popup has been shown, so it never returns in this browser session. */
export const LEAD_POPUP_SEEN_KEY = "leadPopupSeen"

// Where storage is blocked (some private modes), remember for as long as this page lives instead.
let seenInMemory = false

function hasSeenLeadPopup(): boolean {
  if (seenInMemory) return true
  try {
    return window.sessionStorage.getItem(LEAD_POPUP_SEEN_KEY) === "true"
  } catch {
    return false
  }
}

function markLeadPopupSeen(): void {
  seenInMemory = true
  try {
    window.sessionStorage.setItem(LEAD_POPUP_SEEN_KEY, "true")
  } catch {
    // the in-memory flag above still holds for this page
  }
}

/** Test seam: forget the in-memory flag between component tests (sessionStorage is cleared separately). */
export function resetLeadPopupMemory(): void {
  seenInMemory = false
}

/** The contact page has the same form in full, so the popup would only get in the way there. */
const isContactPage = (pathname: string): boolean => ["/contact", "/enquiry-sent"].includes(pathname.replace(/\/+$/, "")) // and just after an enquiry

type DialogModule = typeof import("./lead-popup-dialog")
const loadDialog = (): Promise<DialogModule> => import(/* webpackChunkName: "lead-popup" */ "./lead-popup-dialog")

/**
 * Rendered by Layout on every page. Renders nothing on the server and on first paint; 8 s after
 * load it shows the enquiry popup, whose code (form, schema, dialog) arrives in its own chunk.
 * Shown at most once per browser session: the flag is set as it opens, so neither a close nor a
 * submit brings it back.
 */
export function LeadPopup() {
  const [eligible, setEligible] = React.useState(false)
  const [due, setDue] = React.useState(false)
  const [dialog, setDialog] = React.useState<DialogModule | null>(null)
  const [done, setDone] = React.useState(false)

  React.useEffect(() => {
    setEligible(!isContactPage(window.location.pathname) && !hasSeenLeadPopup())
  }, [])

  const load = React.useCallback(() => {
    loadDialog().then(
      (module) => setDialog(() => module),
      () => setEligible(false), // offline or a stale deploy: no popup rather than an error
    )
  }, [])

  useTimeout(load, eligible ? LEAD_POPUP_PREFETCH_MS : null)
  useTimeout(
    () => {
      setDue(true)
      if (!dialog) load()
    },
    eligible ? LEAD_POPUP_DELAY_MS : null,
  )

  const open = eligible && due && dialog !== null && !done
  React.useEffect(() => {
    if (open) markLeadPopupSeen()
  }, [open])

  const onDone = React.useCallback(() => setDone(true), [])

  if (!open || !dialog) return null
  const { LeadPopupView } = dialog
  return <LeadPopupView onDone={onDone} />
}
