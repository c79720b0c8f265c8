/**
 * Staff sessions in the browser: an HttpOnly, SameSite=Strict cookie holding a random id (Secure
 * except on plain http on this machine); the session itself lives in the store, which keeps only
 * the id's hash, with an idle and an absolute expiry. Every form that changes something carries the
 * session's CSRF token, and a request whose Origin is another site's is refused as well.
 */
import { randomBytes } from "node:crypto"
import type { CookieSerializeOptions } from "@fastify/cookie"
import type { FastifyReply, FastifyRequest } from "fastify"
import type { InboxStore, Session } from "./inbox-store"

export const SESSION_COOKIE = "inbox_session"
/** Before sign-in: the token of the sign-in form, in a cookie of its own (double submit). */
export const SIGN_IN_COOKIE = "inbox_signin"
export const COOKIE_PATH = "/admin/"

/** A working day at most, and signed out after two hours without a request. */
export const SESSION_LIMITS = { idleMs: 2 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 }

export const newToken = (): string => randomBytes(32).toString("base64url")

/** Both cookies: HttpOnly, SameSite=Strict, under /admin/; the session's lasts the browser session. */
const cookieOptions = (secure: boolean): CookieSerializeOptions => ({ path: COOKIE_PATH, httpOnly: true, sameSite: "strict", secure })

export const setSessionCookie = (reply: FastifyReply, id: string, secure: boolean): FastifyReply =>
  reply.setCookie(SESSION_COOKIE, id, cookieOptions(secure))
export const setSignInCookie = (reply: FastifyReply, token: string, secure: boolean): FastifyReply =>
  reply.setCookie(SIGN_IN_COOKIE, token, { ...cookieOptions(secure), maxAge: 60 * 60 })
export const clearCookie = (reply: FastifyReply, name: string, secure: boolean): FastifyReply =>
  reply.clearCookie(name, cookieOptions(secure))

export async function sessionOf(request: FastifyRequest, inbox: InboxStore, limits = SESSION_LIMITS): Promise<Session | null> {
  const id = request.cookies[SESSION_COOKIE]
  return id ? inbox.getSession(id, limits) : null
}

/**
 * Whether a post comes from our own pages: an Origin header, when the browser sends one, must be
 * the site's or the address the request was made to (the server on this machine), and a browser's
 * `Sec-Fetch-Site` must not say another site sent it (as for the enquiry form).
 */
export function sameOrigin(request: FastifyRequest, siteOrigin: string): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return false
  const origin = request.headers.origin
  if (origin === undefined) return true
  return origin === siteOrigin || origin === `${request.protocol}://${request.headers.host ?? ""}`
}
