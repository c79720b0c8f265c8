/**
 * The building blocks of the content schemas, and what the GraphQL schema (graphql.ts) and the
 * browser editor (cms.ts) need to know beyond validation. That knowledge is zod metadata
 * (`.meta()`), which `z.toJSONSchema` writes into each field's JSON Schema beside its type, lengths
 * and pattern; both generators read that JSON Schema and nothing else of zod. Zod keeps metadata
 * on the schema it was given to, and a new check (`.min()`, `.superRefine()`) makes a new schema
 * without it: so metadata is given last, as the helpers here do.
 *
 * What the editor shows of a field, its label and its hint, is metadata too (`label`,
 * `description`), given where the field is used (`nonEmpty.meta({ label, description })`), never on
 * a building block that several fields share.
 */
import { z } from "zod"

/** What a field's JSON Schema carries beyond JSON Schema's own keywords. */
export type FieldMeta = {
  /** The GraphQL name of a nested object or enum; unnamed ones are named after their parent and field */
  graphqlName?: string
  /** A field Gatsby resolves, written as GraphQL writes it (always nullable: it is looked up) */
  graphqlField?: string
  /** The editor's widget where a string is more than text ("markdown": rich text kept as Markdown) */
  widget?: "image" | "day" | "markdown"
  /** The folder of content/images/ its pictures are in (imagesIn) */
  imageFolder?: string
  /** The message of the field's pattern, for the editor to show as one types */
  patternMessage?: string
  /** What the editor calls the field, in plain words ("Search result title"); its hint is JSON Schema's `description` */
  label?: string
  /** What the editor calls one item of a list ("Question"): its "Add question" button */
  itemLabel?: string
}

/** A field's JSON Schema, as `z.toJSONSchema` writes it, with the metadata above. */
export type FieldSchema = FieldMeta & {
  type?: "string" | "number" | "integer" | "boolean" | "array" | "object" | "null"
  properties?: Record<string, FieldSchema>
  required?: string[]
  items?: FieldSchema
  anyOf?: FieldSchema[]
  enum?: string[]
  pattern?: string
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  description?: string
}

/** The JSON Schema of a content schema, as an editor fills it in (a field with a default may be left out). */
export const jsonSchemaOf = (schema: z.ZodType): FieldSchema => z.toJSONSchema(schema, { io: "input" }) as FieldSchema

/** A field's schema without its `null` alternative, and whether it had one. */
export function withoutNull(field: FieldSchema): { inner: FieldSchema; nullable: boolean } {
  const others = field.anyOf?.filter((option) => option.type !== "null")
  if (field.anyOf && others?.length === 1) return { inner: { ...others[0], ...metaOf(field) }, nullable: true }
  return { inner: field, nullable: false }
}

const META_KEYS = ["graphqlName", "graphqlField", "widget", "imageFolder", "patternMessage", "label", "itemLabel", "description"] as const
const metaOf = (field: FieldSchema): FieldMeta =>
  Object.fromEntries(META_KEYS.filter((key) => key in field).map((key) => [key, field[key]]))

/**
 * A check of a whole value (an entry, a picture's folder), run once its fields have the right form
 * (other whole-value checks may have spoken): a rule about two fields says nothing useful while one
 * of them is malformed. `report` adds an issue at a path.
 */
export function checkWhole<T extends z.ZodType>(
  schema: T,
  check: (value: z.output<T>, report: (path: (string | number)[], message: string) => void) => void,
): T {
  return schema.check((payload) => {
    if (payload.issues.some((issue) => issue.code !== "custom")) return
    check(payload.value, (path, message) => payload.issues.push({ code: "custom", path, message, input: payload.value, continue: true }))
  })
}

/** Names a nested object or enum in GraphQL. */
export const named = <T extends z.ZodType>(graphqlName: string, schema: T): T => schema.meta({ graphqlName })

/** A string that must match `pattern`, with the message the check and the editor give. */
export const matching = (pattern: RegExp, message: string) => z.string().regex(pattern, message).meta({ patternMessage: message })

/** The hint of a link to a page of this site. */
export const PAGE_LINK = "A page of this site, starting with /, e.g. /service/seo-services."
/** What an image field's file name may be (imagePath). */
export const PICTURE_FILE = "Its file name in lower-case letters, digits, - and _, a JPEG, PNG, WebP or SVG."

export const nonEmpty = z.string().trim().min(1, "must not be empty")
export const sitePath = matching(/^\/[^\s]*$/, "must be a page address starting with /, e.g. /contact")
export const url = z.string().url("must be an absolute URL")
export const twoDigits = matching(/^\d{2}$/, "must be two digits, e.g. 01")

/** An image under content/images, linked to its File node (and so to its resized copies). */
export const imagePath = matching(
  /^images\/[a-z0-9/_-]+\.(png|jpe?g|webp|svg)$/,
  "must be an image under content/images, e.g. images/services/web.png",
).meta({ widget: "image", graphqlField: 'File @link(by: "relativePath")' })

/** An image beside a blog post, linked to its File node: "./cover.jpg", or "cover.jpg" as the editor writes an upload. */
export const besideImage = matching(/^(\.\/)?[a-z0-9_-]+\.(png|jpe?g|webp)$/, "must be a picture beside the post, e.g. ./cover.jpg").meta({
  widget: "image",
  graphqlField: "File @fileByRelativePath",
})

/** A day, formatted by the query (`date(formatString: …)`); typed dd/mm/yyyy in the editor (its "day" widget). */
export const isoDate = matching(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD, e.g. 2025-02-14").meta({
  widget: "day",
  graphqlField: "Date @dateformat",
})

/** A file under static/, named by the site path it is served at (e.g. "/media/videos/x.mp4"). */
export const staticFile = (extensions: string, example: string) =>
  matching(new RegExp(`^/[a-z0-9/_-]+\\.(${extensions})$`), `must be a file under static/ named by its site path, e.g. ${example}`)

/** Every image path ("images/...") in a value, with where it is. */
export function imagePathsIn(value: unknown, at: (string | number)[] = []): { at: (string | number)[]; ref: string }[] {
  if (typeof value === "string") return value.startsWith("images/") ? [{ at, ref: value }] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => imagePathsIn(v, [...at, i]))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => imagePathsIn(v, [...at, k]))
  return []
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * Pictures kept in one folder of content/images/: `folder` is a path under it, in which `{{slug}}`
 * stands for the entry's slug ("services/{{slug}}"). The browser editor finds a picture by its file
 * name in its field's folder (Decap's media_folder) and puts uploads there: src/content-schema/cms.ts
 * gives every image field inside `schema` this folder, and the check here holds each picture directly
 * in it, where the editor will look.
 */
export function imagesIn<T extends z.ZodType>(folder: string, schema: T): T {
  const pattern = new RegExp(`^images/${folder.split("{{slug}}").map(escapeRegExp).join("[^/]+")}/[^/]+$`)
  const checked = checkWhole(schema, (value, report) => {
    for (const { at, ref } of imagePathsIn(value)) {
      if (!pattern.test(ref)) report(at, `must be a picture directly in content/images/${folder.replace("{{slug}}", "<slug>")}/`)
    }
  })
  // The check made a new schema without the given one's metadata: it is given again, with the folder.
  return checked.meta({ ...z.globalRegistry.get(schema), imageFolder: folder }) as T
}

export const linkSchema = named(
  "NavLink",
  z
    .object({
      label: nonEmpty.meta({ label: "Link text", description: "The words the link shows, e.g. SEO Services." }),
      value: sitePath.meta({
        label: "Link (page address)",
        description: "A page of this site, starting with /, e.g. /service/seo-services.",
      }),
    })
    .strict(),
)
export const imageWithAlt = named(
  "ContentImage",
  z
    .object({
      alt: nonEmpty.meta({
        label: "Picture description",
        description:
          "What the picture shows, in a sentence, for visitors who cannot see it and for search engines, e.g. Illustration of a search bar above rising bars.",
      }),
      url: imagePath.meta({
        label: "Picture",
        description: "Choose a picture or upload one: its file name in lower-case letters, digits, - and _, a JPEG, PNG, WebP or SVG.",
      }),
    })
    .strict(),
)
