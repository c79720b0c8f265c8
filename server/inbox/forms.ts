/**
 * What the inbox reads from a request: its forms' fields (@fastify/formbody with the parser below)
 * and the schema of each form and address, which Fastify checks before a route runs (400 otherwise).
 */
import { z } from "zod"
import { hasControlCharacters } from "../../common/text-rules"

/**
 * A form's fields. No form of the inbox sends a control character but a note's line breaks: NUL
 * would fail the stores' queries, so a body holding one is refused whole (400).
 */
export function formFields(body: string): Record<string, string> {
  const fields = Object.fromEntries(new URLSearchParams(body))
  if (Object.values(fields).some((value) => hasControlCharacters(value, { layout: true })))
    throw Object.assign(new Error("Control characters"), { statusCode: 400 })
  return fields
}

/**
 * What each form and address may hold: text, one value a name (@fastify/formbody hands a form's
 * fields as strings; a name repeated in an address is refused with 400).
 */
const text = z.string().optional()
export const filterQuery = z.object({ q: text, status: text, service: text, source: text, campaign: text, from: text, to: text })
export const listQuery = filterQuery.extend({ page: text, deleted: text })
export const detailQuery = z.object({ saved: text, retried: text })
export const csrfForm = z.object({ _csrf: text })
export const signInForm = csrfForm.extend({ username: text, password: text })
export const updateForm = csrfForm.extend({ status: text, note: text, version: text })
export const deleteForm = csrfForm.extend({ email: text, confirm: text })
export const enquiryPath = z.object({ id: z.string() })
export const retryPath = enquiryPath.extend({ notification: z.string() })
export type ListQuery = z.infer<typeof listQuery>
