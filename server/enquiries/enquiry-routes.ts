/**
 * POST /user/create/ (and without the trailing slash): the path the spec's form posts to.
 * The answer is sent only after the enquiry and its outbox rows are committed.
 *
 * Two kinds of client share the schema, honeypot, limits and store: scripts posting JSON, answered
 * with the JSON contract, and the HTML form posting application/x-www-form-urlencoded when scripts
 * have not run, answered for a person (a 303 to the confirmation page, or an HTML page).
 */
import { randomUUID } from "node:crypto"
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify"
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError, type ZodTypeProvider } from "fastify-type-provider-zod"
import { attributionOf, type Attribution } from "../../common/attribution"
import { enquiryProblem, type Enquiry, type EnquiryIssue, type EnquirySuccessBody } from "../../common/enquiry"
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
import {
  enquiryPostSchema,
  FORM_MEDIA_TYPE,
  FormPost,
  isFormContentType,
  isJson,
  parseFormBody,
  validateForm,
} from "../../common/enquiry-post"
import { derivedSubmissionId, isCrossSiteForm, formAttribution, type EnquiryFields } from "./form-post"
import { ENQUIRY_SENT_PATH } from "../../common/enquiry-api"
import { apiErrorHandler, ENQUIRY_PATHS, MESSAGES, sendError } from "./http"
import type { EnquiryLimits } from "./rate-limit"
import type { EnquiryStore, InsertResult, OutboxChannel } from "./store"

/**
 * A form post is URL-encoded: a character of Tamil text takes 9 bytes (%E0%AE%A4), so a message
 * within the schema's limits can pass the app's 16 KB body limit. This fits every valid form.
 */
const FORM_BODY_LIMIT = 32 * 1024

export type EnquiryRoutesOptions = {
  store: EnquiryStore
  limits: EnquiryLimits
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

/** The form's answer to a post taken: 303, not 302, so the browser follows with a GET and reloading the confirmation posts nothing. */
const seeSent = (reply: FastifyReply): FastifyReply =>
  sendHtml(reply.header("Location", ENQUIRY_SENT_PATH), 303, redirectPage(ENQUIRY_SENT_PATH))

/** A validation error of the route's schema as the enquiry's issue: `/name` is the path ["name"]. */
const issueOf = ({ instancePath, keyword, message, params }: ZodFastifySchemaValidationError): EnquiryIssue => ({
  path: instancePath === "/" ? [] : instancePath.slice(1).split("/"),
  code: keyword,
  message: message ?? "",
  keys: Array.isArray(params.keys) ? params.keys.map(String) : undefined,
})

export const enquiryRoutes: FastifyPluginAsync<EnquiryRoutesOptions> = async (app, { store, limits, channels, onStored, siteOrigin }) => {
  // Form posts whose limit ran out are still read, so that the 429 page can keep what was typed.
  const limitedForms = new WeakMap<FastifyRequest, number>()
  // Each form post as its parser read it: the schema hands the handler the enquiry, while the pages
  // show what was typed and the attribution is read from the form's own fields.
  const forms = new WeakMap<FastifyRequest, FormPost>()

  // Every post spends its client's budget before anything else, so a client's malformed flood is
  // cut off like a valid one. The global budget is spent later, by valid enquiries only (save).
  const rateLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await limits.post(request)
    if (wait === null) return
    if (isFormContentType(request.headers["content-type"])) {
      limitedForms.set(request, wait)
      return
    }
    reply.header("Retry-After", String(wait))
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

  /** What a form post showed typed, with where it came from, for the pages that show it again. */
  const shownOf = (request: FastifyRequest, form: FormPost) => ({
    ...form.values,
    ...formAttribution(form, request.headers, request.host, siteOrigin),
  })
  const limitedPage = (reply: FastifyReply, shown: Record<string, string>, wait: number): FastifyReply =>
    sendHtml(reply.header("Retry-After", String(wait)), 429, rateLimitedPage(shown, wait))

  // Before the schema: a form whose limit ran out gets its 429 page, and one that sends a name twice
  // (not our form) its 400 page with every field's problem.
  const readForm = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(request.body instanceof FormPost)) return
    const form = request.body
    forms.set(request, form)
    const wait = limitedForms.get(request)
    if (wait !== undefined) return limitedPage(reply, shownOf(request, form), wait)
    const validation = form.repeated.length > 0 ? validateForm(form) : null
    if (validation?.ok === false) return sendHtml(reply, 400, invalidEnquiryPage(shownOf(request, form), validation.fields))
  }

  // A body the schema refuses: the form's page with each field's message, or the API's JSON 400.
  const refuseInvalid = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) return apiErrorHandler(error, request, reply)
    const { message, fields } = enquiryProblem(error.validation.map(issueOf))
    const form = forms.get(request)
    if (form) return sendHtml(reply, 400, invalidEnquiryPage(shownOf(request, form), fields))
    return sendError(reply, 400, "invalid", message, fields)
  }

  /** Stores a validated enquiry with its notifications and wakes the outbox worker. */
  const save = async (fields: EnquiryFields, submissionId: string | null, attribution: Attribution): Promise<InsertResult> => {
    const result = await store.insert({ ...fields, submissionId, attribution }, channels)
    if (result.created && channels.length > 0) onStored()
    return result
  }

  const create = async (request: FastifyRequest<{ Body: Enquiry }>, reply: FastifyReply) => {
    const enquiry = request.body
    const form = forms.get(request)
    const { website, submissionId } = enquiry
    if (website !== undefined && website.trim() !== "") {
      // Honeypot filled: look exactly like success so the bot moves on; store and send nothing.
      if (form) return seeSent(reply)
      const decoy: EnquirySuccessBody = { data: { id: randomUUID(), receivedAt: new Date().toISOString() } }
      return reply.code(201).send(decoy)
    }
    const carried = form ? formAttribution(form, request.headers, request.host, siteOrigin) : enquiry
    const wait = await limits.enquiry(request)
    if (wait !== null) {
      if (form) return limitedPage(reply, shownOf(request, form), wait)
      reply.header("Retry-After", String(wait))
      return sendError(reply, 429, "rate_limited", MESSAGES.rateLimited)
    }
    const fields = ownFields(enquiry)
    const id = submissionId?.toLowerCase() ?? (form ? derivedSubmissionId(request.ip, fields) : null)
    const result = await save(fields, id, attributionOf(carried))
    if (form) return seeSent(reply)
    const body: EnquirySuccessBody = { data: { id: result.id, receivedAt: result.receivedAt } }
    return reply.code(result.created ? 201 : 200).send(body)
  }

  const methodNotAllowed = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header("Allow", "POST")
    return sendError(reply, 405, "method_not_allowed", MESSAGES.methodNotAllowed)
  }

  const notFound = async (_request: FastifyRequest, reply: FastifyReply) => sendError(reply, 404, "not_found", MESSAGES.notFound)

  const otherMethods = app.supportedMethods.filter((method) => method !== "POST")
  for (const url of ENQUIRY_PATHS) {
    app.withTypeProvider<ZodTypeProvider>().route({
      method: "POST",
      url,
      schema: { body: enquiryPostSchema },
      onRequest: [rateLimit, requireSupportedType, refuseCrossSiteForms],
      preValidation: readForm,
      errorHandler: refuseInvalid,
      handler: create,
    })
    app.route({ method: otherMethods, url, handler: methodNotAllowed, exposeHeadRoute: false })
  }
  // Unknown API paths answer in the API's JSON shape, not with the site's HTML 404 page.
  app.all("/user", notFound)
  app.all("/user/*", notFound)
}
