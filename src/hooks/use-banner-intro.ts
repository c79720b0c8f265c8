import { startTransition, useEffect, useState } from "react"
import { useLoadingFlag } from "./use-loading-flag"
import { prefersReducedMotion } from "./use-prefers-reduced-motion"

/** sessionStorage key of the spec: "true" once the banner intro has run in this browser session. */
export const BANNER_ANIMATED_KEY = "bannerAnimated"

function readAnimated(): boolean {
  try {
    return window.sessionStorage.getItem(BANNER_ANIMATED_KEY) === "true"
  } catch {
    // Storage can be switched off; then the intro simply plays on every visit.
    return false
  }
}

function markAnimated(): void {
  try {
    window.sessionStorage.setItem(BANNER_ANIMATED_KEY, "true")
  } catch {
    // see readAnimated
  }
}

type BannerIntro = {
  /** The spec's loading flag: true on arrival, false after 1.8 s. */
  loading: boolean
  /** True while the video box runs its box → full-screen intro. */
  playing: boolean
}

/**
 * Decides once, after hydration, whether the banner intro plays: only on the first home visit of a
 * browser session and never under prefers-reduced-motion. The server HTML always shows the final
 * state, so the decision never delays the first paint; the key is set once the run is over.
 */
export function useBannerIntro(): BannerIntro {
  const loading = useLoadingFlag()
  const [play, setPlay] = useState(false)

  useEffect(() => {
    if (!readAnimated() && !prefersReducedMotion()) startTransition(() => setPlay(true))
  }, [])

  useEffect(() => {
    if (play && !loading) markAnimated()
  }, [play, loading])

  return { loading, playing: play && loading }
}
