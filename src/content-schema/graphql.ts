/**
 * The GraphQL type definitions of the content, generated from the zod schemas of the registry:
 * a field required in zod is non-null (`!`), an optional or nullable one is nullable, an enum is a
 * GraphQL enum, a nested object its own type (named with `named()`, or after its parent and
 * field: `About.stats` → `AboutStat`). Every node type is @dontInfer, so a field no file uses yet
 * is still queryable and a wrong value fails the build. The frontmatter of all MDX types merges
 * into one `MdxFrontmatter`: a field is non-null only where every MDX type requires it.
 */
import { z, type ZodTypeAny } from "zod"
import { graphqlMetaOf, unwrapSchema } from "./fields"
import { CONTENT_TYPES, type ContentType } from "./registry"

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1)
/** "stats" → "Stat", "entries" → "Entry"; "process" stays. */
const singular = (key: string) => (key.endsWith("ies") ? `${key.slice(0, -3)}y` : /[^s]s$/.test(key) ? key.slice(0, -1) : key)

/** Merges object schemas: every field of any, required only where all require it. */
function mergeObjects(schemas: ZodTypeAny[]): z.AnyZodObject {
  const shapes = schemas.map((schema) => (unwrapSchema(schema).inner as z.AnyZodObject).shape as Record<string, ZodTypeAny>)
  const keys = [...new Set(shapes.flatMap((shape) => Object.keys(shape)))]
  return z.object(
    Object.fromEntries(
      keys.map((key) => {
        const field = shapes.find((shape) => key in shape)![key]
        const everywhere = shapes.every((shape) => key in shape && !unwrapSchema(shape[key]).nullable)
        return [key, everywhere ? field : field.optional()]
      }),
    ),
  )
}

export function graphqlTypeDefs(types: readonly ContentType[] = CONTENT_TYPES): string {
  const definitions = new Map<string, { schema: ZodTypeAny; text: string }>()

  const define = (name: string, schema: ZodTypeAny, text: () => string): string => {
    const known = definitions.get(name)
    if (known && known.schema !== schema) throw new Error(`GraphQL type ${name} is defined by two different schemas; name one with named()`)
    if (!known) {
      definitions.set(name, { schema, text: "" })
      definitions.set(name, { schema, text: text() })
    }
    return name
  }

  const objectType = (name: string, schema: z.AnyZodObject, head = `type ${name}`): string =>
    define(name, schema, () => {
      const fields = Object.entries(schema.shape as Record<string, ZodTypeAny>).map(
        ([key, field]) => `  ${key}: ${fieldType(field, `${name}${pascal(singular(key))}`)}`,
      )
      return `${head} {\n${fields.join("\n")}\n}`
    })

  /** The GraphQL type of a field; `fallbackName` names a nested object or enum that has no name. */
  function fieldType(schema: ZodTypeAny, fallbackName: string): string {
    const { inner, nullable, name } = unwrapSchema(schema)
    const resolved = graphqlMetaOf(inner).field
    if (resolved) return resolved
    const bang = nullable ? "" : "!"
    if (inner instanceof z.ZodString) return `String${bang}`
    if (inner instanceof z.ZodBoolean) return `Boolean${bang}`
    if (inner instanceof z.ZodNumber) return `${inner.isInt ? "Int" : "Float"}${bang}`
    if (inner instanceof z.ZodArray) return `[${fieldType(inner.element as ZodTypeAny, fallbackName)}]${bang}`
    if (inner instanceof z.ZodEnum) {
      const enumName = name ?? fallbackName
      return `${define(enumName, inner, () => `enum ${enumName} {\n${(inner.options as string[]).map((value) => `  ${value}`).join("\n")}\n}`)}${bang}`
    }
    if (inner instanceof z.ZodObject) return `${objectType(name ?? fallbackName, inner)}${bang}`
    throw new Error(`${fallbackName}: no GraphQL type for ${inner.constructor.name}`)
  }

  for (const type of types) {
    if (type.typeName === "Mdx") continue
    objectType(type.typeName, unwrapSchema(type.schema).inner as z.AnyZodObject, `type ${type.typeName} implements Node @dontInfer`)
  }
  const frontmatter = types.filter((type) => type.typeName === "Mdx").map((type) => type.schema)
  if (frontmatter.length > 0) objectType("MdxFrontmatter", mergeObjects(frontmatter))

  return [...definitions.values()].map((definition) => definition.text).join("\n\n")
}
