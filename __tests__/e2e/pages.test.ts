/**
 * Pricing, blog, about and legal pages in a real browser against the built site served by our
 * server: the pricing accordion, prices from the spec, blog posts loaded directly, the missing-post
 * 404, the RSS feed, and the facts the about and legal pages must show.
 */
import type { Browser, Page } from "playwright-core"
import { baseUrl, isHydrated, connectBrowser, newPage, sampleFrames, sawMidway, waitForHydration, waitForMotion } from "./helpers/browser"

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const POSTS = [
  {
    slug: "transform-your-website-with-smart-technology",
    title: "Transform Your Website with Smart Technology",
    date: "23rd January 2025",
  },
  { slug: "why-ai-matters-in-website-development", title: "Why AI Matters in Website Development", date: "17th January 2025" },
]

const SECTION_TITLES = [
  "Digital Marketing Packages",
  "Pay Per Click Services",
  "Mobile App & Web Development",
  "Social Media Marketing",
  "Voice Search Optimization",
  "SEO Packages",
  "YouTube Marketing Packages",
  "Content Marketing Packages",
  "App Store Optimization Packages",
  "Conversion Rate Optimization (CRO)",
]

/** Prices from spec section 9, as the page must print them. */
const PRICES: [section: string, tier: string, price: string][] = [
  ["Digital Marketing Packages", "Starter", "₹2,000 / month"],
  ["Digital Marketing Packages", "Premium", "₹5,000 / month"],
  ["Pay Per Click Services", "Gold", "₹5,000 / month"],
  ["Social Media Marketing", "Elite", "₹950 / month"],
  ["Voice Search Optimization", "Growth", "₹500 / month"],
  ["YouTube Marketing Packages", "Standard", "₹500 / month"],
  ["Content Marketing Packages", "Gold", "₹999 / month"],
  ["App Store Optimization Packages", "Growth", "₹1,500 / month"],
  ["Conversion Rate Optimization (CRO)", "Booster", "₹3,500 / month"],
  ["Mobile App & Web Development", "Web Development", "Price on request"],
]

/** A pricing section: a <details> of the page's one accordion, in the order of SECTION_TITLES. */
const sectionFor = (page: Page, title: string) => page.locator('details[data-accordion="pricing"]').nth(SECTION_TITLES.indexOf(title))
const panelFor = (page: Page, title: string) => sectionFor(page, title).locator("> [data-panel]")
const toggleFor = (page: Page, title: string) => sectionFor(page, title).locator("> summary")
const isOpen = (page: Page, title: string) => sectionFor(page, title).evaluate((details) => (details as HTMLDetailsElement).open)
/** Resolves once a section's <details> has dropped its open attribute (after its closing animation). */
const untilClosed = (page: Page, title: string) =>
  sectionFor(page, title).evaluate(
    (details) =>
      new Promise<void>((resolve) => {
        const check = () => ((details as HTMLDetailsElement).open ? requestAnimationFrame(check) : resolve())
        check()
      }),
  )
/** Opens a section unless it is open. */
async function openSection(page: Page, title: string) {
  if (!(await isOpen(page, title))) await toggleFor(page, title).click()
}

describe("pricing", () => {
  it("opens every section with its own toggle and closes the others, with the spec's animation and icon", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/pricing")
    await waitForHydration(page)
    const packages = page.getByRole("region", { name: "Packages" })
    const sections = packages.locator('details[data-accordion="pricing"]')
    await expect(sections.count()).resolves.toBe(SECTION_TITLES.length)
    await expect(packages.locator("summary h2").allTextContents()).resolves.toEqual(
      SECTION_TITLES.map((title, i) => `${String(i + 1).padStart(2, "0")}${title}`),
    )
    // framer-motion's code arrives with the first hover; from then on every toggle animates.
    await toggleFor(page, SECTION_TITLES[1]).hover()
    await waitForMotion(page)

    for (const [index, title] of SECTION_TITLES.entries()) {
      const toggle = toggleFor(page, title)
      const panel = panelFor(page, title)
      await openSection(page, title)
      await panel.waitFor({ state: "visible" })
      // The previously open section closes once its own animation has run (its panel reaches zero
      // height a frame before the element drops its open attribute).
      if (index > 0) {
        await panelFor(page, SECTION_TITLES[index - 1]).waitFor({ state: "hidden" })
        await untilClosed(page, SECTION_TITLES[index - 1])
      }
      const states = await sections.evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open))
      expect(states).toEqual(SECTION_TITLES.map((_, i) => i === index))
      // Its own tiers are visible inside it.
      await expect(panel.getByRole("article").first().isVisible()).resolves.toBe(true)
      // The toggle's circle turns black while open (after its 0.4 s colour transition).
      await toggle.locator("[data-toggle-icon]").evaluate(
        (el) =>
          new Promise<void>((resolve) => {
            const check = () => (getComputedStyle(el).backgroundColor === "rgb(11, 11, 11)" ? resolve() : requestAnimationFrame(check))
            check()
          }),
      )
    }

    // Every section has hydrated by now: reopening one shows the 0.4 s height and opacity animation
    // (some frames part-way open), with no first-use hydration in the same frames.
    const reopened = SECTION_TITLES[1]
    const frames = await sampleFrames(panelFor(page, reopened))
    await toggleFor(page, reopened).click()
    await page.waitForTimeout(900)
    expect(sawMidway(await frames())).toBe(true)
    await expect(isOpen(page, SECTION_TITLES.at(-1) as string)).resolves.toBe(false)

    // A second click closes the open one; the circle is orange again.
    await toggleFor(page, reopened).click()
    await panelFor(page, reopened).waitFor({ state: "hidden" })
    await untilClosed(page, reopened)
    await page.waitForTimeout(450)
    await expect(
      toggleFor(page, reopened)
        .locator("[data-toggle-icon]")
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).resolves.toBe("rgb(242, 107, 29)")
    await context.close()
  }, 90_000)

  it("hydrates a closed section's content only when the visitor first uses it", async () => {
    const { context, page } = await newPage(browser, "mobile")
    await page.goto("/pricing")
    await waitForHydration(page)
    const hydrated = (selector: string) => isHydrated(page, selector)
    const tiersOf = async (title: string) => `#${await sectionFor(page, title).getAttribute("id")} article`
    // The third section has links (its prices are on request).
    const [open, closed] = [await tiersOf(SECTION_TITLES[0]), await tiersOf(SECTION_TITLES[2])]
    // The section open on arrival hydrates as the page starts; a closed one stays server HTML…
    await waitForHydration(page, open)
    await expect(hydrated(closed)).resolves.toBe(false)
    // …even once opened, until the visitor touches or focuses something in it.
    await toggleFor(page, SECTION_TITLES[2]).click()
    const link = panelFor(page, SECTION_TITLES[2]).getByRole("link").first()
    await link.waitFor({ state: "visible" })
    await link.focus()
    await waitForHydration(page, closed)
    await expect(link.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await context.close()
  })

  it("shows tiers and prices from the spec", async () => {
    const { context, page } = await newPage(browser, "mobile")
    await page.goto("/pricing")
    await waitForHydration(page)
    for (const [section, tier, price] of PRICES) {
      await openSection(page, section)
      const card = panelFor(page, section).getByRole("article", { name: tier, exact: true })
      await card.waitFor({ state: "visible" })
      const shown = (await card.getByTestId("tier-price").textContent())?.replace(/\s+/g, " ").trim()
      expect(shown).toBe(price)
    }
    // Minimum terms where they apply.
    await toggleFor(page, "App Store Optimization Packages").click()
    const aso = panelFor(page, "App Store Optimization Packages")
    await aso.waitFor({ state: "visible" })
    await expect(aso.getByText("App install ads are charged extra").isVisible()).resolves.toBe(true)
    await expect(aso.getByText("6-month plan").first().isVisible()).resolves.toBe(true)
    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await context.close()
  }, 90_000)

  it("opens at the top, and 'Explore Services' leads to a service page", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/about")
    await waitForHydration(page)
    await page.mouse.wheel(0, 1500)
    await page.waitForFunction(() => window.scrollY > 500)
    await page.mouse.wheel(0, -100)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click()
    await page.waitForURL("**/pricing")
    await page.waitForFunction(() => window.scrollY === 0)

    await toggleFor(page, "Mobile App & Web Development").click()
    const card = panelFor(page, "Mobile App & Web Development").getByRole("article", { name: "Android & iOS Apps" })
    await card.waitFor({ state: "visible" })
    await card.getByRole("link", { name: /Explore Services/ }).click()
    await page.waitForURL("**/service/app-development-in-chennai")
    await context.close()
  })
})

describe("blog", () => {
  it("lists both posts newest first, each card linking to its post", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/blog")
    await waitForHydration(page)
    await expect(page.locator("h1").textContent()).resolves.toBe("Latest news")
    const cards = page.getByRole("main").getByRole("article")
    await expect(cards.count()).resolves.toBe(POSTS.length)
    for (const [index, post] of POSTS.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole("heading").textContent()).resolves.toBe(post.title)
      await expect(card.locator("time").textContent()).resolves.toBe(post.date)
      await expect(card.getByRole("link", { name: post.title }).getAttribute("href")).resolves.toBe(`/blog/${post.slug}`)
      await expect(card.locator("img").first().isVisible()).resolves.toBe(true)
    }
    // The whole card is the link: a click on its image opens the post.
    await cards.nth(1).click({ position: { x: 60, y: 60 } })
    await page.waitForURL(`**/blog/${POSTS[1].slug}`)
    await page.getByRole("heading", { level: 1, name: POSTS[1].title }).waitFor()
    await context.close()
  })

  it.each(POSTS)("loads $slug directly with title, date, images and body", async (post) => {
    const res = await fetch(`${baseUrl()}/blog/${post.slug}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
      (m) => JSON.parse(m[1])["@graph"],
    )
    expect(jsonLd.map((d) => d["@type"])).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]))
    expect(jsonLd.find((d) => d["@type"] === "BlogPosting").headline).toBe(post.title)
    expect(/<meta property="og:type" content="article"/.test(html)).toBe(true)

    const { context, page } = await newPage(browser, "mobile")
    await page.goto(`/blog/${post.slug}`)
    await waitForHydration(page)
    await expect(page.locator("h1").textContent()).resolves.toBe(post.title)
    await expect(page.locator("header time").first().textContent()).resolves.toBe(post.date)
    await expect(page.getByText("No blog data available.").count()).resolves.toBe(0)
    const back = page.getByRole("link", { name: "Back to News" })
    await expect(back.getAttribute("href")).resolves.toBe("/blog")
    // Body: headings, paragraphs, a bullet list and bold text from the MDX file.
    const body = page.getByRole("article")
    await expect(body.locator("h2").count()).resolves.toBeGreaterThanOrEqual(3)
    await expect(body.locator("p").count()).resolves.toBeGreaterThanOrEqual(6)
    await expect(body.locator("ul li").count()).resolves.toBeGreaterThanOrEqual(3)
    await expect(body.locator("strong").count()).resolves.toBeGreaterThanOrEqual(1)
    // Banner and post image have loaded.
    const loaded = await page.evaluate(() =>
      Array.from(document.querySelectorAll("article picture img")).map(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    )
    expect(loaded.length).toBeGreaterThanOrEqual(2)
    await back.click()
    await page.waitForURL((url) => url.pathname === "/blog")
    await context.close()
  })

  it("answers an unknown post with 'No blog data available.', a link to /blog, status 404 and noindex", async () => {
    const res = await fetch(`${baseUrl()}/blog/no-such-post`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html.includes("No blog data available.")).toBe(true)
    expect(html).toMatch(/<meta name="robots" content="noindex/)

    const { context, page } = await newPage(browser, "desktop")
    const response = await page.goto("/blog/no-such-post")
    expect(response?.status()).toBe(404)
    await expect(page.getByText("No blog data available.").isVisible()).resolves.toBe(true)
    // Gatsby's 404 page in the browser shows the same, at the address the visitor asked for.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await expect(page.getByText("No blog data available.").isVisible()).resolves.toBe(true)
    await page.waitForLoadState("networkidle")
    expect(new URL(page.url()).pathname).toBe("/blog/no-such-post")
    await expect(page.getByRole("main").getByRole("link", { name: "Back to News" }).getAttribute("href")).resolves.toBe("/blog")
    await context.close()
  })

  it("lists both posts in /rss.xml", async () => {
    const res = await fetch(`${baseUrl()}/rss.xml`)
    expect(res.status).toBe(200)
    const xml = await res.text()
    for (const post of POSTS) {
      expect(xml).toContain(post.title)
      expect(xml).toContain(`/blog/${post.slug}`)
    }
    expect(xml.indexOf(POSTS[0].title)).toBeLessThan(xml.indexOf(POSTS[1].title))
  })
})

describe("about", () => {
  it("shows the figures, the four-stage process and the four values", async () => {
    const { context, page } = await newPage(browser, "mobile")
    await page.goto("/about")
    await waitForHydration(page)
    const main = page.getByRole("main")
    for (const figure of ["15+", "100+"]) {
      await expect(main.getByText(figure, { exact: true }).isVisible()).resolves.toBe(true)
    }
    // Sections below the first screen are rendered as they come near the viewport (content-visibility).
    for (const name of ["Planning", "Research", "Optimization", "Results", "Transparent", "Proactive", "Affordable", "Flexible"]) {
      const heading = main.getByRole("heading", { name, exact: true })
      await heading.scrollIntoViewIfNeeded()
      await expect(heading.isVisible()).resolves.toBe(true)
    }
    await expect(
      main
        .getByText(/since 2005/)
        .first()
        .isVisible(),
    ).resolves.toBe(true)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await context.close()
  })
})

describe("legal pages", () => {
  it.each([
    ["/privacyPolicy", "Privacy Policy", "Last updated 28/11/26"],
    ["/termsAndCondition", "Terms and Conditions", "Last updated May 22, 2025"],
    ["/userDataDeletion", "User Data Deletion", "Last updated May 22, 2025"],
  ])("%s shows its title and update date", async (route, title, updated) => {
    const { context, page } = await newPage(browser, "mobile")
    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    await expect(page.locator("h1").textContent()).resolves.toBe(title)
    await expect(page.getByText(updated, { exact: true }).isVisible()).resolves.toBe(true)
    await expect(page.getByRole("main").locator("h2").count()).resolves.toBeGreaterThanOrEqual(3)
    await context.close()
  })

  it("states the data deletion facts", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/userDataDeletion")
    await waitForHydration(page)
    const text = (await page.getByRole("main").innerText()).replace(/\s+/g, " ")
    expect(text).toContain("Data Deletion Request")
    expect(text).toMatch(/30 days/)
    expect(text).toMatch(/contact form/i)
    expect(text).toMatch(/verify/i)
    expect(text).toMatch(/irreversible|cannot be undone/i)
    expect(text).toMatch(/under (the age of )?16/i)
    await expect(page.getByRole("main").getByRole("link", { name: "contact page" }).getAttribute("href")).resolves.toBe("/contact")
    await context.close()
  })
})
