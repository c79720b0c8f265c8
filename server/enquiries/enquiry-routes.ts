/**
 * POST /user/create/ (and without the trailing slash): the path the spec's form posts to.
 * The answer is sent only after the enquiry and its outbox rows are committed.
 *
 * Two kinds of client share the schema, honeypot, limits and store: scripts posting JSON, answered
 * with the JSON contract, and the HTML form posting application/x-www-form-urlencoded when scripts
 * have not run, answered for a person (a 303 to the confirmation page, or an HTML page).
 */
import { randomUUID } from "node:crypto"
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify"
import { clientKey } from "../client-address"
import { attributionOf, type Attribution } from "../../common/attribution"
import { validateEnquiry, type Enquiry, type EnquirySuccessBody } from "../../common/enquiry"
import {
  BodyNotUtf8Error,
  decodeUtf8Leniently,
  hasLoneSurrogate,
  hasTextMatching,
  percentEscapesAreUtf8,
  REPLACEMENT_CHAR,
  withoutAttribution,
} from "./body-text"
import { crossSitePage, invalidEnquiryPage, rateLimitedPage, redirectPage } from "../../common/enquiry-pages"
import { FORM_MEDIA_TYPE, FormPost, isFormContentType, isJson, parseFormBody, validateForm } from "../../common/enquiry-post"
import { derivedSubmissionId, isCrossSiteForm, formAttribution, type EnquiryFields } from "./form-post"
import { ENQUIRY_SENT_PATH } from "../../common/enquiry-api"
import { ENQUIRY_PATHS, MESSAGES, sendError } from "./http"
import type { RateDecision, RateLimiter } from "./rate-limit"
import type { EnquiryStore, InsertResult, OutboxChannel } from "./store"

/**
 * A form post is URL-encoded: a character of Tamil text takes 9 bytes (%E0%AE%A4), so a message
 * within the schema's limits can pass the app's 16 KB body limit. This fits every valid form.
 */
const FORM_BODY_LIMIT = 32 * 1024

export type EnquiryRoutesOptions = {
  store: EnquiryStore
  limiter: RateLimiter
  channels: readonly OutboxChannel[]
  /** Called after a new enquiry with notifications is committed; must not block. */
  onStored: () => void
  /** Origin of the public site; form posts from it are accepted even when the Host differs */
  siteOrigin: string
}

/** A Content-Encoding we can read: none. A compressed body would otherwise be read as its bytes. */
const isIdentityEncoding = (contentEncoding: string | undefined): boolean => {
  const coding = (contentEncoding ?? "").trim().toLowerCase()
  return coding === "" || coding === "identity"
}

const isHoneypotFilled = (website: string | undefined): boolean => website !== undefined && website.trim() !== ""

/** An enquiry's own fields, apart from its attribution, honeypot and submissionId. */
const ownFields = ({ name, email, mobile, services, description }: Enquiry): EnquiryFields => ({
  name,
  email,
  mobile,
  services,
  description,
})

const sendHtml = (reply: FastifyReply, status: number, html: string): FastifyReply =>
  reply.code(status).type("text/html; charset=utf-8").send(html)

export const enquiryRoutes: FastifyPluginAsync<EnquiryRoutesOptions> = async (app, { store, limiter, channels, onStored, siteOrigin }) => {
  // Form posts whose limit ran out are still read, so that the 429 page can keep what was typed.
  const limitedForms = new WeakMap<FastifyRequest, RateDecision & { allowed: false }>()

  // Every post spends its client's budget before anything else, so a client's malformed flood is
  // cut off like a valid one. The global budget is spent later, by valid enquiries only (save).
  const rateLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = await limiter.hit(clientKey(request.ip))
    if (decision.allowed) return
    if (isFormContentType(request.headers["content-type"])) {
      limitedForms.set(request, decision)
      return
    }
    reply.header("Retry-After", String(decision.retryAfterSeconds))
    return sendError(reply, 429, "rate_limited", MESSAGES.rateLimited)
  }

  // Checked before the body is read: Fastify would otherwise parse text/plain bodies too, and read
  // a gzip body as if it were the text itself.
  const requireSupportedType = async (request: FastifyRequest, reply: FastifyReply) => {
    const contentType = request.headers["content-type"]
    if (!isJson(contentType) && !isFormContentType(contentType)) {
      return sendError(reply, 415, "unsupported_media_type", MESSAGES.unsupportedMediaType)
    }
    if (!isIdentityEncoding(request.headers["content-encoding"])) {
      // RFC 9110 (15.5.16): Accept-Encoding in the answer names the codings that would be read.
      reply.header("Accept-Encoding", "identity")
      return sendError(reply, 415, "unsupported_media_type", MESSAGES.unsupportedEncoding)
    }
  }

  // Form posts only: another site's page cannot send JSON here at all (its Content-Type needs a
  // CORS preflight, which this API refuses), and JSON clients keep the contract they have.
  const refuseCrossSiteForms = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isFormContentType(request.headers["content-type"]) && isCrossSiteForm(request.headers, request.host, siteOrigin)) {
      return sendHtml(reply, 403, crossSitePage())
    }
  }

  // Both parsers read bytes and refuse what is not UTF-8 in an enquiry's own fields, rather than
  // storing U+FFFD in its place; in an attribution field it is dropped when cleaned. Not
  // @fastify/formbody, whose parser is given text already decoded (docs/security.md).
  app.addContentTypeParser(FORM_MEDIA_TYPE, { parseAs: "buffer", bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    const { text, valid } = decodeUtf8Leniently(body as Buffer)
    const form = parseFormBody(text)
    if (!(valid && percentEscapesAreUtf8(text)) && hasTextMatching(withoutAttribution(form.values), REPLACEMENT_CHAR))
      return done(new BodyNotUtf8Error(), undefined)
    done(null, form)
  })
  const parseJsonText = app.getDefaultJsonParser("error", "error")
  app.removeContentTypeParser("application/json")
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const { text, valid } = decodeUtf8Leniently(body as Buffer)
    void parseJsonText(request, text, (error, value) => {
      if (error) return done(error, undefined)
      const own = withoutAttribution(value)
      if (hasLoneSurrogate(own) || (!valid && hasTextMatching(own, REPLACEMENT_CHAR))) return done(new BodyNotUtf8Error(), undefined)
      done(null, value)
    })
  })

  /** Stores a validated enquiry with its notifications and wakes the outbox worker. */
  const save = async (fields: EnquiryFields, submissionId: string | null, attribution: Attribution): Promise<InsertResult> => {
    const result = await store.insert({ ...fields, submissionId, attribution }, channels)
    if (result.created && channels.length > 0) onStored()
    return result
  }

  const createFromJson = async (request: FastifyRequest, reply: FastifyReply) => {
    const validation = validateEnquiry(request.body)
    if (!validation.ok) return sendError(reply, 400, "invalid", validation.message, validation.fields)

    const { website, submissionId } = validation.enquiry
    if (isHoneypotFilled(website)) {
      // Honeypot filled: look exactly like success so the bot moves on; store and send nothing.
      const decoy: EnquirySuccessBody = { data: { id: randomUUID(), receivedAt: new Date().toISOString() } }
      return reply.code(201).send(decoy)
    }

    const budget = await limiter.hitGlobal()
    if (!budget.allowed) {
      reply.header("Retry-After", String(budget.retryAfterSeconds))
      return sendError(reply, 429, "rate_limited", MESSAGES.rateLimited)
    }
    const result = await save(ownFields(validation.enquiry), submissionId?.toLowerCase() ?? null, attributionOf(validation.enquiry))
    const body: EnquirySuccessBody = { data: { id: result.id, receivedAt: result.receivedAt } }
    return reply.code(result.created ? 201 : 200).send(body)
  }

  const createFromForm = async (request: FastifyRequest, reply: FastifyReply, form: FormPost) => {
    const carried = formAttribution(form, request.headers, request.host, siteOrigin)
    const shown = { ...form.values, ...carried }
    const limitedPage = (decision: RateDecision & { allowed: false }): FastifyReply => {
      reply.header("Retry-After", String(decision.retryAfterSeconds))
      return sendHtml(reply, 429, rateLimitedPage(shown, decision.retryAfterSeconds))
    }
    const limited = limitedForms.get(request)
    if (limited) return limitedPage(limited)

    const validation = validateForm(form)
    if (!validation.ok) return sendHtml(reply, 400, invalidEnquiryPage(shown, validation.fields))

    // A filled honeypot gets the same redirect as a person, and nothing is stored or sent.
    const { website, submissionId } = validation.enquiry
    if (!isHoneypotFilled(website)) {
      const budget = await limiter.hitGlobal()
      if (!budget.allowed) return limitedPage(budget)
      const fields = ownFields(validation.enquiry)
      await save(fields, submissionId?.toLowerCase() ?? derivedSubmissionId(request.ip, fields), attributionOf(carried))
    }
    // 303, not 302: the browser follows with a GET, so reloading the confirmation posts nothing.
    reply.header("Location", ENQUIRY_SENT_PATH)
    return sendHtml(reply, 303, redirectPage(ENQUIRY_SENT_PATH))
  }

  const create = async (request: FastifyRequest, reply: FastifyReply) =>
    request.body instanceof FormPost ? createFromForm(request, reply, request.body) : createFromJson(request, reply)

  const methodNotAllowed = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header("Allow", "POST")
    return sendError(reply, 405, "method_not_allowed", MESSAGES.methodNotAllowed)
  }

  const notFound = async (_request: FastifyRequest, reply: FastifyReply) => sendError(reply, 404, "not_found", MESSAGES.notFound)

  const otherMethods = app.supportedMethods.filter((method) => method !== "POST")
  for (const url of ENQUIRY_PATHS) {
    app.route({ method: "POST", url, onRequest: [rateLimit, requireSupportedType, refuseCrossSiteForms], handler: create })
    app.route({ method: otherMethods, url, handler: methodNotAllowed, exposeHeadRoute: false })
  }
  // Unknown API paths answer in the API's JSON shape, not with the site's HTML 404 page.
  app.all("/user", notFound)
  app.all("/user/*", notFound)
}
