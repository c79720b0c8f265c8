import type { EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { GatsbyBrowser } from "gatsby"
import * as React from "react"
import { hydrateOrRender, releaseDeferredHydration } from "./src/components/ui/hydrate-when-visible"
import { browserEmotionCache } from "./src/styles/emotion-cache"

let emotionCache: EmotionCache | undefined

/** One emotion cache for the visit, made when the app starts: it adopts the server's styles in place. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => {
  emotionCache ??= browserEmotionCache()
  return <CacheProvider value={emotionCache}>{element}</CacheProvider>
}

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: that type still names ReactDOM.render's
// legacy overloads, which a React 18 root function cannot match.
export const replaceHydrateFunction = () => hydrateOrRender

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) releaseDeferredHydration()
}
