/**
 * Service pages in the built site, served by our server: every slug of the spec, the FAQ
 * accordion, the hero image, the spring-in items, the unknown-slug fallback, alias canonicals and
 * the Our Solutions cards.
 */
import fs from "node:fs"
import path from "node:path"
import type { Browser } from "playwright-core"
import { baseUrl, connectBrowser, newPage, sampleFrames, sawMidway, waitForHydration, waitForMotion } from "./helpers/browser"
import { settled } from "../setup/settled"

type SpecServiceSlugs = { slugs: Record<string, string[]> }
const root = path.resolve(__dirname, "..", "..")
const spec = JSON.parse(fs.readFileSync(path.join(root, "__tests__/fixtures/spec-service-slugs.json"), "utf8")) as SpecServiceSlugs
const slugs = Object.values(spec.slugs).flat()

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .trim()
const h1Of = (html: string) => textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "")
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? ""
const faqButtonsOf = (html: string) => html.match(/<details[^>]*id="faq-0[1-3]"[^>]*>\s*<summary/g) ?? []

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe("every service slug of the spec", () => {
  it("answers 200 with a non-empty h1 and three FAQ disclosures, all 48", async () => {
    expect(slugs).toHaveLength(48)
    const results = await Promise.all(
      slugs.map(async (slug) => {
        const res = await fetch(`${baseUrl()}/service/${slug}`)
        const html = await res.text()
        return { slug, status: res.status, h1: h1Of(html), faqs: faqButtonsOf(html).length, noindex: html.includes('name="robots"') }
      }),
    )
    // "Our Services" and noindex would mean the client-only fallback answered instead of the built page.
    const wrong = results.filter((r) => r.status !== 200 || r.h1 === "" || r.h1 === "Our Services" || r.faqs !== 3 || r.noindex)
    expect(wrong).toEqual([])
  })

  it("gives an alias page the canonical of its main slug", async () => {
    const cases: [string, string][] = [
      ["seo-service", "seo-services"],
      ["facebook-instagram-marketing-Agency", "facebook-instagram-marketing"],
      ["crisis-&-preception-mangement", "crisis-perception-management"],
    ]
    for (const [alias, main] of cases) {
      const [aliasHtml, mainHtml] = await Promise.all(
        [alias, main].map(async (slug) => (await fetch(`${baseUrl()}/service/${slug}`)).text()),
      )
      expect(new URL(canonicalOf(aliasHtml)).pathname).toBe(`/service/${main}`)
      expect(new URL(canonicalOf(mainHtml)).pathname).toBe(`/service/${main}`)
      expect(h1Of(aliasHtml)).toBe(h1Of(mainHtml))
    }
  })
})

describe("service page in the browser", () => {
  it("keeps one FAQ answer open and closes it on a second click, animating height and opacity", async () => {
    const { context, page } = await newPage(browser, "mobile")
    await page.goto("/service/seo-services")
    // Sections below the first screen hydrate as the visitor comes near them.
    await page.locator("#faq-01 > summary").scrollIntoViewIfNeeded()
    await waitForHydration(page, "#faq-01 > summary")
    const faq = page.getByRole("region", { name: "Frequently asked questions" })
    const items = faq.locator("details")
    await expect(items.count()).resolves.toBe(3)
    const open = () => items.evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open))
    const summary = (i: number) => items.nth(i).locator("> summary")
    // The animation's code arrives with the first hover or focus; then every toggle animates.
    await summary(0).hover()
    await waitForMotion(page)
    const panel = items.nth(0).locator("> [data-panel]")
    const opening = await sampleFrames(panel)
    await summary(0).click()
    await expect(open()).resolves.toEqual([true, false, false])
    // Over its 0.4 s the panel passes through heights and opacities between closed and open, and ends
    // with no inline style of the animation left.
    await page.waitForTimeout(900)
    expect(sawMidway(await opening())).toBe(true)
    await expect(
      panel.evaluate((el) => ({ opacity: getComputedStyle(el).opacity, style: el.getAttribute("style") ?? "" })),
    ).resolves.toEqual({ opacity: "1", style: "" })
    const closing = await sampleFrames(panel)
    await summary(1).click()
    // The open one closes as the other opens (it stays open until its closing animation has run).
    await page.waitForTimeout(900)
    expect(sawMidway(await closing())).toBe(true)
    expect(await settled(open, [false, true, false])).toEqual([false, true, false])
    await summary(1).click()
    expect(await settled(open, [false, false, false])).toEqual([false, false, false])
    await context.close()
  })

  it("shows the hero image at once, eager and with high priority", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/service/best-ecommerce-development-company")
    const hero = page.locator('header picture img[fetchpriority="high"]')
    await expect(hero.count()).resolves.toBe(1)
    await expect(hero.getAttribute("loading")).resolves.toBe("eager")
    await expect(hero.evaluate((img) => getComputedStyle(img).opacity)).resolves.toBe("1")
    await expect(hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true)
    await context.close()
  })

  it("springs section items in below the first screen, and not at all under reduced motion", async () => {
    const motion = await newPage(browser, "desktop")
    await motion.page.goto("/service/digital-marketing", { waitUntil: "load" })
    await waitForHydration(motion.page)
    // Read down the page a screen at a time: each section hydrates before it comes into view, and
    // arms the items that are still below the viewport.
    for (let step = 0; step < 4; step++) {
      await motion.page.mouse.wheel(0, 600)
      await motion.page.waitForTimeout(300)
    }
    const item = await motion.page.waitForSelector('[data-motion="scale-in"][data-phase="armed"]')
    await item.scrollIntoViewIfNeeded()
    await motion.page.waitForFunction(
      (element) => element.getAttribute("data-phase") === "shown" && getComputedStyle(element).opacity === "1",
      item,
    )
    await motion.context.close()

    const reduced = await newPage(browser, "desktop", { reducedMotion: "reduce" })
    await reduced.page.goto("/service/digital-marketing")
    await reduced.page.waitForLoadState("networkidle")
    await expect(reduced.page.locator('[data-motion="scale-in"]').count()).resolves.toBe(0)
    await expect(reduced.page.locator('[data-motion="static"]').count()).resolves.toBeGreaterThan(3)
    await reduced.context.close()
  })
})

describe("unknown service slug", () => {
  it("answers 200, noindex, with the title-cased slug as heading", async () => {
    const res = await fetch(`${baseUrl()}/service/quantum-widget-branding`)
    expect(res.status).toBe(200)
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/service/quantum-widget-branding")
    const h1 = page.getByRole("heading", { level: 1 })
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Quantum Widget Branding")
    await expect(h1.textContent()).resolves.toBe("Quantum Widget Branding")
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toMatch(/noindex/)
    const faq = page.locator("summary", { hasText: "Do you offer this service?" })
    await faq.waitFor()
    await expect(faq.count()).resolves.toBe(1)
    await context.close()
  })
})

describe("Our Solutions", () => {
  it("has eight cards, each linking to a service page that exists", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/services")
    await waitForHydration(page)
    const links = await page.locator("main li h2 a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))
    expect(links).toHaveLength(8)
    for (const link of links) {
      expect(link).toMatch(/^\/service\/[a-z-]+$/)
      const res = await fetch(`${baseUrl()}${link}`)
      expect(res.status).toBe(200)
      expect(h1Of(await res.text())).not.toBe("")
    }
    await page.locator("main li h2 a").first().click()
    await page.waitForURL(`**${links[0]}`)
    await context.close()
  })
})
