/**
 * The GraphQL type definitions of the content, generated from the JSON Schema of the registry's
 * zod schemas (fields.ts): a required field is non-null (`!`), an optional or nullable one is
 * nullable, an enum is a GraphQL enum, a nested object its own type (named with `named()`, or after
 * its parent and field: `About.stats` → `AboutStat`). Every node type is @dontInfer, so a field no
 * file uses yet is still queryable and a wrong value fails the build. The frontmatter of all MDX
 * types merges into one `MdxFrontmatter`: a field is non-null only where every MDX type requires it.
 */
import { jsonSchemaOf, withoutNull, type FieldSchema } from "./fields"
import { CONTENT_TYPES, type ContentType } from "./registry"

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1)
/** "stats" → "Stat", "entries" → "Entry"; "process" stays. */
const singular = (key: string) => (key.endsWith("ies") ? `${key.slice(0, -3)}y` : /[^s]s$/.test(key) ? key.slice(0, -1) : key)

/** Merges object schemas: every field of any, required only where all require it. */
function mergeObjects(schemas: FieldSchema[]): FieldSchema {
  const properties = Object.assign({}, ...schemas.map((schema) => schema.properties)) as Record<string, FieldSchema>
  const required = Object.keys(properties).filter((key) => schemas.every((schema) => schema.required?.includes(key)))
  return { type: "object", properties, required }
}

export function graphqlTypeDefs(types: readonly ContentType[] = CONTENT_TYPES): string {
  const definitions = new Map<string, string>()

  /** Defines a type once; two different definitions under one name are an error. */
  const define = (name: string, text: () => string): string => {
    const known = definitions.get(name)
    if (known === "") return name // being defined: a type that contains itself
    definitions.set(name, "")
    const made = text()
    if (known !== undefined && known !== made)
      throw new Error(`GraphQL type ${name} is defined by two different schemas; name one with named()`)
    definitions.set(name, made)
    return name
  }

  const objectType = (name: string, schema: FieldSchema, head = `type ${name}`): string =>
    define(name, () => {
      const fields = Object.entries(schema.properties ?? {}).map(([key, field]) => {
        const optional = !(schema.required ?? []).includes(key)
        return `  ${key}: ${fieldType(field, optional, `${name}${pascal(singular(key))}`)}`
      })
      return `${head} {\n${fields.join("\n")}\n}`
    })

  /** The GraphQL type of a field; `fallbackName` names a nested object or enum that has no name. */
  function fieldType(field: FieldSchema, optional: boolean, fallbackName: string): string {
    const { inner, nullable } = withoutNull(field)
    if (inner.graphqlField) return inner.graphqlField
    const bang = nullable || optional ? "" : "!"
    const name = inner.graphqlName ?? fallbackName
    if (inner.enum) return `${define(name, () => `enum ${name} {\n${inner.enum!.map((value) => `  ${value}`).join("\n")}\n}`)}${bang}`
    if (inner.type === "string") return `String${bang}`
    if (inner.type === "boolean") return `Boolean${bang}`
    if (inner.type === "integer") return `Int${bang}`
    if (inner.type === "number") return `Float${bang}`
    if (inner.type === "array" && inner.items) return `[${fieldType(inner.items, false, fallbackName)}]${bang}`
    if (inner.type === "object") return `${objectType(name, inner)}${bang}`
    throw new Error(`${fallbackName}: no GraphQL type for ${JSON.stringify(inner)}`)
  }

  for (const type of types) {
    if (type.typeName === "Mdx") continue
    objectType(type.typeName, jsonSchemaOf(type.schema), `type ${type.typeName} implements Node @dontInfer`)
  }
  const frontmatter = types.filter((type) => type.typeName === "Mdx").map((type) => jsonSchemaOf(type.schema))
  if (frontmatter.length > 0) objectType("MdxFrontmatter", mergeObjects(frontmatter))

  return [...definitions.values()].join("\n\n")
}
