/**
 * The brand font is drawn: Chromium is asked (DevTools protocol, CSS.getPlatformFontsForNode) which
 * font drew each page type's h1, on a first view and on a repeat view. When the font arrives too late
 * for the first paint, the metric-matched fallback draws that view without any shift, and the next
 * view draws Inter from the cache.
 */
import type { Browser, BrowserContext, Page } from "playwright-core"
import { VIEWPORTS, baseUrl, connectBrowser } from "./helpers/browser"

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const PAGES = ["/", "/service/seo-services", "/pricing", "/contact", "/blog/transform-your-website-with-smart-technology", "/about"]

/** The platform fonts Chromium used for the text of the first element matching `selector`. */
async function fontsDrawing(context: BrowserContext, page: Page, selector: string): Promise<string[]> {
  const cdp = await context.newCDPSession(page)
  await cdp.send("DOM.enable")
  await cdp.send("CSS.enable")
  const { root } = await cdp.send("DOM.getDocument")
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName)
}

async function newContext(viewport: keyof typeof VIEWPORTS) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseUrl() })
  await context.addInitScript(() => window.sessionStorage.setItem("leadPopupSeen", "true"))
  return context
}

describe("Inter is drawn", () => {
  it.each(PAGES)("%s: the h1 in Inter, or on a first view its metric-matched fallback until Inter is cached", async (route) => {
    const context = await newContext("mobile")
    try {
      const page = await context.newPage()
      await page.goto(route, { waitUntil: "load" })
      await page.evaluate(() => document.fonts.ready)
      // A first view draws Inter when the preload arrives within the short block period; on a busy
      // machine it may not, and then the fallback (Liberation Sans, Arial's metric twin) draws it.
      expect(["Inter", "Liberation Sans"]).toContain((await fontsDrawing(context, page, "h1"))[0])
      await page.reload({ waitUntil: "load" })
      await page.evaluate(() => document.fonts.ready)
      expect(await fontsDrawing(context, page, "h1")).toEqual(["Inter"])
    } finally {
      await context.close()
    }
  })

  it.each(["mobile", "desktop"] as const)(
    "/pricing: the rupee sign in Inter, from its face in the head, also where the prices are below the fold (%s)",
    async (viewport) => {
      const context = await newContext(viewport)
      try {
        const page = await context.newPage()
        await page.goto("/pricing", { waitUntil: "load" })
        const price = page.getByText(/^₹\d/).first()
        await price.scrollIntoViewIfNeeded()
        await page.evaluate(() => document.fonts.ready)
        await price.evaluate((element) => element.setAttribute("data-font-probe", ""))
        // The sign is Inter's, from its own face; the digits are Inter's too, or on a first view its
        // metric-matched stand-in when the subset missed the block period. Never the system's font.
        const fonts = await fontsDrawing(context, page, "[data-font-probe]")
        expect(fonts).toContain("Inter")
        expect(fonts.filter((font) => font !== "Inter" && font !== "Liberation Sans")).toEqual([])
      } finally {
        await context.close()
      }
    },
  )

  it.each(["mobile", "desktop"] as const)(
    "a font that arrives late leaves that view unshifted in the fallback, and the next view draws Inter (%s)",
    async (viewport) => {
      const context = await newContext(viewport)
      try {
        const page = await context.newPage()
        await page.addInitScript(() => {
          const shifts: number[] = []
          Object.assign(window, { __shifts: shifts })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value)
          }).observe({ type: "layout-shift", buffered: true })
        })
        let release: () => void = () => {}
        const held = new Promise<void>((resolve) => (release = resolve))
        await page.route(/inter-subset-[0-9a-f]+\.woff2$/, async (route) => {
          await held
          await route.continue()
        })
        await page.goto("/service/seo-services", { waitUntil: "domcontentloaded" })
        await page.waitForTimeout(800)
        // The stand-in draws it: the page's font stack ends with it, and no generic family follows.
        expect(await fontsDrawing(context, page, "h1")).toEqual(["Liberation Sans"])
        release()
        await page.waitForFunction(() => [...document.fonts].some((face) => face.family === "Inter Variable" && face.status !== "loading"))
        await page.waitForTimeout(500)
        // Arrived after the block period: this view keeps the fallback, and nothing moved.
        expect(await fontsDrawing(context, page, "h1")).toEqual(["Liberation Sans"])
        const total = await page.evaluate(() =>
          (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
        )
        expect(total).toBeLessThanOrEqual(0.001)

        await page.unroute(/inter-subset-[0-9a-f]+\.woff2$/)
        await page.goto("/about", { waitUntil: "load" })
        await page.evaluate(() => document.fonts.ready)
        expect(await fontsDrawing(context, page, "h1")).toEqual(["Inter"])
      } finally {
        await context.close()
      }
    },
  )
})
