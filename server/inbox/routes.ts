/**
 * The staff inbox at /admin/: sign-in, the list with its filters and search, each enquiry's page
 * with its status, note, history and notifications, the CSV export of a filter and deletion by
 * e-mail address. Server-rendered HTML that works without scripts; every answer is no-store and
 * noindex. The Bearer-token admin API (enquiries/admin-routes.ts) stays beside it for scripts.
 */
import fs from "node:fs"
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify"
import { SERVICE_OPTIONS } from "../../common/enquiry"
import { clientKey } from "../client-address"
import type { Config } from "../config"
import { cookieValue, isPlainHttpLoopback, sameToken } from "../cookies"
import { CSV_BOM, csvRow } from "../enquiries/csv"
import { FORM_MEDIA_TYPE } from "../enquiries/form-post"
import { createWindowCounter } from "../enquiries/rate-limit"
import { ConflictError, STATUSES, type InboxFilter, type InboxStore, type Session, type Status } from "./inbox-store"
import { deletePage } from "./pages/delete"
import { detailPage } from "./pages/detail"
import { FONT_PATH, page } from "./pages/layout"
import { listPage, PAGE_SIZE } from "./pages/list"
import { signInPage } from "./pages/sign-in"
import { hashPassword, verifyPassword } from "./passwords"
import * as session from "./session"

export type InboxRoutesOptions = {
  inbox: InboxStore
  config: Config
  /** Called after a notification was made due, so the outbox worker sends it now. */
  onRetry?: () => void
  limits?: typeof session.SESSION_LIMITS
}

type Body = Record<string, string | undefined>

const WRONG = "Wrong name or password."
const TOO_MANY = "Too many failed sign-ins from here. Please try again later."
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const INTER_FILE = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")

/** The filter of a list or export address; anything not understood is left out. */
export function filterOf(query: Record<string, unknown>): InboxFilter {
  const text = (key: string) => (typeof query[key] === "string" ? (query[key] as string).trim() : "")
  const filter: InboxFilter = {}
  if (text("q")) filter.query = text("q").slice(0, 200)
  if ((STATUSES as readonly string[]).includes(text("status"))) filter.status = text("status") as Status
  if ((SERVICE_OPTIONS as readonly string[]).includes(text("service"))) filter.service = text("service")
  if (ISO_DAY.test(text("from"))) filter.from = text("from")
  if (ISO_DAY.test(text("to"))) filter.to = text("to")
  return filter
}

const EXPORT_COLUMNS = ["receivedAt", "name", "email", "mobile", "services", "description", "status", "note"] as const

export const inboxRoutes: FastifyPluginAsync<InboxRoutesOptions> = async (
  app,
  { inbox, config, onRetry, limits = session.SESSION_LIMITS },
) => {
  // Secure, except for a request over plain http to this machine (`npm run serve`), which has no https.
  const secureFor = (request: FastifyRequest): boolean => !isPlainHttpLoopback(`${request.protocol}://${request.host}`)
  const failures = createWindowCounter({
    limit: config.adminMaxFailures,
    windowMs: config.adminFailureWindowMs,
    maxKeys: config.rateLimitMaxClients,
  })

  app.addContentTypeParser(FORM_MEDIA_TYPE, { parseAs: "string", bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("Cache-Control")) reply.header("Cache-Control", "no-store")
    reply.header("X-Robots-Tag", "noindex")
    return payload
  })

  // The hash a name without an account is checked against (of a password nobody knows).
  let strangerHash: Promise<string> | null = null
  const stranger = () => (strangerHash ??= hashPassword(session.newToken()))

  const htmlReply = (reply: FastifyReply, status: number, body: string) => reply.code(status).type("text/html; charset=utf-8").send(body)
  const showSignIn = (reply: FastifyReply, status = 200, error?: string, name?: string) => {
    const token = session.newToken()
    reply.header("Set-Cookie", session.signInCookie(token, secureFor(reply.request)))
    return htmlReply(reply, status, signInPage({ csrfToken: token, error, name }))
  }
  const refused = (reply: FastifyReply) =>
    htmlReply(
      reply,
      403,
      page(
        { title: "Refused" },
        `<h1>Refused</h1><p>This form was not sent from the inbox, or your session ended. <a href="/admin/">Open the inbox</a> and try again.</p>`,
      ),
    )
  const notFound = (reply: FastifyReply, s: Session) =>
    htmlReply(
      reply,
      404,
      page(
        { title: "Not found", user: s.userName, csrfToken: s.csrfToken },
        `<h1>No such enquiry</h1><p><a href="/admin/">All enquiries</a></p>`,
      ),
    )

  /** The session of a page request; without one, the sign-in form is the answer. */
  const viewer = async (request: FastifyRequest, reply: FastifyReply): Promise<Session | null> => {
    const s = await session.sessionOf(request, inbox, limits)
    if (s === null) await showSignIn(reply)
    return s
  }
  /** The session of a post that changes something, with its CSRF token and origin checked; else 403. */
  const actor = async (request: FastifyRequest, reply: FastifyReply): Promise<Session | null> => {
    const s = await session.sessionOf(request, inbox, limits)
    const body = (request.body ?? {}) as Body
    if (s === null || !sameToken(s.csrfToken, body._csrf) || !session.sameOrigin(request, config.siteOrigin)) {
      await refused(reply)
      return null
    }
    return s
  }

  app.get("/admin/", async (request, reply) => {
    const s = await viewer(request, reply)
    if (s === null) return reply
    const query = request.query as Record<string, unknown>
    const filter = filterOf(query)
    const pageNumber = Math.max(1, Math.min(10_000, Number.parseInt(String(query.page ?? "1"), 10) || 1))
    const [{ enquiries, total }, figures] = await Promise.all([
      inbox.search(filter, { offset: (pageNumber - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
      inbox.figures(12),
    ])
    const deleted = Number.parseInt(String(query.deleted ?? ""), 10)
    const notice = Number.isInteger(deleted) ? `${deleted} ${deleted === 1 ? "enquiry" : "enquiries"} deleted.` : undefined
    return htmlReply(
      reply,
      200,
      listPage({ user: s.userName, csrfToken: s.csrfToken, filter, enquiries, total, pageNumber, figures, notice }),
    )
  })

  app.post("/admin/sign-in", async (request, reply) => {
    const body = (request.body ?? {}) as Body
    const cookie = cookieValue(request.headers.cookie, session.SIGN_IN_COOKIE)
    if (!sameToken(cookie, body._csrf) || !session.sameOrigin(request, config.siteOrigin))
      return showSignIn(reply, 403, "Please sign in from this page.")
    const key = clientKey(request.ip)
    const wait = failures.blockedFor(key)
    if (wait !== null) return showSignIn(reply.header("Retry-After", String(wait)), 429, TOO_MANY)
    const name = (body.username ?? "").trim()
    const hash = name ? await inbox.passwordHashOf(name) : null
    // A missing user costs the same hashing as a wrong password: the time says nothing about which.
    const ok = (await verifyPassword(body.password ?? "", hash ?? (await stranger()))) && hash !== null
    if (!ok) {
      failures.add(key)
      return showSignIn(reply, 401, WRONG, name)
    }
    const created = await inbox.createSession(name)
    const secure = secureFor(request)
    reply.header("Set-Cookie", [session.sessionCookie(created.id, secure), session.clearedCookie(session.SIGN_IN_COOKIE, secure)])
    return reply.redirect("/admin/", 303)
  })

  app.post("/admin/sign-out", async (request, reply) => {
    const s = await actor(request, reply)
    if (s === null) return reply
    await inbox.deleteSession(s.id)
    reply.header("Set-Cookie", session.clearedCookie(session.SESSION_COOKIE, secureFor(request)))
    return reply.redirect("/admin/", 303)
  })

  app.get<{ Params: { id: string } }>("/admin/enquiry/:id", async (request, reply) => {
    const s = await viewer(request, reply)
    if (s === null) return reply
    const found = await inbox.detail(request.params.id)
    if (found === null) return notFound(reply, s)
    const query = request.query as Record<string, unknown>
    const notice = query.saved ? "Saved." : query.retried ? "The notification will be sent again now." : undefined
    return htmlReply(reply, 200, detailPage({ user: s.userName, csrfToken: s.csrfToken, ...found, notice }))
  })

  app.post<{ Params: { id: string } }>("/admin/enquiry/:id", async (request, reply) => {
    const s = await actor(request, reply)
    if (s === null) return reply
    const body = request.body as Body
    const status = (STATUSES as readonly string[]).includes(body.status ?? "") ? (body.status as Status) : undefined
    const note = (body.note ?? "").replace(/\r\n/g, "\n").trim().slice(0, 2000)
    const version = Number.parseInt(body.version ?? "", 10)
    if (status === undefined || !Number.isInteger(version)) return refused(reply)
    const id = request.params.id
    try {
      const updated = await inbox.update(id, { status, note }, version, s.userName)
      if (updated === null) return notFound(reply, s)
      return reply.redirect(`/admin/enquiry/${encodeURIComponent(id)}?saved=1`, 303)
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error
      const found = await inbox.detail(id)
      if (found === null) return notFound(reply, s)
      return htmlReply(reply, 409, detailPage({ user: s.userName, csrfToken: s.csrfToken, ...found, conflict: { status, note } }))
    }
  })

  app.post<{ Params: { id: string; notification: string } }>("/admin/enquiry/:id/retry/:notification", async (request, reply) => {
    const s = await actor(request, reply)
    if (s === null) return reply
    const { id, notification } = request.params
    if (!(await inbox.retryNotification(id, Number.parseInt(notification, 10)))) return notFound(reply, s)
    onRetry?.()
    return reply.redirect(`/admin/enquiry/${encodeURIComponent(id)}?retried=1`, 303)
  })

  app.get("/admin/export.csv", async (request, reply) => {
    const s = await viewer(request, reply)
    if (s === null) return reply
    const filter = filterOf(request.query as Record<string, unknown>)
    let csv = CSV_BOM + csvRow(EXPORT_COLUMNS)
    for (const e of await inbox.searchAll(filter)) csv += csvRow(EXPORT_COLUMNS.map((column) => String(e[column])))
    const day = new Date().toISOString().slice(0, 10)
    return reply.type("text/csv; charset=utf-8").header("Content-Disposition", `attachment; filename="enquiries-${day}.csv"`).send(csv)
  })

  // The site's face, served here too: on the CDN, /admin/* reaches this server and no other file of the site.
  const font = fs.readFileSync(INTER_FILE)
  app.get(FONT_PATH, async (_request, reply) => reply.type("font/woff2").header("Cache-Control", "private, max-age=604800").send(font))

  app.get("/admin/delete", async (request, reply) => {
    const s = await viewer(request, reply)
    if (s === null) return reply
    return htmlReply(reply, 200, deletePage({ user: s.userName, csrfToken: s.csrfToken }))
  })

  app.post("/admin/delete", async (request, reply) => {
    const s = await actor(request, reply)
    if (s === null) return reply
    const body = request.body as Body
    const email = (body.email ?? "").trim()
    const view = { user: s.userName, csrfToken: s.csrfToken, email }
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      return htmlReply(reply, 400, deletePage({ ...view, error: "Enter the e-mail address to delete." }))
    if (body.confirm === "yes") {
      const deleted = await inbox.deleteByEmail(email, s.userName)
      return reply.redirect(`/admin/?deleted=${deleted}`, 303)
    }
    const matches = (await inbox.searchAll({ query: email })).filter((e) => e.email.toLowerCase() === email.toLowerCase())
    if (matches.length === 0) return htmlReply(reply, 200, deletePage({ ...view, error: `Nothing is stored for ${email}.` }))
    return htmlReply(reply, 200, deletePage({ ...view, count: matches.length }))
  })
}
