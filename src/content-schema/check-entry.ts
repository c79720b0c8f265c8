/**
 * The checks of one content entry on its own: its schema, and its title and description as a results
 * page shows them. The content check (validate.ts) runs them on every file, and the browser editor on
 * an entry before saving it (src/cms/entry-checks.ts), so the two refuse the same with the same words.
 * Checks across files (unique slugs, links, pictures on disk) are the content check's alone.
 */
import type { z } from "zod"
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

const items = (count: number | bigint) => `${count} ${count === 1 ? "item" : "items"}`

/** "must have at most 3 items" for a list too long (exactly, at least: the other bounds). */
function listCountProblem(issue: z.core.$ZodRawIssue): string | undefined {
  if ((issue.code !== "too_big" && issue.code !== "too_small") || issue.origin !== "array") return undefined
  const bound = issue.code === "too_big" ? issue.maximum : issue.minimum
  return `must have ${issue.exact ? "exactly" : issue.code === "too_big" ? "at most" : "at least"} ${items(bound)}`
}

/**
 * The entry's issues, and its parsed value when its schema passes. `brand` is the site's (content/site.json),
 * which the rendered title ends with; an entry that names the brand itself (site.json) is checked with its own.
 * A snippet field (title, description) that is text is measured even when other fields fail the schema.
 */
export function checkEntry(type: ContentType, data: unknown, brand: string | undefined): { issues: EntryIssue[]; value: unknown } {
  // A field left out reads "is required", not zod's "expected string, received undefined"; a list
  // of too many or too few items says how many it may have, where its schema gives no words of its own.
  const result = (type.schema as z.ZodType).safeParse(data, {
    error: (issue) => (issue.code === "invalid_type" && issue.input === undefined ? "is required" : listCountProblem(issue)),
  })
  const issues: EntryIssue[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: issue.message }))
  const fields = result.success ? result.data : data
  if (typeof fields === "object" && fields !== null) {
    for (const field of Object.values(type.snippet ?? {})) {
      const text = (fields as Record<string, unknown>)[field]
      if (typeof text !== "string" || issues.some((issue) => issue.path[0] === field)) continue
      const message = snippetProblem(type, field, fields as Record<string, unknown>, brand)
      if (message) issues.push({ path: [field], message })
    }
  }
  return { issues, value: result.success ? result.data : null }
}

/**
 * What a results page would show wrong in `field` of an entry (`data`) when it is the type's snippet
 * title (its length with the brand suffix) or description (its length); null when it fits or is no
 * snippet field. The editor checks these fields as they are typed (src/cms/entry-checks.ts).
 */
export function snippetProblem(type: ContentType, field: string, data: Record<string, unknown>, brand: string | undefined): string | null {
  const { title, description } = type.snippet ?? {}
  const siteBrand = typeof data.brand === "string" ? data.brand : brand
  if (field === title && siteBrand !== undefined) return titleProblem(String(data[field] ?? ""), siteBrand)
  if (field === description) return descriptionProblem(String(data[field] ?? ""))
  return null
}
