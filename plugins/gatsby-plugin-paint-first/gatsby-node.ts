import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { COMPILE_HINT } from "./compile-hint"
import { isOn, TECHNIQUES, type PaintFirstOptions, type Technique } from "./options"
import { moveLaterSheet } from "./later-sheet"
import { rewriteScriptTags } from "./start-after-paint"

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    enabled: Joi.boolean().default(true).description("false: the site builds and starts with Gatsby's defaults"),
    without: Joi.array()
      .items(Joi.string().valid(...TECHNIQUES))
      .default([])
      .description("techniques switched off, to measure what each buys"),
  })

/** After minification (stage 400), which would drop the comment; before source maps and hashes. */
const AFTER_MINIFICATION = 401

/** The browser build: every chunk opens with the compile hint (compileHints). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }, options) => {
  const on = (technique: Technique) => isOn(options as PaintFirstOptions, technique)
  if (stage !== "build-javascript" || !on("compileHints")) return
  const config = getConfig() as { plugins: unknown[] }
  config.plugins = [...config.plugins, plugins.banner({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: AFTER_MINIFICATION })]
  actions.replaceWebpackConfig(config)
}

/**
 * The pages' HTML files in public/, without walking Gatsby's folders of assets and page data (tens of
 * thousands of files on a large site) nor its slice fragments (sources for stitching, not pages).
 */
function htmlPages(publicDir: string): string[] {
  const skipped = new Set(["static", "page-data", path.join("_gatsby", "slices")].map((name) => path.join(publicDir, name)))
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return skipped.has(full) ? [] : walk(full)
      return entry.name.endsWith(".html") ? [full] : []
    })
  return walk(publicDir)
}

/** After every build, each page starts its scripts after its first paint and links its later sheet. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, options) => {
  if (!isOn(options as PaintFirstOptions, "scriptsAfterPaint")) return
  const publicDir = path.join(process.cwd(), "public")
  let changed = 0
  for (const file of htmlPages(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const next = moveLaterSheet(rewriteScriptTags(html), publicDir)
    if (next !== html) {
      fs.writeFileSync(file, next)
      changed++
    }
  }
  reporter.info(`Scripts start after the first paint: ${changed} pages`)
}
