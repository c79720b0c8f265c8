/**
 * Where a lead came from, end to end in Chromium against the built site and our server, acting as
 * soon as each page shows (never waiting for React): a visitor lands from a Google ad on a service
 * page, goes on to the contact page and sends an enquiry; the inbox shows google / cpc / the
 * campaign with its landing and sending page, the Sources view counts it (usable on a 390 px phone)
 * and the CSV carries it; the browser holds no cookie of the site. With scripts off, a post from a
 * newsletter link keeps its campaign from the page address.
 */
import type { Browser, BrowserContext, Page } from "playwright-core"
import { VIEWPORTS, addStaffUser, axeViolations, e2eState, connectBrowser, storedEnquiries } from "./helpers/browser"

jest.setTimeout(90_000)

const STAFF = { name: "ravi", password: "a long passphrase for sources" }
let browser: Browser

beforeAll(async () => {
  browser = await connectBrowser()
  addStaffUser(STAFF.name, STAFF.password)
})
afterAll(async () => {
  await browser?.close()
})

async function visitorContext(javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: e2eState().baseUrl, javaScriptEnabled })
  // The lead popup would cover the page 8 s in; it is marked seen, as after a first visit.
  if (javaScriptEnabled) await context.addInitScript(() => window.sessionStorage.setItem("leadPopupSeen", "true"))
  return context
}

/** Fills the contact page's form as it shows and sends it. */
async function sendEnquiry(page: Page, name: string, email: string): Promise<void> {
  const form = page
    .locator("form")
    .filter({ has: page.getByLabel("Message", { exact: true }) })
    .first()
  await form.getByLabel("Name", { exact: true }).fill(name)
  await form.getByLabel("Email", { exact: true }).fill(email)
  await form.getByLabel("Number", { exact: true }).fill("98400 77777")
  await form.getByLabel("Service", { exact: true }).selectOption("SEO Optimization")
  await form.getByLabel("Message", { exact: true }).fill("We saw your ad and want more walk-ins from search.")
  await form.getByRole("button", { name: "Send enquiry" }).click()
  // Sent by the script once it runs, or posted as HTML before it does: either way, stored.
  await page.getByText("Form submitted successfully!").first().waitFor({ timeout: 20_000 })
}

test("a lead from a Google ad: the inbox, the Sources view and the CSV say so, and no cookie is set", async () => {
  const campaign = `seo-chennai-${Date.now()}`
  const email = `ad-lead-${Date.now()}@example.in`
  const visitor = await visitorContext(true)
  const page = await visitor.newPage()
  await page.goto(`/service/seo-services/?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=Cj0KCQ-test`)
  await page.locator('a[href="/contact"]').first().click()
  await page.waitForURL((url) => url.pathname === "/contact")
  await sendEnquiry(page, "Anitha Mohan", email)
  expect(await visitor.cookies()).toEqual([])
  await visitor.close()

  // bypassCSP only so that axe can be added; the inbox's own policy is tested by the server tests.
  const staff = await browser.newContext({
    viewport: VIEWPORTS.mobile,
    baseURL: e2eState().baseUrl,
    acceptDownloads: true,
    bypassCSP: true,
  })
  const inbox = await staff.newPage()
  await inbox.goto("/admin/")
  await inbox.getByLabel("Name").fill(STAFF.name)
  await inbox.getByLabel("Password").fill(STAFF.password)
  await inbox.getByRole("button", { name: "Sign in" }).click()
  await inbox.getByRole("heading", { name: "Enquiries", level: 1 }).waitFor()
  await inbox.getByLabel("Campaign").fill(campaign)
  await inbox.getByRole("button", { name: "Show" }).click()
  await inbox.getByRole("heading", { name: "1 enquiry matching" }).waitFor()
  await inbox.getByRole("link", { name: /Anitha Mohan/ }).click()

  const origin = inbox.getByRole("region", { name: "Where it came from" })
  const facts = Object.fromEntries(
    await origin.locator("dt").evaluateAll((terms) => terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])),
  )
  expect(facts).toMatchObject({
    Source: "google",
    Medium: "cpc",
    Campaign: campaign,
    "Landing page": "/service/seo-services",
    "Sent from": "/contact (contact form)",
    "Ad click": "yes (gclid)",
  })
  expect(await axeViolations(inbox)).toEqual([])

  await inbox.goto("/admin/")
  await inbox.getByRole("link", { name: "Where leads come from" }).click()
  await inbox.getByRole("heading", { name: "Where leads come from", level: 1 }).waitFor()
  const row = inbox.getByRole("row").filter({ hasText: campaign })
  expect(await row.getByRole("cell").allTextContents()).toEqual([`google / cpc / ${campaign}`, "1", "0"])
  expect(await inbox.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width)
  expect(await inbox.locator("script").count()).toBe(0)
  expect(await axeViolations(inbox)).toEqual([])

  await row.getByRole("link").click()
  await inbox.getByRole("heading", { name: "1 enquiry matching" }).waitFor()
  const [download] = await Promise.all([inbox.waitForEvent("download"), inbox.getByRole("link", { name: "Export these as CSV" }).click()])
  const [header, line] = (await (await download.createReadStream()).toArray())
    .join("")
    .replace(/^\uFEFF/, "")
    .split("\r\n")
  const cells = Object.fromEntries(header.split(",").map((column, i) => [column, line.split(",")[i]]))
  expect(cells).toMatchObject({
    email,
    source: "google",
    medium: "cpc",
    campaign,
    landing_page: "/service/seo-services",
    sent_from: "/contact",
    paid_click: "gclid",
  })
  await staff.close()
})

test("with scripts off, a post from a newsletter link keeps its campaign", async () => {
  const campaign = `november-offers-${Date.now()}`
  const email = `newsletter-${Date.now()}@example.in`
  const visitor = await visitorContext(false)
  const page = await visitor.newPage()
  await page.goto(`/contact/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`)
  await sendEnquiry(page, "Gokul Rajan", email)
  await page.waitForURL((url) => url.pathname.startsWith("/enquiry-sent"))
  expect(await visitor.cookies()).toEqual([])
  await visitor.close()
  const [stored] = (await storedEnquiries()).filter((enquiry) => enquiry.email === email)
  expect(stored.attribution).toMatchObject({ source: "newsletter", medium: "email", campaign, sentFrom: "/contact", form: "contact" })
})
