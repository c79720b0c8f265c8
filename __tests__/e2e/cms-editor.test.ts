/**
 * The browser editor in Chromium, without a site build: the build's editor writer (gatsby/cms.ts)
 * fills a temporary folder that our server serves with its /cms/ headers, and decap-server
 * (scripts/cms.ts) edits a temporary copy of content/. On localhost the editor finds decap-server,
 * signs in and shows the collections and our previews; anywhere else it offers GitHub's sign-in,
 * whose popup hands the token back across our opener policy. Not one CSP violation on the way.
 */
import type { ChildProcess } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { startDecapServer } from "../../scripts/cms"
import { buildApp } from "../../server/app"
import { loadConfig } from "../../server/config"
import { writeCms } from "../../gatsby/cms"
import { connectBrowser } from "./helpers/browser"

jest.setTimeout(120_000)

const root = path.resolve(__dirname, "..", "..")
/**
 * Host names that are not localhost, for the editor as the live site runs it. Chromium takes a
 * name under .localhost to this machine, and its pages for a secure context, as the live site's
 * https is (Decap needs one: crypto.randomUUID).
 */
const SITE_HOST = "editor.localhost"
const AUTH_HOST = "sign-in.localhost"
const TOKEN = "gho_token-from-the-sign-in"

/** The sign-in popup's side of Decap's handshake, as an OAuth service answers once GitHub has said yes. */
const SIGN_IN_PAGE = `<!doctype html><title>Signed in</title><script>
window.addEventListener("message", (event) => {
  window.opener.postMessage('authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}', event.origin)
}, { once: true })
window.opener.postMessage("authorizing:github", "*")
</script>`

let work: string
let decapServer: ChildProcess
let signIn: http.Server
let app: FastifyInstance
let port: number
let browser: Browser

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "cms-editor-e2e-"))
  signIn = http.createServer((_request, response) => response.writeHead(200, { "content-type": "text/html" }).end(SIGN_IN_PAGE))
  await new Promise<void>((resolve) => signIn.listen(0, "127.0.0.1", resolve))
  const authPort = (signIn.address() as AddressInfo).port
  writeCms(path.join(work, "public"), {
    env: { CMS_REPO: "example/site", CMS_AUTH_URL: `http://${AUTH_HOST}:${authPort}/auth` },
    origin: () => null,
  })
  fs.cpSync(path.join(root, "content"), path.join(work, "repo", "content"), { recursive: true })
  decapServer = await startDecapServer({ repoDir: path.join(work, "repo"), detached: true, output: "ignore" })
  const env = {
    PUBLIC_DIR: path.join(work, "public"),
    GATSBY_CACHE_DIR: path.join(work, ".cache"),
    DATA_DIR: path.join(work, "data"),
    HSTS: "0",
  }
  app = await buildApp(loadConfig(env, work))
  port = Number(new URL(await app.listen({ host: "127.0.0.1", port: 0 })).port)
  browser = await connectBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
  if (decapServer?.pid !== undefined) {
    try {
      process.kill(-decapServer.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
  signIn?.close()
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

/** A page whose CSP violations, reported by the browser, are collected in `violations`. */
async function editorPage(context: BrowserContext): Promise<{ page: Page; violations: string[] }> {
  const page = await context.newPage()
  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return { page, violations }
}

describe("the editor on localhost, with decap-server", () => {
  it("signs in to decap-server, lists the collections and previews a service and a blog post, with no CSP violation", async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
    const { page, violations } = await editorPage(context)
    await page.goto(`http://localhost:${port}/cms/`)
    await page.getByRole("button", { name: "Login", exact: true }).click()
    for (const collection of ["Services", "Blog posts", "Legal pages", "Site and pages"]) {
      await expect(page.getByRole("link", { name: collection }).first().isVisible()).resolves.toBe(true)
    }

    await page.goto(`http://localhost:${port}/cms/#/collections/services/entries/seo-services`)
    const service = page.frameLocator("iframe").first()
    await service.locator("h1", { hasText: "SEO Services Company in Chennai" }).waitFor()
    await expect(service.locator(".faqs dt").count()).resolves.toBe(3)
    // The preview stylesheet, generated from the tokens, with Inter.
    await expect(service.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily)).resolves.toContain("Inter Variable")

    // A post is opened from its collection's list (a post's folder is found by listing them).
    await page.goto(`http://localhost:${port}/cms/#/collections/blog-posts`)
    await page.getByText("Why AI Matters in Website Development").first().click()
    const post = page.frameLocator("iframe").first()
    await post.locator("h1", { hasText: "Why AI Matters in Website Development" }).waitFor()
    await expect(post.locator(".meta time").textContent()).resolves.toBe("17 January 2025")
    // The text is edited raw: its markdown shows as written, asterisks and all.
    await expect(page.getByText("**how websites are built**").first().isVisible()).resolves.toBe(true)

    expect(violations).toEqual([])
    await context.close()
  })
})

describe("the editor as the live site runs it", () => {
  it("offers GitHub's sign-in, whose popup hands the token back, with no CSP violation", async () => {
    const context = await browser.newContext()
    // GitHub's API is not reached: the editor's first call, made with the token, is refused.
    await context.route("https://api.github.com/**", (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: '{"message":"Bad credentials"}' }),
    )
    const { page, violations } = await editorPage(context)
    await page.goto(`http://${SITE_HOST}:${port}/cms/`)
    // Listening before the press: on a busy machine the popup's handshake and the editor's first call
    // can be over before the click has returned.
    const firstCall = page.waitForRequest((request) => request.url().startsWith("https://api.github.com/user"))
    await page.getByRole("button", { name: "Login with GitHub" }).click()
    const request = await firstCall
    expect(await request.headerValue("authorization")).toBe(`token ${TOKEN}`)
    expect(violations).toEqual([])
    await context.close()
  })
})
