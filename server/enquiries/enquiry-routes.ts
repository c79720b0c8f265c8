/**
 * POST /user/create/ (and without the trailing slash): the path the spec's form posts to.
 * The answer is sent only after the enquiry and its outbox rows are committed.
 */
import { randomUUID } from "node:crypto"
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify"
import { validateEnquiry, type EnquirySuccessBody } from "../../src/utils/enquiry"
import { MESSAGES, sendError } from "./http"
import type { RateLimiter } from "./rate-limit"
import type { EnquiryStore, OutboxChannel } from "./store"

export const ENQUIRY_PATHS = ["/user/create/", "/user/create"] as const

export type EnquiryRoutesOptions = {
  store: EnquiryStore
  limiter: RateLimiter
  channels: readonly OutboxChannel[]
  /** Called after a new enquiry with notifications is committed; must not block. */
  onStored: () => void
}

const isJson = (contentType: string | undefined): boolean =>
  (contentType ?? "").split(";")[0].trim().toLowerCase() === "application/json"

export const enquiryRoutes: FastifyPluginAsync<EnquiryRoutesOptions> = async (app, { store, limiter, channels, onStored }) => {
  // Counted before anything else, so malformed floods spend the same budget as valid ones.
  const rateLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = limiter.hit(request.ip)
    if (!decision.allowed) {
      reply.header("Retry-After", String(decision.retryAfterSeconds))
      return sendError(reply, 429, "rate_limited", MESSAGES.rateLimited)
    }
  }

  // Checked before the body is read: Fastify would otherwise parse text/plain bodies too.
  const requireJson = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isJson(request.headers["content-type"])) {
      return sendError(reply, 415, "unsupported_media_type", MESSAGES.unsupportedMediaType)
    }
  }

  const create = async (request: FastifyRequest, reply: FastifyReply) => {
    const validation = validateEnquiry(request.body)
    if (!validation.ok) return sendError(reply, 400, "invalid", validation.message, validation.fields)

    const { website, submissionId, ...fields } = validation.enquiry
    if (website !== undefined && website.trim() !== "") {
      // Honeypot filled: look exactly like success so the bot moves on; store and send nothing.
      const decoy: EnquirySuccessBody = { data: { id: randomUUID(), receivedAt: new Date().toISOString() } }
      return reply.code(201).send(decoy)
    }

    const result = await store.insert({ ...fields, submissionId: submissionId?.toLowerCase() ?? null }, channels)
    if (result.created && channels.length > 0) onStored()
    const body: EnquirySuccessBody = { data: { id: result.id, receivedAt: result.receivedAt } }
    return reply.code(result.created ? 201 : 200).send(body)
  }

  const methodNotAllowed = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header("Allow", "POST")
    return sendError(reply, 405, "method_not_allowed", MESSAGES.methodNotAllowed)
  }

  const notFound = async (_request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 404, "not_found", MESSAGES.notFound)

  const otherMethods = app.supportedMethods.filter((method) => method !== "POST")
  for (const url of ENQUIRY_PATHS) {
    app.route({ method: "POST", url, onRequest: [rateLimit, requireJson], handler: create })
    app.route({ method: otherMethods, url, handler: methodNotAllowed, exposeHeadRoute: false })
  }
  // Unknown API paths answer in the API's JSON shape, not with the site's HTML 404 page.
  app.all("/user", notFound)
  app.all("/user/*", notFound)
}
