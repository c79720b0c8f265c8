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
 * callback that asks GitHub is an attempt under way while it asks, and counted when GitHub refuses
 * it for the client's fault.
 */
import { randomBytes } from "node:crypto"
import fp from "fastify-plugin"
import type { CookieSerializeOptions } from "@fastify/cookie"
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify"
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
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

/** What the editor asks for: GitHub, with the scope Decap's GitHub backend asks for (`repo`, or `public_repo` for open authoring). */
const authQuery = z.object({ provider: z.literal("github").default("github"), scope: z.enum(["repo", "public_repo"]).default("repo") })

/** One value of a query parameter; a repeated or missing one is none (a state that matches nothing, no code). */
const one = z.string().min(1).optional().catch(undefined)
const callbackQuery = z.object({ state: one, code: one, error: one })

/** The state cookie: readable by the callback only (path), never by scripts, sent back by GitHub's top-level redirect (Lax). */
const stateCookie = (secure: boolean): CookieSerializeOptions => ({ path: "/admin/cms/", httpOnly: true, sameSite: "lax", secure })

const sendOutcome = (reply: FastifyReply, status: number, outcome: Outcome): FastifyReply =>
  reply.code(status).type("text/html; charset=utf-8").send(outcomePage(outcome))

export type CmsAuthOptions = { config: Config }

const plugin: FastifyPluginAsync<CmsAuthOptions> = async (plain, { config }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>()
  const auth = config.cmsAuth
  const redirectUri = `${config.siteOrigin}${CALLBACK_PATH}`
  const secure = !isPlainHttpLoopback(config.siteOrigin)
  const failures = await app.enquiries.signInBudget(app, "cms")

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

  // The page's script (page.ts): a file of its own, so the page needs no inline script.
  app.get(CALLBACK_SCRIPT_PATH, async (_request, reply) => reply.type("text/javascript; charset=utf-8").send(CALLBACK_SCRIPT))

  // HEAD is left to the API's JSON 404: a sign-in step has nothing to say without its body.
  if (auth === null) {
    app.log.info("CMS login is off: GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are unset, so /admin/cms/auth answers 503")
    const off = async (_request: FastifyRequest, reply: FastifyReply) => sendOutcome(reply, 503, { error: MESSAGES.off })
    for (const path of [AUTH_PATH, CALLBACK_PATH]) app.get(path, { exposeHeadRoute: false }, off)
    return
  }
  const who = auth.editors === null ? "anyone with push access to the repository" : `${auth.editors.length} GitHub logins in CMS_EDITORS`
  app.log.info(`CMS login is on at ${config.siteOrigin}${AUTH_PATH}, for ${who}`)

  // Before either step reads its query: the client has too many refused sign-ins.
  const openToThisClient = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await failures.blockedFor(request)
    if (wait !== null) return sendOutcome(reply.header("Retry-After", String(wait)), 429, { error: MESSAGES.tooMany })
  }
  const askedForNothingOffered = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error
    return sendOutcome(reply, 400, { error: MESSAGES.badRequest })
  }
  const step = { exposeHeadRoute: false, onRequest: openToThisClient, errorHandler: askedForNothingOffered }

  app.get(AUTH_PATH, { ...step, schema: { querystring: authQuery } }, async (request, reply) => {
    const state = randomBytes(32).toString("base64url")
    const authorize = new URL(`${auth.oauthUrl}/login/oauth/authorize`)
    const { scope } = request.query
    authorize.search = new URLSearchParams({ client_id: auth.clientId, redirect_uri: redirectUri, scope, state }).toString()
    return reply.setCookie(STATE_COOKIE, state, { ...stateCookie(secure), maxAge: STATE_MAX_AGE_S }).redirect(authorize.href, 302)
  })

  app.get(CALLBACK_PATH, { ...step, schema: { querystring: callbackQuery } }, async (request, reply) => {
    // A state serves one callback, whatever its outcome.
    reply.clearCookie(STATE_COOKIE, stateCookie(secure))
    const { state, code, error } = request.query
    if (!sameToken(request.cookies[STATE_COOKIE], state)) {
      await failures.fail(request)
      return sendOutcome(reply, 403, { error: MESSAGES.badState })
    }
    // The person declined on GitHub's consent screen (error=access_denied), or GitHub failed.
    if (error !== undefined) {
      const reason = /^[a-z_]{1,64}$/.test(error) ? ` (${error})` : ""
      return sendOutcome(reply, 403, { error: `GitHub did not sign you in${reason}.` })
    }
    if (code === undefined) {
      await failures.fail(request)
      return sendOutcome(reply, 400, { error: MESSAGES.noCode })
    }
    // The state is the client's own cookie, so a burst of callbacks could all reach GitHub: each is
    // an attempt, refused once the client's failures and attempts under way reach the limit.
    const signedIn = await failures.attempt(
      request,
      () => signIn(auth, code, redirectUri, request.log),
      (verdict) => !("token" in verdict) && verdict.clientFault,
    )
    if ("wait" in signedIn) return sendOutcome(reply.header("Retry-After", String(signedIn.wait)), 429, { error: MESSAGES.tooMany })
    const verdict = signedIn.outcome
    if ("token" in verdict) return sendOutcome(reply, 200, verdict)
    return sendOutcome(reply, verdict.status, { error: verdict.error })
  })
}

/** Reads `app.enquiries` (the sign-in budget) and cookies: registered after the enquiry API and @fastify/cookie, its routes kept to itself. */
export const cmsAuth = fp(plugin, {
  name: "cms-auth",
  fastify: "5.x",
  dependencies: ["enquiry-api", "@fastify/cookie"],
  encapsulate: true,
})
