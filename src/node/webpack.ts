import path from "node:path"
import type { GatsbyNode } from "gatsby"

/**
 * V8's explicit compile hint: a script that opens with this comment has all of its functions
 * compiled while it streams in, on a background thread, instead of each one on the main thread the
 * first time it is called. Every chunk the browser loads runs most of its code at once (React and
 * Gatsby's runtime while the page starts, a section's code when it hydrates), so the hint moves that
 * compilation out of the main-thread tasks that start the page. Browsers without the hint read a
 * comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/**
 * The banner's place among webpack's asset stages: after minification (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE,
 * 400), which would drop the comment, and before the source maps and content hashes are made, which
 * then account for the added line.
 */
const AFTER_MINIFICATION = 401

/**
 * The browser build: every chunk opens with the compile hint, and the app starts from
 * src/app-entry.ts, which evaluates Gatsby's entry in steps.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  if (stage !== "build-javascript") return
  const config = getConfig() as { entry: Record<string, string>; resolve: { alias: Record<string, string> }; plugins: unknown[] }
  const gatsbyEntry = config.entry.app
  config.entry = { ...config.entry, app: path.join(process.cwd(), "src", "app-entry.ts") }
  config.resolve.alias = { ...config.resolve.alias, "gatsby-production-app$": gatsbyEntry }
  config.plugins = [...config.plugins, plugins.banner({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: AFTER_MINIFICATION })]
  actions.replaceWebpackConfig(config)
}
