/**
 * The configuration of the browser editor (Decap CMS), generated from the content registry: a
 * collection for every content type, with an editor field for every field of its zod schema
 * (cms-fields.ts). Nothing here is written by hand per field, so a field added to a schema is
 * editable at once, and a test (cms-config.test.ts) holds the two together.
 */
import { cmsFields, type CmsField } from "./cms-fields"
import { CONTENT_TYPES, type ContentType } from "./registry"

/**
 * The first field of every entry, of no value and never written: what the content check would still
 * refuse in the entry, each with a link to its field (src/cms/checks-widget.ts). A refused Publish brings it into view.
 */
export const CHECKS_FIELD: CmsField = {
  name: "beforePublishing",
  label: "Before publishing",
  widget: "entry-checks",
  required: false,
  hint: "What the content check would still refuse in this entry, updated as you type; Publish waits until the list is empty. Select a field's name to go to it.",
}

/**
 * The editor fields of a content type's entry: the list of its problems, then its schema's, its
 * snippet's checked, its `identifier` kept once saved.
 */
function entryFields(type: ContentType, identifier?: string): CmsField[] {
  const snippet = Object.values(type.snippet ?? {})
  const fields = cmsFields(type.schema).map((f) => {
    if (f.name === identifier) return { ...f, widget: "identifier" as const }
    if (snippet.includes(f.name) && (f.widget === "string" || f.widget === "text")) return { ...f, widget: `checked-${f.widget}` as const }
    return f
  })
  return [CHECKS_FIELD, ...fields]
}

/**
 * The format of the JSON collections (registered by src/cms/editor.ts): an entry's keys in its fields'
 * order, where Decap's "json" writes a hash order beyond eight keys (scripts/lib/cms-format.ts in Node).
 */
export const JSON_FORMAT = "json-in-field-order"

export const collectionName = (type: ContentType) =>
  type.label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** The editor's language: Decap's English with the phrases src/cms/editor.ts registers under this name. */
export const EDITOR_LOCALE = "en-agency"

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
    locale: EDITOR_LOCALE,
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
