import type { GatsbyBrowser } from "gatsby"
import { hydrateOrRender, releaseDeferredHydration } from "./src/components/ui/hydrate-when-visible"

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: that type still names ReactDOM.render's
// legacy overloads, which a React 18 root function cannot match.
export const replaceHydrateFunction = () => hydrateOrRender

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) releaseDeferredHydration()
}
