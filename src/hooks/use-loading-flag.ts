import { useState } from "react"
import { useTimeout } from "./use-timeout"

/** The spec's home loading time: the flag is true on arrival and turns false after 1.8 s. */
export const HOME_LOADING_MS = 1800

/**
 * True on arrival, false after `ms`. On the home page it only gates the banner intro; content is
 * server-rendered and visible from the first paint, so nothing waits for this flag.
 */
export function useLoadingFlag(ms: number = HOME_LOADING_MS): boolean {
  const [loading, setLoading] = useState(true)
  useTimeout(() => setLoading(false), loading ? ms : null)
  return loading
}
