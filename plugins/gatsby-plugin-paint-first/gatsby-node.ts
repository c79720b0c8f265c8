import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { COMPILE_HINT } from "./compile-hint"
import { isOn, TECHNIQUES, type PaintFirstOptions, type Technique } from "./options"
import { applyEdits, tagsOf } from "./html-tags"
import { laterSheet, removeUnlinkedSheets } from "./later-sheet"
import { scriptTagsEdit } from "./start-after-paint"

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
 * After every build, each page starts its scripts after its first paint and links its later sheet;
 * the sheets no page links any more leave public/.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, options) => {
  if (!isOn(options as PaintFirstOptions, "scriptsAfterPaint")) return
  const publicDir = path.join(process.cwd(), "public")
  const linked = new Set<string>()
  let changed = 0
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue
    const file = path.join(entry.parentPath, entry.name)
    // Slice fragments are Gatsby's sources for stitching, not pages.
    if (path.relative(publicDir, file).startsWith(path.join("_gatsby", "slices"))) continue
    const html = fs.readFileSync(file, "utf8")
    // One reading of the page for both changes.
    const tags = tagsOf(html)
    const later = laterSheet(tags, publicDir)
    const next = applyEdits(html, [scriptTagsEdit(tags), later.edit])
    for (const name of later.linked) linked.add(name)
    if (next !== html) {
      fs.writeFileSync(file, next)
      changed++
    }
  }
  const removed = removeUnlinkedSheets(publicDir, linked)
  reporter.info(`Scripts start after the first paint: ${changed} pages; later sheets no page links: ${removed} removed`)
}
