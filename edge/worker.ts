/**
 * The CDN's worker (Cloudflare Pages' `_worker.js`, bundled by `npm run cdn:dir` with
 * common/cdn-output.ts): the enquiry API on the site's own origin, forwarded to API_ORIGIN. When
 * the API cannot answer an enquiry (no connection, no answer within ORIGIN_TIMEOUT_MS, or a 5xx),
 * the worker reads the post with the API's own rules (common/enquiry-post.ts, the shared schema),
 * keeps it in D1 (kept-enquiries.ts) and answers as the API does on success. Kept posts go to the
 * API after the next answered request (`waitUntil`), and the API also collects them itself
 * (GET /user/edge-kept, server/enquiries/edge-delivery.ts), both with ORIGIN_SECRET as a bearer
 * token; each is deleted here only once the API has stored it. Without the KEPT_ENQUIRIES binding
 * and ORIGIN_SECRET the worker only forwards.
 */
import { EDGE_DELIVERY_PATH, EDGE_KEPT_PATH, ENQUIRY_PATHS, ENQUIRY_SENT_PATH, errorBody, isApiPath, MESSAGES } from "../common/enquiry-api"
import { invalidEnquiryPage, rateLimitedPage, redirectPage } from "../common/enquiry-pages"
import { formInput, readPost } from "../common/enquiry-post"
import { forget, keep, oldest, type D1, type KeptEnquiry } from "./kept-enquiries"

/** Where the API is: written into the bundle by `npm run cdn:dir` (API_ORIGIN). */
declare const API_ORIGIN: string

type Env = {
  ASSETS: { fetch(request: Request): Promise<Response> }
  /** The Pages project's secret, the API's too: proves the forwarded headers and the kept posts are ours */
  ORIGIN_SECRET?: string
  KEPT_ENQUIRIES?: D1
}
type Context = { waitUntil(promise: Promise<unknown>): void }

/** How long the API has to answer an enquiry before the worker keeps it. */
const ORIGIN_TIMEOUT_MS = 8_000
/** The largest post the API reads (a form's 32 KB); a larger one is only forwarded. */
const MAX_KEPT_BODY = 32 * 1024
/** Kept posts sent to the API in one delivery. */
const DELIVERY_BATCH = 25

/** The API's opener policy (API_OPENER_POLICY, common/security-headers.ts, which needs Node's crypto). */
const OPENER_POLICY = { "Cross-Origin-Opener-Policy": "same-origin" }

const answer = (status: number, body: string, type: string, headers: Record<string, string> = {}): Response =>
  new Response(body, {
    status,
    headers: { "Content-Type": type, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", ...OPENER_POLICY, ...headers },
  })
const json = (status: number, value: unknown, headers?: Record<string, string>) =>
  answer(status, JSON.stringify(value), "application/json; charset=utf-8", headers)
const html = (status: number, page: string, headers?: Record<string, string>) => answer(status, page, "text/html; charset=utf-8", headers)

/** The headers the API reads the visitor from, set by us alone, and the secret that proves it. */
function forwardedHeaders(request: Request, url: URL, env: Env): Headers {
  const headers = new Headers(request.headers)
  // The API reads the visitor's address from X-Forwarded-For when the peer is a trusted proxy
  // (TRUST_PROXY): only the address the CDN saw, never what the client wrote.
  const client = request.headers.get("CF-Connecting-IP")
  if (client) headers.set("X-Forwarded-For", client)
  else headers.delete("X-Forwarded-For")
  headers.set("X-Forwarded-Host", url.host)
  headers.set("X-Forwarded-Proto", url.protocol.replace(":", ""))
  // ORIGIN_SECRET proves to the API that these headers are ours: other Workers send from
  // Cloudflare's addresses as well.
  if (env.ORIGIN_SECRET) headers.set("X-Origin-Secret", env.ORIGIN_SECRET)
  else headers.delete("X-Origin-Secret")
  return headers
}

/** Whether two secrets are equal, compared by their digests so the time taken says nothing. */
async function sameSecret(given: string | null, expected: string | undefined): Promise<boolean> {
  if (!given || !expected) return false
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))
  const [a, b] = await Promise.all([digest(given), digest(expected)])
  return a.reduce((difference, byte, i) => difference | (byte ^ b[i]), 0) === 0
}

/** The key a retry of the same post finds: the visitor's submissionId, else a digest of client and body. */
async function keyOf(submissionId: string | undefined, client: string, body: string): Promise<string> {
  if (submissionId) return submissionId.toLowerCase()
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify([client, body])))
  return `form-${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`
}

/** Reads, checks and keeps an enquiry the API could not take, answering as the API would. */
async function keepEnquiry(request: Request, body: string, db: D1): Promise<Response> {
  const contentType = request.headers.get("Content-Type") ?? ""
  const read = readPost(contentType, body)
  if (read === "unsupported") return json(415, errorBody("unsupported_media_type", MESSAGES.unsupportedMediaType))
  if (read === "not JSON") return json(400, errorBody("bad_request", MESSAGES.badJson))
  const { form, validation } = read
  if (!validation.ok) {
    return form
      ? html(400, invalidEnquiryPage(form.values, validation.fields))
      : json(400, errorBody("invalid", validation.message, validation.fields))
  }
  const receivedAt = new Date().toISOString()
  const success = () =>
    form
      ? html(303, redirectPage(ENQUIRY_SENT_PATH), { Location: ENQUIRY_SENT_PATH })
      : json(201, { data: { id: crypto.randomUUID(), receivedAt } })
  // A filled honeypot: answered like a person, and nothing kept.
  if (validation.enquiry.website?.trim()) return success()
  const client = request.headers.get("CF-Connecting-IP") ?? ""
  const submissionId = form ? formInput(form).submissionId : validation.enquiry.submissionId
  const result = await keep(db, {
    key: await keyOf(submissionId, client, body),
    receivedAt,
    client,
    contentType,
    body,
    referer: request.headers.get("Referer") ?? "",
    origin: request.headers.get("Origin") ?? "",
    host: new URL(request.url).host,
  })
  if (result === "kept" || result === "already kept") return success()
  const retryAfter = 600
  if (form) return html(429, rateLimitedPage(form.values, retryAfter), { "Retry-After": String(retryAfter) })
  return json(429, errorBody("rate_limited", MESSAGES.rateLimited), { "Retry-After": String(retryAfter) })
}

/** Sends the oldest kept posts to the API and forgets those it stored. */
async function deliverKept(env: Env): Promise<void> {
  if (!env.KEPT_ENQUIRIES || !env.ORIGIN_SECRET) return
  const enquiries = await oldest(env.KEPT_ENQUIRIES, DELIVERY_BATCH)
  if (enquiries.length === 0) return
  const response = await fetch(new URL(EDGE_DELIVERY_PATH, API_ORIGIN), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${env.ORIGIN_SECRET}` },
    body: JSON.stringify({ enquiries }),
  })
  if (!response.ok) return
  const { stored } = (await response.json()) as { stored: string[] }
  await forget(env.KEPT_ENQUIRIES, stored)
}

/** GET: the oldest kept posts, for the API to collect; POST {stored: keys}: those it has stored. */
async function keptForTheApi(request: Request, env: Env): Promise<Response> {
  if (!env.KEPT_ENQUIRIES || !(await sameSecret(request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? null, env.ORIGIN_SECRET)))
    return json(404, errorBody("not_found", MESSAGES.notFound))
  if (request.method === "GET") return json(200, { enquiries: (await oldest(env.KEPT_ENQUIRIES, 100)) satisfies KeptEnquiry[] })
  if (request.method !== "POST") return json(405, errorBody("method_not_allowed", MESSAGES.methodNotAllowed), { Allow: "GET, POST" })
  const { stored } = (await request.json().catch(() => ({}))) as { stored?: unknown }
  if (!Array.isArray(stored) || !stored.every((key) => typeof key === "string"))
    return json(400, errorBody("bad_request", MESSAGES.badJson))
  await forget(env.KEPT_ENQUIRIES, stored)
  return json(200, { forgotten: stored.length })
}

export default {
  async fetch(request: Request, env: Env, context: Context): Promise<Response> {
    const url = new URL(request.url)
    if (!isApiPath(url.pathname)) return env.ASSETS.fetch(request)
    if (url.pathname === EDGE_KEPT_PATH) return keptForTheApi(request, env)
    const target = new URL(url.pathname + url.search, API_ORIGIN)
    const headers = forwardedHeaders(request, url, env)
    // Kept only where it can be delivered: both ways need ORIGIN_SECRET.
    const db = env.ORIGIN_SECRET ? env.KEPT_ENQUIRIES : undefined
    const size = Number(request.headers.get("Content-Length") ?? 0)
    if (!db || request.method !== "POST" || !ENQUIRY_PATHS.includes(url.pathname) || size > MAX_KEPT_BODY) {
      const hasBody = request.method !== "GET" && request.method !== "HEAD"
      return fetch(target, { method: request.method, headers, body: hasBody ? request.body : undefined, redirect: "manual" })
    }
    // An enquiry: read whole, so that it can be kept if the API does not take it.
    const bytes = await request.arrayBuffer()
    try {
      const response = await fetch(target, {
        method: "POST",
        headers,
        body: bytes,
        redirect: "manual",
        signal: AbortSignal.timeout(ORIGIN_TIMEOUT_MS),
      })
      if (response.status < 500) {
        context.waitUntil(deliverKept(env).catch(() => undefined))
        return response
      }
    } catch {
      // no connection or no answer in time: kept below
    }
    let body: string
    try {
      body = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
    } catch {
      return json(400, errorBody("bad_request", MESSAGES.notUtf8))
    }
    return keepEnquiry(request, body, db)
  },
}
