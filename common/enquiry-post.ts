/**
 * An enquiry post as the API reads it: JSON, or the form without JavaScript
 * (`<form method="post" action="/user/create/">`, application/x-www-form-urlencoded) turned into
 * the object the JSON path validates. Shared by the server and the CDN's worker (edge/worker.ts),
 * which reads posts the same way while the API is down.
 */
import * as z from "zod/mini"
import { enquirySchema, validateEnquiry, type EnquiryFieldErrors, type EnquiryValidation } from "./enquiry"

export const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded"

/** A parsed form body; a class, so the route can tell it from a parsed JSON body. */
export class FormPost {
  constructor(
    /** The first value of every name, as typed */
    readonly values: Readonly<Record<string, string>>,
    /** Names sent more than once: our form has one control per name, so this is not our form */
    readonly repeated: readonly string[],
  ) {}
}

/**
 * Whether a Content-Type is a form post we can read: browsers send no charset (the page's own,
 * UTF-8 for every page of the site); a client that names one must name UTF-8.
 */
export function isFormContentType(contentType: string | undefined): boolean {
  const [mediaType, ...parameters] = (contentType ?? "").split(";").map((part) => part.trim().toLowerCase())
  if (mediaType !== FORM_MEDIA_TYPE) return false
  return parameters.every((parameter) => {
    const [name, value = ""] = parameter.split("=").map((part) => part.trim())
    return name !== "charset" || value.replace(/^"|"$/g, "") === "utf-8"
  })
}

export function parseFormBody(body: string): FormPost {
  const values = new Map<string, string>()
  const repeated = new Set<string>()
  for (const [name, value] of new URLSearchParams(body)) {
    if (values.has(name)) repeated.add(name)
    else values.set(name, value)
  }
  // fromEntries defines own properties, so a field named __proto__ stays a field (and is refused).
  return new FormPost(Object.fromEntries(values), [...repeated])
}

/**
 * The body handed to the shared schema. A form cannot leave a hidden field out, only send it
 * empty, so an empty submissionId means none.
 */
export function formInput({ values }: FormPost): Record<string, string> {
  const { submissionId, ...rest } = values
  return submissionId === undefined || submissionId === "" ? rest : { ...rest, submissionId }
}

/**
 * The body schema of POST /user/create/: what its parsers give, a form post read as the object a
 * script would send, then the enquiry's own schema. A name sent twice is refused before it
 * (repeatedFields), as that is not our form.
 */
export const enquiryPostSchema = z.pipe(
  z.transform((body: unknown) => (body instanceof FormPost ? formInput(body) : body)),
  enquirySchema,
)

/** The names a form sent more than once, each with its message. */
export const repeatedFields = (form: FormPost): EnquiryFieldErrors =>
  Object.fromEntries(form.repeated.map((name) => [name, "Send this field only once"]))

/**
 * Whether a Content-Type is JSON we read. JSON is UTF-8 (RFC 8259); a client naming another
 * charset would have its text misread, so it is refused like any other type.
 */
export const isJson = (contentType: string | undefined): boolean => {
  const [mediaType, ...parameters] = (contentType ?? "").split(";").map((part) => part.trim().toLowerCase())
  if (mediaType !== "application/json") return false
  return parameters.every((parameter) => {
    const [name, value = ""] = parameter.split("=").map((part) => part.trim())
    return name !== "charset" || ["utf-8", "utf8"].includes(value.replace(/^"|"$/g, ""))
  })
}

/** The schema's verdict on a form post; a name sent twice is refused like any other bad field. */
export function validateForm(form: FormPost): EnquiryValidation {
  const validation = validateEnquiry(formInput(form))
  if (form.repeated.length === 0) return validation
  const repeated = repeatedFields(form)
  const fields = validation.ok ? repeated : { ...validation.fields, ...repeated }
  return { ok: false, message: "Please correct the highlighted fields.", fields }
}

/**
 * A post's body as text, read as POST /user/create/ reads it: a form, or JSON; "unsupported" for
 * another Content-Type, "not JSON" for JSON that does not parse. The CDN's worker reads a post it
 * keeps with this, and the API reads it again when the post is delivered.
 */
export function readPost(
  contentType: string,
  body: string,
): { form: FormPost | null; validation: EnquiryValidation } | "unsupported" | "not JSON" {
  if (isFormContentType(contentType)) {
    const form = parseFormBody(body)
    return { form, validation: validateForm(form) }
  }
  if (!isJson(contentType)) return "unsupported"
  try {
    return { form: null, validation: validateEnquiry(JSON.parse(body)) }
  } catch {
    return "not JSON"
  }
}
