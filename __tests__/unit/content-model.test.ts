/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { buildSchema, GraphQLEnumType, GraphQLList, GraphQLNonNull, GraphQLObjectType, type GraphQLOutputType } from "graphql"
import { z } from "zod"
import { named } from "../../src/content-schema/fields"
import { graphqlTypeDefs } from "../../src/content-schema/graphql"
import { CONTENT_TYPES, contentTypeOf, jsonTypeName } from "../../src/content-schema/registry"

const contentDir = path.resolve(__dirname, "..", "..", "content")

/** What Gatsby declares and the generated definitions use. */
const GATSBY_PRELUDE = `
  directive @dontInfer on OBJECT
  directive @link(by: String) on FIELD_DEFINITION
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @dateformat on FIELD_DEFINITION
  scalar Date
  interface Node { id: ID! }
  type File implements Node { id: ID! }
  type Query { ok: Boolean }
`

const schemaOf = (typeDefs: string) =>
  buildSchema(`${GATSBY_PRELUDE}\n${typeDefs.replace(/implements Node @dontInfer \{/g, "implements Node @dontInfer {\n  id: ID!")}`)

/** The zod schema inside optional, nullable, default and refinement wrappers, and whether it may be absent. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return { inner: unwrap(schema.unwrap() as z.ZodType).inner, optional: true }
  return { inner: schema, optional: false }
}

/**
 * Walks a zod schema and a GraphQL type side by side and lists every disagreement: a field on one
 * side only, a different nullability, a missing enum value. File links and dates are Gatsby's.
 */
function disagreements(schema: z.ZodType, type: GraphQLOutputType, at: string): string[] {
  const { inner, optional } = unwrap(schema)
  const nullable = !(type instanceof GraphQLNonNull)
  const base = type instanceof GraphQLNonNull ? type.ofType : type
  if (base instanceof GraphQLObjectType && (base.name === "File" || base.name === "Date")) return []
  if (String(base) === "Date") return []
  const problems =
    nullable !== optional ? [`${at}: ${optional ? "optional" : "required"} in zod, ${nullable ? "nullable" : "non-null"} in GraphQL`] : []
  if (inner instanceof z.ZodObject && base instanceof GraphQLObjectType) {
    const zodFields = Object.keys(inner.shape as object)
    const gqlFields = Object.keys(base.getFields()).filter((name) => name !== "id" || zodFields.includes("id"))
    for (const name of zodFields.filter((f) => !gqlFields.includes(f))) problems.push(`${at}.${name}: in zod only`)
    for (const name of gqlFields.filter((f) => !zodFields.includes(f))) problems.push(`${at}.${name}: in GraphQL only`)
    for (const name of zodFields.filter((f) => gqlFields.includes(f)))
      problems.push(...disagreements((inner.shape as Record<string, z.ZodType>)[name], base.getFields()[name].type, `${at}.${name}`))
  } else if (inner instanceof z.ZodArray && base instanceof GraphQLList) {
    problems.push(...disagreements(inner.element as z.ZodType, base.ofType as GraphQLOutputType, `${at}[]`))
  } else if (inner instanceof z.ZodEnum) {
    if (!(base instanceof GraphQLEnumType)) problems.push(`${at}: an enum in zod, ${String(base)} in GraphQL`)
    else {
      const values = base.getValues().map((v) => v.name)
      for (const value of inner.options as string[])
        if (!values.includes(value)) problems.push(`${at}: enum value ${value} missing in GraphQL`)
      for (const value of values)
        if (!(inner.options as string[]).includes(value)) problems.push(`${at}: enum value ${value} in GraphQL only`)
    }
  } else {
    const expected =
      inner instanceof z.ZodString
        ? "String"
        : inner instanceof z.ZodBoolean
          ? "Boolean"
          : inner instanceof z.ZodNumber
            ? inner.isInt
              ? "Int"
              : "Float"
            : "?"
    if (String(base) !== expected) problems.push(`${at}: ${expected} in zod, ${String(base)} in GraphQL`)
  }
  return problems
}

describe("the content model", () => {
  const schema = schemaOf(graphqlTypeDefs())

  it.each(CONTENT_TYPES.filter((type) => type.typeName !== "Mdx").map((type) => [type.typeName, type] as const))(
    "generates GraphQL for %s that agrees with its zod schema field by field",
    (name, type) => {
      expect(disagreements(type.schema, new GraphQLNonNull(schema.getType(name) as GraphQLObjectType), name)).toEqual([])
    },
  )

  it("merges the MDX frontmatter: every field of any MDX type, non-null only where all require it", () => {
    const frontmatter = schema.getType("MdxFrontmatter") as GraphQLObjectType
    const mdx = CONTENT_TYPES.filter((type) => type.typeName === "Mdx").map((type) => unwrap(type.schema).inner as z.ZodObject)
    const keys = [...new Set(mdx.flatMap((s) => Object.keys(s.shape as object)))].sort()
    expect(Object.keys(frontmatter.getFields()).sort()).toEqual(keys)
    for (const key of ["title", "description"]) expect(String(frontmatter.getFields()[key].type)).toBe("String!")
    expect(String(frontmatter.getFields().path.type)).toBe("String")
  })

  it("makes enums of zod enums, so templates need no casts", () => {
    expect((schema.getType("ServiceFamily") as GraphQLEnumType).getValues().map((v) => v.name)).toEqual([
      "web",
      "marketing",
      "design",
      "messaging",
      "pr",
    ])
    expect(String((schema.getType("ServiceEntry") as GraphQLObjectType).getFields().family.type)).toBe("ServiceFamily!")
  })

  it("finds the disagreements it is there to find", () => {
    const zodSide = z.object({ a: z.string(), b: z.string().optional(), kind: z.enum(["x", "y"]), extra: z.number().int() })
    const gql = schemaOf("enum K { x }\ntype T implements Node @dontInfer { a: String, b: String, kind: K!, other: Int }")
    expect(disagreements(zodSide, new GraphQLNonNull(gql.getType("T") as GraphQLObjectType), "T").sort()).toEqual(
      [
        "T.a: required in zod, nullable in GraphQL",
        "T.extra: in zod only",
        "T.kind: enum value y missing in GraphQL",
        "T.other: in GraphQL only",
      ].sort(),
    )
  })

  it("names nested types after their parent and field, or by named(); two schemas may not share a name", () => {
    const item = named("Shared", z.object({ label: z.string() }))
    const defs = graphqlTypeDefs([
      {
        typeName: "Thing",
        label: "Thing",
        files: "thing.json",
        schema: z.object({ stats: z.array(z.object({ n: z.number() })), one: item, two: item.optional() }),
      },
    ])
    expect(defs).toContain("stats: [ThingStat!]!")
    expect(defs).toContain("n: Float!")
    expect(defs).toContain("one: Shared!")
    expect(defs).toContain("two: Shared\n")
    const clash = {
      typeName: "Clash",
      label: "Clash",
      files: "c.json",
      schema: z.object({ a: named("Same", z.object({ x: z.string() })), b: named("Same", z.object({ y: z.string() })) }),
    }
    expect(() => graphqlTypeDefs([clash])).toThrow(/Same is defined by two different schemas/)
  })

  it("has a content type for every JSON and MDX file under content/", () => {
    const files = (fs.readdirSync(contentDir, { recursive: true }) as string[])
      .map((f) => f.split(path.sep).join("/"))
      .filter((f) => /\.(json|mdx)$/.test(f))
    expect(files.filter((file) => !contentTypeOf(file))).toEqual([])
    expect(jsonTypeName("services/seo-services.json")).toBe("ServiceEntry")
    expect(() => jsonTypeName("stray.json")).toThrow(/no content type is declared/)
  })
})
