/**
 * The browser editor's own part, bundled by the build into public/cms/editor.js (gatsby/cms.ts) and
 * loaded after Decap CMS: everything here goes through Decap's documented registry (decap.ts).
 * - The preview pane in the site's look, with templates laying out each page as it shows.
 * - Our JSON format, which writes an entry's keys in its fields' order.
 * - Decap's English in the content check's words, in two places.
 * - The content check of the entry before anything is written (preSave).
 * - Our widgets (widgets.ts, checks-widget.ts).
 */
import { EDITOR_LOCALE, JSON_FORMAT } from "../content-schema/cms"
import { ChecksControl } from "./checks-widget"
import { BlogPostPreview, ServicePreview } from "./collection-previews"
import { collectionOf } from "./collections"
import { CMS, type Component, type Format, type PreviewProps } from "./decap"
import { problemsOf } from "./entry-checks"
import { about, homeList, legalPage, pricing } from "./previews"
import { checked, DayControl, IdentifierControl } from "./widgets"

// The site's colours, type and Inter, generated from common/tokens.ts by the build (gatsby/cms-preview.ts).
CMS.registerPreviewStyle("/cms/preview.css")

/**
 * The preview templates, by where their content is kept under content/ (the registry's `files`):
 * each is registered under the name the configuration gives that content's collection or file.
 */
export const PREVIEWS: Record<string, Component<PreviewProps>> = {
  "services/*.json": ServicePreview,
  "blog/*/index.mdx": BlogPostPreview,
  "pricing.json": pricing,
  "about.json": about,
  "pages/*.mdx": legalPage,
  "home/services-list.json": homeList("rows", "Our services"),
  "home/process-steps.json": homeList("steps", "How we work"),
  "home/clients.json": homeList("clients", "Our clients"),
  "home/videos.json": homeList("videos", "Videos"),
}
for (const [files, template] of Object.entries(PREVIEWS)) CMS.registerPreviewTemplate(collectionOf(files), template)

/**
 * The JSON format the configuration names (JSON_FORMAT): an entry's keys in the order of its
 * collection's fields, which Decap hands a format as `sortedKeys`, and keys of no field after them as
 * they were. Decap's own "json" writes the keys in the order its map of the entry holds them, a hash
 * order for more than eight keys. Decap ends the file with a newline. scripts/lib/cms-format.ts
 * writes the same in Node.
 */
export const jsonInFieldOrder: Format = {
  fromFile: (text) => JSON.parse(text),
  toFile: (data, sortedKeys = []) => {
    const rank = (key: string) => (sortedKeys.includes(key) ? sortedKeys.indexOf(key) : sortedKeys.length)
    const keys = Object.keys(data).sort((a, b) => rank(a) - rank(b))
    return JSON.stringify(Object.fromEntries(keys.map((key) => [key, data[key]])), null, 2)
  },
}
CMS.registerCustomFormat(JSON_FORMAT, "json", jsonInFieldOrder)

/**
 * Decap's English in two places, in the words the content check uses: a pattern's message follows
 * the field's label ("Question number must be two digits, e.g. 01."), and the notice of a refused
 * save says what to look for, whatever the fields' problems are. The configuration names this
 * locale, and Decap merges a locale's phrases into its English (decap-cms-locales' README).
 */
CMS.registerLocale(EDITOR_LOCALE, {
  editor: { editorControlPane: { widget: { regexPattern: "%{fieldLabel} %{pattern}." } } },
  ui: {
    toast: {
      missingRequiredField:
        "Some fields need a change before this can be saved: the list at the top of the form names each, with a link to it, and each says what under it, in red.",
    },
  },
})

/**
 * The content check, before anything is written: Decap shows a pre-save error in its toast ("Failed
 * to persist entry: …") and keeps the entry unsaved. `slug` is the file's name in the collection of
 * single files.
 */
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const problems = problemsOf(entry.get("collection"), entry.get("slug"), entry.get("data").toJS())
    if (problems.length > 0) {
      const refusal = new Error(problems.join("; "))
      refusal.name = "The content check refuses it"
      throw refusal
    }
  },
})

// The widgets the configuration names (src/content-schema/cms-fields.ts, OurWidget).
CMS.registerWidget("identifier", IdentifierControl)
for (const widget of ["string", "text"] as const) CMS.registerWidget(`checked-${widget}`, checked(widget))
CMS.registerWidget("day", DayControl)
CMS.registerWidget("entry-checks", ChecksControl)
