/**
 * The API's one error shape, `{"data": null, "error": {code, message, fields?}}`, and the error
 * handler that maps Fastify's own errors (bad JSON, body too large, wrong media type) onto it, so
 * no client input ends in an HTML page or a 5xx.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify"
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod"
import type { EnquiryFieldErrors } from "../../common/enquiry"
import { ENQUIRY_PATHS, errorBody, isApiPath, MESSAGES, type ApiErrorCode } from "../../common/enquiry-api"

export { ENQUIRY_PATHS, errorBody, isApiPath, MESSAGES, type ApiErrorCode } from "../../common/enquiry-api"

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ApiErrorCode,
  message: string,
  fields?: EnquiryFieldErrors,
): FastifyReply {
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send(errorBody(code, message, fields))
}

/**
 * Requests the router could not route, on API paths: a method it has no route for (PROPFIND and
 * other WebDAV methods) or a URL it cannot decode. Answered in the API's JSON shape like any other
 * refusal; null for the site's paths.
 */
export function answerUnroutedApiRequest(request: FastifyRequest, reply: FastifyReply, problem: "method" | "url"): FastifyReply | null {
  const path = request.url.split("?")[0]
  if (!isApiPath(path)) return null
  reply.header("Cache-Control", "no-store")
  if (problem === "url") return sendError(reply, 400, "bad_request", MESSAGES.badUrl)
  if (ENQUIRY_PATHS.includes(path)) {
    reply.header("Allow", "POST")
    return sendError(reply, 405, "method_not_allowed", MESSAGES.methodNotAllowed)
  }
  return sendError(reply, 404, "not_found", MESSAGES.notFound)
}

/** API answers hold personal data or one-off results: never cached by browsers or proxies. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header("Cache-Control", "no-store")
  return payload
}

export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // A body or query its route's schema refuses: the schema's first message.
  if (hasZodFastifySchemaValidationErrors(error)) return sendError(reply, 400, "invalid", error.validation[0].message ?? error.message)
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return sendError(reply, 415, "unsupported_media_type", MESSAGES.unsupportedMediaType)
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return sendError(reply, 413, "payload_too_large", MESSAGES.payloadTooLarge)
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return sendError(reply, 400, "invalid", MESSAGES.badJson)
    case "ENQ_BODY_NOT_UTF8":
      return sendError(reply, 400, "invalid", MESSAGES.notUtf8)
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
