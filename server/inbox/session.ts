/**
 * Staff sessions in the browser: an HttpOnly, SameSite=Strict cookie holding a random id (Secure
 * except on plain http on this machine); the session itself lives in the store, which keeps only
 * the id's hash, with an idle and an absolute expiry. Every form that changes something carries the
 * session's CSRF token, and a request whose Origin is another site's is refused as well.
 */
import { randomBytes } from "node:crypto"
import type { FastifyRequest } from "fastify"
import { cookieValue, setCookie } from "../cookies"
import type { InboxStore, Session } from "./inbox-store"

export const SESSION_COOKIE = "inbox_session"
/** Before sign-in: the token of the sign-in form, in a cookie of its own (double submit). */
export const SIGN_IN_COOKIE = "inbox_signin"
export const COOKIE_PATH = "/admin/"

/** A working day at most, and signed out after two hours without a request. */
export const SESSION_LIMITS = { idleMs: 2 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 }

export const newToken = (): string => randomBytes(32).toString("base64url")

export const sessionCookie = (id: string, secure: boolean): string =>
  setCookie(SESSION_COOKIE, id, { path: COOKIE_PATH, sameSite: "Strict", secure })
export const clearedCookie = (name: string, secure: boolean): string =>
  setCookie(name, "", { path: COOKIE_PATH, maxAgeS: 0, sameSite: "Strict", secure })
export const signInCookie = (token: string, secure: boolean): string =>
  setCookie(SIGN_IN_COOKIE, token, { path: COOKIE_PATH, maxAgeS: 60 * 60, sameSite: "Strict", secure })

export async function sessionOf(request: FastifyRequest, inbox: InboxStore, limits = SESSION_LIMITS): Promise<Session | null> {
  const id = cookieValue(request.headers.cookie, SESSION_COOKIE)
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
