import { useEffect, useRef } from "react"

/** Runs `callback` once after `ms`; the timer is cleared on unmount or when `ms` changes. */
export function useTimeout(callback: () => void, ms: number | null): void {
  const saved = useRef(callback)
  saved.current = callback
  useEffect(() => {
    if (ms === null) return
    const id = window.setTimeout(() => saved.current(), ms)
    return () => window.clearTimeout(id)
  }, [ms])
}
