/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on every kind of page at 390 and 1440 px, once it
 * has hydrated and its animations have ended. Every non-service page is checked, and one service
 * page per family plus an alias and the unknown-slug fallback.
 */
import fs from "node:fs"
import type { Browser } from "playwright-core"
import { VIEWPORTS, baseUrl, connectBrowser, waitForSettled } from "./helpers/browser"

const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

const ROUTES = [
  "/",
  "/services",
  "/about",
  "/blog",
  "/blog/transform-your-website-with-smart-technology",
  "/blog/why-ai-matters-in-website-development",
  "/blog/no-such-post",
  "/pricing",
  "/contact",
  "/privacyPolicy",
  "/termsAndCondition",
  "/userDataDeletion",
  "/no-such-page",
  "/service/best-ecommerce-development-company",
  "/service/seo-services",
  "/service/branding-design-in-chennai",
  "/service/bulk-sms-marketing",
  "/service/political-pr-companies",
  "/service/crisis-&-preception-mangement",
  "/service/quantum-widget-branding",
]

type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] }

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])("axe at %s width", (viewport) => {
  it.each(ROUTES)("%s has no violations", async (route) => {
    // bypassCSP only so that axe itself can be injected; the page's own policy is tested elsewhere.
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseUrl(), bypassCSP: true })
    // Keep the lead popup out of page audits; it is audited open in the enquiry tests.
    await context.addInitScript(() => window.sessionStorage.setItem("leadPopupSeen", "true"))
    const page = await context.newPage()
    await page.goto(route, { waitUntil: "load" })
    await waitForSettled(page, { at: route })
    await page.addScriptTag({ content: axeSource })
    const violations = (await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe
      const result = await axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      })
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) }))
    })) as Violation[]
    await context.close()
    expect(violations).toEqual([])
  })
})
