/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { BODY_HINT, CHECKS_FIELD, cmsConfig, JSON_FORMAT } from "../../src/content-schema/cms"
import { cmsFields, labelOf, type CmsField } from "../../src/content-schema/cms-fields"
import { jsonSchemaOf, withoutNull, type FieldSchema } from "../../src/content-schema/fields"
import { CONTENT_TYPES } from "../../src/content-schema/registry"

const contentDir = path.resolve(__dirname, "..", "..", "content")

function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return { inner: unwrap(schema.unwrap() as z.ZodType).inner, optional: true }
  return { inner: schema, optional: false }
}

/** The widgets a zod type may be edited with. */
function widgetsFor(inner: z.ZodType): CmsField["widget"][] {
  const widget = z.globalRegistry.get(inner)?.widget
  if (widget === "image" || widget === "day" || widget === "markdown") return [widget]
  if (inner instanceof z.ZodString) return ["string", "text", "identifier", "checked-string", "checked-text"]
  if (inner instanceof z.ZodNumber) return ["number"]
  if (inner instanceof z.ZodBoolean) return ["boolean"]
  if (inner instanceof z.ZodEnum) return ["select"]
  if (inner instanceof z.ZodObject) return ["object"]
  if (inner instanceof z.ZodArray) return ["list"]
  return []
}

/**
 * Every disagreement between a schema's fields and the editor's fields, recursively. Inside an
 * optional object every field is optional in the editor (cmsField), whatever zod says.
 */
function disagreements(schema: z.ZodType, fields: CmsField[], at: string, inOptional = false): string[] {
  const shape = (unwrap(schema).inner as z.ZodObject).shape as Record<string, z.ZodType>
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
    if ((field.required === false) !== (optional || inOptional))
      problems.push(`${at}.${field.name}: ${optional ? "optional" : "required"} in zod${inOptional ? ", inside an optional object" : ""}`)
    if (inner instanceof z.ZodEnum && JSON.stringify(field.options) !== JSON.stringify(inner.options))
      problems.push(`${at}.${field.name}: options differ`)
    if (inner instanceof z.ZodObject)
      problems.push(...disagreements(inner, field.fields ?? [], `${at}.${field.name}`, optional || inOptional))
    if (inner instanceof z.ZodArray) {
      const element = unwrap(inner.element as z.ZodType).inner
      if (element instanceof z.ZodObject) problems.push(...disagreements(element, field.fields ?? [], `${at}.${field.name}[]`))
      else if (!field.field || !widgetsFor(element).includes(field.field.widget)) problems.push(`${at}.${field.name}[]: item widget`)
    }
  }
  return problems
}

/**
 * The fields of a schema (its JSON Schema) whose label or hint the schema does not give, through
 * objects and list items, and the lists that do not name one item ("Add question").
 */
function unlabelled(schema: FieldSchema, at: string): string[] {
  const missing = (field: FieldSchema, where: string) => [
    ...(field.label ? [] : [`${where}: no label`]),
    ...(field.description ? [] : [`${where}: no hint`]),
  ]
  return Object.entries(schema.properties ?? {}).flatMap(([key, field]) => {
    const { inner } = withoutNull(field)
    const where = `${at}.${key}`
    if (inner.type === "object") return [...missing(inner, where), ...unlabelled(inner, where)]
    if (inner.type !== "array" || !inner.items) return missing(inner, where)
    // A list of objects names its item (itemLabel); a list of single values has its item's label.
    const item = withoutNull(inner.items).inner
    if (item.type !== "object") return [...missing(inner, where), ...missing(item, `${where}[]`)]
    return [...missing(inner, where), ...(inner.itemLabel ? [] : [`${where}: no item label`]), ...unlabelled(item, `${where}[]`)]
  })
}

/**
 * Labels an editor should not see: the raw key ("aboutDesc"), one ending in a digit ("Page title2");
 * and fields without a hint, lists without a name for one item. Through objects and list items. A
 * label made of the key ("About desc", labelOf) is a field whose schema gives none: `unlabelled`.
 */
function labelProblems(fields: CmsField[], at: string): string[] {
  return fields.flatMap((field) => {
    const where = `${at}.${field.name}`
    const { label } = field
    const problems = [
      ...(label === field.name ? [`${where}: label "${label}" is its key`] : []),
      ...(/\d$/.test(label) ? [`${where}: label "${label}" ends in a digit`] : []),
      ...(field.hint?.trim() ? [] : [`${where}: no hint`]),
      ...(field.widget === "list" && !field.label_singular ? [`${where}: no name for one item`] : []),
    ]
    return [
      ...problems,
      ...labelProblems(field.fields ?? (field.field ? [field.field] : []), field.widget === "list" ? `${where}[]` : where),
    ]
  })
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
        fields.filter((f) => f.name !== "body" && f !== CHECKS_FIELD),
        type.label,
      ),
    ).toEqual([])
  })

  it("opens a published entry's page on the live site: its address pattern, else the home page", () => {
    const live = cmsConfig({ backend: { name: "github" }, localBackend: true, siteUrl: "https://www.example.com" })
    expect(live.site_url).toBe("https://www.example.com")
    const paths = live.collections.flatMap((c) =>
      "files" in c ? c.files.map((f) => [f.name, f.preview_path]) : [[c.name, (c as { preview_path?: string }).preview_path]],
    )
    expect(Object.fromEntries(paths.filter(([, where]) => where !== undefined))).toEqual({
      services: "service/{{slug}}",
      "blog-posts": "blog/{{fields.title}}",
      "legal-pages": "{{fields.path}}",
      pricing: "pricing",
      "about-page": "about",
      "services-page-cards": "services",
    })
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
    // A closed question reads as the question, not its number.
    expect(faqs).toMatchObject({ widget: "list", collapsed: false, min: 3, max: 3, summary: "{{fields.question}}" })
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
        { name: "body", label: "Text", widget: "markdown", modes: ["raw"], hint: BODY_HINT },
      ])
    }
  })

  it("lets an optional object be left empty (Decap would otherwise require its fields), and a new entry's lists start empty", () => {
    const services = config.collections.find((c) => c.label === "Services") as { fields: CmsField[] }
    const closing = services.fields.find((f) => f.name === "closingImage")!
    expect(closing.required).toBe(false)
    expect(closing.fields!.map((f) => [f.name, f.required])).toEqual([
      ["alt", false],
      ["url", false],
    ])
    // A list the schema requires, which may be empty, starts empty rather than missing from a new entry.
    expect(services.fields.find((f) => f.name === "aliases")).toMatchObject({
      widget: "list",
      default: [],
      collapsed: false,
      label_singular: "Other address",
      field: { name: "alias", label: "Other address", widget: "string" },
    })
    expect(services.fields.find((f) => f.name === "faqs")).not.toHaveProperty("default")
    // A list's items are whole once added: a FAQ's fields stay required.
    expect(services.fields.find((f) => f.name === "faqs")!.fields!.every((f) => f.required === undefined)).toBe(true)
  })

  it("gives every image field of a folder (imagesIn) its media folder, with the entry's slug for a service's own pictures", () => {
    /** Image fields by path, with their folders. */
    const images = (fields: CmsField[], at = ""): [string, string | undefined, string | undefined][] =>
      fields.flatMap((f) => [
        ...(f.widget === "image"
          ? [[`${at}${f.name}`, f.media_folder, f.public_folder] as [string, string | undefined, string | undefined]]
          : []),
        ...images(f.fields ?? (f.field ? [f.field] : []), `${at}${f.name}.`),
      ])
    const services = config.collections.find((c) => c.label === "Services") as { fields: CmsField[]; identifier_field?: string }
    expect(images(services.fields)).toEqual([
      ["aboutImage", "/content/images/services/{{slug}}", "images/services/{{slug}}"],
      ["sections.image.url", "/content/images/services/{{slug}}", "images/services/{{slug}}"],
      ["sections.data.image", "/content/images/services/{{slug}}", "images/services/{{slug}}"],
      ["closingImage.url", "/content/images/services", "images/services"],
    ])
    // Decap's {{slug}} in a folder is the entry's identifier, edited with the widget that keeps it
    // once the entry is saved (src/cms/widgets.ts).
    expect(services.identifier_field).toBe("slug")
    // Every list names its entries by a field they have (Decap would guess only among "string" widgets).
    for (const collection of config.collections.filter((c) => "folder" in c) as { identifier_field: string; fields: CmsField[] }[])
      expect(collection.fields.map((f) => f.name)).toContain(collection.identifier_field)
    expect(services.fields.find((f) => f.name === "slug")?.widget).toBe("identifier")
    // The fields a results page shows are checked as they are typed, with the content check's rule.
    expect(services.fields.filter((f) => f.widget.startsWith("checked-")).map((f) => [f.name, f.widget])).toEqual([
      ["metaTitle", "checked-string"],
      ["metaDescription", "checked-text"],
    ])
    const blog = config.collections.find((c) => c.label === "Blog posts") as { fields: CmsField[] }
    expect(blog.fields.filter((f) => /^(checked-|day)/.test(f.widget)).map((f) => [f.name, f.widget])).toEqual([
      ["title", "checked-string"],
      ["date", "day"],
      ["description", "checked-text"],
    ])
    const site = config.collections.find((c) => "files" in c) as { files: { name: string; fields: CmsField[] }[] }
    expect(site.files.flatMap((file) => images(file.fields, `${file.name}: `))).toEqual([
      ["about-page: heroImage", "/content/images/about", "images/about"],
      ["about-page: storyImage", "/content/images/about", "images/about"],
      // Each card shows its own service's picture: no one folder.
      ["services-page-cards: cards.image", undefined, undefined],
      ["home-how-we-work: steps.image", "/content/images/home", "images/home"],
      ["home-clients: clients.logo", "/content/images/clients", "images/clients"],
    ])
    // The folders are where the pictures are (the content check holds each picture in its folder: imagesIn).
    const folders = [...images(services.fields), ...site.files.flatMap((file) => images(file.fields))].flatMap(([, folder]) => folder ?? [])
    for (const folder of folders)
      expect([folder, fs.existsSync(path.join(contentDir, "..", folder.replace("{{slug}}", "seo-services")))]).toEqual([folder, true])
  })

  it("writes JSON in its own format, keys in the fields' order; no object below an entry has more than eight fields", () => {
    const json = config.collections.filter((c) => !("extension" in c) || c.extension === "json")
    expect(json.map((c) => c.name)).toEqual(["services", "site"])
    for (const collection of json) expect(collection).toMatchObject({ format: JSON_FORMAT, extension: "json" })
    // Decap holds an object of more than eight keys in hash order, and the format orders only an
    // entry's own keys (its fields'): an object below them keeps its order only up to eight.
    const widest = (fields: CmsField[]): number =>
      Math.max(0, ...fields.flatMap((f) => [f.fields ? Math.max(f.fields.length, widest(f.fields)) : 0, f.field ? widest([f.field]) : 0]))
    expect(CONTENT_TYPES.filter((type) => widest(cmsFields(type.schema)) > 8).map((type) => type.label)).toEqual([])
    const nine = z.object(Object.fromEntries([..."abcdefghi"].map((key) => [key, z.string()])))
    expect(widest(cmsFields(z.object({ list: z.array(nine) })))).toBe(9)
  })

  it.each(CONTENT_TYPES.map((type) => [type.label, type] as const))(
    "gives every field of %s a label and a hint of its own, beside its schema",
    (_label, type) => {
      expect(unlabelled(jsonSchemaOf(type.schema), type.label)).toEqual([])
    },
  )

  it("shows no raw key, no label ending in a digit and no field without a hint, the MDX text included", () => {
    const problems = config.collections.flatMap((collection) =>
      "files" in collection
        ? collection.files.flatMap((file) => labelProblems(file.fields, `${collection.label} › ${file.label}`))
        : labelProblems(collection.fields, collection.label),
    )
    expect(problems).toEqual([])
    // A list names one of its items on its button: "Add question", not "Add faqs".
    const services = config.collections.find((c) => c.label === "Services") as { fields: CmsField[] }
    expect(services.fields.find((f) => f.name === "faqs")).toMatchObject({
      label: "Frequently asked questions",
      label_singular: "Question",
    })
  })

  it("finds the unlabelled fields and the raw labels it is there to find", () => {
    const labelled = <T extends z.ZodType>(schema: T) => schema.meta({ label: "A field", description: "What it is." })
    const schema = z.object({
      aboutDesc: z.string(),
      pageTitle2: z.string().meta({ label: "Page title2", description: "The second title." }),
      note: labelled(z.string()).optional(),
      links: labelled(z.array(z.object({ url: z.string().meta({ label: "Address" }) }))),
      lines: z.array(labelled(z.string())).meta({ label: "Lines", description: "Lines of text.", itemLabel: "Line" }),
      tags: labelled(z.array(z.string())),
      kind: z.string().meta({ label: "kind", description: "The kind." }),
    })
    expect(unlabelled(jsonSchemaOf(schema), "T")).toEqual([
      "T.aboutDesc: no label",
      "T.aboutDesc: no hint",
      "T.links: no item label",
      "T.links[].url: no hint",
      "T.tags[]: no label",
      "T.tags[]: no hint",
    ])
    // Without a label of its own, a field is labelled after its key.
    expect(cmsFields(schema)[0].label).toBe(labelOf("aboutDesc"))
    expect(labelProblems(cmsFields(schema), "T")).toEqual([
      "T.aboutDesc: no hint",
      'T.pageTitle2: label "Page title2" ends in a digit',
      "T.links: no name for one item",
      "T.links[].url: no hint",
      "T.tags: no name for one item",
      "T.tags[].tag: no hint",
      'T.kind: label "kind" is its key',
    ])
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
    const nested = z.object({ link: z.object({ label: z.string() }).optional() })
    const [link] = cmsFields(nested)
    expect(disagreements(nested, [link], "T")).toEqual([])
    expect(disagreements(nested, [{ ...link, fields: [{ ...link.fields![0], required: undefined }] }], "T")).toEqual([
      "T.link.label: required in zod, inside an optional object",
    ])
  })
})
