/**
 * Admin API for the agency: list, CSV export and deletion by e-mail (the data deletion page
 * promises it). Registered only when ADMIN_TOKEN is set; without it these paths do not exist.
 *
 * Scripts send `Authorization: Bearer <token>`. Staff read the list and download the CSV in a
 * browser with HTTP Basic over the same token: opening /admin/enquiries.csv, the browser asks for
 * a user name (any) and a password (the token). Basic is accepted for reading only (GET, HEAD):
 * a browser sends remembered Basic credentials with any request to the site, and deletion must
 * never be something a visited page can make it send.
 *
 * Failed attempts are counted per client (sign-in-limits.ts: in the shared store on PostgreSQL);
 * beyond ADMIN_MAX_FAILURES in a window every admin request from that client gets 429 until the
 * window ends, a right token too, or the answers would tell a guesser which guess was right. The
 * check is a hash of the header, as cheap as reading it, so failures are counted after it.
 */
import { isEmailAddress } from "../../common/text-rules"
import { createHash, timingSafeEqual } from "node:crypto"
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
import { exportCsv } from "./csv"
import { MESSAGES, sendError } from "./http"
import type { SignInBudget } from "../sign-in-limits"
import type { EnquiryStore } from "./store"

export type AdminRoutesOptions = {
  store: EnquiryStore
  token: string
  /** Failed attempts per client before 429 */
  failures: SignInBudget
}

export const MAX_PAGE_SIZE = 200

// Hashing first gives equal-length buffers, so the comparison time says nothing about the token,
// not even its length.
const digest = (value: string): Buffer => createHash("sha256").update(value, "utf8").digest()

export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? "")
  const presented = match ? match[1] : ""
  // Always compare, even without a header, so a missing token costs the same as a wrong one.
  const equal = timingSafeEqual(digest(presented), digest(token))
  return match !== null && equal
}

/** Whether an HTTP Basic header carries the token as its password (the user name is not checked). */
export function basicMatches(header: string | undefined, token: string): boolean {
  const match = /^Basic +([A-Za-z0-9+/]+={0,2}) *$/i.exec(header ?? "")
  const decoded = match ? Buffer.from(match[1], "base64").toString("utf8") : ""
  const colon = decoded.indexOf(":")
  const password = colon === -1 ? "" : decoded.slice(colon + 1)
  const equal = timingSafeEqual(digest(password), digest(token))
  return colon !== -1 && equal
}

const isRead = (method: string): boolean => method === "GET" || method === "HEAD"

/**
 * A page load in a browser (not a script's fetch): the answer may ask for Basic credentials, which
 * makes the browser show its sign-in dialog. Scripts never get that challenge, so no dialog opens
 * over a page that calls the API.
 */
const isNavigation = (request: FastifyRequest): boolean => {
  const mode = request.headers["sec-fetch-mode"]
  if (mode !== undefined) return mode === "navigate"
  return isRead(request.method) && (request.headers.accept ?? "").includes("text/html")
}

const BEARER_CHALLENGE = 'Bearer realm="enquiries"'
const BASIC_CHALLENGE = 'Basic realm="enquiries", charset="UTF-8"'

// The words of a refused query are its schema's (the API's error handler sends the first).
const PAGES = { error: `page must be 1 or more and pageSize 1 to ${MAX_PAGE_SIZE}.` }
const pageNumber = (max: number) => z.coerce.number(PAGES).int(PAGES).min(1, PAGES).max(max, PAGES)
const pageQuery = z.object({ page: pageNumber(1_000_000).default(1), pageSize: pageNumber(MAX_PAGE_SIZE).default(50) })

const EMAIL = { error: "Give the e-mail address to delete as ?email=." }
const deleteQuery = z.object({ email: z.string(EMAIL).trim().refine(isEmailAddress, EMAIL) })

export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (plain, { store, token, failures }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>()
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await failures.blockedFor(request)
    if (wait !== null) {
      reply.header("Retry-After", String(wait))
      return sendError(reply, 429, "rate_limited", MESSAGES.tooManyFailures)
    }
    const { authorization } = request.headers
    const signedIn = bearerMatches(authorization, token) || (isRead(request.method) && basicMatches(authorization, token))
    if (signedIn) return
    // Only a presented credential is a guess; a browser's first, bare request is not.
    if (authorization !== undefined && authorization.trim() !== "") await failures.fail(request)
    reply.header("WWW-Authenticate", isNavigation(request) ? [BASIC_CHALLENGE, BEARER_CHALLENGE] : BEARER_CHALLENGE)
    return sendError(reply, 401, "unauthorized", MESSAGES.unauthorized)
  })

  app.get("/admin/enquiries", { schema: { querystring: pageQuery } }, async (request) => {
    const { page, pageSize } = request.query
    const [data, total] = await Promise.all([store.list({ offset: (page - 1) * pageSize, limit: pageSize }), store.count()])
    return { data, page, pageSize, total }
  })

  app.get("/admin/enquiries.csv", async (_request, reply) => {
    const csv = await exportCsv(store)
    const date = new Date().toISOString().slice(0, 10)
    return reply.type("text/csv; charset=utf-8").header("Content-Disposition", `attachment; filename="enquiries-${date}.csv"`).send(csv)
  })

  app.delete("/admin/enquiries", { schema: { querystring: deleteQuery } }, async (request) => {
    const deleted = await store.deleteByEmail(request.query.email)
    return { data: { deleted } }
  })
}
