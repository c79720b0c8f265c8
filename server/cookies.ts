/**
 * Reading and writing cookies, and comparing the tokens they carry, for the editor's sign-in
 * (cms-auth/) and the staff inbox (inbox/).
 */
import { createHash, timingSafeEqual } from "node:crypto"

const digest = (value: string): Buffer => createHash("sha256").update(value, "utf8").digest()

/**
 * Whether a token sent back equals the one expected, compared as hashes: equal lengths, so the time
 * taken says nothing about how much of a guess was right. An absent or empty expected token matches nothing.
 */
export const sameToken = (expected: string | null | undefined, given: unknown): boolean =>
  typeof expected === "string" && expected !== "" && typeof given === "string" && timingSafeEqual(digest(expected), digest(given))

/** The value of one cookie in a Cookie header; null when it is absent. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=")
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

/**
 * Whether a cookie may lack Secure: only for a site on plain http on this machine (`npm run serve`
 * with SITE_URL=http://127.0.0.1:9000), which has no https to send it over. Anywhere else it is Secure.
 */
export function isPlainHttpLoopback(origin: string): boolean {
  // A Host header no URL can hold ("a b", "[") is no loopback address: the cookie stays Secure.
  if (!URL.canParse(origin)) return false
  const { protocol, hostname } = new URL(origin)
  return protocol === "http:" && (hostname === "localhost" || hostname === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(hostname))
}

export type CookieOptions = { path: string; maxAgeS?: number; sameSite: "Strict" | "Lax"; secure: boolean }

/** A Set-Cookie value, always HttpOnly; without maxAgeS a cookie of the browser session. */
export function setCookie(name: string, value: string, { path, maxAgeS, sameSite, secure }: CookieOptions): string {
  const age = maxAgeS === undefined ? "" : `; Max-Age=${maxAgeS}`
  return `${name}=${value}${age}; Path=${path}; HttpOnly; SameSite=${sameSite}${secure ? "; Secure" : ""}`
}
