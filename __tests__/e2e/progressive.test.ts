/**
 * The site as HTML first: every control and the enquiry form work with JavaScript switched off, and
 * nothing a visitor does in the seconds before the page's scripts have started is lost. The second
 * half acts as such a visitor: a phone-speed CPU (Chromium slowed 4x) and scripts that arrive late,
 * with every action taken at DOMContentLoaded and checked to have happened before hydration.
 */
import type { Browser, BrowserContext, Page } from "playwright-core"
import videosContent from "../../content/home/videos.json"
import { VIEWPORTS, baseUrl, isHydrated, connectBrowser, storedEnquiries, waitForHydration } from "./helpers/browser"
import { settled } from "../setup/settled"

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Viewport = keyof typeof VIEWPORTS

async function withPage(
  options: { viewport?: Viewport; javaScript?: boolean },
  run: (page: Page, context: BrowserContext) => Promise<void>,
) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? "desktop"],
    baseURL: baseUrl(),
    javaScriptEnabled: options.javaScript ?? true,
  })
  try {
    await run(await context.newPage(), context)
  } finally {
    await context.close()
  }
}

const uniqueEmail = (tag: string) => `pe-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`

type Enquiry = { name: string; email: string; mobile: string; services: string; description: string }

const enquiryFor = (tag: string): Enquiry => ({
  name: "Lakshmi Narayanan",
  email: uniqueEmail(tag),
  mobile: "+91 98401 23456",
  services: "SEO Optimization",
  description: "Local SEO for our two bakeries in Adyar.",
})

async function fillForm(page: Page, values: Enquiry) {
  const form = page.locator("main form")
  await form.getByLabel("Name", { exact: true }).pressSequentially(values.name)
  await form.getByLabel("Email", { exact: true }).fill(values.email)
  await form.getByLabel("Number", { exact: true }).fill(values.mobile)
  await form.getByLabel("Service", { exact: true }).selectOption(values.services)
  await form.getByLabel("Message", { exact: true }).fill(values.description)
}

async function rowsFor(email: string) {
  return (await storedEnquiries()).filter((row) => row.email === email)
}

const detailsOpen = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open))

describe("with JavaScript switched off", () => {
  it("the contact form stores an enquiry and shows the confirmation page", async () => {
    await withPage({ javaScript: false }, async (page) => {
      await page.goto("/contact")
      const enquiry = enquiryFor("nojs")
      await fillForm(page, enquiry)
      await page.locator("main form").getByRole("button", { name: "Send enquiry" }).click()
      await page.waitForURL((url) => url.pathname.startsWith("/enquiry-sent"))
      await expect(page.getByText("Form submitted successfully!").first().isVisible()).resolves.toBe(true)
      await expect(page.getByRole("link", { name: /home/i }).first().isVisible()).resolves.toBe(true)
      const rows = await rowsFor(enquiry.email)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject(enquiry)
    })
  })

  it("the browser's own validation stops an empty form before it is sent", async () => {
    await withPage({ javaScript: false }, async (page) => {
      let posts = 0
      page.on("request", (request) => void (request.method() === "POST" && (posts += 1)))
      await page.goto("/contact")
      const form = page.locator("main form")
      expect(await form.getAttribute("novalidate")).toBeNull()
      expect(await form.getAttribute("action")).toBe("/user/create/")
      await form.getByRole("button", { name: "Send enquiry" }).click()
      await page.waitForTimeout(500)
      expect(posts).toBe(0)
      expect(new URL(page.url()).pathname).toBe("/contact")
      expect(await form.getByLabel("Name", { exact: true }).evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(
        true,
      )
    })
  })

  it("an invalid post shows each field's problem and keeps what was typed", async () => {
    await withPage({ javaScript: false, viewport: "mobile" }, async (page) => {
      await page.goto("/contact")
      const enquiry = { ...enquiryFor("invalid"), name: "A", mobile: "12" }
      await fillForm(page, enquiry)
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/user/create/")
      await page.locator("main form").getByRole("button", { name: "Send enquiry" }).click()
      expect((await answer).status()).toBe(400)
      await page.waitForLoadState("domcontentloaded")
      await expect(page.getByText("Enter at least 2 characters of your name").first().isVisible()).resolves.toBe(true)
      await expect(
        page
          .getByText(/mobile number of 7 to 15 digits/)
          .first()
          .isVisible(),
      ).resolves.toBe(true)
      await expect(page.getByLabel("Name", { exact: true }).inputValue()).resolves.toBe("A")
      await expect(page.getByLabel("Message", { exact: true }).inputValue()).resolves.toBe(enquiry.description)
      expect(await rowsFor(enquiry.email)).toHaveLength(0)
    })
  })

  it("the FAQ keeps one answer open at a time, and a second click closes it", async () => {
    await withPage({ javaScript: false }, async (page) => {
      await page.goto("/service/seo-services")
      const faq = page.locator("#service-faq ~ div details")
      const summaries = page.locator("#service-faq ~ div details > summary")
      await summaries.nth(0).click()
      await summaries.nth(2).click()
      expect(await detailsOpen(page, "#service-faq ~ div details")).toEqual([false, false, true])
      await expect(faq.nth(2).locator("[data-panel]").isVisible()).resolves.toBe(true)
      await summaries.nth(2).click()
      expect(await detailsOpen(page, "#service-faq ~ div details")).toEqual([false, false, false])
    })
  })

  it("a pricing section opens and the one open before closes", async () => {
    await withPage({ javaScript: false, viewport: "mobile" }, async (page) => {
      await page.goto("/pricing")
      const selector = 'details[data-accordion="pricing"]'
      expect((await detailsOpen(page, selector))[0]).toBe(true)
      await page.locator(`${selector} > summary`).nth(3).click()
      const open = await detailsOpen(page, selector)
      expect(open.filter(Boolean)).toHaveLength(1)
      expect(open[3]).toBe(true)
      await expect(page.locator(selector).nth(3).getByRole("article").first().isVisible()).resolves.toBe(true)
    })
  })

  it("the mega menu opens on hover and on keyboard focus", async () => {
    await withPage({ javaScript: false }, async (page) => {
      await page.goto("/about")
      const menu = page.locator("#services-menu")
      await expect(menu.isVisible()).resolves.toBe(false)
      await page.getByRole("button", { name: "Our Services" }).hover()
      await expect(menu.getByRole("link").first().isVisible()).resolves.toBe(true)
      await page.mouse.move(700, 800)
      await page.waitForTimeout(600)
      await expect(menu.isVisible()).resolves.toBe(false)

      // Tab from the top of the page: skip link, logo, Home, then Our Services.
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press("Tab")
        const label = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "")
        if (label === "Our Services") break
      }
      await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe("Our Services")
      await expect(menu.getByRole("link").first().isVisible()).resolves.toBe(true)
      await page.keyboard.press("Tab")
      await expect(page.evaluate(() => document.activeElement?.closest("#services-menu") !== null)).resolves.toBe(true)
    })
  })

  it("the mobile menu opens and closes at 390 px, with its services groups", async () => {
    await withPage({ javaScript: false, viewport: "mobile" }, async (page) => {
      await page.goto("/about")
      const nav = page.getByRole("navigation", { name: "Mobile" })
      await expect(nav.isVisible()).resolves.toBe(false)
      await page.getByLabel("Menu", { exact: true }).click()
      await expect(nav.isVisible()).resolves.toBe(true)
      await nav.getByText("Our Services", { exact: true }).click()
      await nav.getByText("Public Relations", { exact: true }).click()
      await expect(
        nav
          .getByRole("link")
          .filter({ hasText: /Political/ })
          .first()
          .isVisible(),
      ).resolves.toBe(true)
      await page.getByLabel("Menu", { exact: true }).click()
      await expect(nav.isVisible()).resolves.toBe(false)
    })
  })

  it("How We Work shows all six steps, and the videos scroll sideways", async () => {
    await withPage({ javaScript: false, viewport: "mobile" }, async (page) => {
      await page.goto("/")
      const steps = page.locator('section[aria-labelledby="home-process-title"] ol > li')
      await steps.last().scrollIntoViewIfNeeded()
      expect(await steps.count()).toBe(6)
      for (let i = 0; i < 6; i += 1) await expect(steps.nth(i).isVisible()).resolves.toBe(true)
      await expect(page.getByRole("tablist").isVisible()).resolves.toBe(false)

      const row = page.locator(".carousel-preview")
      await row.scrollIntoViewIfNeeded()
      const scrolled = await row.evaluate((element) => {
        const before = element.scrollLeft
        element.scrollBy({ left: element.clientWidth, behavior: "instant" })
        return {
          overflow: getComputedStyle(element).overflowX,
          wider: element.scrollWidth > element.clientWidth,
          moved: element.scrollLeft > before,
        }
      })
      expect(scrolled).toEqual({ overflow: "auto", wider: true, moved: true })
      // What the scroll brought into view is there to see.
      const next = page.locator(".carousel-preview-slide").nth(1)
      await expect(next.getByRole("heading", { level: 3 }).isVisible()).resolves.toBe(true)
      await expect(next.getByRole("heading", { level: 3 }).evaluate((heading) => getComputedStyle(heading).visibility)).resolves.toBe(
        "visible",
      )
    })
  })

  it("each video's text opens under it, line by line", async () => {
    await withPage({ javaScript: false, viewport: "mobile" }, async (page) => {
      await page.goto("/")
      const slides = page.locator(".carousel-preview-slide")
      expect(await slides.count()).toBe(videosContent.videos.length)
      for (const [i, video] of videosContent.videos.entries()) {
        const slide = slides.nth(i)
        await slide.scrollIntoViewIfNeeded()
        const lines = slide.getByRole("listitem")
        await expect(lines.first().isVisible()).resolves.toBe(false)
        await slide.getByText("Read the video's text").click()
        await expect(lines.allInnerTexts()).resolves.toEqual(video.transcript)
        await expect(lines.last().isVisible()).resolves.toBe(true)
      }
    })
  })

  it("a video's player shows its focus ring inside its rounded box, which clips what lies outside", async () => {
    await withPage({ javaScript: false, viewport: "mobile" }, async (page) => {
      await page.goto("/")
      const player = page.locator(".carousel-preview-slide video").first()
      await player.scrollIntoViewIfNeeded()
      // The services list just above: its last row, then on by Tab.
      await page.locator(`main a[href="/service/outdoor-media-in-chennai"]`).last().focus()
      for (let press = 0; press < 30 && !(await player.evaluate((video) => document.activeElement === video)); press++)
        await page.keyboard.press("Tab")
      const ring = await player.evaluate((video) => {
        const style = getComputedStyle(video)
        return {
          focusVisible: video.matches(":focus-visible"),
          outline: style.outlineStyle,
          reach: parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth),
          clips: getComputedStyle(video.parentElement!.parentElement!).overflow,
        }
      })
      expect(ring).toEqual({ focusVisible: true, outline: "solid", reach: expect.any(Number), clips: "hidden" })
      expect(ring.reach).toBeLessThanOrEqual(0)
    })
  })

  it("what follows the first screen is shown and styled, its style sheet linked from <noscript>", async () => {
    await withPage({ viewport: "desktop", javaScript: false }, async (page) => {
      await page.goto("/contact")
      const footer = page.locator("footer")
      expect(await footer.evaluate((el) => [getComputedStyle(el).visibility, getComputedStyle(el).backgroundColor])).toEqual([
        "visible",
        "rgb(11, 11, 11)",
      ])
    })
  })

  it("the 404 page takes the visitor home after 3 s", async () => {
    await withPage({ javaScript: false }, async (page) => {
      const started = Date.now()
      const response = await page.goto("/no-such-page")
      expect(response?.status()).toBe(404)
      await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 })
      expect(Date.now() - started).toBeGreaterThanOrEqual(2900)
    })
  })
})

describe("before the scripts have started (CPU slowed 4x, scripts late)", () => {
  // Every script is held until the visitor has acted (a slow network, however slow), and the CPU
  // works at a quarter of its speed: hydration comes seconds after the release, later on a machine
  // busy with other tests.
  const HYDRATION_TIMEOUT = 40_000
  const TEST_TIMEOUT = 70_000

  /**
   * Opens a page as a slow phone would: the HTML at once, the CPU at a quarter, and every script
   * held until the returned `release` is called.
   */
  async function openEarly(page: Page, context: BrowserContext, path: string): Promise<() => void> {
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.js(\?|$)/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto(path, { waitUntil: "domcontentloaded" })
    return release
  }

  it("what follows the first screen waits, unseen, for its style sheet, then shows styled without moving the first screen", async () => {
    await withPage({ viewport: "desktop" }, async (page) => {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/static\/below-fold-[0-9a-f]+\.css$/, async (route) => {
        await held
        await route.continue()
      })
      await page.goto("/contact", { waitUntil: "domcontentloaded" })
      const heading = page.locator("main h1")
      await heading.waitFor()
      const visibility = () => page.locator("footer").evaluate((el) => getComputedStyle(el).visibility)
      await page.waitForFunction(() => document.querySelector("link[data-sr-later]") !== null)
      expect([await visibility(), await heading.evaluate((el) => getComputedStyle(el).visibility)]).toEqual(["hidden", "visible"])
      const top = await heading.evaluate((el) => el.getBoundingClientRect().top)
      release()
      expect(await settled(visibility, "visible")).toBe("visible")
      expect(await page.locator("footer").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(11, 11, 11)")
      expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBe(top)
    })
  })

  it(
    "typed and autofilled values survive hydration and are what the hydrated form sends",
    async () => {
      await withPage({ viewport: "mobile" }, async (page, context) => {
        const release = await openEarly(page, context, "/contact")
        const form = page.locator("main form")
        const enquiry = enquiryFor("early-typed")
        await form.getByLabel("Name", { exact: true }).pressSequentially(enquiry.name)
        await form.getByLabel("Message", { exact: true }).fill(enquiry.description)
        // What the browser's autofill does: values set on the fields, with input and change events.
        await page.evaluate(
          ({ email, mobile, services }) => {
            const set = (name: string, value: string) => {
              const field = document.querySelector<HTMLInputElement | HTMLSelectElement>(`main form [name="${name}"]`)
              if (!field) throw new Error(`no field ${name}`)
              field.value = value
              field.dispatchEvent(new Event("input", { bubbles: true }))
              field.dispatchEvent(new Event("change", { bubbles: true }))
            }
            set("email", email)
            set("mobile", mobile)
            set("services", services)
          },
          { email: enquiry.email, mobile: enquiry.mobile, services: enquiry.services },
        )
        expect(await isHydrated(page, "main form")).toBe(false)

        release()
        await waitForHydration(page, "main form", HYDRATION_TIMEOUT)
        await page.waitForTimeout(1000)
        const values = await form.evaluate((element) => Object.fromEntries(new FormData(element as HTMLFormElement)))
        expect(values).toMatchObject(enquiry)

        // The hydrated form sends what the fields hold and tells the visitor on the page.
        const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/user/create/")
        await form.getByRole("button", { name: "Send enquiry" }).click()
        expect((await answer).status()).toBe(201)
        await form.getByRole("status").getByText("Form submitted successfully!").waitFor({ state: "visible" })
        expect(await rowsFor(enquiry.email)).toEqual([expect.objectContaining(enquiry)])
      })
    },
    TEST_TIMEOUT,
  )

  it(
    "a Send pressed before hydration is stored once and the visitor is told",
    async () => {
      await withPage({ viewport: "desktop" }, async (page, context) => {
        const release = await openEarly(page, context, "/contact")
        const enquiry = enquiryFor("early-send")
        await fillForm(page, enquiry)
        expect(await isHydrated(page, "main form")).toBe(false)
        await page.locator("main form").getByRole("button", { name: "Send enquiry" }).click()
        release()
        await page.waitForURL((url) => url.pathname.startsWith("/enquiry-sent"))
        await expect(page.getByText("Form submitted successfully!").first().isVisible()).resolves.toBe(true)
        await page.waitForTimeout(500)
        expect(await rowsFor(enquiry.email)).toHaveLength(1)
      })
    },
    TEST_TIMEOUT,
  )

  it(
    "a FAQ tap before hydration stays open after it, and the hydrated accordion carries on",
    async () => {
      await withPage({ viewport: "mobile" }, async (page, context) => {
        const release = await openEarly(page, context, "/service/seo-services")
        const selector = "#service-faq ~ div details"
        await page.locator(`${selector} > summary`).nth(1).click()
        expect(await isHydrated(page, `${selector} > summary`)).toBe(false)
        expect(await detailsOpen(page, selector)).toEqual([false, true, false])

        release()
        await waitForHydration(page, `${selector} > summary`, HYDRATION_TIMEOUT)
        await page.waitForTimeout(800)
        expect(await detailsOpen(page, selector)).toEqual([false, true, false])
        await page.locator(`${selector} > summary`).nth(2).click()
        expect(await settled(() => detailsOpen(page, selector), [false, false, true])).toEqual([false, false, true])
      })
    },
    TEST_TIMEOUT,
  )

  it(
    "a pricing tap before hydration takes effect and holds",
    async () => {
      await withPage({ viewport: "desktop" }, async (page, context) => {
        const release = await openEarly(page, context, "/pricing")
        const selector = 'details[data-accordion="pricing"]'
        await page.locator(`${selector} > summary`).nth(2).click()
        expect(await isHydrated(page, `${selector} > summary`)).toBe(false)
        release()
        await waitForHydration(page, `${selector} > summary`, HYDRATION_TIMEOUT)
        await page.waitForTimeout(800)
        const open = await detailsOpen(page, selector)
        expect(open.filter(Boolean)).toHaveLength(1)
        expect(open[2]).toBe(true)
      })
    },
    TEST_TIMEOUT,
  )

  it(
    "a mobile menu opened before hydration stays open after it, its toggle named for closing it",
    async () => {
      await withPage({ viewport: "mobile" }, async (page, context) => {
        const release = await openEarly(page, context, "/about")
        await page.getByLabel("Menu", { exact: true }).click()
        await page.getByRole("navigation", { name: "Mobile" }).locator("summary", { hasText: "Our Services" }).click()
        expect(await isHydrated(page, "header summary")).toBe(false)
        expect(await page.evaluate(() => (document.querySelector("#mobile-menu details") as HTMLDetailsElement).open)).toBe(true)
        release()
        await waitForHydration(page, "header summary", HYDRATION_TIMEOUT)
        const state = () =>
          page.evaluate(() => ({
            open: (document.querySelector("header details") as HTMLDetailsElement).open,
            toggle: document.querySelector("header summary")?.getAttribute("aria-label"),
            scrollLocked: document.body.style.overflow === "hidden",
            servicesOpen: (document.querySelector("#mobile-menu details") as HTMLDetailsElement).open,
          }))
        const adopted = { open: true, toggle: "Close menu", scrollLocked: true, servicesOpen: true }
        expect(await settled(state, adopted)).toEqual(adopted)
        await page.keyboard.press("Escape")
        const closed = { ...adopted, open: false, toggle: "Menu", scrollLocked: false }
        expect(await settled(state, closed)).toEqual(closed)
      })
    },
    TEST_TIMEOUT,
  )

  it(
    "the mega menu hovered before hydration stays open through it, and closes when the pointer leaves",
    async () => {
      await withPage({ viewport: "desktop" }, async (page, context) => {
        const release = await openEarly(page, context, "/pricing")
        await page.getByRole("button", { name: "Our Services" }).hover()
        const panel = page.locator("#services-menu")
        const shown = () =>
          panel.evaluate((element) => getComputedStyle(element).visibility === "visible" && getComputedStyle(element).opacity === "1")
        expect(await isHydrated(page, "header button")).toBe(false)
        expect(await shown()).toBe(true)
        release()
        await waitForHydration(page, "header button", HYDRATION_TIMEOUT)
        await page.waitForTimeout(1500)
        expect(await panel.getAttribute("data-open")).toBe("true")
        expect(await shown()).toBe(true)
        await page.mouse.move(700, 880)
        expect(await settled(shown, false)).toBe(false)
      })
    },
    TEST_TIMEOUT,
  )
})
