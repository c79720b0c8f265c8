/**
 * The content check of one entry, in the browser editor (part of public/cms/editor.js, gatsby/cms.ts):
 * run before Decap writes anything (editor.ts), listed at the top of the form (checks-widget.ts) and
 * at the fields a results page shows (widgets.ts). The schemas and messages are the content check's
 * own (src/content-schema/check-entry.ts); fields are named by the labels the editor shows.
 */
import site from "../../content/site.json"
import { checkEntry, snippetProblem } from "../content-schema/check-entry"
import { collectionName } from "../content-schema/cms"
import { cmsFields, type CmsField } from "../content-schema/cms-fields"
import { CONTENT_TYPES } from "../content-schema/registry"

/** The content type of an entry of a collection; in the collection of single files, of the file named. */
function typeOf(collection: string, file: string | undefined) {
  return CONTENT_TYPES.find((type) => collectionName(type) === collection || (file !== undefined && collectionName(type) === file))
}

/** ["faqs", 1, "answer"] → "FAQs › 2 › Answer", as the form labels them. */
export function fieldName(fields: CmsField[], path: (string | number)[]): string {
  const names: string[] = []
  let current: CmsField[] | CmsField | undefined = fields
  for (const part of path) {
    if (typeof part === "number") {
      names.push(String(part + 1))
      current = Array.isArray(current) ? undefined : (current?.fields ?? current?.field)
    } else {
      const field: CmsField | undefined = Array.isArray(current)
        ? current.find((f) => f.name === part)
        : current?.fields?.find((f) => f.name === part)
      names.push(field?.label ?? part)
      current = field
    }
  }
  return names.join(" › ")
}

/**
 * One thing the content check refuses in an entry: the entry's field it is in, by its name and its
 * label in the form, its labels' path ("FAQs › 2 › Answer") and why.
 */
export type Problem = { field: string; label: string; where: string; message: string }

/**
 * What the content check would refuse in an entry of `collection` (`file`: the file's name in the
 * collection of single files), in the order of the form's fields; empty when it would pass. An MDX entry's text (`body`) is not
 * frontmatter and is not checked here.
 */
export function entryProblems(collection: string, file: string | undefined, data: Record<string, unknown>): Problem[] {
  const type = typeOf(collection, file)
  if (!type) return []
  const { body: _body, ...frontmatter } = data
  const entry = type.files.endsWith(".mdx") ? frontmatter : data
  const fields = cmsFields(type.schema)
  // In the form's order of fields.
  const rank = (issue: { path: (string | number)[] }) => fields.findIndex((field) => field.name === issue.path[0])
  return checkEntry(type, entry, site.brand)
    .issues.sort((a, b) => rank(a) - rank(b))
    .map((issue) => ({
      field: String(issue.path[0] ?? ""),
      label: fieldName(fields, issue.path.slice(0, 1)),
      where: fieldName(fields, issue.path) || type.label,
      message: issue.message,
    }))
}

/** The same, each as "Label › … : message", as a refused save lists them. */
export function problemsOf(collection: string, file: string | undefined, data: Record<string, unknown>): string[] {
  return entryProblems(collection, file, data).map((problem) => `${problem.where}: ${problem.message}`)
}

/**
 * The problem of one field a results page shows (a title as rendered, a description's length) in an
 * entry being typed, in the content check's words after its label; null when it fits.
 */
export function fieldProblem(collection: string, file: string | undefined, data: Record<string, unknown>, field: string): string | null {
  const type = typeOf(collection, file)
  const problem = type ? snippetProblem(type, field, data, site.brand) : null
  return problem && type ? `${fieldName(cmsFields(type.schema), [field])} ${problem}.` : null
}
