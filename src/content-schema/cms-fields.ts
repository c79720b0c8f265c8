/**
 * The editor's field for each field of a content schema (its JSON Schema, fields.ts), with the widget
 * the field's type calls for, its label and hint from the schema's metadata, and its bounds, pattern
 * and picture folder. src/content-schema/cms.ts makes the editor's collections of them.
 */
import type { z } from "zod"
import { jsonSchemaOf, withoutNull, type FieldSchema } from "./fields"

type DecapWidget = "string" | "text" | "markdown" | "number" | "boolean" | "select" | "list" | "object" | "image"
/** Widgets of our own (src/cms/widgets.ts and checks-widget.ts, which say what each does) */
type OurWidget = "identifier" | "checked-string" | "checked-text" | "day" | "entry-checks"

export type CmsField = {
  name: string
  label: string
  widget: DecapWidget | OurWidget
  required?: boolean
  hint?: string
  pattern?: [string, string]
  options?: string[]
  value_type?: "int" | "float"
  min?: number
  max?: number
  fields?: CmsField[]
  field?: CmsField
  /** A list's name for one of its items ("Add question", "1 question"), whether it opens closed, a closed item's line */
  label_singular?: string
  collapsed?: boolean
  summary?: string
  /** The markdown widget's editors: "raw" alone keeps MDX (component tags, imports) as written. */
  modes?: ("raw" | "rich_text")[]
  /** The rich-text toolbar's buttons and blocks (none: only what the site renders) */
  buttons?: string[]
  editor_components?: string[]
  /** A new entry's value: an empty list where the schema requires a list that may be empty */
  default?: []
  /** An image field's folder from the repository's root ("/content/images/about"), and as its value names it ("images/about") */
  media_folder?: string
  public_folder?: string
}

/** What a field inherits from the fields around it. */
type FieldContext = {
  /** The folder of content/images/ its pictures are in (imagesIn), "services/{{slug}}" */
  imageFolder?: string
  /** Inside an optional object: nothing in it may be required, or the editor refuses to save the entry without the object */
  inOptional?: boolean
}

// Fields whose text runs to sentences: a text area rather than one line.
const LONG_TEXT = new Set(["description", "intro", "aboutDesc", "summary", "footerText", "metaDescription", "story", "transcript", "notes"])

/** The fields that name a list's item, in the order they are looked for. */
const ITEM_TITLES = ["title", "question", "name", "label", "text"]

/** "aboutSubTitle" → "About sub title": the label of a field whose schema gives none. */
export const labelOf = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** "aliases" → "alias", "notes" → "note": the name of one item of a list. */
const singular = (name: string) => (/(s|x|z|ch|sh)es$/.test(name) ? name.slice(0, -2) : name.replace(/s$/, "")) || name

/**
 * Where an image field's pictures are, in Decap's terms. Decap looks a picture up by its file name in
 * the field's media folder, so a field without one finds only pictures directly in content/images/.
 * `{{slug}}` is Decap's template for the entry's slug (the services' identifier_field).
 */
const imageFolderSettings = (folder: string) => ({ media_folder: `/content/images/${folder}`, public_folder: `images/${folder}` })

/** The editor field of one schema field (its JSON Schema, fields.ts); `optional` when its object does not require it. */
export function cmsField(name: string, field: FieldSchema, optional: boolean, context: FieldContext = {}): CmsField {
  const { inner, nullable: orNull } = withoutNull(field)
  const nullable = optional || orNull
  const imageFolder = inner.imageFolder ?? context.imageFolder
  const base = {
    name,
    label: inner.label ?? labelOf(name),
    // Decap checks the fields of an object even when the object is optional and left empty
    // (decaporg/decap-cms#7748): inside one, every field is optional, and the content check
    // (validate.ts) still holds a given object whole.
    ...(nullable || context.inOptional ? { required: false } : {}),
    ...(inner.description ? { hint: inner.description } : {}),
  }
  if (inner.widget === "image") return { ...base, widget: "image", ...(imageFolder ? imageFolderSettings(imageFolder) : {}) }
  // Rich text where the site renders rich text (gatsby/schema.ts): what its toolbar offers, the site keeps.
  if (inner.widget === "markdown")
    return {
      ...base,
      widget: "markdown",
      modes: ["rich_text", "raw"],
      buttons: ["bold", "italic", "link", "bulleted-list", "numbered-list"],
      editor_components: [],
    }
  if (inner.widget === "day") return { ...base, widget: "day" }
  if (inner.enum) return { ...base, widget: "select", options: [...inner.enum] }
  if (inner.type === "string") {
    const pattern = inner.pattern && inner.patternMessage ? { pattern: [inner.pattern, inner.patternMessage] as [string, string] } : {}
    return { ...base, widget: LONG_TEXT.has(name) ? "text" : "string", ...pattern }
  }
  if (inner.type === "number" || inner.type === "integer")
    return { ...base, widget: "number", value_type: inner.type === "integer" ? "int" : "float" }
  if (inner.type === "boolean") return { ...base, widget: "boolean" }
  if (inner.type === "object")
    return {
      ...base,
      widget: "object",
      collapsed: false,
      fields: objectFields(inner, { imageFolder, inOptional: nullable || context.inOptional }),
    }
  if (inner.type === "array" && inner.items) {
    // An item of a list, once added, is whole: its fields are required as the schema says.
    const itemContext = { imageFolder }
    // Decap leaves a list no one touched out of the file: a required one that may be empty (a
    // service's aliases) starts as [] instead.
    const bounds = {
      ...(inner.minItems ? { min: inner.minItems } : {}),
      ...(inner.maxItems !== undefined ? { max: inner.maxItems } : {}),
      ...(!nullable && !context.inOptional && !inner.minItems ? { default: [] as [] } : {}),
    }
    const item = withoutNull(inner.items).inner
    // One item's name, for the list's "Add …" button and count (Decap writes it in lower case).
    const itemLabel = inner.itemLabel ?? (item.type === "object" ? undefined : item.label)
    const list = { ...base, widget: "list" as const, collapsed: false, ...(itemLabel ? { label_singular: itemLabel } : {}), ...bounds }
    if (item.type === "object") {
      const fields = objectFields(item, itemContext)
      // A closed item reads as its title (or question, name…), else as its first line of text.
      const first = fields.find((f) => ITEM_TITLES.includes(f.name)) ?? fields.find((f) => f.widget === "string" || f.widget === "text")
      return { ...list, ...(first ? { summary: `{{fields.${first.name}}}` } : {}), fields }
    }
    // Open, so that each item shows its text rather than the item's label.
    return { ...list, field: cmsField(singular(name), inner.items, false, itemContext) }
  }
  throw new Error(`${name}: no editor widget for ${JSON.stringify(inner)}`)
}

/** The editor fields of an object's JSON Schema, in the schema's order. */
function objectFields(schema: FieldSchema, context: FieldContext): CmsField[] {
  const objectContext = { ...context, imageFolder: schema.imageFolder ?? context.imageFolder }
  return Object.entries(schema.properties ?? {}).map(([name, field]) =>
    cmsField(name, field, !(schema.required ?? []).includes(name), objectContext),
  )
}

/** The editor fields of a content schema, in the schema's order. */
export function cmsFields(schema: z.ZodType, context: FieldContext = {}): CmsField[] {
  const json = jsonSchemaOf(schema)
  if (json.type !== "object") throw new Error("a content schema is an object")
  return objectFields(json, context)
}
