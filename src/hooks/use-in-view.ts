import { useEffect, useState, type RefObject } from "react"

/**
 * Whether the element is on (or within `rootMargin` of) the screen. Sections use it to run their
 * movement (auto-advancing steps, carousel autoplay, logo rows) only while someone can see it.
 * False on the server and the first client render; true where IntersectionObserver is missing.
 */
export function useInView(ref: RefObject<Element>, rootMargin = "0px"): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    if (typeof IntersectionObserver === "undefined") {
      setInView(true)
      return
    }
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), { rootMargin })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, rootMargin])
  return inView
}
