/**
 * The building blocks of the content schemas, and what the GraphQL schema (graphql.ts) needs to
 * know beyond zod: the name of a nested type or enum, and fields Gatsby resolves itself (a link to
 * a File node, a formatted date).
 */
import { z, type ZodTypeAny } from "zod"

type GraphqlMeta = { name?: string; field?: string }
const graphqlMeta = new WeakMap<ZodTypeAny, GraphqlMeta>()

/** Names a nested object or enum in GraphQL; unnamed ones are named after their parent and field. */
export function named<T extends ZodTypeAny>(name: string, schema: T): T {
  graphqlMeta.set(schema, { ...graphqlMeta.get(schema), name })
  return schema
}

/** A field Gatsby resolves, written as GraphQL writes it (always nullable: it is looked up). */
function resolved<T extends ZodTypeAny>(field: string, schema: T): T {
  graphqlMeta.set(schema, { ...graphqlMeta.get(schema), field })
  return schema
}

export const graphqlMetaOf = (schema: ZodTypeAny): GraphqlMeta => graphqlMeta.get(schema) ?? {}

/** Image fields' folders under content/images/, by the schema that declares one (imagesIn). */
const imageFolders = new WeakMap<ZodTypeAny, string>()

/**
 * The schema inside optional, nullable, default and refinement wrappers; its name and its images'
 * folder from any layer.
 */
export function unwrapSchema(schema: ZodTypeAny): { inner: ZodTypeAny; nullable: boolean; name?: string; imageFolder?: string } {
  let inner = schema
  let nullable = false
  let name = graphqlMetaOf(inner).name
  let imageFolder = imageFolders.get(inner)
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) {
      nullable = true
      inner = inner._def.innerType as ZodTypeAny
    } else if (inner instanceof z.ZodEffects) inner = inner._def.schema as ZodTypeAny
    else break
    name ??= graphqlMetaOf(inner).name
    imageFolder ??= imageFolders.get(inner)
  }
  return { inner, nullable, name, imageFolder }
}

export const nonEmpty = z.string().trim().min(1, "must not be empty")
export const sitePath = z.string().regex(/^\/[^\s]*$/, "must be a site path starting with /")
export const url = z.string().url("must be an absolute URL")
export const twoDigits = z.string().regex(/^\d{2}$/, "must be a two-digit string like 01")

/** An image under content/images, linked to its File node (and so to its resized copies). */
export const imagePath = resolved(
  'File @link(by: "relativePath")',
  z.string().regex(/^images\/[a-z0-9/_-]+\.(png|jpe?g|webp|svg)$/, "must be an image under content/images, e.g. images/services/web.png"),
)

/** An image beside a blog post, linked to its File node. */
export const besideImage = resolved(
  "File @fileByRelativePath",
  z.string().regex(/^\.\/[a-z0-9_-]+\.(png|jpe?g|webp)$/, "must be a file beside the post, e.g. ./cover.jpg"),
)

/** A day, formatted by the query (`date(formatString: …)`). */
export const isoDate = resolved("Date @dateformat", z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be an ISO date YYYY-MM-DD"))

/** A file under static/, named by the site path it is served at (e.g. "/media/videos/x.mp4"). */
export const staticFile = (extensions: string, example: string) =>
  z.string().regex(new RegExp(`^/[a-z0-9/_-]+\\.(${extensions})$`), `must be a file under static/ named by its site path, e.g. ${example}`)

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
export function imagesIn<T extends ZodTypeAny>(folder: string, schema: T) {
  const pattern = new RegExp(`^images/${folder.split("{{slug}}").map(escapeRegExp).join("[^/]+")}/[^/]+$`)
  const checked = schema.superRefine((value, ctx) => {
    for (const { at, ref } of imagePathsIn(value)) {
      if (!pattern.test(ref))
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: at,
          message: `must be a picture directly in content/images/${folder.replace("{{slug}}", "<slug>")}/`,
        })
    }
  })
  imageFolders.set(checked, folder)
  return checked
}

export const linkSchema = named("NavLink", z.object({ label: nonEmpty, value: sitePath }).strict())
export const imageWithAlt = named("ContentImage", z.object({ alt: nonEmpty, url: imagePath }).strict())
