/**
 * Security headers as a browser meets them, and proof that the Content-Security-Policy (no
 * 'unsafe-inline' scripts) does not break the site: no violation reports, and hydration works.
 */
import type { Browser } from "playwright-core"
import { baseUrl, connectBrowser, newPage, waitForHydration } from "./helpers/browser"

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const expectSecurityHeaders = (headers: Headers) => {
  const csp = headers.get("content-security-policy") ?? ""
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? ""
  expect(scriptSrc).toContain("'self'")
  expect(scriptSrc).not.toContain("unsafe-inline")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(headers.get("x-content-type-options")).toBe("nosniff")
  expect(headers.get("referrer-policy")).toBeTruthy()
  expect(headers.get("permissions-policy")).toContain("camera=()")
}

describe("security headers", () => {
  it("are on an HTML page, a hashed asset and an API answer", async () => {
    const html = await fetch(`${baseUrl()}/`)
    expectSecurityHeaders(html.headers)
    expect(html.headers.get("cache-control")).toMatch(/max-age=0, must-revalidate/)
    const body = await html.text()
    const asset = /"(\/app-[0-9a-f]+\.js)"/.exec(body)?.[1] as string
    expect(asset).toBeTruthy()
    const js = await fetch(`${baseUrl()}${asset}`)
    expectSecurityHeaders(js.headers)
    expect(js.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    const api = await fetch(`${baseUrl()}/user/create/`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })
    expect(api.status).toBe(400)
    expectSecurityHeaders(api.headers)
    expect(api.headers.get("cache-control")).toBe("no-store")
  })
})

describe("the policy in a real browser", () => {
  it.each(["/", "/service/seo-services", "/pricing", "/contact", "/blog/why-ai-matters-in-website-development"])(
    "%s loads and hydrates with no CSP violation",
    async (route) => {
      const { context, page } = await newPage(browser, "desktop")
      const violations: string[] = []
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text())
      })
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`),
        )
      })
      await page.goto(route, { waitUntil: "load" })
      await waitForHydration(page)
      // Hydrated React answers clicks: the services button opens its menu.
      const button = page.getByRole("button", { name: "Our Services" })
      await button.click()
      await page.getByRole("button", { name: "Our Services", expanded: true }).waitFor({ timeout: 5_000 })
      expect(violations).toEqual([])
      await context.close()
    },
  )
})
