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

/**
 * The banner's place among webpack's asset stages: after minification (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE,
 * 400), which would drop the comment, and before the source maps and content hashes are made, which
 * then account for the added line.
 */
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
 * After the build, every page starts Gatsby's scripts after its first paint (scriptsAfterPaint)
 * and links its later sheet (splitStyles). Gatsby stitches its scripts into a page again whenever
 * they change; this runs after every build, so a page never keeps stale script tags.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, options) => {
  if (!isOn(options as PaintFirstOptions, "scriptsAfterPaint")) return
  const publicDir = path.join(process.cwd(), "public")
  let changed = 0
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue
    const file = path.join(entry.parentPath, entry.name)
    // Slice fragments are Gatsby's sources for stitching, not pages.
    if (path.relative(publicDir, file).startsWith(path.join("_gatsby", "slices"))) continue
    const html = fs.readFileSync(file, "utf8")
    const next = moveLaterSheet(rewriteScriptTags(html), publicDir)
    if (next !== html) {
      fs.writeFileSync(file, next)
      changed++
    }
  }
  reporter.info(`Scripts start after the first paint: ${changed} pages`)
}
