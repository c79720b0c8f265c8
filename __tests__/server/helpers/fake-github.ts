/**
 * A stand-in for GitHub in the editor's sign-in tests, on a loopback port: the consent screen (which
 * sends the person straight back with a code, as GitHub does for an app already allowed), the token
 * exchange and GET /user. It records what our server sent, and can be told to misbehave.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"

export type FakeGitHubSettings = {
  clientId: string
  clientSecret: string
  /** The code the consent screen hands out and the exchange accepts */
  code: string
  token: string
  login: string
  /** Answer the exchange with this status and a page that is not JSON */
  exchangeStatus: number
}

export type FakeGitHub = {
  url: string
  /** Bodies of the token exchanges, with their Accept headers */
  exchanges: { body: URLSearchParams; accept: string | undefined }[]
  /** Authorization headers of the GET /user requests */
  userRequests: (string | undefined)[]
  settings: FakeGitHubSettings
  close(): Promise<void>
}

const json = (response: http.ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" })
  response.end(JSON.stringify(body))
}

export async function startFakeGitHub(settings: Partial<FakeGitHubSettings> = {}): Promise<FakeGitHub> {
  const fake: Omit<FakeGitHub, "url" | "close"> = {
    exchanges: [],
    userRequests: [],
    settings: {
      clientId: "Iv1.fake-client-id",
      clientSecret: "fake-client-secret-0123456789abcdef",
      code: "fake-code-5e1f",
      token: "gho_FakeToken0123456789abcdefABCDEF",
      login: "Priya-R",
      exchangeStatus: 200,
      ...settings,
    },
  }
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake.github")
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const s = fake.settings
      if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
        const back = new URL(url.searchParams.get("redirect_uri") ?? "")
        back.search = new URLSearchParams({ code: s.code, state: url.searchParams.get("state") ?? "" }).toString()
        response.writeHead(302, { Location: back.href })
        return response.end()
      }
      if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
        const body = new URLSearchParams(Buffer.concat(chunks).toString("utf8"))
        fake.exchanges.push({ body, accept: request.headers.accept })
        if (s.exchangeStatus !== 200) {
          response.writeHead(s.exchangeStatus, { "Content-Type": "text/html" })
          return response.end("<h1>Unicorn!</h1>")
        }
        const valid = body.get("client_id") === s.clientId && body.get("client_secret") === s.clientSecret && body.get("code") === s.code
        // GitHub reports a bad code with status 200 and an error field.
        if (!valid)
          return json(response, 200, { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." })
        return json(response, 200, { access_token: s.token, token_type: "bearer", scope: "repo" })
      }
      if (request.method === "GET" && url.pathname === "/user") {
        fake.userRequests.push(request.headers.authorization)
        if (request.headers.authorization !== `Bearer ${s.token}`) return json(response, 401, { message: "Bad credentials" })
        return json(response, 200, { login: s.login, id: 1 })
      }
      json(response, 404, { message: "Not Found" })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
