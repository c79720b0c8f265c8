/**
 * The page's scripts are compiled while they download, off the main thread: each chunk opens with
 * V8's compile hint (src/node/webpack.ts), so starting a page does not stop, function by function,
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

type TraceEvent = { name: string; pid: number; tid: number; args?: { name?: string } }

/** Functions a load of the page compiled lazily on a renderer's main thread, up to a second after hydration. */
async function lazilyCompiled(route: string): Promise<number> {
  const { context, page } = await newPage(browser, "mobile")
  await browser.startTracing(page, { categories: ["disabled-by-default-v8.compile"] })
  await page.goto(route, { waitUntil: "load" })
  await waitForHydration(page)
  // The banner's video, its intro and the sections in view have started too.
  await page.waitForTimeout(1_000)
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  await context.close()
  const mainThreads = new Set(traceEvents.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`))
  expect(mainThreads.size).toBeGreaterThan(0)
  // Each V8.ParseFunction on a main thread is one function compiled there on its first call.
  return traceEvents.filter((e) => e.name === "V8.ParseFunction" && mainThreads.has(`${e.pid}:${e.tid}`)).length
}

describe("start-up compilation", () => {
  it.each(PAGES)("%s compiles almost no function on the main thread while it starts", async (route) => {
    // Without the hint a page starts with about a thousand lazy compilations; with it, only those of
    // the inline scripts and of code made at run time are left (about 25). On a machine under heavy
    // load Chromium now and then compiles a whole load lazily even so (about one load in four with
    // both cores busy), so the fewest of up to three loads is what counts.
    const counts: number[] = []
    for (let load = 0; load < 3 && !counts.some((count) => count < 150); load++) counts.push(await lazilyCompiled(route))
    expect(Math.min(...counts)).toBeLessThan(150)
  }, 60_000)
})
