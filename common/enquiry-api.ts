/**
 * The enquiry API's contract beside the schema (common/enquiry.ts): where enquiries are posted, its
 * one error shape `{"data": null, "error": {code, message, fields?}}` and its messages. Shared by
 * the server and the CDN's worker (edge/worker.ts), which answers for the API while it is down.
 */
import type { ApiErrorBody, EnquiryFieldErrors } from "./enquiry"

export type ApiErrorCode =
  | "invalid"
  | "bad_request"
  | "unauthorized"
  | "not_found"
  | "method_not_allowed"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable"
  | "internal"

/** Where enquiries are posted: the path the spec's form posts to, also without the trailing slash. */
export const ENQUIRY_PATHS: readonly string[] = ["/user/create/", "/user/create"]

/**
 * The confirmation page a form post is sent to. Spelled as Gatsby names the page
 * (trailingSlash: "never"): with a slash the page would replace its own address once scripts start.
 */
export const ENQUIRY_SENT_PATH = "/enquiry-sent"

/** Where the CDN's worker delivers the enquiries it kept while the API was down (the API's route). */
export const EDGE_DELIVERY_PATH = "/user/edge-delivery"
/** Where the API collects them itself (the worker's route; both need ORIGIN_SECRET). */
export const EDGE_KEPT_PATH = "/user/edge-kept"

/** The enquiry API's folders (the staff inbox is /admin/): our server answers them, never the built site. */
export const API_FOLDERS = ["user", "admin"] as const

/** Whether a path's first segment (decoded or not, as the caller reads paths) is one of the API's folders. */
export const isApiFolder = (segment: string | undefined): boolean => (API_FOLDERS as readonly string[]).includes(segment ?? "")

/** Whether a request URL (its query ignored) belongs to the API (/user/…, /admin/…), which answers only in JSON. */
export const isApiPath = (url: string): boolean => isApiFolder(url.split("?", 1)[0].split("/")[1])

export function errorBody(code: ApiErrorCode, message: string, fields?: EnquiryFieldErrors): ApiErrorBody {
  return { data: null, error: fields ? { code, message, fields } : { code, message } }
}

export const MESSAGES = {
  notFound: "There is nothing at this address.",
  methodNotAllowed: "Use POST to send an enquiry.",
  unsupportedMediaType: "Send the enquiry as JSON with Content-Type: application/json.",
  unsupportedEncoding: "Send the body without Content-Encoding.",
  payloadTooLarge: "The request is too large.",
  badJson: "The request body is not valid JSON.",
  notUtf8: "The request body is not valid UTF-8.",
  badUrl: "The address is not a valid URL.",
  urlTooLong: "The address is too long.",
  rateLimited: "Too many enquiries in a short time. Please try again in a little while.",
  unauthorized: "A valid admin token is required.",
  tooManyFailures: "Too many failed sign-in attempts. Please try again later.",
  internal: "Something went wrong on our side. Please try again later.",
  busy: "The server is busy. Please try again in a moment.",
} as const
