/**
 * The global shell in a real browser against the built site served by our server: routes, header
 * scroll behaviour, mega menu by hover and keyboard, the mobile menu, footer and WhatsApp links.
 */
import type { Browser, Page } from "playwright-core"
import { animationsEnded, baseUrl, connectBrowser, newPage, waitForHydration } from "./helpers/browser"

/**
 * Waits until the services button shows the menu open or closed: React renders the update of a
 * hover or key press in a task of its own, a moment after the event.
 */
const servicesExpanded = (page: Page, expanded: boolean) =>
  page.getByRole("button", { name: "Our Services", expanded }).waitFor({ timeout: 5_000 })

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const h1Of = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    .replace(/<[^>]+>/g, "")
    .trim() ?? ""

describe("routes", () => {
  const routes: [string, RegExp][] = [
    ["/", /Best Digital Marketing Company in Chennai for ROI-Driven Growth/],
    ["/index", /Best Digital Marketing Company in Chennai for ROI-Driven Growth/],
    ["/index.html", /Best Digital Marketing Company in Chennai for ROI-Driven Growth/],
    ["/services", /Our Solutions/],
    ["/service/seo-services", /.+/],
    ["/about", /.+/],
    ["/blog", /Latest news/i],
    ["/blog/transform-your-website-with-smart-technology", /Transform Your Website with Smart Technology/],
    ["/pricing", /Pricing/],
    ["/contact", /Get in touch/],
    ["/privacyPolicy", /Privacy Policy/],
    ["/termsAndCondition", /Terms/],
    ["/userDataDeletion", /Data Deletion/],
  ]

  it.each(routes)("%s answers 200 with its heading", async (route, heading) => {
    const res = await fetch(`${baseUrl()}${route}`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toMatch(/text\/html/)
    const html = await res.text()
    expect(h1Of(html)).toMatch(heading)
    expect(html).toMatch(/<title[^>]*>[^<]+<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/)
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/)
  })

  it("/index is Home with its canonical on /", async () => {
    const html = await (await fetch(`${baseUrl()}/index`)).text()
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? ""
    expect(new URL(canonical).pathname).toBe("/")
  })

  it("an unknown path answers 404 with the 404 page, which goes home after 3 s", async () => {
    const res = await fetch(`${baseUrl()}/no-such-page`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain("Page not found. Redirecting to home...")

    const { context, page } = await newPage(browser, "desktop")
    // The page's timer starts once it has loaded, so going home can come no sooner than 3 s after asking for it.
    const asked = Date.now()
    const response = await page.goto("/no-such-page")
    expect(response?.status()).toBe(404)
    await expect(page.getByText("Page not found. Redirecting to home...").isVisible()).resolves.toBe(true)
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10000 })
    expect(Date.now() - asked).toBeGreaterThanOrEqual(3000)
    await context.close()
  })
})

describe("header", () => {
  it("hides on scroll down, returns on scroll up, and turns white past 50 px", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/privacyPolicy")
    await waitForHydration(page)
    const header = page.locator("header").first()
    await expect(header.getAttribute("data-solid")).resolves.toBe("false")

    await page.mouse.move(700, 500)
    await page.mouse.wheel(0, 30)
    await page.waitForTimeout(300)
    await expect(header.getAttribute("data-solid")).resolves.toBe("false")

    await page.mouse.wheel(0, 600)
    await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-hidden") === "true")
    await expect(header.getAttribute("data-solid")).resolves.toBe("true")
    await animationsEnded(header)
    const hiddenBox = await header.boundingBox()
    expect(hiddenBox && hiddenBox.y + hiddenBox.height).toBeLessThanOrEqual(1)

    await page.mouse.wheel(0, -200)
    await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-hidden") === "false")
    await animationsEnded(header)
    const shownBox = await header.boundingBox()
    expect(shownBox?.y).toBe(0)
    const style = await header.evaluate((el) => {
      const cs = getComputedStyle(el)
      return { bg: cs.backgroundColor, shadow: cs.boxShadow }
    })
    expect(style.bg).toBe("rgb(255, 255, 255)")
    expect(style.shadow).not.toBe("none")
    await context.close()
  })

  it("comes back into view when the keyboard reaches it while it is hidden", async () => {
    const { context, page } = await newPage(browser, "mobile")
    await page.goto("/pricing")
    await waitForHydration(page)
    await page.mouse.move(200, 400)
    await page.mouse.wheel(0, 1500)
    await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-hidden") === "true")
    // From the page's last control, Tab wraps round to the top: the skip link, then the header.
    await page.locator("footer a").last().focus()
    for (let press = 0; press < 4 && !(await page.evaluate(() => Boolean(document.activeElement?.closest("header")))); press++) {
      await page.keyboard.press("Tab")
    }
    await expect(page.evaluate(() => document.activeElement?.closest("header") !== null)).resolves.toBe(true)
    // The page did not scroll up, so the header still counts as hidden, but it shows while it holds focus.
    await expect(page.locator("header").getAttribute("data-hidden")).resolves.toBe("true")
    await animationsEnded(page.locator("header"))
    const focused = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top)
    expect(focused).toBeGreaterThanOrEqual(0)
    await expect(page.locator("header").boundingBox()).resolves.toMatchObject({ y: 0 })
    await context.close()
  })

  it("opens the mega menu on hover with four columns; an entry goes to its service page", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/about")
    await waitForHydration(page)
    const button = page.getByRole("button", { name: "Our Services" })
    await button.hover()
    await servicesExpanded(page, true)
    const menu = page.locator("#services-menu")
    await animationsEnded(menu)
    await expect(menu.isVisible()).resolves.toBe(true)
    await expect(menu.locator("p").allTextContents()).resolves.toEqual(["Web Development", "Marketing", "Designing", "PR SERVICES"])
    // The header is solid while the menu is open, even at the top of the page.
    await expect(page.locator("header").first().getAttribute("data-solid")).resolves.toBe("true")
    await menu.getByRole("link", { name: "Media Relations" }).click()
    await page.waitForURL("**/service/media-relations")
    await expect(page.locator("h1").first().textContent()).resolves.toMatch(/\S/)
    await servicesExpanded(page, false)
    await context.close()
  })

  it("keeps open the menu a mouse hovered open and pressed at once, though the page handles the press late", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/about")
    await waitForHydration(page)
    const button = page.getByRole("button", { name: "Our Services" })
    const box = (await button.boundingBox())!
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    // The mouse comes in, and presses 100 ms later by the events' own times (in seconds), however
    // long this test takes to send them; meanwhile the main thread is busy for 800 ms, as on a slow
    // computer while the panel hydrates, so the press's handlers run long after the hover's.
    const cdp = await context.newCDPSession(page)
    const hoveredAt = Date.now() / 1000
    await cdp.send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y, timestamp: hoveredAt })
    await servicesExpanded(page, true)
    await page.evaluate(() => {
      setTimeout(() => {
        const end = performance.now() + 800
        while (performance.now() < end);
      })
    })
    for (const [type, after] of [
      ["mousePressed", 0.1],
      ["mouseReleased", 0.15],
    ] as const) {
      await cdp.send("Input.dispatchMouseEvent", { type, x, y, button: "left", clickCount: 1, timestamp: hoveredAt + after })
    }
    await page.waitForTimeout(100)
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true")
    // A press long after the hover closes it, as any later press does.
    await page.waitForTimeout(700)
    await button.click()
    await servicesExpanded(page, false)
    await context.close()
  })

  it("leaves focus on the button when the mouse opens the menu that the keyboard had opened and closed", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/about")
    await waitForHydration(page)
    const button = page.getByRole("button", { name: "Our Services" })
    // Focus alone leaves it closed; ArrowDown opens it and moves into it, Escape comes back.
    await button.focus()
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false")
    await page.keyboard.press("ArrowDown")
    await page.waitForFunction(() => document.activeElement?.textContent === "Web Development", undefined, { timeout: 5_000 })
    await page.keyboard.press("Escape")
    await servicesExpanded(page, false)
    await page.mouse.move(700, 880)
    await button.hover()
    await servicesExpanded(page, true)
    await page.waitForTimeout(100)
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await context.close()
  })

  it("is a disclosure for the keyboard: Tab passes a closed menu, and the home page's first action is at most 10 Tabs from the skip link", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/")
    await waitForHydration(page)
    await page.keyboard.press("Tab")
    await expect(page.evaluate(() => document.activeElement?.getAttribute("href"))).resolves.toBe("#main")
    let tabs = 0
    while (tabs < 30 && !(await page.evaluate(() => Boolean(document.activeElement?.closest("main"))))) {
      await page.keyboard.press("Tab")
      tabs += 1
    }
    expect(tabs).toBeLessThanOrEqual(10)
    await expect(page.getByRole("button", { name: "Our Services" }).getAttribute("aria-expanded")).resolves.toBe("false")
    await expect(page.evaluate(() => document.activeElement?.closest("#services-menu"))).resolves.toBeNull()
    // Space opens it as Enter does; Tab then walks into its links.
    await page.getByRole("button", { name: "Our Services" }).focus()
    await page.keyboard.press("Space")
    await servicesExpanded(page, true)
    await page.keyboard.press("Tab")
    await expect(page.evaluate(() => document.activeElement?.closest("#services-menu") !== null)).resolves.toBe(true)
    await context.close()
  })

  it("works from the keyboard: ArrowDown opens and focuses, Escape closes and returns focus; the overlay closes it", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/about")
    await waitForHydration(page)
    const button = page.getByRole("button", { name: "Our Services" })
    await button.focus()
    await page.keyboard.press("ArrowDown")
    await servicesExpanded(page, true)
    const focused = await page.evaluate(() => document.activeElement?.textContent)
    expect(focused).toBe("Web Development")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Escape")
    await servicesExpanded(page, false)
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true)

    await page.keyboard.press("Enter")
    await servicesExpanded(page, true)
    await page.mouse.click(700, 880)
    await servicesExpanded(page, false)
    await context.close()
  })
})

describe("mobile menu at 390 px", () => {
  it("toggles a full-screen menu with collapsible services groups of at most 16rem", async () => {
    const { context, page } = await newPage(browser, "mobile")
    await page.goto("/about")
    await waitForHydration(page)
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false)
    const menu = page.locator("details:has(#mobile-menu)")
    const isOpen = (details = menu) => details.evaluate((element) => (element as HTMLDetailsElement).open)
    await expect(isOpen()).resolves.toBe(false)
    await page.getByLabel("Menu", { exact: true }).click()
    await expect(isOpen()).resolves.toBe(true)
    // Once hydrated the toggle is named for what it does next, and the page behind stops scrolling:
    // React's render of the open state follows the click by a frame or more on a busy machine.
    await page.getByLabel("Close menu", { exact: true }).waitFor({ state: "visible", timeout: 5_000 })
    await page.waitForFunction(() => document.body.style.overflow === "hidden", undefined, { timeout: 5_000 })
    const headerHeight = await page
      .locator("header")
      .first()
      .evaluate((el) => el.getBoundingClientRect().height)
    const box = await page.locator("#mobile-menu").boundingBox()
    expect(box).toMatchObject({ x: 0, y: headerHeight, width: 390, height: 844 - headerHeight })
    const mobileNav = page.getByRole("navigation", { name: "Mobile" })
    await mobileNav.locator("summary", { hasText: "Our Services" }).click()
    const groups = mobileNav.locator("details[name]")
    await groups.nth(1).locator("summary").click()
    const list = groups.nth(1).locator("ul")
    const metrics = await list.evaluate((el) => ({
      max: getComputedStyle(el).maxHeight,
      overflow: getComputedStyle(el).overflowY,
      h: el.clientHeight,
      sh: el.scrollHeight,
    }))
    expect(metrics.max).toBe("256px")
    expect(metrics.overflow).toBe("auto")
    expect(metrics.h).toBeLessThanOrEqual(256)
    expect(metrics.sh).toBeGreaterThan(metrics.h)
    await groups.nth(2).locator("summary").click()
    await expect(isOpen(groups.nth(1))).resolves.toBe(false)
    await expect(isOpen(groups.nth(2))).resolves.toBe(true)
    await mobileNav.getByRole("link", { name: "Media Relations" }).click()
    await page.waitForURL("**/service/media-relations")
    await expect(page.getByRole("navigation", { name: "Mobile" }).isVisible()).resolves.toBe(false)
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe("")
    await context.close()
  })

  it("closes on Escape and gives focus back to its toggle", async () => {
    const { context, page } = await newPage(browser, "mobile")
    await page.goto("/about")
    await waitForHydration(page)
    await page.getByLabel("Menu", { exact: true }).click()
    await expect(page.getByRole("navigation", { name: "Mobile" }).isVisible()).resolves.toBe(true)
    await page.keyboard.press("Escape")
    await expect(page.getByRole("navigation", { name: "Mobile" }).isVisible()).resolves.toBe(false)
    // Focus is back on the toggle, named for opening again once the menu's toggle event has run.
    await page.waitForFunction(
      () => document.activeElement?.tagName === "SUMMARY" && document.activeElement.getAttribute("aria-label") === "Menu",
    )
    await context.close()
  })
})

describe("footer and WhatsApp", () => {
  it("every footer link reaches a page, social links open in new tabs, WhatsApp carries phone and text", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/")
    await waitForHydration(page)
    const footer = page.locator("footer")
    const hrefs = await footer.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href") as string))
    expect(hrefs.length).toBeGreaterThan(25)
    for (const href of new Set(hrefs)) {
      const res = await fetch(`${baseUrl()}${href}`)
      expect([href, res.status]).toEqual([href, 200])
    }
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link")
    await expect(social.count()).resolves.toBe(4)
    for (const link of await social.all()) {
      await expect(link.getAttribute("target")).resolves.toBe("_blank")
      await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer")
    }
    // The footer is laid out as the visitor comes near it (content-visibility: auto).
    await footer.scrollIntoViewIfNeeded()
    await footer.getByText(/© 2025/).waitFor({ state: "visible", timeout: 2000 })
    await footer.getByRole("link", { name: /Back to top/ }).click()
    await page.waitForFunction(() => window.scrollY === 0)

    const whatsapp = page.getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" })
    const url = new URL((await whatsapp.getAttribute("href")) as string)
    expect(url.searchParams.get("text")).toBe("Hello, can I help you?")
    expect(url.searchParams.get("phone")).toMatch(/^\d{10,15}$/)
    const box = await whatsapp.boundingBox()
    expect(box && box.x).toBeLessThan(40)
    expect(box && box.y + box.height).toBeGreaterThan(900 - 40)
    await context.close()
  })

  it.each([
    [390, "/"],
    [390, "/contact"],
    [1024, "/pricing"],
    [1280, "/blog"],
    [1440, "/about"],
  ])("at the end of the page (%i px, %s) the WhatsApp button covers no footer link", async (width, route) => {
    const { context, page } = await newPage(browser, "desktop")
    await page.setViewportSize({ width, height: 800 })
    await page.goto(route)
    // What follows the fold shows once its styles have come, each section and the footer as it
    // comes near (content-visibility: auto), which may lengthen the page: the visitor goes on
    // scrolling to its end until the footer shows and the end stays put.
    const atEnd = await page.evaluate(async () => {
      const root = document.documentElement
      const copyright = [...document.querySelectorAll("footer *")].find((el) => el.childElementCount === 0 && el.textContent?.includes("©"))
      for (let step = 0; step < 50; step++) {
        const height = root.scrollHeight
        window.scrollTo({ top: height, behavior: "instant" })
        await new Promise((resolve) => setTimeout(resolve, 100))
        const footerShown = copyright?.checkVisibility({ contentVisibilityAuto: true }) ?? false
        if (footerShown && root.scrollHeight === height && Math.ceil(window.scrollY + window.innerHeight) >= height) return true
      }
      return false
    })
    expect(atEnd).toBe(true)
    const covered = await page.evaluate(() => {
      const button = document.querySelector('aside[aria-label="WhatsApp chat"] a')!.getBoundingClientRect()
      return [...document.querySelectorAll("footer a")]
        .filter((link) => {
          const box = link.getBoundingClientRect()
          return box.right > button.left && box.left < button.right && box.bottom > button.top && box.top < button.bottom
        })
        .map((link) => link.textContent)
    })
    expect(covered).toEqual([])
    await context.close()
  })
})
