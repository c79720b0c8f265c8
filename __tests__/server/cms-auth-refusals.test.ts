/** @jest-environment node */
/**
 * The editor's GitHub sign-in (server/cms-auth/) refusing: a login not in CMS_EDITORS, GitHub
 * refusing or failing the token exchange, too many refused callbacks, the routes without
 * configuration; and no token, code or secret in the log. The real app against a fake GitHub.
 */
import type { FastifyInstance } from "fastify"
import { buildApp } from "../../server/app"
import { CALLBACK_PATH, MESSAGES } from "../../server/cms-auth"
import { loadConfig } from "../../server/config"
import { escapeHtml } from "../../common/html-document"
import { begin, callback, editorMessage, errorMessage, signInEnv, SITE, START, successMessage } from "./helpers/cms-sign-in"
import { buildTestApp, makeTestDirs, removeTestDirs, type TestDirs } from "./helpers/enquiry-app"
import { startFakeGitHub, type FakeGitHub } from "./helpers/fake-github"

let dirs: TestDirs
let github: FakeGitHub
let app: FastifyInstance | undefined

async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
  app = await buildTestApp(dirs, signInEnv(github, env))
  return app
}

/** The app with its log lines collected, as the server writes them. */
async function startLogged(env: Record<string, string>, lines: string[]): Promise<FastifyInstance> {
  const config = loadConfig({ DATA_DIR: dirs.dataDir, PUBLIC_DIR: dirs.publicDir, LOG_LEVEL: "trace", ...env }, dirs.root)
  app = await buildApp(config, { logStream: { write: (line) => lines.push(line) } })
  return app
}

beforeEach(async () => {
  dirs = makeTestDirs("cms-auth-refusals-")
  github = await startFakeGitHub()
})

afterEach(async () => {
  await app?.close()
  app = undefined
  await github.close()
  removeTestDirs(dirs)
})

describe("CMS_EDITORS", () => {
  test("refuses a GitHub login not on the list, with a message and no token", async () => {
    const server = await start({ CMS_EDITORS: "arun-k, meena" })
    const { state, cookie } = await begin(server)
    const response = await callback(server, { code: github.settings.code, state }, cookie)
    expect(response.statusCode).toBe(403)
    expect(response.body).not.toContain(github.settings.token)
    expect(editorMessage(response.body)).toMatch(
      /^authorization:github:error:\{"message":"The GitHub account \\"Priya-R\\" is not one of this site's editors/,
    )
    expect(github.userRequests).toEqual([`Bearer ${github.settings.token}`])
  })

  test("lets in a login on the list, whatever its case", async () => {
    const server = await start({ CMS_EDITORS: "arun-k,PRIYA-r" })
    const { state, cookie } = await begin(server)
    const response = await callback(server, { code: github.settings.code, state }, cookie)
    expect(response.statusCode).toBe(200)
    expect(editorMessage(response.body)).toBe(successMessage(github.settings.token))
  })
})

describe("GitHub's failures", () => {
  test("a code GitHub does not accept gives the editor an error and no token", async () => {
    const server = await start()
    const { state, cookie } = await begin(server)
    const response = await callback(server, { code: "expired-code", state }, cookie)
    expect(response.statusCode).toBe(403)
    expect(editorMessage(response.body)).toBe(errorMessage("GitHub did not accept the sign-in (bad_verification_code)."))
    expect(response.body).not.toContain(github.settings.token)
  })

  test("an exchange that fails, or a GitHub that cannot be reached, gives 502 and a message", async () => {
    const server = await start()
    github.settings.exchangeStatus = 500
    const first = await begin(server)
    const failed = await callback(server, { code: github.settings.code, state: first.state }, first.cookie)
    expect(failed.statusCode).toBe(502)
    expect(editorMessage(failed.body)).toBe(
      errorMessage("GitHub could not be reached to finish the sign-in. Please try again in a moment."),
    )

    await github.close() // nothing listens there any more
    const second = await begin(server)
    const unreachable = await callback(server, { code: github.settings.code, state: second.state }, second.cookie)
    expect(unreachable.statusCode).toBe(502)
    expect(editorMessage(unreachable.body)).toBe(editorMessage(failed.body))
  })
})

describe("limits and logs", () => {
  test("refused callbacks count like failed admin sign-ins: then 429 for that client on both routes", async () => {
    const server = await start({ ADMIN_MAX_FAILURES: "2" })
    const { state, cookie } = await begin(server)
    for (let i = 0; i < 2; i += 1) expect((await callback(server, { code: "c", state: "wrong" }, cookie)).statusCode).toBe(403)
    const locked = await callback(server, { code: github.settings.code, state }, cookie)
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800)
    expect(editorMessage(locked.body)).toBe(errorMessage(MESSAGES.tooMany))
    expect((await server.inject({ method: "GET", url: START, remoteAddress: "203.0.113.7" })).statusCode).toBe(429)
    // Another client signs in as usual.
    const other = await callback(server, { code: github.settings.code, state }, cookie, "198.51.100.4")
    expect(other.statusCode).toBe(200)
    expect(github.exchanges).toHaveLength(1)
  })

  test("a burst of callbacks with the client's own state cookie: at most the limit reach GitHub, the rest 429", async () => {
    const server = await start({ ADMIN_MAX_FAILURES: "5" })
    const cookie = "cms_oauth_state=picked-by-the-client"
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => callback(server, { code: "a guessed code", state: "picked-by-the-client" }, cookie)),
    )
    const statuses = burst.map((response) => response.statusCode)
    expect(github.exchanges.length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - github.exchanges.length)
    // A sign-in GitHub accepts gives its attempt back: a client signs in again and again.
    for (let i = 0; i < 6; i += 1) {
      const { state, cookie: own } = await begin(server)
      expect((await callback(server, { code: github.settings.code, state }, own, "198.51.100.5")).statusCode).toBe(200)
    }
  })

  test("the token, the code and the client secret never reach the log", async () => {
    const lines: string[] = []
    const server = await startLogged(signInEnv(github), lines)
    const { state, cookie } = await begin(server)
    expect((await callback(server, { code: github.settings.code, state }, cookie)).statusCode).toBe(200)
    expect((await callback(server, { code: "expired-code", state }, cookie)).statusCode).toBe(403)
    const log = lines.join("")
    expect(log).toContain(CALLBACK_PATH) // the requests were logged…
    expect(log).toContain("bad_verification_code") // …and GitHub's refusal, by its code
    for (const secret of [github.settings.token, github.settings.code, github.settings.clientSecret, state]) {
      expect(log).not.toContain(secret)
    }
  })
})

describe("without GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET", () => {
  test("both routes answer 503 with a one-line explanation, and the start says the login is off", async () => {
    const lines: string[] = []
    const server = await startLogged({ SITE_URL: SITE }, lines)
    expect(lines.join("")).toContain("CMS login is off")
    expect(MESSAGES.off).not.toContain("\n")
    for (const url of [START, `${CALLBACK_PATH}?code=c&state=s`]) {
      const response = await server.inject({ method: "GET", url, headers: { cookie: "cms_oauth_state=s" } })
      expect(response.statusCode).toBe(503)
      expect(response.headers.location).toBeUndefined()
      expect(response.body).toContain(`<p class="error">${escapeHtml(MESSAGES.off)}</p>`)
      expect(editorMessage(response.body)).toBe(errorMessage(MESSAGES.off))
    }
    expect(github.exchanges).toEqual([])
  })
})
