/**
 * The page's scripts are compiled while they download, off the main thread: each chunk opens with
 * V8's compile hint (plugins/gatsby-plugin-paint-first/compile-hint.ts), so starting a page does not
 * stop, function by function, to compile React, Gatsby's runtime and the page's own code as each is
 * first called.
 */
import type { Browser } from "playwright-core"
import { lazyCompilations, TRACE_CATEGORIES } from "../../scripts/lib/lazy-compilations"
import { launchBrowser, newPage, waitForHydration } from "./helpers/browser"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const PAGES = ["/", "/service/seo-services", "/pricing", "/contact", "/blog/transform-your-website-with-smart-technology"]

/** Functions a load of the page compiled lazily on its renderer's main thread, up to a second after hydration. */
async function lazilyCompiled(route: string): Promise<number> {
  const { context, page } = await newPage(browser, "mobile")
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  await page.goto(route, { waitUntil: "load" })
  await waitForHydration(page)
  // The banner's video, its intro and the sections in view have started too.
  await page.waitForTimeout(1_000)
  const trace = await browser.stopTracing()
  const origin = new URL(page.url()).origin
  await context.close()
  const { threads, compiled } = lazyCompilations(trace, origin)
  expect(threads).toBe(1)
  return compiled
}

describe("start-up compilation", () => {
  it.each(PAGES)("%s compiles almost no function on the main thread while it starts", async (route) => {
    // Without the hint a page starts with about a thousand lazy compilations; with it, only those of
    // the inline scripts and of code made at run time are left (about 30).
    expect(await lazilyCompiled(route)).toBeLessThan(150)
  })
})
