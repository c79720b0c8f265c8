/**
 * What the enquiry form holds, read from its fields as the browser has them (typed, autofilled or
 * left from before the page's scripts started), and the id that makes a retried send one enquiry.
 */
import { ATTRIBUTION_FIELDS, type AttributionField } from "../../../common/enquiry-fields"

/** The visible fields in the order they appear; focus goes to the first invalid one. */
export const VISIBLE_FIELDS = ["name", "email", "mobile", "services", "description"] as const
export type VisibleField = (typeof VISIBLE_FIELDS)[number]

/** What the visitor typed, keyed by the API's field names, plus the honeypot. */
export type EnquiryValues = Record<VisibleField, string> & { website: string }

/**
 * The form's attribution fields that have a value: its own formName and what the first-touch
 * script (first-touch.ts) added when the form was sent.
 */
function readAttribution(data: FormData): Partial<Record<AttributionField, string>> {
  const fields: Partial<Record<AttributionField, string>> = {}
  for (const field of ATTRIBUTION_FIELDS) {
    const value = data.get(field)
    if (typeof value === "string" && value !== "") fields[field] = value
  }
  return fields
}

/**
 * For a field left empty, the schema's message is about the format ("at least 2 characters");
 * asking for the field itself reads better. Other messages come from the schema unchanged.
 */
export const EMPTY_FIELD_MESSAGES: Record<VisibleField, string> = {
  name: "Enter your name",
  email: "Enter your e-mail address",
  mobile: "Enter your phone number",
  services: "Choose a service from the list",
  description: "Tell us a little about what you need",
}

/** RFC 4122 version 4. crypto.randomUUID exists only in secure contexts (https, localhost). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The form's current values, read from its fields: whatever the visitor typed or the browser filled. */
export function readEnquiryValues(form: HTMLFormElement): {
  values: EnquiryValues
  attribution: Partial<Record<AttributionField, string>>
} {
  const data = new FormData(form)
  const read = (field: keyof EnquiryValues) => {
    const value = data.get(field)
    return typeof value === "string" ? value : ""
  }
  const values = {
    name: read("name"),
    email: read("email"),
    mobile: read("mobile"),
    services: read("services"),
    description: read("description"),
    website: read("website"),
  }
  return { values, attribution: readAttribution(data) }
}
