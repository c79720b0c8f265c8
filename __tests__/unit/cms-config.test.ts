/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { z, type ZodTypeAny } from "zod"
import { cmsConfig, cmsFields, type CmsField } from "../../src/content-schema/cms"
import { besideImage, imagePath, isoDate } from "../../src/content-schema/fields"
import { CONTENT_TYPES } from "../../src/content-schema/registry"

const contentDir = path.resolve(__dirname, "..", "..", "content")

function unwrap(schema: ZodTypeAny): { inner: ZodTypeAny; optional: boolean } {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return { inner: unwrap(schema._def.innerType).inner, optional: true }
  if (schema instanceof z.ZodEffects) return unwrap(schema._def.schema)
  return { inner: schema, optional: false }
}

/** The widgets a zod type may be edited with. */
function widgetsFor(inner: ZodTypeAny): CmsField["widget"][] {
  if (inner === imagePath || inner === besideImage) return ["image"]
  if (inner === isoDate) return ["datetime"]
  if (inner instanceof z.ZodString) return ["string", "text"]
  if (inner instanceof z.ZodNumber) return ["number"]
  if (inner instanceof z.ZodBoolean) return ["boolean"]
  if (inner instanceof z.ZodEnum) return ["select"]
  if (inner instanceof z.ZodObject) return ["object"]
  if (inner instanceof z.ZodArray) return ["list"]
  return []
}

/** Every disagreement between a schema's fields and the editor's fields, recursively. */
function disagreements(schema: ZodTypeAny, fields: CmsField[], at: string): string[] {
  const shape = (unwrap(schema).inner as z.AnyZodObject).shape as Record<string, ZodTypeAny>
  const problems: string[] = []
  for (const name of Object.keys(shape)) if (!fields.some((f) => f.name === name)) problems.push(`${at}.${name}: missing in the editor`)
  for (const field of fields) {
    const zodField = shape[field.name]
    if (!zodField) {
      problems.push(`${at}.${field.name}: in the editor only`)
      continue
    }
    const { inner, optional } = unwrap(zodField)
    if (!widgetsFor(inner).includes(field.widget))
      problems.push(`${at}.${field.name}: widget ${field.widget} for ${inner.constructor.name}`)
    if ((field.required === false) !== optional) problems.push(`${at}.${field.name}: ${optional ? "optional" : "required"} in zod`)
    if (inner instanceof z.ZodEnum && JSON.stringify(field.options) !== JSON.stringify(inner.options))
      problems.push(`${at}.${field.name}: options differ`)
    if (inner instanceof z.ZodObject) problems.push(...disagreements(inner, field.fields ?? [], `${at}.${field.name}`))
    if (inner instanceof z.ZodArray) {
      const element = unwrap(inner.element as ZodTypeAny).inner
      if (element instanceof z.ZodObject) problems.push(...disagreements(element, field.fields ?? [], `${at}.${field.name}[]`))
      else if (!field.field || !widgetsFor(element).includes(field.field.widget)) problems.push(`${at}.${field.name}[]: item widget`)
    }
  }
  return problems
}

describe("the editor's configuration", () => {
  const config = cmsConfig({ backend: { name: "git-gateway", branch: "main" }, localBackend: true })

  it.each(CONTENT_TYPES.map((type) => [type.label, type] as const))("has every field of %s with its widget", (_label, type) => {
    const collection = config.collections.find((c) => ("files" in c ? c.files.some((f) => f.label === type.label) : c.label === type.label))
    expect(collection).toBeDefined()
    const fields = "files" in collection! ? collection.files.find((f) => f.label === type.label)!.fields : collection!.fields
    expect(
      disagreements(
        type.schema,
        fields.filter((f) => f.name !== "body"),
        type.label,
      ),
    ).toEqual([])
  })

  it("points every collection at files that exist", () => {
    for (const collection of config.collections) {
      if ("files" in collection)
        for (const file of collection.files) expect(fs.existsSync(path.join(contentDir, "..", file.file))).toBe(true)
      else expect(fs.readdirSync(path.join(contentDir, "..", collection.folder)).length).toBeGreaterThan(0)
    }
  })

  it("opens nested lists with a summary, bounds them as the schema does, and gives MDX a text body", () => {
    const services = config.collections.find((c) => c.label === "Services") as { fields: CmsField[] }
    const faqs = services.fields.find((f) => f.name === "faqs")!
    expect(faqs).toMatchObject({ widget: "list", collapsed: false, min: 3, max: 3, summary: "{{fields.id}}" })
    expect(faqs.fields!.find((f) => f.name === "id")!.pattern![0]).toBe("^\\d{2}$")
    expect(services.fields.find((f) => f.name === "family")).toMatchObject({
      widget: "select",
      options: ["web", "marketing", "design", "messaging", "pr"],
    })
    const blog = config.collections.find((c) => c.label === "Blog posts") as { fields: CmsField[]; path?: string }
    expect(blog.fields.at(-1)).toMatchObject({ name: "body", widget: "markdown" })
    expect(blog.path).toBe("{{slug}}/index")
  })

  it("edits every MDX body as raw markdown only, so component tags stay text", () => {
    const mdx = config.collections.filter((c) => "extension" in c && c.extension === "mdx") as { label: string; fields: CmsField[] }[]
    expect(mdx.map((c) => c.label)).toEqual(["Blog posts", "Legal pages"])
    for (const collection of mdx) {
      expect(collection.fields.filter((f) => f.widget === "markdown")).toEqual([
        { name: "body", label: "Text", widget: "markdown", modes: ["raw"] },
      ])
    }
  })

  it("adds the publishing mode and the local backend only as asked", () => {
    const local = { url: "http://127.0.0.1:8081/api/v1" }
    const editorial = cmsConfig({ backend: { name: "github" }, localBackend: local, publishMode: "editorial_workflow" })
    expect(editorial).toMatchObject({ publish_mode: "editorial_workflow", local_backend: local })
    expect(config).not.toHaveProperty("publish_mode")
  })

  it("finds the disagreements it is there to find", () => {
    const schema = z.object({ title: z.string(), kind: z.enum(["a", "b"]), note: z.string().optional() })
    const fields = cmsFields(schema)
    expect(disagreements(schema, fields, "T")).toEqual([])
    const broken = [
      { ...fields[1], widget: "string" as const },
      { ...fields[2], required: undefined },
    ]
    expect(disagreements(schema, broken, "T")).toEqual([
      "T.title: missing in the editor",
      "T.kind: widget string for ZodEnum",
      "T.note: optional in zod",
    ])
  })
})
