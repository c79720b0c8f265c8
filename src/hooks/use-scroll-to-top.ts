import { useEffect } from "react"
import { isFirstServerRenderedView } from "../components/ui/hydrate-when-visible"

/**
 * Scrolls the window to the top whenever `key` changes (the spec: a service page scrolls to top
 * when its slug changes). A link to an anchor on the page (#faq) is respected on first load, and
 * so is a visitor who scrolled while the server-rendered page was starting up.
 */
export function useScrollToTop(key: string): void {
  useEffect(() => {
    if (window.location.hash || isFirstServerRenderedView()) return
    window.scrollTo({ top: 0, left: 0, behavior: "instant" })
  }, [key])
}
