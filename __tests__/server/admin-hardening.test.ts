/** @jest-environment node */
/**
 * The admin API against guessing: failed attempts are throttled per client with 429 and
 * Retry-After, a short ADMIN_TOKEN stops the server at start, and staff download the CSV in a
 * browser with HTTP Basic over the same token (reading only). Real app, real SQLite file.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { basicMatches } from "../../server/enquiries/admin-routes"
import { ADMIN_TOKEN_MIN_LENGTH, loadConfig } from "../../server/config"
import { buildTestApp, makeTestDirs, postEnquiry, removeTestDirs, validEnquiry, type TestDirs } from "./helpers/enquiry-app"

const TOKEN = "admin-hardening-token-3f9c1e7a5b2d4c6e"
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const basic = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` })
/** What Chromium sends when a person opens the address in a tab. */
const NAVIGATION = { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", accept: "text/html,application/xhtml+xml,*/*;q=0.8" }

let dirs: TestDirs
let app: FastifyInstance | undefined

async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
  app = await buildTestApp(dirs, { RATE_LIMIT_PER_IP: "0", RATE_LIMIT_GLOBAL: "0", ADMIN_TOKEN: TOKEN, ...env })
  return app
}

beforeEach(() => {
  dirs = makeTestDirs("admin-hardening-")
})

afterEach(async () => {
  await app?.close()
  app = undefined
  removeTestDirs(dirs)
})

const list = (server: FastifyInstance, headers: Record<string, string>, remoteAddress = "203.0.113.5") =>
  server.inject({ method: "GET", url: "/admin/enquiries", headers, remoteAddress })

describe("failed attempts", () => {
  test("are throttled per client with 429 and Retry-After, even for the right token then", async () => {
    const server = await start()
    for (let i = 0; i < 10; i += 1) expect((await list(server, bearer(`guess-${i}`))).statusCode).toBe(401)

    for (const headers of [bearer("guess-10"), bearer(TOKEN)]) {
      const locked = await list(server, headers)
      expect(locked.statusCode).toBe(429)
      expect(locked.headers["cache-control"]).toBe("no-store")
      expect(locked.json()).toEqual({ data: null, error: { code: "rate_limited", message: expect.any(String) } })
      const retryAfter = Number(locked.headers["retry-after"])
      expect(retryAfter).toBeGreaterThan(800)
      expect(retryAfter).toBeLessThanOrEqual(900)
    }
    // Deletion is refused as well, and nothing is deleted.
    await postEnquiry(server, validEnquiry())
    const deletion = await server.inject({
      method: "DELETE",
      url: "/admin/enquiries?email=priya@example.com",
      headers: bearer(TOKEN),
      remoteAddress: "203.0.113.5",
    })
    expect(deletion.statusCode).toBe(429)
    expect(await server.enquiries.store.count()).toBe(1)

    // Staff elsewhere are not locked out.
    expect((await list(server, bearer(TOKEN), "198.51.100.8")).statusCode).toBe(200)
  })

  test("a request without credentials is not a guess", async () => {
    const server = await start({ ADMIN_MAX_FAILURES: "3" })
    for (let i = 0; i < 20; i += 1) expect((await list(server, {})).statusCode).toBe(401)
    expect((await list(server, bearer(TOKEN))).statusCode).toBe(200)
  })

  test("ADMIN_MAX_FAILURES and ADMIN_FAILURE_WINDOW_MS set the budget", async () => {
    const server = await start({ ADMIN_MAX_FAILURES: "2", ADMIN_FAILURE_WINDOW_MS: "60000" })
    expect((await list(server, basic("staff", "wrong"))).statusCode).toBe(401)
    expect((await list(server, bearer("wrong"))).statusCode).toBe(401)
    const locked = await list(server, bearer(TOKEN))
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(60)
  })

  test("behind a trusted proxy, the forwarded client is counted, not the proxy", async () => {
    const server = await start({ ADMIN_MAX_FAILURES: "2", TRUST_PROXY: "10.0.0.0/8" })
    const via = (client: string, token: string) => list(server, { ...bearer(token), "x-forwarded-for": client }, "10.0.0.2")
    await via("203.0.113.66", "wrong")
    await via("203.0.113.66", "wrong")
    expect((await via("203.0.113.66", TOKEN)).statusCode).toBe(429)
    expect((await via("203.0.113.67", TOKEN)).statusCode).toBe(200)
  })
})

describe("ADMIN_TOKEN length", () => {
  test(`shorter than ${ADMIN_TOKEN_MIN_LENGTH} characters is refused when the configuration is read`, () => {
    expect(() => loadConfig({ ADMIN_TOKEN: "e2e-admin-token" }, "/tmp")).toThrow(/ADMIN_TOKEN must be at least 32 characters/)
    expect(() => loadConfig({ ADMIN_TOKEN: "x".repeat(31) }, "/tmp")).toThrow(/ADMIN_TOKEN/)
    expect(loadConfig({ ADMIN_TOKEN: "x".repeat(32) }, "/tmp").adminToken).toBe("x".repeat(32))
    expect(loadConfig({ ADMIN_TOKEN: "" }, "/tmp").adminToken).toBeNull()
  })

  test("a server started with a short token exits with the reason and never listens", async () => {
    const root = path.resolve(__dirname, "../..")
    const child = spawn(process.execPath, ["--import", "tsx", path.join(__dirname, "helpers/enquiry-server.ts")], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dirs.dataDir, PUBLIC_DIR: dirs.publicDir, ADMIN_TOKEN: "short-token", LOG_LEVEL: "error" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    // A server that did start is killed, so the test fails instead of waiting for it.
    const deadline = setTimeout(() => child.kill("SIGKILL"), 15_000)
    const code = await new Promise<number | null>((resolve) => child.on("close", (exitCode) => resolve(exitCode)))
    clearTimeout(deadline)
    expect(code).toBe(1)
    expect(stderr).toContain("ADMIN_TOKEN must be at least 32 characters")
    expect(stdout).not.toContain("LISTENING")
  })
})

describe("the CSV in a browser (HTTP Basic over the token)", () => {
  test("opening the address asks the browser for credentials; scripts get the Bearer challenge only", async () => {
    const server = await start()
    const page = await server.inject({ method: "GET", url: "/admin/enquiries.csv", headers: NAVIGATION })
    expect(page.statusCode).toBe(401)
    expect(page.headers["www-authenticate"]).toEqual(['Basic realm="enquiries", charset="UTF-8"', 'Bearer realm="enquiries"'])

    const script = await server.inject({ method: "GET", url: "/admin/enquiries.csv", headers: { "sec-fetch-mode": "cors" } })
    expect(script.headers["www-authenticate"]).toBe('Bearer realm="enquiries"')
  })

  test("any user name with the token as password downloads the CSV", async () => {
    const server = await start()
    await postEnquiry(server, validEnquiry({ name: "Meena Sundaram" }))
    const response = await server.inject({
      method: "GET",
      url: "/admin/enquiries.csv",
      headers: { ...NAVIGATION, ...basic("staff", TOKEN) },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8")
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="enquiries-/)
    expect(response.body).toContain("Meena Sundaram")
    expect((await list(server, basic("", TOKEN))).statusCode).toBe(200)
  })

  test("Basic credentials never delete", async () => {
    const server = await start()
    await postEnquiry(server, validEnquiry())
    const response = await server.inject({
      method: "DELETE",
      url: "/admin/enquiries?email=priya@example.com",
      headers: basic("staff", TOKEN),
    })
    expect(response.statusCode).toBe(401)
    expect(await server.enquiries.store.count()).toBe(1)
  })

  test("basicMatches reads the password after the first colon", () => {
    const header = (value: string) => `Basic ${Buffer.from(value).toString("base64")}`
    expect(basicMatches(header(`staff:${TOKEN}`), TOKEN)).toBe(true)
    expect(basicMatches(header(`:${TOKEN}`), TOKEN)).toBe(true)
    expect(basicMatches(header(`${TOKEN}:x`), TOKEN)).toBe(false)
    expect(basicMatches(header(TOKEN), TOKEN)).toBe(false)
    expect(basicMatches(header(`staff:${TOKEN}x`), TOKEN)).toBe(false)
    expect(basicMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(false)
    expect(basicMatches("Basic !!!", TOKEN)).toBe(false)
    expect(basicMatches(undefined, TOKEN)).toBe(false)
  })
})
