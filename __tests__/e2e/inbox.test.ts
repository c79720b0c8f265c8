/**
 * The staff inbox in the browser, as the agency's sales person uses it each morning, on a phone and
 * on a desktop: a visitor sends an enquiry through the contact form; a staff member (made with the
 * CLI, as on the server) signs in, finds it by its e-mail address, opens it, marks it contacted with
 * a note, sees the history line, exports the filter and signs out. Every inbox page passes axe.
 */
import { text } from "node:stream/consumers"
import type { Browser, Page } from "playwright-core"
import { VIEWPORTS, addStaffUser, axeViolations, e2eState, connectBrowser } from "./helpers/browser"

jest.setTimeout(90_000)

const STAFF = { name: "meena", password: "a long staff passphrase" }
let browser: Browser

beforeAll(async () => {
  browser = await connectBrowser()
  addStaffUser(STAFF.name, STAFF.password)
})

afterAll(async () => {
  await browser?.close()
})

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])("at %s width", (viewport) => {
  it("a lead sent through the contact form is found, marked contacted with a note, exported, and the staff member signs out", async () => {
    const email = `inbox-${viewport}-${Date.now()}@example.in`
    // bypassCSP only so that axe can be injected; the inbox's own policy is tested by the server tests.
    const auditContext = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      baseURL: e2eState().baseUrl,
      bypassCSP: true,
      acceptDownloads: true,
    })
    await auditContext.addInitScript(() => window.sessionStorage.setItem("leadPopupSeen", "true"))
    const visitor = await auditContext.newPage()

    // The visitor, acting as soon as the form shows.
    await visitor.goto("/contact")
    const form = visitor
      .locator("form")
      .filter({ has: visitor.getByLabel("Message", { exact: true }) })
      .first()
    await form.getByLabel("Name", { exact: true }).fill("Lakshmi Narayanan")
    await form.getByLabel("Email", { exact: true }).fill(email)
    await form.getByLabel("Number", { exact: true }).fill("98400 55555")
    await form.getByLabel("Service", { exact: true }).selectOption({ index: 2 })
    await form.getByLabel("Message", { exact: true }).fill("We need a new website for our textile shop in T. Nagar.")
    await form.getByRole("button", { name: "Send enquiry" }).click()
    // Sent by the script once it runs, or posted as HTML before it does: either way, stored.
    await visitor.getByText("Form submitted successfully!").first().waitFor({ timeout: 20_000 })

    // The staff member.
    const staff = visitor
    await staff.goto("/admin/")
    expect(await axeViolations(staff)).toEqual([])
    await staff.getByLabel("Name").fill(STAFF.name)
    await staff.getByLabel("Password").fill(STAFF.password)
    await staff.getByRole("button", { name: "Sign in" }).click()
    await staff.getByRole("heading", { name: "Enquiries", level: 1 }).waitFor()
    expect(await axeViolations(staff)).toEqual([])

    await staff.getByLabel("Search name, e-mail, phone or message").fill(email)
    await staff.getByLabel("Search name, e-mail, phone or message").press("Enter")
    await staff.getByRole("heading", { name: "1 enquiry matching" }).waitFor()
    await staff.getByRole("link", { name: /Lakshmi Narayanan/ }).click()

    await staff.getByRole("heading", { name: "Lakshmi Narayanan", level: 1 }).waitFor()
    expect(await staff.getByRole("link", { name: email }).getAttribute("href")).toBe(`mailto:${email}`)
    expect(await staff.getByRole("link", { name: "Call" }).getAttribute("href")).toBe("tel:9840055555")
    expect(await axeViolations(staff)).toEqual([])
    await staff.getByLabel("Status", { exact: true }).selectOption("contacted")
    await staff.getByLabel("Note", { exact: true }).fill("Called at 11, sending a quote")
    await staff.getByRole("button", { name: "Save" }).click()
    await staff.getByRole("status").filter({ hasText: "Saved." }).waitFor()
    const history = staff.getByRole("region", { name: "History" })
    expect(await history.textContent()).toContain(`${STAFF.name}: status New → Contacted`)
    expect(await history.textContent()).toContain("Called at 11, sending a quote")

    await staff.goBack()
    await staff.goBack()
    const [download] = await Promise.all([staff.waitForEvent("download"), staff.getByRole("link", { name: "Export these as CSV" }).click()])
    const csv = await text(await download.createReadStream())
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2)
    expect(csv).toContain(email)
    expect(csv).toContain("contacted")

    await staff.getByRole("button", { name: "Sign out" }).click()
    await staff.getByRole("heading", { name: "Sign in to the enquiries" }).waitFor()
    await staff.goto("/admin/")
    await staff.getByRole("heading", { name: "Sign in to the enquiries" }).waitFor()
    await auditContext.close()
  })
})

describe("with real-world leads on a narrow phone", () => {
  // A 64-character address, a 120-character link, a 100-character name, a Tamil name.
  const LONG_EMAIL = "accounts.department.chennai@verylongcompanyname-industries.co.in"
  const LONG_URL = `https://shop.example.in/catalogue/industrial-textiles/cotton-blend-weave?variant=${"a1b2c3d4e5".repeat(3)}&ref=lead`
  const LONG_NAME = `Sri ${"Venkatanarasimharajuvaripeta".repeat(3)} Enterprises Pvt Ltd`.slice(0, 100)
  const TAMIL_NAME = "முத்துலட்சுமி சுப்பிரமணியன்"

  beforeAll(async () => {
    expect([LONG_EMAIL.length, LONG_URL.length, LONG_NAME.length]).toEqual([64, 120, 100])
    for (const [name, email] of [
      [LONG_NAME, LONG_EMAIL],
      [TAMIL_NAME, "muthulakshmi@example.in"],
    ]) {
      const response = await fetch(`${e2eState().baseUrl}/user/create/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name,
          email,
          mobile: "+91 98400 12345",
          services: "Facebook & Instagram Marketing",
          description: `Please look at our catalogue first: ${LONG_URL} and call after 4 pm.`,
        }),
      })
      expect(response.status).toBe(201)
    }
  })

  /** What sticks out of the viewport sideways: the page's own scroll width, and badges, buttons and links of a button's look. */
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth
      const outside = [...document.querySelectorAll(".badge, button, .button, input, select, textarea")]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > width + 0.5))
        .map(({ element }) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.trim().slice(0, 30)}`)
      return { scrollWidth: document.documentElement.scrollWidth, width, outside }
    })

  it.each([320, 360, 390])("every inbox page keeps within %i px, with the whole address still in its mailto: link", async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL: e2eState().baseUrl, bypassCSP: true })
    const page = await context.newPage()
    const within = async (what: string) => {
      expect({ what, ...(await overflow(page)) }).toEqual({ what, scrollWidth: width, width, outside: [] })
      expect({ what, axe: await axeViolations(page) }).toEqual({ what, axe: [] })
    }
    await page.goto("/admin/")
    await within("sign-in")
    await page.getByLabel("Name").fill(STAFF.name)
    await page.getByLabel("Password").fill(STAFF.password)
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.getByRole("heading", { name: "Enquiries", level: 1 }).waitFor()
    await within("list")
    await page.goto(`/admin/?q=${encodeURIComponent("verylongcompanyname")}`)
    await within("search")

    await page.getByRole("link", { name: new RegExp(LONG_NAME.slice(0, 20)) }).click()
    await page.getByRole("heading", { level: 1 }).waitFor()
    await within("enquiry")
    expect(await page.getByRole("link", { name: LONG_EMAIL }).getAttribute("href")).toBe(`mailto:${LONG_EMAIL}`)
    expect(await page.getByText(LONG_URL, { exact: false }).count()).toBe(1)

    await page.goto(`/admin/?q=${encodeURIComponent("muthulakshmi")}`)
    await page.getByRole("link", { name: new RegExp(TAMIL_NAME) }).click()
    await page.getByRole("heading", { name: TAMIL_NAME, level: 1 }).waitFor()
    await within("enquiry in Tamil")

    await page.goto("/admin/delete")
    await within("delete")
    await page.getByLabel("E-mail address").fill(LONG_EMAIL)
    await page.getByRole("button", { name: "Find enquiries" }).click()
    await page.getByText(/This deletes 1 enquiry from/).waitFor()
    await within("delete, confirming")
    await context.close()
  })
})
