/**
 * Enquiries in the browser, against the built site and our own server: the contact form stores an
 * enquiry the agency can read back, an empty form posts nothing, and the lead popup keeps to its
 * timing, its modal behaviour and its once-per-session rule.
 */
import fs from "node:fs"
import type { Browser, Page } from "playwright-core"
import { VIEWPORTS, animationsEnded, baseUrl, connectBrowser, newPage, storedEnquiries, waitForHydration } from "./helpers/browser"
import site from "../../content/site.json"

const POPUP_DELAY_MS = 8000
const DIALOG = '[role="dialog"][aria-modal="true"]'

let browser: Browser

beforeAll(async () => {
  browser = await connectBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Requests to the enquiry API made by the page, counted as they leave the browser. */
function countEnquiryPosts(page: Page): () => number {
  let count = 0
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/user/create")) count += 1
  })
  return () => count
}

async function fillForm(
  page: Page,
  scope: string,
  values: { name: string; email: string; mobile: string; services: string; description: string },
) {
  const within = page.locator(scope)
  await within.getByLabel("Name", { exact: true }).fill(values.name)
  await within.getByLabel("Email", { exact: true }).fill(values.email)
  await within.getByLabel("Number", { exact: true }).fill(values.mobile)
  await within.getByLabel("Service", { exact: true }).selectOption(values.services)
  await within.getByLabel("Message", { exact: true }).fill(values.description)
}

const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`

/**
 * Opens a page and waits until React has hydrated it: the popup's timer starts when the page
 * mounts, so fast-forwarding a fake clock before that would prove nothing. Two animation frames
 * after the page's hydration mark, every mount effect has run.
 */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Opens a page with the clock under the test's control and lets the popup's delay pass: the dialog, shown. */
async function showPopup(page: Page, path: string) {
  await page.clock.install()
  await openHydrated(page, path)
  await page.clock.fastForward(POPUP_DELAY_MS)
  const dialog = page.locator(DIALOG)
  await dialog.waitFor({ state: "visible" })
  return dialog
}

const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

/** axe-core's WCAG 2.x A/AA and best-practice findings for the page as it is now. */
async function axeViolations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] }
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Result> } }).axe
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    })
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.slice(0, 3).flatMap((n) => n.target) }))
  })
}

/** The page's own scroll position after a wheel turn over the middle of the viewport. */
async function scrollAfterWheel(page: Page): Promise<number> {
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 }
  await page.mouse.move(viewport.width / 2, viewport.height / 2)
  await page.mouse.wheel(0, 900)
  await page.waitForTimeout(400)
  return page.evaluate(() => window.scrollY)
}

describe("contact form", () => {
  it("stores an enquiry the agency can read back, announces it and clears the fields", async () => {
    const { context, page } = await newPage(browser, "desktop")
    try {
      await openHydrated(page, "/contact/")
      const enquiry = {
        name: "Meena Krishnan",
        email: uniqueEmail("contact"),
        mobile: "+91 98400 12345",
        services: "Google Ads Marketing",
        description: "Ads for our three showrooms in Chennai.\nBudget to be discussed.",
      }
      await fillForm(page, "main form", enquiry)
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/user/create/")
      await page.locator("main form").getByRole("button", { name: "Send enquiry" }).click()
      expect((await answer).status()).toBe(201)

      await page.locator("main form").getByRole("status").getByText("Form submitted successfully!").waitFor({ state: "visible" })
      for (const label of ["Name", "Email", "Number", "Message"]) {
        expect(await page.locator("main form").getByLabel(label, { exact: true }).inputValue()).toBe("")
      }
      expect(await page.locator("main form").getByLabel("Service", { exact: true }).inputValue()).toBe("")

      const rows = await storedEnquiries()
      const row = rows.find((candidate) => candidate.email === enquiry.email)
      expect(row).toMatchObject(enquiry)
      expect(rows.filter((candidate) => candidate.email === enquiry.email)).toHaveLength(1)
    } finally {
      await context.close()
    }
  })

  it("posts nothing for an empty form and points to the first field to fix", async () => {
    const { context, page } = await newPage(browser, "mobile")
    try {
      const posts = countEnquiryPosts(page)
      await openHydrated(page, "/contact/")
      const form = page.locator("main form")
      await form.getByRole("button", { name: "Send enquiry" }).click()
      await page.waitForTimeout(600)
      expect(posts()).toBe(0)
      const name = form.getByLabel("Name", { exact: true })
      expect(await name.evaluate((element) => element === document.activeElement)).toBe(true)
      expect(await name.getAttribute("aria-invalid")).toBe("true")
      expect(await form.getByText("Enter your name").isVisible()).toBe(true)
      expect(await page.locator(DIALOG).count()).toBe(0)
    } finally {
      await context.close()
    }
  })
})

const OFFLINE_MESSAGE = "You seem to be offline. Your enquiry is kept here and will be sent when your connection is back."

/** Waits for the form's schema, fetched when a visitor starts on the form: from then on the form sends JSON. */
async function waitForSchema(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => /\/enquiry-schema-[^/]*\.js$/.test(entry.name)))
}

/**
 * The contact form with the network gone: what the visitor typed stays, the form says so and offers
 * WhatsApp and e-mail, and the enquiry goes by itself, once, when the connection is back.
 */
async function sendOfflineThenReconnect(viewport: keyof typeof VIEWPORTS, goOffline: "after filling" | "before filling") {
  const { context, page } = await newPage(browser, viewport)
  try {
    await openHydrated(page, "/contact/")
    const form = page.locator("main form")
    const enquiry = {
      name: "Kavya Subramanian",
      email: uniqueEmail(`offline-${viewport}`),
      mobile: "+91 98401 55555",
      services: "Web Development",
      description: "A new website for our bakery & café.\nDelivery across Chennai.",
    }
    // The submissionId of each post the page makes, sent or not.
    const submissionIds: string[] = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/user/create/") {
        submissionIds.push((JSON.parse(request.postData() ?? "{}") as { submissionId?: string }).submissionId ?? "")
      }
    })
    let schemaFailures = 0
    if (goOffline === "before filling") {
      // The schema the form fetches as the visitor starts cannot arrive: the form keeps the enquiry
      // instead of falling back to a plain post, which would leave for the browser's offline page.
      page.on("requestfailed", (request) => {
        if (/\/enquiry-schema-[^/]*\.js$/.test(request.url())) schemaFailures += 1
      })
      await context.setOffline(true)
      await fillForm(page, "main form", enquiry)
    } else {
      await fillForm(page, "main form", enquiry)
      await waitForSchema(page)
      await context.setOffline(true)
    }
    await form.getByRole("button", { name: "Send enquiry" }).click()

    const status = form.getByRole("status")
    await status.getByText(OFFLINE_MESSAGE).waitFor({ state: "visible" })
    expect(await form.getByRole("alert").count()).toBe(0)
    if (goOffline === "before filling") expect(schemaFailures).toBeGreaterThan(0)
    expect(await form.getByLabel("Name", { exact: true }).inputValue()).toBe(enquiry.name)
    expect(await form.getByLabel("Email", { exact: true }).inputValue()).toBe(enquiry.email)
    expect(await form.getByLabel("Number", { exact: true }).inputValue()).toBe(enquiry.mobile)
    expect(await form.getByLabel("Service", { exact: true }).inputValue()).toBe(enquiry.services)
    expect(await form.getByLabel("Message", { exact: true }).inputValue()).toBe(enquiry.description)

    const whatsapp = status.getByRole("link", { name: /^WhatsApp \(opens in a new tab\)$/ })
    expect(await whatsapp.isVisible()).toBe(true)
    const chat = new URL((await whatsapp.getAttribute("href")) as string)
    expect(chat.searchParams.get("phone")).toBe(site.whatsapp.number)
    expect(chat.searchParams.get("text")).toBe(enquiry.description)
    const mail = status.getByRole("link", { name: /^E-mail$/ })
    expect(await mail.isVisible()).toBe(true)
    expect(await mail.getAttribute("href")).toMatch(new RegExp(`^mailto:${site.email.replace(/\./g, "\\.")}\\?subject=`))
    expect((await storedEnquiries()).some((row) => row.email === enquiry.email)).toBe(false)

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/user/create/")
    await context.setOffline(false)
    expect((await answer).status()).toBe(201)
    await status.getByText("Form submitted successfully!").waitFor({ state: "visible" })
    expect(await status.getByText(OFFLINE_MESSAGE).count()).toBe(0)
    expect(await form.getByLabel("Message", { exact: true }).inputValue()).toBe("")

    const rows = (await storedEnquiries()).filter((row) => row.email === enquiry.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject(enquiry)
    // After filling, the post made offline and the one made back online carry the same submissionId;
    // before, the first post never left (no schema), and the one made back online is the only one.
    expect(submissionIds).toHaveLength(goOffline === "after filling" ? 2 : 1)
    expect(new Set(submissionIds).size).toBe(1)
  } finally {
    await context.close()
  }
}

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])("contact form offline, at %s width", (viewport) => {
  it("keeps the enquiry, offers WhatsApp and e-mail, and sends it once when the connection is back", async () => {
    await sendOfflineThenReconnect(viewport, "after filling")
  })
})

describe("contact form offline before the visitor starts", () => {
  it("keeps the enquiry though the form's schema could not be fetched, and sends it when the connection is back", async () => {
    await sendOfflineThenReconnect("mobile", "before filling")
  })
})

describe("lead popup", () => {
  it("opens 8 s after load (not at 7 s), locks scroll, closes on Escape and restores it", async () => {
    const { context, page } = await newPage(browser, "desktop", { leadPopup: true })
    try {
      await page.goto("/pricing/")
      await waitForHydration(page)
      await page.waitForTimeout(7000 - (await page.evaluate(() => performance.now())))
      expect(await page.locator(DIALOG).count()).toBe(0)

      const dialog = page.locator(DIALOG)
      await dialog.waitFor({ state: "visible", timeout: 15_000 })
      expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(POPUP_DELAY_MS)
      expect(await dialog.getAttribute("aria-labelledby")).toBeTruthy()
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)

      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden")
      expect(await scrollAfterWheel(page)).toBe(0)

      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "detached" })
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden")
      expect(await scrollAfterWheel(page)).toBeGreaterThan(0)
    } finally {
      await context.close()
    }
  })

  it("does not come back in the same session, on another page or after a reload", async () => {
    const { context, page } = await newPage(browser, "mobile", { leadPopup: true })
    try {
      const dialog = await showPopup(page, "/")
      await dialog.getByRole("button", { name: "Close" }).click()
      await dialog.waitFor({ state: "detached" })

      await openHydrated(page, "/about/")
      await page.clock.fastForward(9000)
      await page.waitForTimeout(300)
      expect(await page.locator(DIALOG).count()).toBe(0)

      await page.reload()
      await waitForHydration(page)
      await page.clock.fastForward(9000)
      await page.waitForTimeout(300)
      expect(await page.locator(DIALOG).count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it("never opens on /contact", async () => {
    const { context, page } = await newPage(browser, "desktop", { leadPopup: true })
    try {
      await page.clock.install()
      await openHydrated(page, "/contact/")
      await page.clock.fastForward(POPUP_DELAY_MS * 2)
      await page.waitForTimeout(300)
      expect(await page.locator(DIALOG).count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it("keeps the visitor's fields and shows the error when the API fails", async () => {
    const { context, page } = await newPage(browser, "mobile", { leadPopup: true })
    try {
      await page.route("**/user/create/**", (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ data: null, error: { code: "internal", message: "Something went wrong" } }),
        }),
      )
      const dialog = await showPopup(page, "/services/")
      const enquiry = {
        name: "Arun Kumar",
        email: uniqueEmail("popup-fail"),
        mobile: "9840012345",
        services: "Bulk SMS Marketing",
        description: "SMS campaign for our store opening.",
      }
      await fillForm(page, DIALOG, enquiry)
      await dialog.getByRole("button", { name: "Send enquiry" }).click()

      const alert = dialog.getByRole("alert")
      await alert.waitFor({ state: "visible" })
      expect(await alert.textContent()).toContain("Error submitting form. Please try again later.")
      expect(await dialog.getByLabel("Name", { exact: true }).inputValue()).toBe(enquiry.name)
      expect(await dialog.getByLabel("Email", { exact: true }).inputValue()).toBe(enquiry.email)
      expect(await dialog.getByLabel("Number", { exact: true }).inputValue()).toBe(enquiry.mobile)
      expect(await dialog.getByLabel("Service", { exact: true }).inputValue()).toBe(enquiry.services)
      expect(await dialog.getByLabel("Message", { exact: true }).inputValue()).toBe(enquiry.description)
      expect(await dialog.isVisible()).toBe(true)
      expect((await storedEnquiries()).some((row) => row.email === enquiry.email)).toBe(false)
    } finally {
      await context.close()
    }
  })

  it("stores a popup enquiry, then closes and confirms", async () => {
    const { context, page } = await newPage(browser, "desktop", { leadPopup: true })
    try {
      const dialog = await showPopup(page, "/blog/")
      const enquiry = {
        name: "Lakshmi Narayanan",
        email: uniqueEmail("popup"),
        mobile: "044 2434 5678",
        services: "CMS Development",
        description: "A CMS for our school website.",
      }
      await fillForm(page, DIALOG, enquiry)
      await dialog.getByRole("button", { name: "Send enquiry" }).click()
      await dialog.waitFor({ state: "detached" })
      await page.getByRole("status").getByText("Form submitted successfully!").waitFor({ state: "visible" })
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden")
      expect((await storedEnquiries()).find((row) => row.email === enquiry.email)).toMatchObject(enquiry)
    } finally {
      await context.close()
    }
  })

  it("is a compact card on a phone: the whole form fits in one screen, the page shows above it, one tap closes it", async () => {
    const { context, page } = await newPage(browser, "mobile", { leadPopup: true })
    try {
      const dialog = await showPopup(page, "/services")
      await animationsEnded(page.locator("[data-lead-popup]"))
      const { height } = VIEWPORTS.mobile
      const box = (await dialog.boundingBox()) as { y: number; height: number }
      // Inside the screen, nothing to scroll to, and at least a header's height of page above it.
      expect(box.y).toBeGreaterThanOrEqual(76)
      expect(box.y + box.height).toBeLessThanOrEqual(height)
      expect(await dialog.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true)
      expect(
        await page.locator('[data-testid="lead-popup-overlay"]').evaluate((element) => element.scrollHeight <= element.clientHeight),
      ).toBe(true)
      // Every field and the submit button are in view without scrolling.
      for (const control of await dialog
        .locator("input:not([tabindex='-1']):not([type=hidden]), select, textarea, button[type=submit]")
        .all()) {
        const controlBox = (await control.boundingBox()) as { y: number; height: number }
        expect(controlBox.y + controlBox.height).toBeLessThanOrEqual(height)
      }
      // Still a real HTML form, posting to the enquiry API.
      const form = dialog.locator("form")
      expect([await form.getAttribute("method"), await form.getAttribute("action")]).toEqual(["post", "/user/create/"])
      // The close button is a comfortable target inside the screen, and one tap closes the popup.
      const close = dialog.getByRole("button", { name: "Close" })
      const closeBox = (await close.boundingBox()) as { y: number; width: number; height: number }
      expect(closeBox.y).toBeGreaterThanOrEqual(box.y)
      expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(44)
      await close.click()
      await dialog.waitFor({ state: "detached" })
    } finally {
      await context.close()
    }
  })

  it("keeps the two-column dialog on a desktop", async () => {
    const { context, page } = await newPage(browser, "desktop", { leadPopup: true })
    try {
      const dialog = await showPopup(page, "/services")
      await animationsEnded(page.locator("[data-lead-popup]"))
      expect((await dialog.boundingBox())?.width).toBe(980)
      expect(await dialog.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length)).toBe(2)
      expect(await dialog.getByText("Work with us").isVisible()).toBe(true)
      expect(await dialog.getByRole("link", { name: /^Call / }).isVisible()).toBe(true)
    } finally {
      await context.close()
    }
  })

  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    "passes axe while open, with field errors showing, at %s width",
    async (viewport) => {
      // bypassCSP only so that axe itself can be injected; the page's own policy is tested elsewhere.
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseUrl(), bypassCSP: true })
      const page = await context.newPage()
      try {
        const dialog = await showPopup(page, "/about/")
        await page.waitForTimeout(500) // entrance animation
        expect(await axeViolations(page)).toEqual([])
        await dialog.getByRole("button", { name: "Send enquiry" }).click()
        await dialog.getByLabel("Name", { exact: true }).and(page.locator("[aria-invalid=true]")).waitFor()
        expect(await axeViolations(page)).toEqual([])
      } finally {
        await context.close()
      }
    },
  )
})
