/** @jest-environment node */
/**
 * The editor's GitHub sign-in (server/cms-auth/): the redirect to GitHub with a state kept in a
 * cookie, the callback's state check, and the page that hands the token to Decap. The real app;
 * GitHub is a fake on a loopback port (helpers/fake-github.ts). Refusals: cms-auth-refusals.test.ts.
 */
import type { FastifyInstance } from "fastify"
import { inlineScriptHashes } from "../../common/security-headers"
import { AUTH_PATH, MESSAGES } from "../../server/cms-auth"
import { CALLBACK_SCRIPT_PATH } from "../../server/cms-auth/page"
import { escapeHtml } from "../../common/html-document"
import { begin, callback, editorMessage, errorMessage, signInEnv, SITE, successMessage } from "./helpers/cms-sign-in"
import { buildTestApp, makeTestDirs, removeTestDirs, type TestDirs } from "./helpers/enquiry-app"
import { startFakeGitHub, type FakeGitHub } from "./helpers/fake-github"

let dirs: TestDirs
let github: FakeGitHub
let app: FastifyInstance | undefined

async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
  app = await buildTestApp(dirs, signInEnv(github, env))
  return app
}

const occurrences = (text: string, part: string): number => text.split(part).length - 1

beforeEach(async () => {
  dirs = makeTestDirs("cms-auth-")
  github = await startFakeGitHub()
})

afterEach(async () => {
  await app?.close()
  app = undefined
  await github.close()
  removeTestDirs(dirs)
})

describe("the start of the sign-in", () => {
  test("redirects to GitHub with the client id, our callback, the scope and a state equal to the cookie", async () => {
    const { response, state, cookie } = await begin(await start())
    expect(response.statusCode).toBe(302)
    const location = new URL(String(response.headers.location))
    expect(location.origin + location.pathname).toBe(`${github.url}/login/oauth/authorize`)
    expect(location.searchParams.get("client_id")).toBe(github.settings.clientId)
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/admin/cms/callback`)
    expect(location.searchParams.get("scope")).toBe("repo")
    expect(state).toMatch(/^[\w-]{43}$/)
    expect(cookie).toBe(`cms_oauth_state=${state}`)
    const attributes = String(response.headers["set-cookie"]).split("; ").slice(1)
    expect(attributes.sort()).toEqual(["HttpOnly", "Max-Age=600", "Path=/admin/cms/", "SameSite=Lax", "Secure"])
    expect(response.headers["cache-control"]).toBe("no-store")
    expect(response.headers["referrer-policy"]).toBe("no-referrer")
  })

  test("gives every sign-in its own state, and passes public_repo on", async () => {
    const server = await start()
    const first = await begin(server)
    const second = await begin(server, `${AUTH_PATH}?provider=github&site_id=x&scope=public_repo`)
    expect(second.state).not.toBe(first.state)
    expect(new URL(String(second.response.headers.location)).searchParams.get("scope")).toBe("public_repo")
  })

  test("refuses other providers and scopes", async () => {
    const server = await start()
    for (const query of ["provider=gitlab&scope=repo", "provider=github&scope=admin:org", "provider=github&scope=repo&scope=user"]) {
      const response = await server.inject({ method: "GET", url: `${AUTH_PATH}?${query}` })
      expect(response.statusCode).toBe(400)
      expect(response.headers.location).toBeUndefined()
      expect(editorMessage(response.body)).toBe(errorMessage(MESSAGES.badRequest))
    }
  })

  test("leaves Secure off the cookie only for a plain-http site on this machine", async () => {
    const { response } = await begin(await start({ SITE_URL: "http://127.0.0.1:9000" }))
    expect(String(response.headers["set-cookie"])).not.toMatch(/Secure/)
    expect(new URL(String(response.headers.location)).searchParams.get("redirect_uri")).toBe("http://127.0.0.1:9000/admin/cms/callback")
  })
})

describe("the callback", () => {
  test("hands the token to the editor in the one place its script reads it, never cached", async () => {
    const server = await start()
    const { state, cookie } = await begin(server)
    const response = await callback(server, { code: github.settings.code, state }, cookie)

    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.headers["cache-control"]).toBe("no-store")
    expect(response.headers["referrer-policy"]).toBe("no-referrer")
    // The popup keeps its opener across GitHub's pages.
    expect(response.headers["cross-origin-opener-policy"]).toBe("unsafe-none")
    const policy = String(response.headers["content-security-policy"])
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/)
    expect(inlineScriptHashes(response.body)).toEqual([])

    const token = github.settings.token
    expect(occurrences(response.body, token)).toBe(1)
    expect(editorMessage(response.body)).toBe(successMessage(token))
    // The state is spent.
    expect(String(response.headers["set-cookie"])).toMatch(/^cms_oauth_state=; Max-Age=0; Path=\/admin\/cms\//)

    const [exchange] = github.exchanges
    expect(exchange.accept).toBe("application/json")
    expect(Object.fromEntries(exchange.body)).toEqual({
      client_id: github.settings.clientId,
      client_secret: github.settings.clientSecret,
      code: github.settings.code,
      redirect_uri: `${SITE}/admin/cms/callback`,
    })
    expect(github.userRequests).toEqual([]) // no CMS_EDITORS, no need to ask who it is
  })

  test("serves the page's script, which speaks to the opener on this origin only", async () => {
    const response = await (await start()).inject({ method: "GET", url: CALLBACK_SCRIPT_PATH })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8")
    expect(response.body).toContain('getAttribute("data-message")')
    expect(response.body).toContain('editor.postMessage("authorizing:github", origin)')
    expect(response.body).toContain("event.origin !== origin")
    expect(response.body).not.toContain('"*"')
  })

  test.each([
    ["a wrong state", (state: string, cookie: string) => ({ query: { code: "c", state: `${state}x` }, cookie })],
    ["no state", (_state: string, cookie: string) => ({ query: { code: "c" }, cookie })],
    ["no cookie", (state: string) => ({ query: { code: "c", state }, cookie: undefined })],
    ["another browser's cookie", (state: string) => ({ query: { code: "c", state }, cookie: "cms_oauth_state=someone-elses" })],
  ])("refuses %s with 403 and asks GitHub nothing", async (_name, make) => {
    const server = await start()
    const { state, cookie } = await begin(server)
    const { query, cookie: sent } = make(state, cookie)
    const response = await callback(server, query, sent)
    expect(response.statusCode).toBe(403)
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.body).toContain(`<p class="error">${escapeHtml(MESSAGES.badState)}</p>`)
    expect(editorMessage(response.body)).toBe(errorMessage(MESSAGES.badState))
    expect(github.exchanges).toEqual([])
  })

  test("says so when the person declined on GitHub", async () => {
    const server = await start()
    const { state, cookie } = await begin(server)
    const response = await callback(server, { error: "access_denied", state }, cookie)
    expect(response.statusCode).toBe(403)
    expect(editorMessage(response.body)).toBe(errorMessage("GitHub did not sign you in (access_denied)."))
    expect(github.exchanges).toEqual([])
  })
})
