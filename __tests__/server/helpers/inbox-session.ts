/**
 * A signed-in staff member of the inbox, for tests that read its pages: an account, then a sign-in
 * form post with the token the client picks for itself (the double-submit cookie).
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify"
import { hashPassword } from "../../../server/inbox/passwords"

export const cookiesOf = (response: LightMyRequestResponse): Record<string, string> => {
  const header = response.headers["set-cookie"]
  const list = Array.isArray(header) ? header : header ? [header] : []
  return Object.fromEntries(list.map((cookie) => cookie.split(";")[0].split("=") as [string, string]))
}

/** Adds the account `asha` and signs in; resolves to the session's cookie header. */
export async function signedInStaff(app: FastifyInstance, password = "correct horse battery"): Promise<string> {
  await app.enquiries.inbox.addUser("asha", await hashPassword(password))
  const response = await app.inject({
    method: "POST",
    url: "/admin/sign-in",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: "inbox_signin=picked-by-the-client" },
    payload: new URLSearchParams({ _csrf: "picked-by-the-client", username: "asha", password }).toString(),
  })
  if (response.statusCode !== 303) throw new Error(`Sign-in answered ${response.statusCode}`)
  return `inbox_session=${cookiesOf(response).inbox_session}`
}
