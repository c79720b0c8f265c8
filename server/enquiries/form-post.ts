/**
 * The enquiry form without JavaScript, on the server: tell a post from our own pages from a
 * cross-site one, read where it came from, and give a double-pressed Send one submissionId. Its
 * parsing and validation are common/enquiry-post.ts (the CDN's worker reads posts too).
 */
import { createHash } from "node:crypto"
import type { IncomingHttpHeaders } from "node:http"
import { fieldsOfAddress } from "../../common/attribution"
import type { Enquiry } from "../../common/enquiry"
import type { FormPost } from "../../common/enquiry-post"
import { ATTRIBUTION_FIELDS, type AttributionField } from "../../common/enquiry-fields"

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(", ") : value
}

/** Whether an Origin names the same host as the request's Host, on either scheme. */
function isSameHost(origin: string, host: string): boolean {
  if (!URL.canParse(origin)) return false
  const url = new URL(origin)
  if (url.protocol !== "https:" && url.protocol !== "http:") return false
  // The scheme is not compared: behind a TLS-terminating proxy the browser's https:// origin
  // reaches us as plain http. Parsing the Host with the Origin's scheme drops a default port.
  const own = `${url.protocol}//${host}`
  return URL.canParse(own) && new URL(own).host === url.host
}

/**
 * A form post another site made the visitor's browser send (CSRF, or a copy of our form on a
 * phishing page). Browsers send Origin with every form POST; "null" comes from sandboxed frames,
 * files and privacy redirects. A post without Origin (curl, old browsers) is not refused.
 */
export function isCrossSiteForm(headers: IncomingHttpHeaders, host: string, siteOrigin: string): boolean {
  if (header(headers, "sec-fetch-site")?.toLowerCase() === "cross-site") return true
  const origin = header(headers, "origin")
  if (origin === undefined) return false
  if (origin === "null") return true
  return origin !== siteOrigin && !isSameHost(origin, host)
}

/**
 * The attribution a form post's Referer gives (the sending page, its utm_* tags): our pages send
 * their whole address to our own origin (Referrer-Policy strict-origin-when-cross-origin). Nothing
 * from a Referer of another origin.
 */
export function refererFields(headers: IncomingHttpHeaders, host: string, siteOrigin: string): Partial<Record<AttributionField, string>> {
  const referer = header(headers, "referer")
  if (referer === undefined || !URL.canParse(referer)) return {}
  const url = new URL(referer)
  return url.origin === siteOrigin || isSameHost(url.origin, host) ? fieldsOfAddress(url) : {}
}

/**
 * Where a form post came from, as text fields: as the form sent them, or, when it names no sending
 * page (posted without scripts), from its Referer. A form shown again (a field to correct, a wait)
 * carries them on as hidden fields, so the post after it still says where it came from.
 */
export function formAttribution(
  { values }: FormPost,
  headers: IncomingHttpHeaders,
  host: string,
  siteOrigin: string,
): Partial<Record<AttributionField, string>> {
  const posted = Object.fromEntries(
    ATTRIBUTION_FIELDS.filter((field) => values[field] !== undefined).map((field) => [field, values[field]]),
  )
  return posted.sentFrom === undefined ? { ...refererFields(headers, host, siteOrigin), ...posted } : posted
}

export type EnquiryFields = Omit<Enquiry, "submissionId" | "website" | AttributionField>

/**
 * The submissionId of a form post that carries none. The browser resends the same fields when Send
 * is pressed twice or the post is retried, so the same address and the same validated (trimmed)
 * fields give the same id, and the store's de-duplication keeps one enquiry. Shaped as a version 8
 * (custom) UUID so it fits the column and the schema's UUID shape.
 */
export function derivedSubmissionId(clientAddress: string, fields: EnquiryFields): string {
  const { name, email, mobile, services, description } = fields
  const bytes = createHash("sha256")
    .update(JSON.stringify([clientAddress, name, email, mobile, services, description]))
    .digest()
    .subarray(0, 16)
  bytes[6] = (bytes[6] & 0x0f) | 0x80 // version 8
  bytes[8] = (bytes[8] & 0x3f) | 0x80 // RFC 9562 variant
  const hex = bytes.toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
