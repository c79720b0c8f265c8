import type { GatsbyNode } from "gatsby"

/**
 * Three things every page's app bundle carried without using them:
 * - Gatsby's internal Partytown plugin: its browser half runs only under `gatsby develop`, yet
 *   imports Partytown's snippet and the whole of gatsby-script (the site uses neither `<Script>`
 *   nor off-main-thread scripts). The production browser build resolves it to an empty module
 *   (3.9 KB).
 * - @emotion/react imports hoist-non-react-statics for its side effects only (`import
 *   "hoist-non-react-statics"`), and that package does not declare that it has none, so webpack
 *   keeps it and react-is with it (3.1 KB), though only emotion's unused `withTheme` calls it.
 *   The rule below declares what the package is: functions, no side effects.
 * - Gatsby's start requires its service-worker registration when a plugin asks for one
 *   (`registerServiceWorker`); none of ours does, so the module is left out (1.1 KB). A plugin that
 *   registers a service worker must remove this line.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    module: { rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
    plugins: [
      plugins.normalModuleReplacement(/[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, "data:text/javascript,"),
      plugins.ignore({ resourceRegExp: /^\.\/register-service-worker$/, contextRegExp: /[\\/]\.cache$/ }),
    ],
  })
}
