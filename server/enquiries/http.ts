/**
 * The API's one error shape, `{"data": null, "error": {code, message, fields?}}`, and the error
 * handler that maps Fastify's own errors (bad JSON, body too large, wrong media type) onto it, so
 * no client input ends in an HTML page or a 5xx.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify"
import type { ApiErrorBody, EnquiryFieldErrors } from "../../src/utils/enquiry"

export type ApiErrorCode =
  | "invalid"
  | "bad_request"
  | "unauthorized"
  | "not_found"
  | "method_not_allowed"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal"

export function errorBody(code: ApiErrorCode, message: string, fields?: EnquiryFieldErrors): ApiErrorBody {
  return { data: null, error: fields ? { code, message, fields } : { code, message } }
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ApiErrorCode,
  message: string,
  fields?: EnquiryFieldErrors,
): FastifyReply {
  return reply.code(status).type("application/json; charset=utf-8").send(errorBody(code, message, fields))
}

export const MESSAGES = {
  notFound: "There is nothing at this address.",
  methodNotAllowed: "Use POST to send an enquiry.",
  unsupportedMediaType: "Send the enquiry as JSON with Content-Type: application/json.",
  payloadTooLarge: "The request is too large.",
  badJson: "The request body is not valid JSON.",
  rateLimited: "Too many enquiries in a short time. Please try again in a little while.",
  unauthorized: "A valid admin token is required.",
  internal: "Something went wrong on our side. Please try again later.",
} as const

/** API answers hold personal data or one-off results: never cached by browsers or proxies. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header("Cache-Control", "no-store")
  return payload
}

export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return sendError(reply, 415, "unsupported_media_type", MESSAGES.unsupportedMediaType)
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return sendError(reply, 413, "payload_too_large", MESSAGES.payloadTooLarge)
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return sendError(reply, 400, "invalid", MESSAGES.badJson)
  }
  const status = error.statusCode ?? 500
  // The JSON parser reports syntax errors and prototype-poisoning keys as plain 400 errors.
  if (error instanceof SyntaxError || (status === 400 && error.code === undefined)) {
    return sendError(reply, 400, "invalid", MESSAGES.badJson)
  }
  if (status === 413) return sendError(reply, 413, "payload_too_large", MESSAGES.payloadTooLarge)
  if (status === 415) return sendError(reply, 415, "unsupported_media_type", MESSAGES.unsupportedMediaType)
  if (status >= 400 && status < 500) return sendError(reply, status, "bad_request", error.message)
  request.log.error({ err: error }, "Enquiry API error")
  return sendError(reply, 500, "internal", MESSAGES.internal)
}
