/**
 * The editor's GitHub sign-in in Chromium, under the headers our server really sends: a page under
 * /cms/ that speaks Decap's side of the popup handshake (as decap-cms 3.16.3's GitHub backend does)
 * opens /admin/cms/auth, a fake GitHub sends the popup back to our callback at once (as GitHub does
 * for an app already allowed), and the page receives the token; the same page on another origin
 * receives nothing. It runs its own server over a fixture site holding that page, not the built site.
 */
import fs from "node:fs"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { buildApp } from "../../server/app"
import { loadConfig } from "../../server/config"
import { freePort } from "../setup/free-port"
import { successMessage } from "../server/helpers/cms-sign-in"
import { makeTestDirs, removeTestDirs, type TestDirs } from "../server/helpers/enquiry-app"
import { startFakeGitHub, type FakeGitHub } from "../server/helpers/fake-github"
import { connectBrowser } from "./helpers/browser"

/**
 * Decap's handshake: the popup says "authorizing:github"; the editor answers only a popup on
 * `base_url` (here the address in ?auth=, else this page's origin), echoes the message to it, then
 * takes "authorization:github:…" from that origin and closes the popup.
 */
const OPENER_SCRIPT = `
const base = new URLSearchParams(location.search).get("auth") || location.origin
document.getElementById("login").addEventListener("click", () => {
  const popup = window.open(base + "/admin/cms/auth?provider=github&site_id=" + location.host + "&scope=repo", "sign-in", "width=960,height=600")
  const authorize = (event) => {
    if (event.origin !== base || typeof event.data !== "string" || !event.data.startsWith("authorization:github:")) return
    window.removeEventListener("message", authorize)
    document.getElementById("result").textContent = event.data
    popup.close()
  }
  const handshake = (event) => {
    document.getElementById("heard").textContent += event.data + "\\n"
    if (event.data !== "authorizing:github" || event.origin !== base) return
    window.removeEventListener("message", handshake)
    window.addEventListener("message", authorize)
    popup.postMessage(event.data, event.origin)
  }
  window.addEventListener("message", handshake)
})
`

const OPENER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Editor stand-in</title><script src="/cms/opener.js" defer></script></head>
<body><button id="login">Login with GitHub</button><pre id="heard"></pre><output id="result"></output></body></html>
`

let dirs: TestDirs
let github: FakeGitHub
let app: FastifyInstance
let base: string
let browser: Browser

beforeAll(async () => {
  dirs = makeTestDirs("cms-sign-in-e2e-")
  fs.mkdirSync(path.join(dirs.publicDir, "cms"))
  fs.writeFileSync(path.join(dirs.publicDir, "cms", "index.html"), OPENER_PAGE)
  fs.writeFileSync(path.join(dirs.publicDir, "cms", "opener.js"), OPENER_SCRIPT)
  github = await startFakeGitHub()
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  const config = loadConfig(
    {
      DATA_DIR: dirs.dataDir,
      PUBLIC_DIR: dirs.publicDir,
      HSTS: "0",
      SITE_URL: base,
      GITHUB_OAUTH_CLIENT_ID: github.settings.clientId,
      GITHUB_OAUTH_CLIENT_SECRET: github.settings.clientSecret,
      GITHUB_OAUTH_URL: github.url,
      GITHUB_API_URL: github.url,
      CMS_EDITORS: github.settings.login,
    },
    dirs.root,
  )
  app = await buildApp(config)
  await app.listen({ host: "127.0.0.1", port })
  browser = await connectBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
  await github?.close()
  removeTestDirs(dirs)
})

type Watched = { context: BrowserContext; page: Page; violations: string[]; callbackHeaders: Record<string, string>[] }

/** A fresh browser context on the stand-in editor at `pageOrigin`, noting CSP violations and the callback's headers. */
async function openEditor(pageOrigin: string): Promise<Watched> {
  const context = await browser.newContext()
  const violations: string[] = []
  const callbackHeaders: Record<string, string>[] = []
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  context.on("response", (response) => {
    if (new URL(response.url()).pathname === "/admin/cms/callback") callbackHeaders.push(response.headers())
  })
  const page = await context.newPage()
  await page.goto(`${pageOrigin}/cms/?auth=${encodeURIComponent(base)}`)
  return { context, page, violations, callbackHeaders }
}

test("the editor receives the token from the popup, with no policy violation", async () => {
  const { context, page, violations, callbackHeaders } = await openEditor(base)
  const popupOpened = page.waitForEvent("popup")
  await page.click("#login")
  const popup = await popupOpened

  await page.waitForFunction(() => document.getElementById("result")?.textContent !== "", undefined, { timeout: 15_000 })
  expect(await page.textContent("#result")).toBe(successMessage(github.settings.token))
  // The editor closes the popup once it has the message.
  for (let waited = 0; !popup.isClosed() && waited < 5_000; waited += 50) await page.waitForTimeout(50)
  expect(popup.isClosed()).toBe(true)

  expect(callbackHeaders).toHaveLength(1)
  const scriptSrc = /script-src ([^;]+)/.exec(callbackHeaders[0]["content-security-policy"] ?? "")?.[1] ?? ""
  expect(scriptSrc).toBe("'self'")
  expect(callbackHeaders[0]["cache-control"]).toBe("no-store")
  expect(violations).toEqual([])
  await context.close()
})

test("the same page on another origin gets neither the handshake nor the token", async () => {
  // localhost is another origin than 127.0.0.1, on the same server.
  const { context, page, callbackHeaders } = await openEditor(base.replace("127.0.0.1", "localhost"))
  const popupOpened = page.waitForEvent("popup")
  await page.click("#login")
  const popup = await popupOpened
  await popup.waitForURL(/\/admin\/cms\/callback\?/, { timeout: 15_000 })
  await popup.waitForLoadState("load")
  // The popup's script ran and spoke to its opener: give a message time to arrive, were one sent.
  await page.waitForTimeout(1_000)

  expect(callbackHeaders).toHaveLength(1)
  expect(await popup.evaluate(() => window.opener !== null)).toBe(true)
  expect(await page.textContent("#heard")).toBe("")
  expect(await page.textContent("#result")).toBe("")
  await context.close()
})
