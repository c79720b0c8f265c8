/**
 * What the browser editor (Decap CMS) writes when it saves an entry, done here in Node: our JSON
 * format (JSON_FORMAT of src/content-schema/cms.ts, registered by src/cms/editor.ts: indented by
 * two spaces, an entry's keys in the order of its fields) and Decap's front matter format (gray-matter
 * with the yaml 1.x that decap-cms depends on; keys in the order of the collection's fields); Decap
 * ends every file it writes with a newline. Content files are kept in exactly this form, so an edit in
 * the editor changes only the lines it means to. `npm run format:content` rewrites files into it; a
 * test holds every file to it, and the browser journey (__tests__/e2e/cms-journey.test.ts) the editor.
 */
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { cmsFields } from "../../src/content-schema/cms-fields"
import { contentTypeOf } from "../../src/content-schema/registry"

// The yaml package decap-cms itself depends on (1.x; its output differs from 2.x).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const YAML = require("decap-cms/node_modules/yaml") as {
  createNode(value: unknown): { items: { key?: { toString(): string } }[] }
  parseDocument(text: string): { toJSON(): Record<string, unknown> }
  Document: new () => { contents: unknown; toString(): string }
}

/** Decap's last step on any format's text (decap-cms-core's entryToRaw). */
const endLine = (text: string) => (text.endsWith("\n") ? text : `${text}\n`)

/** An entry as our JSON format writes it: its keys in the fields' order, keys of no field after them as they were. */
export function jsonFile(data: Record<string, unknown>, fieldOrder: string[]): string {
  const rank = (key: string) => (fieldOrder.includes(key) ? fieldOrder.indexOf(key) : fieldOrder.length)
  const keys = Object.keys(data).sort((a, b) => rank(a) - rank(b))
  return endLine(JSON.stringify(Object.fromEntries(keys.map((key) => [key, data[key]])), null, 2))
}

/** Front matter as Decap's yaml formatter writes it: keys sorted by the fields' order, the rest after. */
function yamlOf(data: Record<string, unknown>, fieldOrder: string[]): string {
  const node = YAML.createNode(data)
  const rank = (key?: { toString(): string }) => fieldOrder.indexOf(key?.toString() ?? "")
  node.items.sort((a, b) => (rank(a.key) === -1 || rank(b.key) === -1 ? 0 : rank(a.key) - rank(b.key)))
  const doc = new YAML.Document()
  doc.contents = node
  return doc.toString()
}

export function frontmatterFile(text: string, fieldOrder: string[]): string {
  // Read as Decap reads it: YAML 1.2, where a date stays the text it is.
  const { data, content } = matter(text, { engines: { yaml: (yaml: string) => YAML.parseDocument(yaml).toJSON() } })
  const body = content.trim() ? content : ""
  const out = matter.stringify(body, data, {
    engines: { yaml: { parse: () => ({}), stringify: (meta: object) => yamlOf(meta as Record<string, unknown>, fieldOrder) } },
  } as never)
  // Decap's front matter format drops the newline gray-matter adds after a body that has none, and
  // Decap then ends the file with one all the same.
  return endLine(out)
}

/** The text the editor would save for a content file loaded and saved unchanged. */
export function asCmsSaves(relativePath: string, text: string): string {
  const type = contentTypeOf(relativePath)
  if (!type) throw new Error(`content/${relativePath}: no content type is declared for this file`)
  const fieldOrder = cmsFields(type.schema).map((field) => field.name)
  return relativePath.endsWith(".json")
    ? jsonFile(JSON.parse(text) as Record<string, unknown>, fieldOrder)
    : frontmatterFile(text, fieldOrder)
}

/** Every content file the editor edits, relative to content/. */
export function cmsContentFiles(contentDir: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? walk(full) : [path.relative(contentDir, full).split(path.sep).join("/")]
    })
  return walk(contentDir).filter((file) => /\.(json|mdx)$/.test(file) && contentTypeOf(file) !== undefined)
}
