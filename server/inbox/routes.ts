/**
 * The staff inbox at /admin/: sign-in, the list with its filters and search, each enquiry's page
 * with its status, note, history and notifications, the CSV export of a filter and deletion by
 * e-mail address. Server-rendered HTML that works without scripts; every answer is no-store and
 * noindex. The Bearer-token admin API (enquiries/admin-routes.ts) stays beside it for scripts.
 */
import fs from "node:fs"
import formbody from "@fastify/formbody"
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { isEmailAddress, withoutInvisible } from "../../common/text-rules"
import type { Config } from "../config"
import type { SignInBudget } from "../sign-in-limits"
import { isPlainHttpLoopback, sameToken } from "../cookies"
import { inboxCsv } from "../enquiries/csv"
import { ConflictError, STATUSES, type InboxStore, type Session, type Status } from "./inbox-store"
import { deletePage } from "./pages/delete"
import { detailPage } from "./pages/detail"
import { FONT_PATH } from "./pages/layout"
import { notDonePage, notFoundPage, refusedPage } from "./pages/refusals"
import { listPage, PAGE_SIZE } from "./pages/list"
import { SIGN_IN_REFUSALS, signInPage } from "./pages/sign-in"
import { sourcesPage } from "./pages/sources"
import { periodOf } from "./sources"
import { HashingBusyError, strangerHash, verifyPassword } from "./passwords"
import { clientKey } from "../client-address"
import { filterOf } from "./list-filter"
import * as session from "./session"
import {
  type ListQuery,
  csrfForm,
  deleteForm,
  detailQuery,
  enquiryPath,
  filterQuery,
  formFields,
  listQuery,
  retryPath,
  signInForm,
  updateForm,
} from "./forms"

export type InboxRoutesOptions = {
  inbox: InboxStore
  config: Config
  /** Sign-in attempts per client (shared by every instance on PostgreSQL) */
  failures: SignInBudget
  /** Called after a notification was made due, so the outbox worker sends it now. */
  onRetry?: () => void
  limits?: typeof session.SESSION_LIMITS
}

const INTER_FILE = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")

export const inboxRoutes: FastifyPluginAsync<InboxRoutesOptions> = async (
  plain,
  { inbox, config, failures, onRetry, limits = session.SESSION_LIMITS },
) => {
  const app = plain.withTypeProvider<ZodTypeProvider>()
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

  const htmlReply = (reply: FastifyReply, status: number, body: string) => reply.code(status).type("text/html; charset=utf-8").send(body)
  const showSignIn = (reply: FastifyReply, status = 200, error?: string, name?: string) => {
    const token = session.newToken()
    session.setSignInCookie(reply, token, secure)
    return htmlReply(reply, status, signInPage({ csrfToken: token, error, name }))
  }
  const refused = (reply: FastifyReply) => htmlReply(reply, 403, refusedPage())
  const notFound = (reply: FastifyReply, s: Session) => htmlReply(reply, 404, notFoundPage(s.userName, s.csrfToken))

  // A request the inbox cannot take gets a page saying so; a fault of ours, a plain 500 page.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error({ err: error }, "Inbox request failed")
    return htmlReply(reply, status, notDonePage(status))
  })

  /** The session of a page request; without one, the sign-in form is the answer. */
  const viewer = async (request: FastifyRequest, reply: FastifyReply): Promise<Session | null> => {
    const s = await session.sessionOf(request, inbox, limits)
    if (s === null) await showSignIn(reply)
    return s
  }
  /** The session of a post that changes something, with its CSRF token and origin checked; else 403. */
  const actor = async (request: FastifyRequest, reply: FastifyReply, csrf: string | undefined): Promise<Session | null> => {
    const s = await session.sessionOf(request, inbox, limits)
    if (s === null || !sameToken(s.csrfToken, csrf) || !session.sameOrigin(request, config.siteOrigin)) {
      await refused(reply)
      return null
    }
    return s
  }

  /** The list of a filter, a page at a time; 400 with the form as sent when a date in it is not a day. */
  const listAnswer = async (reply: FastifyReply, s: Session, query: ListQuery) => {
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

  app.get("/admin/", { schema: { querystring: listQuery } }, async (request, reply) => {
    const s = await viewer(request, reply)
    if (s === null) return reply
    return listAnswer(reply, s, request.query)
  })

  app.get("/admin/sources", { schema: { querystring: filterQuery } }, async (request, reply) => {
    const s = await viewer(request, reply)
    if (s === null) return reply
    const { filter, problem } = filterOf(request.query)
    const period = periodOf(filter)
    const report = await inbox.sources(period)
    return htmlReply(reply, problem ? 400 : 200, sourcesPage({ user: s.userName, csrfToken: s.csrfToken, period, report, problem }))
  })

  app.post("/admin/sign-in", { schema: { body: signInForm } }, async (request, reply) => {
    const { body } = request
    if (!sameToken(request.cookies[session.SIGN_IN_COOKIE], body._csrf) || !session.sameOrigin(request, config.siteOrigin))
      return showSignIn(reply, 403, "Please sign in from this page.")
    // One attempt, let through only while the client's failures and attempts under way stay under
    // the limit: a burst gets at most the limit checked, one after another (passwords.ts), and an
    // attempt refused for busy hashing counts as failed.
    const name = (body.username ?? "").trim()
    const check = async () => {
      const hash = name ? await inbox.passwordHashOf(name) : null
      // A missing user costs the same hashing as a wrong password: the time says nothing about which.
      return (await verifyPassword(body.password ?? "", hash ?? (await strangerHash()), clientKey(request.ip))) && hash !== null
    }
    const signedIn = await failures
      .attempt(request, check, (ok) => !ok)
      .catch((error: unknown) => {
        if (error instanceof HashingBusyError) return "busy" as const
        throw error
      })
    if (signedIn === "busy") return showSignIn(reply.header("Retry-After", "2"), 503, SIGN_IN_REFUSALS.busy, name)
    if ("wait" in signedIn) return showSignIn(reply.header("Retry-After", String(signedIn.wait)), 429, SIGN_IN_REFUSALS.tooMany)
    if (!signedIn.outcome) return showSignIn(reply, 401, SIGN_IN_REFUSALS.wrong, name)
    const created = await inbox.createSession(name)
    session.setSessionCookie(reply, created.id, secure)
    session.clearCookie(reply, session.SIGN_IN_COOKIE, secure)
    return reply.redirect("/admin/", 303)
  })

  app.post("/admin/sign-out", { schema: { body: csrfForm } }, async (request, reply) => {
    const s = await actor(request, reply, request.body._csrf)
    if (s === null) return reply
    await inbox.deleteSession(s.id)
    session.clearCookie(reply, session.SESSION_COOKIE, secure)
    return reply.redirect("/admin/", 303)
  })

  app.get("/admin/enquiry/:id", { schema: { params: enquiryPath, querystring: detailQuery } }, async (request, reply) => {
    const s = await viewer(request, reply)
    if (s === null) return reply
    const found = await inbox.detail(request.params.id)
    if (found === null) return notFound(reply, s)
    const { saved, retried } = request.query
    const notice = saved ? "Saved." : retried ? "The notification will be sent again now." : undefined
    return htmlReply(reply, 200, detailPage({ user: s.userName, csrfToken: s.csrfToken, ...found, notice }))
  })

  app.post("/admin/enquiry/:id", { schema: { params: enquiryPath, body: updateForm } }, async (request, reply) => {
    const s = await actor(request, reply, request.body._csrf)
    if (s === null) return reply
    const { body } = request
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

  app.post("/admin/enquiry/:id/retry/:notification", { schema: { params: retryPath, body: csrfForm } }, async (request, reply) => {
    const s = await actor(request, reply, request.body._csrf)
    if (s === null) return reply
    const { id, notification } = request.params
    if (!(await inbox.retryNotification(id, Number.parseInt(notification, 10)))) return notFound(reply, s)
    onRetry?.()
    return reply.redirect(`/admin/enquiry/${encodeURIComponent(id)}?retried=1`, 303)
  })

  app.get("/admin/export.csv", { schema: { querystring: filterQuery } }, async (request, reply) => {
    const s = await viewer(request, reply)
    if (s === null) return reply
    const { filter, problem } = filterOf(request.query)
    if (problem) return listAnswer(reply, s, request.query)
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

  app.post("/admin/delete", { schema: { body: deleteForm } }, async (request, reply) => {
    const s = await actor(request, reply, request.body._csrf)
    if (s === null) return reply
    const { body } = request
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
