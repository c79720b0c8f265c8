/**
 * The page's scripts are compiled while they download, off the main thread: each chunk opens with
 * V8's compile hint (plugins/gatsby-plugin-paint-first/gatsby-node.ts), so starting a page does not stop, function by function,
 * to compile React, Gatsby's runtime and the page's own code as each is first called.
 */
import type { Browser } from "playwright-core"
import { launchBrowser, newPage, waitForHydration } from "./helpers/browser"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const PAGES = ["/", "/service/seo-services", "/pricing", "/contact", "/blog/transform-your-website-with-smart-technology"]

type TraceEvent = { name: string; pid: number; tid: number; args?: { name?: string; data?: { url?: string } } }

/** Functions a load of the page compiled lazily on its renderer's main thread, up to a second after hydration. */
async function lazilyCompiled(route: string): Promise<number> {
  const { context, page } = await newPage(browser, "mobile")
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-v8.compile"] })
  await page.goto(route, { waitUntil: "load" })
  await waitForHydration(page)
  // The banner's video, its intro and the sections in view have started too.
  await page.waitForTimeout(1_000)
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  const origin = new URL(page.url()).origin
  await context.close()
  // The trace holds every renderer: the page's main thread is the one that ran the page's scripts.
  // Chromium's own (the omnibox popup's "WebUI Top Renderer", which it prepares for a new window)
  // now and then compiles a thousand functions of its own while the page loads, more often on a
  // busy machine; they are not the page's.
  const pageThreads = new Set(
    traceEvents.filter((e) => e.name === "EvaluateScript" && e.args?.data?.url?.startsWith(origin)).map((e) => `${e.pid}:${e.tid}`),
  )
  expect(pageThreads.size).toBe(1)
  // Each V8.ParseFunction there is one function compiled on its first call.
  return traceEvents.filter((e) => e.name === "V8.ParseFunction" && pageThreads.has(`${e.pid}:${e.tid}`)).length
}

describe("start-up compilation", () => {
  it.each(PAGES)("%s compiles almost no function on the main thread while it starts", async (route) => {
    // Without the hint a page starts with about a thousand lazy compilations; with it, only those of
    // the inline scripts and of code made at run time are left (about 30).
    expect(await lazilyCompiled(route)).toBeLessThan(150)
  }, 60_000)
})
