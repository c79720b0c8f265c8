/**
 * Shared steps of the editor's sign-in tests (server/cms-auth/): the environment that turns it on
 * against the fake GitHub, the two requests Decap's popup makes, and the message its page hands on.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify"
import { AUTH_PATH, CALLBACK_PATH } from "../../../server/cms-auth"
import type { FakeGitHub } from "./fake-github"

export const SITE = "https://www.example.test"

/** What Decap's popup opens first. */
export const START = `${AUTH_PATH}?provider=github&site_id=www.example.test&scope=repo`

/** The sign-in on, its GitHub the fake one. */
export const signInEnv = (github: FakeGitHub, env: Record<string, string> = {}): Record<string, string> => ({
  SITE_URL: SITE,
  GITHUB_OAUTH_CLIENT_ID: github.settings.clientId,
  GITHUB_OAUTH_CLIENT_SECRET: github.settings.clientSecret,
  GITHUB_OAUTH_URL: github.url,
  GITHUB_API_URL: github.url,
  ...env,
})

export type Begun = { response: LightMyRequestResponse; state: string; cookie: string }

/** Opens the sign-in as Decap's popup does: the state GitHub is sent, and the cookie that holds it. */
export async function begin(server: FastifyInstance, url = START): Promise<Begun> {
  const response = await server.inject({ method: "GET", url })
  const state = new URL(String(response.headers.location)).searchParams.get("state") ?? ""
  const cookie = String(response.headers["set-cookie"]).split(";")[0]
  return { response, state, cookie }
}

/** GitHub's redirect back, with the cookie the browser holds (if any), from one client address. */
export const callback = (server: FastifyInstance, query: Record<string, string>, cookie?: string, remoteAddress = "203.0.113.7") =>
  server.inject({
    method: "GET",
    url: `${CALLBACK_PATH}?${new URLSearchParams(query).toString()}`,
    headers: cookie ? { cookie } : {},
    remoteAddress,
  })

const ENTITIES: Record<string, string> = { "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" }

/** The message the page's script hands to the editor: its one script element's data-message. */
export function editorMessage(html: string): string | null {
  const match = /<script src="\/admin\/cms\/callback\.js" data-message="([^"]*)"><\/script>/.exec(html)
  return match ? match[1].replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity]) : null
}

export const errorMessage = (message: string): string => `authorization:github:error:${JSON.stringify({ message })}`
export const successMessage = (token: string): string => `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`
