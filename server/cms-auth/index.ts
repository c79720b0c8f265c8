/**
 * The browser editor's sign-in with GitHub: the OAuth endpoint Decap CMS's GitHub backend opens in
 * a popup (`base_url` the site's origin, `auth_endpoint` "admin/cms/auth"). On the site's own
 * origin, as the CDN forwards /admin/* to this server, because Decap takes the popup's message only
 * from `base_url`.
 *
 * 1. GET /admin/cms/auth?provider=github&scope=repo: a random state in a short-lived cookie, and a
 *    redirect to GitHub's consent screen with it.
 * 2. GitHub sends the person back to GET /admin/cms/callback?code&state: the state must match the
 *    cookie (else 403), the code is exchanged for a token (and its owner checked against
 *    CMS_EDITORS), and the page (page.ts) hands the token, or the reason for a refusal, to the editor.
 *
 * Without GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET both routes answer 503 saying so.
 * Refused callbacks count like failed admin sign-ins (ADMIN_MAX_FAILURES per ADMIN_FAILURE_WINDOW_MS
 * per client, sign-in-limits.ts); beyond them both routes answer 429 until the window ends. A
 * callback that asks GitHub is counted before it asks, and given back when GitHub signs it in.
 */
import { randomBytes } from "node:crypto"
import fp from "fastify-plugin"
import type { CookieSerializeOptions } from "@fastify/cookie"
import type { FastifyPluginAsync, FastifyReply } from "fastify"
import { clientKey } from "../client-address"
import { isPlainHttpLoopback, sameToken } from "../cookies"
import type { Config } from "../config"
import { signIn } from "./github"
import { CALLBACK_SCRIPT, CALLBACK_SCRIPT_PATH, outcomePage, SIGN_IN_POLICY, type Outcome } from "./page"

export const AUTH_PATH = "/admin/cms/auth"
export const CALLBACK_PATH = "/admin/cms/callback"
export const STATE_COOKIE = "cms_oauth_state"
/** Time to get through GitHub's sign-in and consent screens before the state is forgotten. */
export const STATE_MAX_AGE_S = 600

export const MESSAGES = {
  off: "The editor's GitHub sign-in is not set up on this server (GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are unset).",
  tooMany: "Too many failed sign-in attempts. Please try again later.",
  badRequest: "The editor asked for a sign-in this server does not offer (provider github, scope repo or public_repo).",
  badState: "This sign-in was not started from this browser, or it took too long. For your safety it was refused.",
  noCode: "GitHub sent no sign-in code back.",
} as const

/** The scopes Decap's GitHub backend asks for: `repo`, or `public_repo` for open authoring. */
const SCOPES: readonly string[] = ["repo", "public_repo"]

/** One value of a query parameter; a repeated or missing one is none. */
const one = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null)

/** The state cookie: readable by the callback only (path), never by scripts, sent back by GitHub's top-level redirect (Lax). */
const stateCookie = (secure: boolean): CookieSerializeOptions => ({ path: "/admin/cms/", httpOnly: true, sameSite: "lax", secure })

const sendOutcome = (reply: FastifyReply, status: number, outcome: Outcome): FastifyReply =>
  reply.code(status).type("text/html; charset=utf-8").send(outcomePage(outcome))

export type CmsAuthOptions = { config: Config }

const plugin: FastifyPluginAsync<CmsAuthOptions> = async (app, { config }) => {
  const auth = config.cmsAuth
  const redirectUri = `${config.siteOrigin}${CALLBACK_PATH}`
  const secure = !isPlainHttpLoopback(config.siteOrigin)
  const failures = app.enquiries.failureBudget("cms")

  if (auth === null) {
    app.log.info("CMS login is off: GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are unset, so /admin/cms/auth answers 503")
  } else {
    const who = auth.editors === null ? "anyone with push access to the repository" : `${auth.editors.length} GitHub logins in CMS_EDITORS`
    app.log.info(`CMS login is on at ${config.siteOrigin}${AUTH_PATH}, for ${who}`)
  }

  // After the security-headers plugin's own onSend (hooks of this scope run later), so these win.
  // The popup must keep its opener across GitHub's pages (the site's `same-origin` would cut it);
  // the callback's URL holds the code and state, which no Referer may carry on; nothing is cached.
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("Cache-Control", "no-store")
    reply.header("Referrer-Policy", "no-referrer")
    reply.header("Cross-Origin-Opener-Policy", "unsafe-none")
    reply.header("Content-Security-Policy", SIGN_IN_POLICY)
    return payload
  })

  /** The 429 for a client with too many refused sign-ins in the window, with Retry-After; else null. */
  const blocked = async (ip: string, reply: FastifyReply): Promise<FastifyReply | null> => {
    const wait = await failures.blockedFor(clientKey(ip))
    if (wait === null) return null
    return sendOutcome(reply.header("Retry-After", String(wait)), 429, { error: MESSAGES.tooMany })
  }

  // HEAD is left to the API's JSON 404: a sign-in step has nothing to say without its body.
  app.get(AUTH_PATH, { exposeHeadRoute: false }, async (request, reply) => {
    if (auth === null) return sendOutcome(reply, 503, { error: MESSAGES.off })
    const refusal = await blocked(request.ip, reply)
    if (refusal !== null) return refusal
    const query = request.query as Record<string, unknown>
    const { provider = "github", scope = "repo" } = query
    if (provider !== "github" || typeof scope !== "string" || !SCOPES.includes(scope)) {
      return sendOutcome(reply, 400, { error: MESSAGES.badRequest })
    }
    const state = randomBytes(32).toString("base64url")
    const authorize = new URL(`${auth.oauthUrl}/login/oauth/authorize`)
    authorize.search = new URLSearchParams({ client_id: auth.clientId, redirect_uri: redirectUri, scope, state }).toString()
    return reply.setCookie(STATE_COOKIE, state, { ...stateCookie(secure), maxAge: STATE_MAX_AGE_S }).redirect(authorize.href, 302)
  })

  app.get(CALLBACK_PATH, { exposeHeadRoute: false }, async (request, reply) => {
    if (auth === null) return sendOutcome(reply, 503, { error: MESSAGES.off })
    const refusal = await blocked(request.ip, reply)
    if (refusal !== null) return refusal
    const key = clientKey(request.ip)
    // A state serves one callback, whatever its outcome.
    reply.clearCookie(STATE_COOKIE, stateCookie(secure))
    const query = request.query as Record<string, unknown>
    if (!sameToken(request.cookies[STATE_COOKIE], one(query.state))) {
      await failures.count(key)
      return sendOutcome(reply, 403, { error: MESSAGES.badState })
    }
    // The person declined on GitHub's consent screen (error=access_denied), or GitHub failed.
    const githubError = one(query.error)
    if (githubError !== null) {
      const reason = /^[a-z_]{1,64}$/.test(githubError) ? ` (${githubError})` : ""
      return sendOutcome(reply, 403, { error: `GitHub did not sign you in${reason}.` })
    }
    const code = one(query.code)
    if (code === null) {
      await failures.count(key)
      return sendOutcome(reply, 400, { error: MESSAGES.noCode })
    }
    // The state is the client's own cookie, so a burst of callbacks could all reach GitHub: each is
    // counted before it asks, and given back if GitHub signs it in or the fault was not the client's.
    const wait = await failures.count(key)
    if (wait !== null) return sendOutcome(reply.header("Retry-After", String(wait)), 429, { error: MESSAGES.tooMany })
    const verdict = await signIn(auth, code, redirectUri, request.log)
    if ("token" in verdict || !verdict.clientFault) await failures.giveBack(key)
    if ("token" in verdict) return sendOutcome(reply, 200, verdict)
    return sendOutcome(reply, verdict.status, { error: verdict.error })
  })

  // The page's script (page.ts): a file of its own, so the page needs no inline script.
  app.get(CALLBACK_SCRIPT_PATH, async (_request, reply) => reply.type("text/javascript; charset=utf-8").send(CALLBACK_SCRIPT))
}

/** Reads `app.enquiries` (the sign-in budget) and cookies: registered after the enquiry API and @fastify/cookie, its routes kept to itself. */
export const cmsAuth = fp(plugin, { name: "cms-auth", fastify: "5.x", dependencies: ["enquiry-api", "@fastify/cookie"], encapsulate: true })
