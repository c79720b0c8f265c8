/**
 * The enquiry contract shared by the browser form and the server (POST /user/create/).
 * Pure TypeScript and zod only: the browser form loads this file when a visitor sends, so no Node or
 * React here.
 */
import { z } from "zod"
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
const attributionShape = Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, z.unknown().optional()])) as Record<
  AttributionField,
  z.ZodOptional<z.ZodUnknown>
>

const MOBILE_SHAPE = /^\+?[0-9 ]+$/
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const countDigits = (value: string): number => value.replace(/[^0-9]/g, "").length

const requiredText = (missing: string) => z.string({ required_error: missing, invalid_type_error: missing })
/** Text without invisible formatting (common/text-rules.ts), which a visitor cannot see to remove. */
const visibleText = <T extends z.ZodTypeAny>(lineBreak: string, schema: T) =>
  z.preprocess((value) => (typeof value === "string" ? withoutInvisible(value, lineBreak) : value), schema)

export const enquirySchema = z
  .object({
    // Control characters would let a name break the notification e-mail's subject line.
    name: visibleText(
      " ",
      requiredText("Enter your name")
        .trim()
        .min(ENQUIRY_LIMITS.nameMin, `Enter at least ${ENQUIRY_LIMITS.nameMin} characters of your name`)
        .max(ENQUIRY_LIMITS.nameMax, `Keep your name under ${ENQUIRY_LIMITS.nameMax + 1} characters`)
        .refine((value) => !hasControlCharacters(value), "Enter your name without special control characters"),
    ),
    email: requiredText("Enter a valid e-mail address").trim().refine(isEmailAddress, "Enter a valid e-mail address"),
    mobile: requiredText("Enter a valid mobile number")
      .trim()
      .max(ENQUIRY_LIMITS.mobileMax, "Enter a valid mobile number")
      .regex(MOBILE_SHAPE, "Enter a mobile number using digits, spaces and an optional leading +")
      .refine((value) => {
        const digits = countDigits(value)
        return digits >= ENQUIRY_LIMITS.mobileDigitsMin && digits <= ENQUIRY_LIMITS.mobileDigitsMax
      }, `Enter a mobile number of ${ENQUIRY_LIMITS.mobileDigitsMin} to ${ENQUIRY_LIMITS.mobileDigitsMax} digits`),
    services: z.enum(SERVICE_OPTIONS, {
      errorMap: () => ({ message: "Choose a service from the list" }),
    }),
    // Tabs and line breaks are how visitors lay out a longer message; other control characters are not.
    description: visibleText(
      "\n",
      requiredText("Tell us a little about what you need")
        .trim()
        .min(1, "Tell us a little about what you need")
        .max(ENQUIRY_LIMITS.descriptionMax, `Keep your message under ${ENQUIRY_LIMITS.descriptionMax + 1} characters`)
        .refine((value) => !hasControlCharacters(value, { layout: true }), "Remove special control characters from your message"),
    ),
    // Generated once per form fill by the browser, so a retried or double-clicked submit is stored once.
    submissionId: z.string({ invalid_type_error: "Invalid submission id" }).regex(UUID_SHAPE, "Invalid submission id").optional(),
    // Honeypot: hidden from people, filled in by bots. The server answers as if it stored the enquiry.
    website: z
      .string({ invalid_type_error: "Leave this field empty" })
      .max(ENQUIRY_LIMITS.honeypotMax, "Leave this field empty")
      .optional(),
    ...attributionShape,
  })
  .strict()

export type Enquiry = z.infer<typeof enquirySchema>

/** Field name → first human message for that field. */
export type EnquiryFieldErrors = Record<string, string>

const NOT_AN_OBJECT = "Send the enquiry as a JSON object"

/**
 * Maps zod issues to one message per field, the first one found, so the form can show it under
 * the field and the API can return it in `error.fields`.
 */
function enquiryFieldErrors(error: z.ZodError): EnquiryFieldErrors {
  // A Map, not an object: an unknown field named "constructor" or "__proto__" would find a value
  // on Object.prototype and vanish from the answer.
  const fields = new Map<string, string>()
  const note = (field: string, message: string) => {
    if (!fields.has(field)) fields.set(field, message)
  }
  for (const issue of error.issues) {
    if (issue.code === z.ZodIssueCode.unrecognized_keys) {
      for (const key of issue.keys) note(key, "This field is not accepted")
      continue
    }
    if (issue.path.length > 0) note(String(issue.path[0]), issue.message)
  }
  return Object.fromEntries(fields)
}

/** One sentence summarising a failed validation, for the API's `error.message`. */
function enquiryErrorMessage(error: z.ZodError): string {
  if (error.issues.some((issue) => issue.path.length === 0 && issue.code === z.ZodIssueCode.invalid_type)) {
    return NOT_AN_OBJECT
  }
  const count = Object.keys(enquiryFieldErrors(error)).length
  return count === 1 ? "Please correct the highlighted field." : "Please correct the highlighted fields."
}

export type EnquiryValidation = { ok: true; enquiry: Enquiry } | { ok: false; message: string; fields: EnquiryFieldErrors }

/** Validates an unknown value (a parsed JSON body or the form's state). */
export function validateEnquiry(value: unknown): EnquiryValidation {
  const result = enquirySchema.safeParse(value)
  if (result.success) return { ok: true, enquiry: result.data }
  return { ok: false, message: enquiryErrorMessage(result.error), fields: enquiryFieldErrors(result.error) }
}

/** The API's success body: `{"data": {"id", "receivedAt"}}`. The form reads only `data`. */
type EnquiryReceipt = { id: string; receivedAt: string }
export type EnquirySuccessBody = { data: EnquiryReceipt }
export type ApiErrorBody = {
  data: null
  error: { code: string; message: string; fields?: EnquiryFieldErrors }
}
