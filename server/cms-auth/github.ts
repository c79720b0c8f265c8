/**
 * The two calls the editor's sign-in makes to GitHub once GitHub has sent the person back with a
 * code: the code for a token (OAuth's token exchange), then, with an allow-list of editors, whose
 * token it is. Neither the token nor the client secret is ever logged: log lines carry GitHub's
 * status and error code only.
 */
import type { FastifyBaseLogger } from "fastify"
import type { CmsAuthConfig } from "../config"

/** How the sign-in ends: the token, or a refusal with its status and whether the client is to blame. */
export type Verdict =
  | { token: string }
  | {
      status: number
      error: string
      /** Counted against the client like a failed admin sign-in: a bad code or a login not allowed */
      clientFault: boolean
    }

/** GitHub answers within seconds; a stalled answer must not keep the popup waiting longer than this. */
const GITHUB_TIMEOUT_MS = 10_000

/** GitHub's API asks every client to name itself. */
const USER_AGENT = "saffron-reach-cms-auth"

const unreachable = (what: string): Verdict => ({
  status: 502,
  error: `GitHub could not be reached to ${what}. Please try again in a moment.`,
  clientFault: false,
})

/** GitHub's JSON answer, or null when it is not JSON (an error page of a proxy). */
async function jsonOf(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json()
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The OAuth code GitHub sent back, for a token. GitHub reports a bad code with 200 and `error`. */
async function exchangeCode(auth: CmsAuthConfig, code: string, redirectUri: string, log: FastifyBaseLogger): Promise<Verdict> {
  let response: Response
  try {
    response = await fetch(`${auth.oauthUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "User-Agent": USER_AGENT },
      body: new URLSearchParams({ client_id: auth.clientId, client_secret: auth.clientSecret, code, redirect_uri: redirectUri }),
      signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
    })
  } catch (error) {
    log.warn({ err: error }, "CMS sign-in: GitHub's token exchange could not be reached")
    return unreachable("finish the sign-in")
  }
  const body = await jsonOf(response)
  if (response.ok && typeof body?.access_token === "string" && body.access_token !== "") return { token: body.access_token }
  // GitHub's error codes are short snake_case words (bad_verification_code, incorrect_client_credentials).
  const githubError = typeof body?.error === "string" && /^[a-z_]{1,64}$/.test(body.error) ? body.error : null
  log.warn({ status: response.status, githubError }, "CMS sign-in: GitHub gave no token for the code")
  if (!response.ok || githubError === null) return unreachable("finish the sign-in")
  return { status: 403, error: `GitHub did not accept the sign-in (${githubError}).`, clientFault: githubError === "bad_verification_code" }
}

/** The login of the token's owner, or null when GitHub does not say. */
async function loginOf(auth: CmsAuthConfig, token: string, log: FastifyBaseLogger): Promise<string | null> {
  try {
    const response = await fetch(`${auth.apiUrl}/user`, {
      headers: { Accept: "application/vnd.github+json", Authorization: `Bearer ${token}`, "User-Agent": USER_AGENT },
      signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
    })
    const body = await jsonOf(response)
    if (response.ok && typeof body?.login === "string") return body.login
    log.warn({ status: response.status }, "CMS sign-in: GitHub did not say who signed in")
  } catch (error) {
    log.warn({ err: error }, "CMS sign-in: GitHub's API could not be reached")
  }
  return null
}

/**
 * The sign-in after GitHub's redirect back: the token for the code, refused when CMS_EDITORS is set
 * and does not name its owner (Decap's GitHub backend also refuses anyone without push access).
 */
export async function signIn(auth: CmsAuthConfig, code: string, redirectUri: string, log: FastifyBaseLogger): Promise<Verdict> {
  const exchanged = await exchangeCode(auth, code, redirectUri, log)
  if (!("token" in exchanged) || auth.editors === null) return exchanged
  const login = await loginOf(auth, exchanged.token, log)
  if (login === null) return unreachable("tell who signed in")
  if (auth.editors.includes(login.toLowerCase())) return exchanged
  log.info({ login }, "CMS sign-in refused: the GitHub login is not in CMS_EDITORS")
  return {
    status: 403,
    error: `The GitHub account "${login}" is not one of this site's editors. Ask the site's owner to add it.`,
    clientFault: true,
  }
}
