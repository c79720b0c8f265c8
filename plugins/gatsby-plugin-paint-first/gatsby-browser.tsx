import type { EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { GatsbyBrowser } from "gatsby"
import * as React from "react"
import { browserEmotionCache } from "./head-styles"
import { hydrateInTransition } from "./hydrate-in-transition"
import { deferBelowFold, releaseDeferredHydration } from "./hydrate-when-visible"
import { isOn, type PaintFirstOptions } from "./options"

let emotionCache: EmotionCache | undefined

/** headStyles: one emotion cache for the visit, made when the app starts; it adopts the server's styles in place. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }, options) => {
  if (!isOn(options as PaintFirstOptions, "headStyles")) return element
  emotionCache ??= browserEmotionCache()
  return <CacheProvider value={emotionCache}>{element}</CacheProvider>
}

/** deferBelowFold: sections below the first screen hydrate as they come near the viewport. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = (_args, options) => {
  if (isOn(options as PaintFirstOptions, "deferBelowFold")) deferBelowFold()
}

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: that type still names ReactDOM.render's
// legacy overloads, which a React 18 root function cannot match.
/** hydrateInTransition: React hydrates in slices, yielding to the browser between them. */
export const replaceHydrateFunction = (_args: unknown, options: PaintFirstOptions) =>
  isOn(options, "hydrateInTransition") ? hydrateInTransition : undefined

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) releaseDeferredHydration()
}
