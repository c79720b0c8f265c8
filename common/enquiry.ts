/**
 * The enquiry contract shared by the browser form and the server (POST /user/create/).
 * Pure TypeScript and zod only: the browser form loads this file when a visitor sends, so no Node or
 * React here.
 */
import * as z from "zod/mini"
import { ATTRIBUTION_FIELDS, ENQUIRY_LIMITS, SERVICE_OPTIONS, type AttributionField } from "./enquiry-fields"
import { hasControlCharacters, isEmailAddress, withoutInvisible } from "./text-rules"

export { ATTRIBUTION_FIELDS, ENQUIRY_LIMITS, SERVICE_OPTIONS, type ServiceOption } from "./enquiry-fields"

export const ENQUIRY_FIELDS = [
  "name",
  "email",
  "mobile",
  "services",
  "description",
  "submissionId",
  "website",
  ...ATTRIBUTION_FIELDS,
] as const

/**
 * Attribution fields are taken as they come and cleaned after (common/attribution.ts): a wrong one
 * is dropped, never a reason to refuse the enquiry.
 */
const attributionShape = Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, z.optional(z.unknown())])) as Record<
  AttributionField,
  z.ZodMiniOptional<z.ZodMiniUnknown>
>

const MOBILE_SHAPE = /^\+?[0-9 ]+$/
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const countDigits = (value: string): number => value.replace(/[^0-9]/g, "").length

/** Text, trimmed, then the checks; missing or not text, it says `missing`. */
const text = (missing: string, ...checks: z.core.$ZodCheck<string>[]) => z.string({ error: missing }).check(z.trim(), ...checks)
/** Text without invisible formatting (common/text-rules.ts), which a visitor cannot see to remove. */
const visibleText = <T extends z.ZodMiniType>(lineBreak: string, schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? withoutInvisible(value, lineBreak) : value)),
    schema,
  )

/**
 * zod's small build (zod/mini): the browser loads this file when a visitor sends, so it weighs what
 * the form's first send costs; the messages are the visitor's, word for word.
 */
export const enquirySchema = z.strictObject({
  // Control characters would let a name break the notification e-mail's subject line.
  name: visibleText(
    " ",
    text(
      "Enter your name",
      z.minLength(ENQUIRY_LIMITS.nameMin, `Enter at least ${ENQUIRY_LIMITS.nameMin} characters of your name`),
      z.maxLength(ENQUIRY_LIMITS.nameMax, `Keep your name under ${ENQUIRY_LIMITS.nameMax + 1} characters`),
      z.refine((value) => !hasControlCharacters(value), "Enter your name without special control characters"),
    ),
  ),
  email: text("Enter a valid e-mail address", z.refine(isEmailAddress, "Enter a valid e-mail address")),
  mobile: text(
    "Enter a valid mobile number",
    z.maxLength(ENQUIRY_LIMITS.mobileMax, "Enter a valid mobile number"),
    z.regex(MOBILE_SHAPE, "Enter a mobile number using digits, spaces and an optional leading +"),
    z.refine((value) => {
      const digits = countDigits(value)
      return digits >= ENQUIRY_LIMITS.mobileDigitsMin && digits <= ENQUIRY_LIMITS.mobileDigitsMax
    }, `Enter a mobile number of ${ENQUIRY_LIMITS.mobileDigitsMin} to ${ENQUIRY_LIMITS.mobileDigitsMax} digits`),
  ),
  services: z.enum(SERVICE_OPTIONS, { error: "Choose a service from the list" }),
  // Tabs and line breaks are how visitors lay out a longer message; other control characters are not.
  description: visibleText(
    "\n",
    text(
      "Tell us a little about what you need",
      z.minLength(1, "Tell us a little about what you need"),
      z.maxLength(ENQUIRY_LIMITS.descriptionMax, `Keep your message under ${ENQUIRY_LIMITS.descriptionMax + 1} characters`),
      z.refine((value) => !hasControlCharacters(value, { layout: true }), "Remove special control characters from your message"),
    ),
  ),
  // Generated once per form fill by the browser, so a retried or double-clicked submit is stored once.
  submissionId: z.optional(z.string({ error: "Invalid submission id" }).check(z.regex(UUID_SHAPE, "Invalid submission id"))),
  // Honeypot: hidden from people, filled in by bots. The server answers as if it stored the enquiry.
  website: z.optional(
    z.string({ error: "Leave this field empty" }).check(z.maxLength(ENQUIRY_LIMITS.honeypotMax, "Leave this field empty")),
  ),
  ...attributionShape,
})

export type Enquiry = z.infer<typeof enquirySchema>

/** Field name → first human message for that field. */
export type EnquiryFieldErrors = Record<string, string>

const NOT_AN_OBJECT = "Send the enquiry as a JSON object"

/**
 * What a failed validation says, as zod's issues or as the route's validation errors carry it
 * (server/enquiries/enquiry-routes.ts): where, which kind, the message, and the unknown keys.
 */
export type EnquiryIssue = { path: readonly PropertyKey[]; code: string; message: string; keys?: readonly string[] }

export type EnquiryProblem = { message: string; fields: EnquiryFieldErrors }

/**
 * One message per field, the first one found, so the form can show it under the field and the API
 * can return it in `error.fields`; and one sentence summing them up, for the API's `error.message`.
 */
export function enquiryProblem(issues: readonly EnquiryIssue[]): EnquiryProblem {
  // A Map, not an object: an unknown field named "constructor" or "__proto__" would find a value
  // on Object.prototype and vanish from the answer.
  const fields = new Map<string, string>()
  const note = (field: string, message: string) => {
    if (!fields.has(field)) fields.set(field, message)
  }
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys ?? []) note(key, "This field is not accepted")
      continue
    }
    if (issue.path.length > 0) note(String(issue.path[0]), issue.message)
  }
  const message = issues.some((issue) => issue.path.length === 0 && issue.code === "invalid_type")
    ? NOT_AN_OBJECT
    : fields.size === 1
      ? "Please correct the highlighted field."
      : "Please correct the highlighted fields."
  return { message, fields: Object.fromEntries(fields) }
}

export type EnquiryValidation = { ok: true; enquiry: Enquiry } | ({ ok: false } & EnquiryProblem)

/** Validates an unknown value (a parsed JSON body or the form's state). */
export function validateEnquiry(value: unknown): EnquiryValidation {
  const result = enquirySchema.safeParse(value)
  if (result.success) return { ok: true, enquiry: result.data }
  return { ok: false, ...enquiryProblem(result.error.issues as EnquiryIssue[]) }
}

/** The API's success body: `{"data": {"id", "receivedAt"}}`. The form reads only `data`. */
type EnquiryReceipt = { id: string; receivedAt: string }
export type EnquirySuccessBody = { data: EnquiryReceipt }
export type ApiErrorBody = {
  data: null
  error: { code: string; message: string; fields?: EnquiryFieldErrors }
}
