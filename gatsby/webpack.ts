import type { GatsbyNode } from "gatsby"

/**
 * Script names carry 8 hex digits of their content's hash, not webpack's 20: every page lists
 * every page's script in Gatsby's chunk map, so the 12 digits it does not need cost 150–220 bytes
 * of each page's compressed HTML, within the first round trip (built-site.test). 32 bits keep a
 * changed file's name apart from the old one's for caching: two versions of one script share a
 * name once in four billion changes.
 *
 * @emotion/react imports hoist-non-react-statics for its side effects only (`import
 * "hoist-non-react-statics"`), and that package does not declare that it has none, so webpack
 * keeps it and react-is with it (3.1 KB), though only emotion's unused `withTheme` calls it. The
 * rule below declares what the package is: functions, no side effects.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    module: { rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
  })
  // setWebpackConfig leaves `output` alone, so the hash length goes in by replacing the config.
  const config = getConfig()
  actions.replaceWebpackConfig({ ...config, output: { ...config.output, hashDigestLength: 8 } })
}
