/**
 * Nothing moves while a page loads and starts up: the layout shift the browser reports between the
 * server's HTML and the hydrated page stays under a tenth of the CLS budget (0.01), on every page
 * type, at phone and desktop width; and the page's start-up keeps the server's style sheets and adds
 * no rule to them.
 */
import type { Browser, Page } from "playwright-core"
import { SERVER_GLOBAL_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE } from "../../plugins/gatsby-plugin-paint-first/head-styles"
import { foldIndex } from "../../plugins/gatsby-plugin-paint-first/split-styles"
import { baseUrl, connectBrowser, newPage, waitForHydration, waitForSettled } from "./helpers/browser"
import { htmlInTwoParts } from "./helpers/html-in-two-parts"

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const PAGES = [
  "/",
  "/services",
  "/service/seo-services",
  "/pricing",
  "/contact",
  "/blog",
  "/blog/transform-your-website-with-smart-technology",
  "/about",
]

type Shift = { value: number; sources: string[] }

/** Collects the page's layout shifts, with the markup of the nodes that moved, from its first byte. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: Shift[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? source.node?.textContent?.slice(0, 120) ?? "?",
          ),
        })
      }
    }).observe({ type: "layout-shift", buffered: true })
  })

/**
 * The page's layout shifts, none if they add up to less than 0.001: a header glyph can move by a
 * fraction of a pixel (about 0.0001). A real shift (the blog post's cover moving 32 px was 0.014) is
 * a hundred times that; on failure the shifts and their sources are printed.
 */
async function shiftsOver(page: Page): Promise<Shift[]> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
  return total < 0.001 ? [] : shifts
}

async function expectNoShift(page: Page): Promise<void> {
  expect(await shiftsOver(page)).toEqual([])
}

/** The style elements the start-up layer puts the server's CSS in. */
const SERVER_SHEETS = `style[${SERVER_STYLES_ATTRIBUTE}], style[${SERVER_GLOBAL_ATTRIBUTE}]`

/**
 * Records the server's style sheet objects as the parser made them (a moved style element gets a new
 * sheet, and the browser restyles the whole page) and every rule emotion inserts from the first byte
 * (it compiles the rule first, and the browser then restyles the page): the server's CSS must
 * already hold all of them.
 */
const recordStyleWork = (page: Page) =>
  page.addInitScript((selector) => {
    const inserted: string[] = []
    Object.assign(window, { __inserted: inserted })
    const insertRule = CSSStyleSheet.prototype.insertRule
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      inserted.push(rule)
      return insertRule.call(this, rule, index)
    }
    document.addEventListener("DOMContentLoaded", () => {
      Object.assign(window, { __sheets: [...document.querySelectorAll<HTMLStyleElement>(selector)].map((el) => el.sheet) })
    })
  }, SERVER_SHEETS)

/** The server's sheets as the page holds them now against those the parser made, and the rules inserted. */
const styleWork = (page: Page) =>
  page.evaluate((selector) => {
    const { __sheets: before, __inserted: inserted } = window as unknown as { __sheets: CSSStyleSheet[]; __inserted: string[] }
    const now = [...document.querySelectorAll<HTMLStyleElement>(selector)].map((el) => el.sheet)
    return { sheets: before.length, kept: before.length === now.length && before.every((sheet, i) => sheet === now[i]), inserted }
  }, SERVER_SHEETS)

describe.each(["mobile", "desktop"] as const)("layout stability at %s width", (viewport) => {
  it.each(PAGES)("%s does not shift, nor restyle from the server's sheets, while it loads and hydrates", async (route) => {
    const { context, page } = await newPage(browser, viewport)
    await recordShifts(page)
    await recordStyleWork(page)
    // The page's own start-up is measured here in the fallback font, whose metrics match Inter's: when
    // Inter lands inside its short block period, after the first layout, the page is laid out again
    // in Inter and lines may break differently (README, Benchmarks; fonts.test.ts covers Inter).
    await page.route(/inter-subset-[0-9a-f]+\.woff2$/, (font) => font.abort())
    await page.goto(route, { waitUntil: "load" })
    // The parts in view hydrated, the banner intro and the first effects over.
    await waitForSettled(page)
    expect({ shifts: await shiftsOver(page), ...(await styleWork(page)) }).toEqual({ shifts: [], sheets: 2, kept: true, inserted: [] })
    await context.close()
  })
})

// A phone's slow CPU paints the page several times while its HTML still arrives, so the order in
// which parts arrive shows: an image placed above text that comes after it in the document (the
// service page's About block, 0.055 at 390 px) or a header bar that grows when its last button
// arrives (0.006 at 1440 px) moved on about every second load. Inter is not blocked here: a first
// view as a visitor has it, with the font landing whenever it does.
describe.each(["mobile", "desktop"] as const)("layout stability on a phone-speed CPU at %s width", (viewport) => {
  it.each(PAGES)("%s does not shift while its HTML arrives and the page starts", async (route) => {
    const { context, page } = await newPage(browser, viewport)
    await recordShifts(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
    await page.goto(route, { waitUntil: "load" })
    await waitForSettled(page)
    await expectNoShift(page)
    await context.close()
  })
})

// On a slow connection the HTML arrives in parts, and a browser may paint what it has. Cut in the
// middle of the first screen, the home page's banner showed its first line, and its text moved up by
// a fifth of the screen (0.2) when the headline arrived: the first frame now waits for the first
// screen (the head's link rel="expect").
describe.each(["mobile", "desktop"] as const)("layout stability at %s width when the HTML arrives in two parts", (viewport) => {
  const middleOfFirstScreen = (html: string) => {
    const main = html.indexOf("<main")
    return Math.round((main + foldIndex(html)) / 2)
  }
  let proxy: Awaited<ReturnType<typeof htmlInTwoParts>>
  beforeAll(async () => {
    proxy = await htmlInTwoParts(baseUrl(), middleOfFirstScreen)
  })
  afterAll(async () => {
    await proxy?.close()
  })

  it.each(PAGES)("%s does not shift when the second part of its first screen comes later", async (route) => {
    const { context, page } = await newPage(browser, viewport)
    await recordShifts(page)
    await page.goto(proxy.url + route, { waitUntil: "load" })
    await waitForHydration(page)
    await page.waitForTimeout(500)
    await expectNoShift(page)
    await context.close()
  })
})
