import { startTransition, useEffect, useState } from "react"
import { prefersReducedMotion } from "./use-prefers-reduced-motion"

type NetworkInformationLike = { saveData?: boolean }

/** The visitor asked for less data (Chrome's Data Saver, Save-Data header). */
function saveDataRequested(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection
  return Boolean(connection?.saveData)
}

/**
 * True once a decorative background video may start loading: after the window `load` event (so it
 * never competes with the poster, the page's largest paint) and never under prefers-reduced-motion
 * or Save-Data.
 */
export function useDeferredVideo(): boolean {
  const [allowed, setAllowed] = useState(false)
  useEffect(() => {
    if (prefersReducedMotion() || saveDataRequested()) return
    const allow = () => startTransition(() => setAllowed(true))
    if (document.readyState === "complete") {
      allow()
      return
    }
    window.addEventListener("load", allow, { once: true })
    return () => window.removeEventListener("load", allow)
  }, [])
  return allowed
}
