/**
 * The configuration of the browser editor (Decap CMS), generated from the content registry: a
 * collection for every content type, a field for every field of its zod schema, with the widget the
 * field's type calls for. Nothing here is written by hand per field, so a field added to a schema is
 * editable at once, and a test (cms-config.test.ts) holds the two together. A field's label and hint
 * are the schema's metadata (`label`, `description`: fields.ts), and a list's "Add …" button names
 * one item by its `itemLabel`.
 */
import type { z } from "zod/v4"
import { jsonSchemaOf, withoutNull, type FieldSchema } from "./fields"
import { CONTENT_TYPES, type ContentType } from "./registry"

type DecapWidget = "string" | "text" | "markdown" | "number" | "boolean" | "select" | "list" | "object" | "image"
/** Widgets of our own (src/cms/cms-widgets.js, which says what each does) */
type OurWidget = "identifier" | "checked-string" | "checked-text" | "day"

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

/** The editor fields of a content type's entry: its schema's, its snippet's checked, its `identifier` kept once saved. */
function entryFields(type: ContentType, identifier?: string): CmsField[] {
  const snippet = Object.values(type.snippet ?? {})
  return cmsFields(type.schema).map((f) => {
    if (f.name === identifier) return { ...f, widget: "identifier" as const }
    if (snippet.includes(f.name) && (f.widget === "string" || f.widget === "text")) return { ...f, widget: `checked-${f.widget}` as const }
    return f
  })
}

/** The editor fields of a content schema, in the schema's order. */
export function cmsFields(schema: z.ZodType, context: FieldContext = {}): CmsField[] {
  const json = jsonSchemaOf(schema)
  if (json.type !== "object") throw new Error("a content schema is an object")
  return objectFields(json, context)
}

/**
 * The format of the JSON collections (registered by src/cms/cms-setup.js): an entry's keys in its fields'
 * order, where Decap's "json" writes a hash order beyond eight keys (scripts/lib/cms-format.ts in Node).
 */
export const JSON_FORMAT = "json-in-field-order"

export const collectionName = (type: ContentType) =>
  type.label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** The hint of an MDX entry's text, which the editor keeps as written. */
export const BODY_HINT =
  "The page's text in Markdown: a blank line between paragraphs, ## before a heading, - before a list item, **bold**, [link text](/contact)."

/** A folder collection (one file an entry) for a pattern with `*`; single files are grouped into one "files" collection. */
function folderCollection(type: ContentType) {
  const [folder, rest] = type.files.split("/*")
  const mdx = type.files.endsWith(".mdx")
  // A service's file is named after its slug field; other entries after their title, by Decap.
  const identifier = type.typeName === "ServiceEntry" ? "slug" : undefined
  // MDX is edited as text: the rich-text editor would rewrite or drop component tags it cannot read.
  const body: CmsField[] = mdx ? [{ name: "body", label: "Text", widget: "markdown", modes: ["raw"], hint: BODY_HINT }] : []
  return {
    name: collectionName(type),
    label: type.label,
    folder: `content/${folder}`,
    extension: mdx ? "mdx" : "json",
    format: mdx ? "frontmatter" : JSON_FORMAT,
    create: true,
    // blog/*/index.mdx: a folder per post with its text and its images beside it
    ...(rest.startsWith("/index") ? { path: "{{slug}}/index", media_folder: "", public_folder: "" } : {}),
    // The field naming an entry in its list and a new post's folder (Decap guesses only among "string" widgets)
    ...(type.livePath ? { preview_path: type.livePath } : {}),
    ...(identifier ? { identifier_field: identifier, slug: `{{fields.${identifier}}}` } : { identifier_field: "title", slug: "{{slug}}" }),
    // The field that names the file cannot change once the entry is saved: every link to the page
    // (navigation, cards, other pages) and its pictures' folder use it.
    fields: [...entryFields(type, identifier), ...body],
  }
}

export type CmsOptions = {
  backend: Record<string, unknown>
  /** decap-server's address when the editor is opened on localhost or 127.0.0.1 (Decap uses it only there) */
  localBackend: boolean | { url: string }
  /** "editorial_workflow": changes wait as pull requests (drafts, in review, ready) until published */
  publishMode?: "simple" | "editorial_workflow"
  /** The picture on the sign-in screen: the agency's logo */
  logoUrl?: string
  /** The live site, whose page of a published entry the editor's "View Live" opens (each type's livePath) */
  siteUrl?: string
}

/** The whole configuration (Decap reads it as YAML, of which JSON is a part). */
export function cmsConfig(options: CmsOptions, types: readonly ContentType[] = CONTENT_TYPES) {
  const single = types.filter((type) => !type.files.includes("*"))
  return {
    backend: options.backend,
    local_backend: options.localBackend,
    ...(options.publishMode ? { publish_mode: options.publishMode } : {}),
    ...(options.logoUrl ? { logo_url: options.logoUrl } : {}),
    ...(options.siteUrl ? { site_url: options.siteUrl } : {}),
    // Content names its images by their path under content/ ("images/services/x.png").
    media_folder: "content/images",
    public_folder: "images",
    collections: [
      ...types.filter((type) => type.files.includes("*")).map(folderCollection),
      {
        name: "site",
        label: "Site and pages",
        extension: "json",
        format: JSON_FORMAT,
        files: single.map((type) => ({
          name: collectionName(type),
          label: type.label,
          file: `content/${type.files}`,
          ...(type.livePath ? { preview_path: type.livePath } : {}),
          fields: entryFields(type),
        })),
      },
    ],
  }
}
