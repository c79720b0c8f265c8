import { useEffect, useState } from "react"

type HeaderScrollState = { hidden: boolean; scrolled: boolean }

/** Movement below this many pixels is treated as jitter (trackpads, iOS bounce). */
const JITTER = 4

/**
 * Header behaviour of the spec: hidden while scrolling down, shown again on any scroll up, and
 * `scrolled` (white background with shadow) once the page is more than `threshold` px down.
 */
export function useHeaderScroll(threshold = 50): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>({ hidden: false, scrolled: false })

  useEffect(() => {
    // null until the first reading, which always sets the state (a page reloaded halfway down
    // starts with the scrolled header).
    let lastY: number | null = null
    let frame = 0
    const update = () => {
      frame = 0
      const y = Math.max(0, window.scrollY)
      const delta = lastY === null ? 0 : y - lastY
      if (lastY !== null && Math.abs(delta) < JITTER && y > 0) return
      setState((prev) => {
        const hidden = y <= threshold ? false : delta > 0 ? true : delta < 0 ? false : prev.hidden
        const scrolled = y > threshold
        return prev.hidden === hidden && prev.scrolled === scrolled ? prev : { hidden, scrolled }
      })
      lastY = y
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    // The first reading waits for the next frame too: reading scrollY while the page hydrates
    // would force a layout in the middle of that work.
    onScroll()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [threshold])

  return state
}
