/**
 * The checks of one content entry on its own: its schema, and its title and description as a results
 * page shows them. The content check (validate.ts) runs them on every file, and the browser editor on
 * an entry before saving it (src/cms/entry-checks.ts), so the two refuse the same with the same words.
 * Checks across files (unique slugs, links, pictures on disk) are the content check's alone.
 */
import type { z } from "zod/v4"
import type { ContentType } from "./registry"
import { descriptionProblem, titleProblem } from "../utils/search-snippet"

export type EntryIssue = { path: (string | number)[]; message: string }

/** "faqs[2].id" from ["faqs", 2, "id"] */
export function formatIssuePath(issuePath: readonly PropertyKey[]): string {
  return issuePath.reduce<string>(
    (acc, part) => (typeof part === "number" ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part)),
    "",
  )
}

/**
 * The entry's issues, and its parsed value when its schema passes. `brand` is the site's (content/site.json),
 * which the rendered title ends with; an entry that names the brand itself (site.json) is checked with its own.
 */
export function checkEntry(type: ContentType, data: unknown, brand: string | undefined): { issues: EntryIssue[]; value: unknown } {
  // A field left out reads "is required", not zod's "expected string, received undefined".
  const result = (type.schema as z.ZodType).safeParse(data, {
    error: (issue) => (issue.code === "invalid_type" && issue.input === undefined ? "is required" : undefined),
  })
  if (!result.success)
    return {
      issues: result.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: issue.message })),
      value: null,
    }
  const value = result.data as Record<string, unknown>
  const issues: EntryIssue[] = []
  const { title, description } = type.snippet ?? {}
  const siteBrand = typeof value.brand === "string" ? value.brand : brand
  const titleIssue = title && siteBrand !== undefined ? titleProblem(String(value[title]), siteBrand) : null
  if (title && titleIssue) issues.push({ path: [title], message: titleIssue })
  const descriptionIssue = description ? descriptionProblem(String(value[description])) : null
  if (description && descriptionIssue) issues.push({ path: [description], message: descriptionIssue })
  return { issues, value }
}
