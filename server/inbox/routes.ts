/**
 * The staff inbox at /admin/: sign-in, the list with its filters and search, each enquiry's page
 * with its status, note, history and notifications, the CSV export of a filter and deletion by
 * e-mail address. Server-rendered HTML that works without scripts; every answer is no-store and
 * noindex. The Bearer-token admin API (enquiries/admin-routes.ts) stays beside it for scripts.
 */
import fs from "node:fs"
import formbody from "@fastify/formbody"
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify"
import { hasControlCharacters, isEmailAddress, withoutInvisible } from "../../common/text-rules"
import { clientKey } from "../client-address"
import type { Config } from "../config"
import type { FailureBudget } from "../sign-in-limits"
import { isPlainHttpLoopback, sameToken } from "../cookies"
import { inboxCsv } from "../enquiries/csv"
import { ConflictError, STATUSES, type InboxStore, type Session, type Status } from "./inbox-store"
import { deletePage } from "./pages/delete"
import { detailPage } from "./pages/detail"
import { FONT_PATH, page } from "./pages/layout"
import { listPage, PAGE_SIZE } from "./pages/list"
import { signInPage } from "./pages/sign-in"
import { sourcesPage } from "./pages/sources"
import { periodOf } from "./sources"
import { HashingBusyError, hashPassword, verifyPassword } from "./passwords"
import { filterOf } from "./list-filter"
import * as session from "./session"

export type InboxRoutesOptions = {
  inbox: InboxStore
  config: Config
  /** Sign-in attempts per client (shared by every instance on PostgreSQL) */
  failures: FailureBudget
  /** Called after a notification was made due, so the outbox worker sends it now. */
  onRetry?: () => void
  limits?: typeof session.SESSION_LIMITS
}

type Body = Record<string, string | undefined>

const WRONG = "Wrong name or password."
const TOO_MANY = "Too many failed sign-ins from here. Please try again later."
const BUSY = "Many sign-ins are being checked right now. Please try again in a moment."
/** What a request the inbox cannot take is told, by status; never an internal message. */
const REFUSALS: Record<number, string> = {
  413: "That was more than the inbox's forms send.",
  415: "The inbox takes its own forms only.",
}
/**
 * A form's fields. No form of the inbox sends a control character but a note's line breaks: NUL
 * would fail the stores' queries, so a body holding one is refused whole (400).
 */
function formFields(body: string): Body {
  const fields = Object.fromEntries(new URLSearchParams(body))
  if (Object.values(fields).some((value) => hasControlCharacters(value, { layout: true })))
    throw Object.assign(new Error("Control characters"), { statusCode: 400 })
  return fields
}

const INTER_FILE = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")

export const inboxRoutes: FastifyPluginAsync<InboxRoutesOptions> = async (
  app,
  { inbox, config, failures, onRetry, limits = session.SESSION_LIMITS },
) => {
  // Secure unless the configured site is plain http on this machine (`npm run serve`), which has no
  // https; decided by SITE_URL, never by a Host header a proxy may have rewritten.
  const secure = !isPlainHttpLoopback(config.siteOrigin)
  // Its own forms only (@fastify/formbody): a JSON body (or any other) is refused with 415 before a
  // route sees it, and every field a route reads is a string (the last of a repeated name) or absent.
  app.removeAllContentTypeParsers()
  await app.register(formbody, { bodyLimit: 8 * 1024, parser: formFields })
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("Cache-Control")) reply.header("Cache-Control", "no-store")
    reply.header("X-Robots-Tag", "noindex")
    return payload
  })

  // The hash a name without an account is checked against (of a password nobody knows).
  let strangerHash: Promise<string> | null = null
  const stranger = () =>
    (strangerHash ??= hashPassword(session.newToken()).catch((error: unknown) => {
      strangerHash = null
      throw error
    }))

  const htmlReply = (reply: FastifyReply, status: number, body: string) => reply.code(status).type("text/html; charset=utf-8").send(body)
  const showSignIn = (reply: FastifyReply, status = 200, error?: string, name?: string) => {
    const token = session.newToken()
    session.setSignInCookie(reply, token, secure)
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

  // A request the inbox cannot take gets a page saying so; a fault of ours, a plain 500 page.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error({ err: error }, "Inbox request failed")
    const text =
      status === 500
        ? "Something went wrong on our side. Please try again."
        : (REFUSALS[status] ?? "The inbox could not read this request.")
    return htmlReply(reply, status, page({ title: "Not done" }, `<h1>Not done</h1><p>${text} <a href="/admin/">Open the inbox</a></p>`))
  })

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

  /** The list of a filter, a page at a time; 400 with the form as sent when a date in it is not a day. */
  const listAnswer = async (reply: FastifyReply, s: Session, query: Record<string, unknown>) => {
    const { filter, problem } = filterOf(query)
    const pageNumber = Math.max(1, Math.min(10_000, Number.parseInt(String(query.page ?? "1"), 10) || 1))
    const [{ enquiries, total }, figures] = await Promise.all([
      inbox.search(filter, { offset: (pageNumber - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
      inbox.figures(12),
    ])
    const deleted = Number.parseInt(String(query.deleted ?? ""), 10)
    const notice = Number.isInteger(deleted) ? `${deleted} ${deleted === 1 ? "enquiry" : "enquiries"} deleted.` : undefined
    const view = { user: s.userName, csrfToken: s.csrfToken, filter, enquiries, total, pageNumber, figures, notice, problem }
    return htmlReply(reply, problem ? 400 : 200, listPage(view))
  }

  app.get("/admin/", async (request, reply) => {
    const s = await viewer(request, reply)
    if (s === null) return reply
    return listAnswer(reply, s, request.query as Record<string, unknown>)
  })

  app.get("/admin/sources", async (request, reply) => {
    const s = await viewer(request, reply)
    if (s === null) return reply
    const { filter, problem } = filterOf(request.query as Record<string, unknown>)
    const period = periodOf(filter)
    const report = await inbox.sources(period)
    return htmlReply(reply, problem ? 400 : 200, sourcesPage({ user: s.userName, csrfToken: s.csrfToken, period, report, problem }))
  })

  app.post("/admin/sign-in", async (request, reply) => {
    const body = (request.body ?? {}) as Body
    if (!sameToken(request.cookies[session.SIGN_IN_COOKIE], body._csrf) || !session.sameOrigin(request, config.siteOrigin))
      return showSignIn(reply, 403, "Please sign in from this page.")
    // Counted before the hash, given back on success only: a burst gets at most the limit checked,
    // one after another (passwords.ts), and an attempt refused for busy hashing still counts.
    const key = clientKey(request.ip)
    const wait = await failures.count(key)
    if (wait !== null) return showSignIn(reply.header("Retry-After", String(wait)), 429, TOO_MANY)
    const name = (body.username ?? "").trim()
    let ok: boolean
    try {
      const hash = name ? await inbox.passwordHashOf(name) : null
      // A missing user costs the same hashing as a wrong password: the time says nothing about which.
      ok = (await verifyPassword(body.password ?? "", hash ?? (await stranger()), key)) && hash !== null
    } catch (error) {
      if (!(error instanceof HashingBusyError)) throw error
      return showSignIn(reply.header("Retry-After", "2"), 503, BUSY, name)
    }
    if (!ok) return showSignIn(reply, 401, WRONG, name)
    await failures.giveBack(key)
    const created = await inbox.createSession(name)
    session.setSessionCookie(reply, created.id, secure)
    session.clearCookie(reply, session.SIGN_IN_COOKIE, secure)
    return reply.redirect("/admin/", 303)
  })

  app.post("/admin/sign-out", async (request, reply) => {
    const s = await actor(request, reply)
    if (s === null) return reply
    await inbox.deleteSession(s.id)
    session.clearCookie(reply, session.SESSION_COOKIE, secure)
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
    const note = withoutInvisible(body.note ?? "", "\n")
      .replace(/\r\n/g, "\n")
      .trim()
      .slice(0, 2000)
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
    const { filter, problem } = filterOf(request.query as Record<string, unknown>)
    if (problem) return listAnswer(reply, s, request.query as Record<string, unknown>)
    const csv = inboxCsv(await inbox.searchAll(filter))
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
    if (!isEmailAddress(email)) return htmlReply(reply, 400, deletePage({ ...view, error: "Enter the e-mail address to delete." }))
    if (body.confirm === "yes") {
      const deleted = await inbox.deleteByEmail(email, s.userName)
      return reply.redirect(`/admin/?deleted=${deleted}`, 303)
    }
    const matches = (await inbox.searchAll({ query: email })).filter((e) => e.email.toLowerCase() === email.toLowerCase())
    if (matches.length === 0) return htmlReply(reply, 200, deletePage({ ...view, error: `Nothing is stored for ${email}.` }))
    return htmlReply(reply, 200, deletePage({ ...view, count: matches.length }))
  })
}
