/**
 * What the editor's sign-in (cms-auth/) and the staff inbox (inbox/) need beside @fastify/cookie,
 * which reads (`request.cookies`) and writes (`reply.setCookie`, `reply.clearCookie`) their cookies:
 * comparing the tokens they carry, and whether a cookie may lack Secure.
 */
import { createHash, timingSafeEqual } from "node:crypto"

const digest = (value: string): Buffer => createHash("sha256").update(value, "utf8").digest()

/**
 * Whether a token sent back equals the one expected, compared as hashes: equal lengths, so the time
 * taken says nothing about how much of a guess was right. An absent or empty expected token matches nothing.
 */
export const sameToken = (expected: string | null | undefined, given: unknown): boolean =>
  typeof expected === "string" && expected !== "" && typeof given === "string" && timingSafeEqual(digest(expected), digest(given))

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
