import { useEffect } from "react"

/**
 * Scrolls the window to the top whenever `key` changes (the spec: a service page scrolls to top
 * when its slug changes). A link to an anchor on the page (#faq) is respected on first load.
 */
export function useScrollToTop(key: string): void {
  useEffect(() => {
    if (window.location.hash) return
    window.scrollTo({ top: 0, left: 0, behavior: "instant" })
  }, [key])
}
