import fs from "node:fs"
import path from "node:path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { baseUrl, isHydrated, connectBrowser, launchBrowser, newPage, waitForHydration } from "./helpers/browser"

let browser: Browser

beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Probe = { videoAtDomReady: boolean; videoAtLoad: boolean; introSeen: boolean }

/**
 * Records, from inside the page, whether a <video> existed at DOMContentLoaded and at the window
 * load event (this listener is registered before any page script, so it runs before ours), and
 * whether the banner box ever entered its intro.
 */
async function installProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe = { videoAtDomReady: false, videoAtLoad: false, introSeen: false }
    Object.assign(window, { __homeProbe: probe })
    const hasVideo = () => document.querySelector("video") !== null
    document.addEventListener("DOMContentLoaded", () => {
      probe.videoAtDomReady = hasVideo()
      const box = document.querySelector("[data-intro]")
      if (!box) return
      if (box.getAttribute("data-intro") === "playing") probe.introSeen = true
      new MutationObserver(() => {
        if (box.getAttribute("data-intro") === "playing") probe.introSeen = true
      }).observe(box, { attributes: true, attributeFilter: ["data-intro"] })
    })
    window.addEventListener("load", () => {
      probe.videoAtLoad = hasVideo()
    })
  })
}

const probe = (page: Page) => page.evaluate(() => (window as unknown as { __homeProbe: Probe }).__homeProbe)

/** The banner video's sources in the DOM, as [media, src] (media null for the fallback). */
const bannerSources = (page: Page) =>
  page
    .getByTestId("banner-video")
    .evaluate((video) => [...video.querySelectorAll("source")].map((source) => [source.getAttribute("media"), source.getAttribute("src")]))

/** Waits until the banner video really plays (it is shown from its first `playing` event), then reads the file it chose. */
async function playingBannerSrc(page: Page): Promise<string> {
  await page.waitForFunction(() => document.querySelector("[data-testid='banner-video']")?.getAttribute("data-shown") === "true", null, {
    timeout: 15_000,
  })
  return page.getByTestId("banner-video").evaluate((video: HTMLVideoElement) => new URL(video.currentSrc).pathname)
}

/** The banner posters the page has fetched, in order. */
function posters(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/media/banner-poster")),
  )
}

/**
 * Counts the bytes the page downloads, as they travel (compressed, headers included), through the
 * DevTools protocol: a request still under way counts what has arrived so far.
 */
async function countBytes(context: BrowserContext, page: Page): Promise<() => { total: number; heaviest: [string, number][] }> {
  const cdp = await context.newCDPSession(page)
  const urls = new Map<string, string>()
  const received = new Map<string, number>()
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => urls.set(requestId, new URL(request.url).pathname))
  cdp.on("Network.dataReceived", ({ requestId, encodedDataLength }) =>
    received.set(requestId, (received.get(requestId) ?? 0) + encodedDataLength),
  )
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => received.set(requestId, encodedDataLength))
  await cdp.send("Network.enable")
  return () => {
    const byRequest = [...received].map(([id, bytes]): [string, number] => [urls.get(id) ?? id, bytes])
    return { total: byRequest.reduce((sum, [, bytes]) => sum + bytes, 0), heaviest: byRequest.sort((a, b) => b[1] - a[1]).slice(0, 8) }
  }
}

describe("home page", () => {
  it("server HTML has the final banner text and the poster preload, and no video outside <noscript>", async () => {
    const response = await fetch(`${baseUrl()}/`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain("Best Digital Marketing Company in Chennai for ROI-Driven Growth")
    // Attribute names are case-insensitive in HTML; Gatsby's Head writes imageSrcSet as React spells it.
    expect(html).toMatch(
      /<link[^>]*rel="preload"[^>]*as="image"[^>]*imagesrcset="[^"]*banner-poster-720\.webp[^"]*"[^>]*media="not all and \(max-aspect-ratio: 9\/16\)"[^>]*fetchpriority="high"/i,
    )
    expect(html).toMatch(
      /<link[^>]*rel="preload"[^>]*as="image"[^>]*href="\/media\/banner-poster-portrait\.webp"[^>]*media="\(max-aspect-ratio: 9\/16\)"[^>]*fetchpriority="high"/i,
    )
    expect(html).toMatch(/<img[^>]*src="\/media\/banner-poster\.webp"[^>]*fetchpriority="high"/)
    // The banner's video is created once the page has loaded; Our Videos' players are in <noscript>.
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "")).not.toContain("<video")
    expect(html).toContain('"@type":"WebSite"')
    expect(html).toContain('"@type":"ProfessionalService"')
  })

  it("shows every section: banner, second text, services, How We Work, videos, clients, call to action", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/")
    const h1 = page.getByRole("heading", { level: 1 })
    await expect(h1.textContent()).resolves.toBe("Best Digital Marketing Company in Chennai for ROI-Driven Growth")
    await expect(page.getByText("Helping brands grow with SEO, PPC, content, and social media solutions").isVisible()).resolves.toBe(true)
    const intro = page.getByRole("heading", { name: "We at Saffron Reach offer expert solutions to take you to the next level." })
    // Below the first screen: shown as its style sheet arrives, which starts at the first paint.
    await intro.waitFor({ timeout: 5_000 })
    await expect(intro.isVisible()).resolves.toBe(true)
    for (const name of [
      "What services we offer",
      "How We Work",
      "Our Videos",
      "Trusted by Leading Brands & Clients",
      "Get Started Today!",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true }).count()).resolves.toBe(1)
    }
    // The banner's Our solutions button is for desktop; the second text has its own.
    const solutions = page.getByRole("link", { name: "Our solutions" })
    await expect(solutions.count()).resolves.toBe(2)
    for (const link of await solutions.all()) await expect(link.getAttribute("href")).resolves.toBe("/services")
    await expect(page.getByRole("link", { name: "Contact us" }).getAttribute("href")).resolves.toBe("/contact")
    await expect(page.getByRole("tab").count()).resolves.toBe(6)
    await context.close()
  })

  it("has ten numbered service rows that lead to pages answering 200", async () => {
    const { context, page } = await newPage(browser, "mobile")
    await page.goto("/")
    const section = page.locator("section", { has: page.getByRole("heading", { name: "What services we offer" }) })
    await section.waitFor({ timeout: 5_000 })
    const rows = section.getByRole("listitem")
    await expect(rows.count()).resolves.toBe(10)
    const links = await section
      .locator("ol a")
      .evaluateAll((as) => as.map((a) => ({ text: a.textContent ?? "", href: a.getAttribute("href") ?? "" })))
    expect(links.map((l) => l.text.slice(0, 2))).toEqual(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10"])
    expect(links[9].text).toContain("Outdoor Marketing")
    const statuses = await Promise.all(links.map(async (l) => (await fetch(`${baseUrl()}${l.href}`)).status))
    expect(statuses).toEqual(Array(10).fill(200))
    await context.close()
  })

  it("shows 14 distinct client logos, each named by its brand", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/")
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Trusted by Leading Brands & Clients" }) })
    await section.waitFor({ timeout: 5_000 })
    const visibleToAt = section.locator("ul:not([aria-hidden='true']) img[alt]:not([alt=''])")
    const logos = await visibleToAt.evaluateAll((imgs) =>
      imgs.map((img) => ({
        alt: img.getAttribute("alt"),
        src: (img as HTMLImageElement).getAttribute("src") ?? img.getAttribute("data-src"),
      })),
    )
    expect(logos).toHaveLength(14)
    expect(new Set(logos.map((l) => l.alt)).size).toBe(14)
    expect(new Set(logos.map((l) => l.src)).size).toBe(14)
    // Each row is repeated once, hidden from assistive technology, for the endless loop.
    await expect(section.locator("ul[aria-hidden='true'] li").count()).resolves.toBe(14)
    const animation = await section.locator("[data-testid='logo-row-left']").evaluate((el) => getComputedStyle(el).animationDuration)
    expect(animation).toBe("40s")
    await context.close()
  })

  it("creates the video, with its sources, only after the window load event", async () => {
    const { context, page } = await newPage(browser, "mobile")
    await installProbe(page)
    await page.goto("/", { waitUntil: "load" })
    await page.waitForFunction(() => Boolean(document.querySelector("video source")), null, { timeout: 10_000 })
    const seen = await probe(page)
    expect(seen).toMatchObject({ videoAtDomReady: false, videoAtLoad: false })
    await expect(page.locator("video").first().getAttribute("src")).resolves.toBeNull()
    await expect(bannerSources(page)).resolves.toEqual([
      ["(max-width: 767px)", "/media/banner-640.mp4"],
      [null, "/media/banner.mp4"],
    ])
    await expect(page.getByRole("button", { name: "Pause background video" }).isVisible()).resolves.toBe(true)
    await context.close()
  })

  it("never loads the video under prefers-reduced-motion, and plays no intro", async () => {
    const { context, page } = await newPage(browser, "mobile", { reducedMotion: "reduce" })
    await installProbe(page)
    await page.goto("/", { waitUntil: "load" })
    await page.waitForTimeout(1500)
    await expect(page.locator("video").count()).resolves.toBe(0)
    await expect(probe(page)).resolves.toMatchObject({ introSeen: false, videoAtLoad: false })
    await context.close()
  })

  it("home on a 390 px phone loads the phone encode and at most 350 kB", async () => {
    const { context, page } = await newPage(browser, "mobile")
    const downloaded = await countBytes(context, page)
    await page.goto("/", { waitUntil: "load" })
    const loadedAt = Date.now()
    await expect(playingBannerSrc(page)).resolves.toBe("/media/banner-640.mp4")
    await expect(posters(page)).resolves.toEqual(["/media/banner-poster-portrait.webp"])
    // Everything up to the video playing and to 3 s after load: what a phone visitor pays on arrival.
    await page.waitForTimeout(Math.max(0, loadedAt + 3000 - Date.now()))
    const { total, heaviest } = downloaded()
    expect({ total, heaviest, withinBudget: total <= 350_000 }).toMatchObject({ withinBudget: true })
    await context.close()
  })

  it("home at 1440 px plays the full-size banner video", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/", { waitUntil: "load" })
    await expect(playingBannerSrc(page)).resolves.toBe("/media/banner.mp4")
    await expect(posters(page)).resolves.toEqual(["/media/banner-poster.webp"])
    await context.close()
  })

  it("plays the intro on the first visit of a session and skips it on the second", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await installProbe(page)
    await page.goto("/", { waitUntil: "load" })
    await page.waitForFunction(() => window.sessionStorage.getItem("bannerAnimated") === "true", null, { timeout: 8000 })
    await expect(probe(page)).resolves.toMatchObject({ introSeen: true })
    await expect(page.locator("[data-intro]").getAttribute("data-intro")).resolves.toBe("done")

    await page.goto("/about", { waitUntil: "load" })
    await page.goto("/", { waitUntil: "load" })
    await page.waitForTimeout(1000)
    await expect(probe(page)).resolves.toMatchObject({ introSeen: false })
    await expect(page.locator("[data-intro]").getAttribute("data-intro")).resolves.toBe("done")
    await context.close()
  })

  it("paints the banner early: the largest paint is the headline or the poster, never something later", async () => {
    // Chromium treats an image that covers the whole viewport as background and leaves it out of
    // LCP; the full-screen poster then yields to the headline, which the server HTML paints at once.
    const { context, page } = await newPage(browser, "mobile")
    await page.goto("/", { waitUntil: "load" })
    // An entry is reported once its frame is presented, which on a busy machine can come after
    // load: read the candidates until the last is the headline or the poster (or time runs out),
    // then once more a second later, so that nothing larger painted after it.
    const lastCandidate = () =>
      page.evaluate(
        () =>
          new Promise<{ id: string; tag: string; url: string; time: number }>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]
              const last = entries[entries.length - 1]
              resolve({ id: last.element?.id ?? "", tag: last.element?.tagName ?? "", url: last.url, time: last.startTime })
            }).observe({ type: "largest-contentful-paint", buffered: true })
          }),
      )
    const early = (lcp: { id: string; tag: string; url: string }) =>
      (lcp.tag === "IMG" && /\/media\/banner-poster(-720|-portrait)?\.webp$/.test(lcp.url)) || lcp.id === "home-banner-title"
    let lcp = await lastCandidate()
    for (let waited = 0; !early(lcp) && waited < 5000; waited += 250) {
      await page.waitForTimeout(250)
      lcp = await lastCandidate()
    }
    await page.waitForTimeout(1000)
    lcp = await lastCandidate()
    expect({ ...lcp, early: early(lcp) }).toMatchObject({ early: true })
    const posterTiming = await page.evaluate(
      () => performance.getEntriesByType("resource").find((entry) => /banner-poster(-720|-portrait)?\.webp$/.test(entry.name))?.startTime,
    )
    // The preload starts the poster with the document, before any script.
    const firstScript = await page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((e) => e.name.endsWith(".js"))
          .map((e) => e.startTime),
      ),
    )
    expect(posterTiming).toBeDefined()
    expect(posterTiming as number).toBeLessThanOrEqual(firstScript)
    await context.close()
  })

  it("on a 3G phone lays out and starts no picture below the first screen before the styles of that part arrive", async () => {
    // On a connection Chromium rates 3G it lazy-loads pictures 2,500 px ahead, which on a phone
    // reaches How We Work: laid out before its styles, those pictures took the first screen's bandwidth.
    const slow = await launchBrowser(["--force-effective-connection-type=3G"])
    try {
      const { page } = await newPage(slow, "mobile")
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/static\/below-fold-[0-9a-f]+\.css$/, async (route) => {
        await held
        await route.continue()
      })
      const pictures = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => /\.(webp|jpe?g|png)$/.test(path) && !/banner-poster|favicon/.test(path)),
        )
      await page.goto("/", { waitUntil: "domcontentloaded" })
      await page.waitForFunction(() => document.querySelector("link[data-sr-later]") !== null)
      await page.waitForTimeout(1000)
      expect(await pictures()).toEqual([])
      // Nor is the footer laid out (a third of the first layout's work): an empty box until then.
      const footerHeight = () => page.evaluate(() => document.querySelector("footer")!.getBoundingClientRect().height)
      expect(await footerHeight()).toBeLessThan(200)
      // Once they have, the pictures and the footer come as the visitor nears them: the footer is
      // laid out then (content-visibility: auto), not in the frame that shows what follows the fold.
      await page.evaluate(() => {
        const states: boolean[] = ((window as unknown as { footerSkipped: boolean[] }).footerSkipped = [])
        document
          .querySelector("footer")!
          .addEventListener("contentvisibilityautostatechange", (event) => states.push((event as Event & { skipped: boolean }).skipped))
      })
      const footerStates = () => page.evaluate(() => (window as unknown as { footerSkipped: boolean[] }).footerSkipped)
      release()
      await page.waitForFunction(() => getComputedStyle(document.querySelector("footer")!).visibility === "visible")
      await page.waitForTimeout(500)
      expect(await footerStates()).not.toContain(false)
      await page.locator("#home-process-title").scrollIntoViewIfNeeded()
      await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("process-discovery")))
      await page.locator("footer").scrollIntoViewIfNeeded()
      await page.waitForFunction(() => (window as unknown as { footerSkipped: boolean[] }).footerSkipped.includes(false))
      expect(await footerHeight()).toBeGreaterThan(1000)
    } finally {
      await slow.close()
    }
  })

  it("plays each of the six videos inline, with controls, after its play button is pressed", async () => {
    const { context, page } = await newPage(browser, "desktop", { reducedMotion: "reduce" })
    const videos = (
      JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "content", "home", "videos.json"), "utf8")) as {
        videos: { name: string; src?: string }[]
      }
    ).videos
    expect(videos).toHaveLength(6)
    await page.goto("/", { waitUntil: "load" })
    await expect(page.locator("main video[controls]").count()).resolves.toBe(0)
    // The carousel hydrates (and react-slick takes over from the server's preview) as the visitor
    // comes near it; under reduced motion it holds still and the arrow keys move it.
    await page.getByRole("heading", { level: 2, name: "Our Videos" }).scrollIntoViewIfNeeded()
    await page.locator("[aria-roledescription='carousel'] .slick-initialized").waitFor()
    for (const video of videos) {
      expect(video.src).toMatch(/^\/media\/videos\/[a-z-]+\.mp4$/)
      const play = page.locator(`.slick-slide:not([aria-hidden="true"]) button[aria-label="Play video: ${video.name}"]`)
      for (let step = 0; step < videos.length && !(await play.first().isVisible()); step += 1) {
        await page.locator("[aria-roledescription='carousel'] .slick-list").focus()
        await page.keyboard.press("ArrowRight")
        await page.waitForTimeout(150)
      }
      await play.first().click()
      const player = page.locator(`.slick-slide:not([aria-hidden="true"]) video[aria-label="${video.name}"]`).first()
      await player.waitFor()
      await expect(player.getAttribute("controls")).resolves.not.toBeNull()
      // Really playing: the file arrived, decodes, and its clock runs.
      await page.waitForFunction(
        (element) => element !== null && !(element as HTMLVideoElement).paused && (element as HTMLVideoElement).currentTime > 0.5,
        await player.elementHandle(),
        { timeout: 15_000 },
      )
      const state = await player.evaluate((element: HTMLVideoElement) => ({
        src: new URL(element.currentSrc).pathname,
        duration: element.duration,
        width: element.videoWidth,
      }))
      expect(state.src).toBe(video.src)
      expect(state.duration).toBeGreaterThanOrEqual(15)
      expect(state.duration).toBeLessThanOrEqual(25)
      expect(state.width).toBeGreaterThan(0)
      await player.evaluate((element: HTMLVideoElement) => element.pause())
    }
    await context.close()
  }, 120_000)

  it("keeps a video's text the visitor opened in the preview open: react-slick takes over only once it is closed", async () => {
    const { context, page } = await newPage(browser, "mobile")
    // A visitor who opens a text before react-slick has arrived (on a slow connection): its chunk
    // is held until then. Otherwise, on a fast one, the carousel may take over between the scroll
    // and the tap, and the tap finds no preview to open.
    let release = () => {}
    let held = false
    const opened = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/react-slick-[a-f0-9]+\.js$/, async (route) => {
      held = true
      await opened
      await route.continue()
    })
    await page.goto("/", { waitUntil: "load" })
    const carousel = page.getByRole("region", { name: "Video carousel" })
    const summary = carousel.locator(".carousel-preview-slide summary").first()
    await summary.scrollIntoViewIfNeeded()
    await summary.click()
    release()
    // Focus moves elsewhere on the page; the preview stays while the text is open.
    await page.getByRole("heading", { level: 2, name: "Our Videos" }).click()
    await page.waitForTimeout(2_000)
    await expect(carousel.locator(".carousel-preview-slide details[open]").count()).resolves.toBe(1)
    await expect(carousel.locator(".slick-slider").count()).resolves.toBe(0)
    // Closed by the visitor, the row gives way to react-slick.
    await summary.click()
    await page.getByRole("heading", { level: 2, name: "Our Videos" }).click()
    await carousel.locator(".slick-initialized").waitFor()
    // The chunk held above is the one that brought react-slick (named so in carousel.tsx).
    expect(held).toBe(true)
    await context.close()
  })

  it("advances the video carousel by itself and holds it while hovered", async () => {
    const { context, page } = await newPage(browser, "desktop")
    await page.goto("/", { waitUntil: "load" })
    const carousel = page.getByRole("region", { name: "Video carousel" })
    // Slide boxes relative to the carousel, for the slides a visitor can see: inside the row's
    // clipping box (the others wait beside it), not hidden.
    const visibleSlides = (selector: string) =>
      carousel.evaluate((region, sel) => {
        const origin = region.getBoundingClientRect()
        return [...region.querySelectorAll<HTMLElement>(sel)]
          .filter((slide) => {
            const clip = slide.closest(".carousel-preview, .slick-list")!.getBoundingClientRect()
            const box = slide.getBoundingClientRect()
            return (
              box.right > clip.left + 1 &&
              box.left < clip.right - 1 &&
              getComputedStyle(slide).visibility === "visible" &&
              !slide.closest("[aria-hidden='true']")
            )
          })
          .map((slide) => slide.querySelector("article")!.getBoundingClientRect())
          .map((box) => ({ x: Math.round(box.x - origin.x), width: Math.round(box.width) }))
      }, selector)
    // Until the visitor comes near, react-slick is not loaded: the server's preview shows the
    // three slides react-slick will show at 1440 px, where it will show them.
    const preview = await visibleSlides(".carousel-preview-slide")
    expect(preview).toHaveLength(3)
    await expect(carousel.locator(".slick-slider").count()).resolves.toBe(0)
    await carousel.scrollIntoViewIfNeeded()
    await carousel.locator(".slick-initialized").waitFor()
    const current = () => carousel.locator(".slick-current").getAttribute("data-index")
    await expect(carousel.locator(".slick-active").count()).resolves.toBe(3)
    expect(await visibleSlides(".slick-active")).toEqual(preview)
    const start = await current()
    await page.waitForFunction(
      (index) => document.querySelector("[aria-roledescription='carousel'] .slick-current")?.getAttribute("data-index") !== index,
      start,
      { timeout: 5000 },
    )
    await carousel.locator(".slick-track").hover()
    const held = await current()
    await page.waitForTimeout(4000)
    await expect(current()).resolves.toBe(held)
    await context.close()
  })

  it("hydrates a section below the first screen only when the visitor comes near it", async () => {
    const { context, page } = await newPage(browser, "mobile")
    await page.goto("/", { waitUntil: "load" })
    await waitForHydration(page)
    const hydrated = (selector: string) => isHydrated(page, selector)
    const cta = "#home-cta-title"
    // The server HTML is complete: the closing section is there, only not yet hydrated.
    await expect(page.locator(cta).textContent()).resolves.toBe("Get Started Today!")
    await page.waitForTimeout(1000)
    await expect(hydrated(cta)).resolves.toBe(false)
    await page.locator(cta).scrollIntoViewIfNeeded()
    await waitForHydration(page, cta)
    await expect(hydrated(cta)).resolves.toBe(true)
    await context.close()
  })

  it("does not lose the first tap on a section that has not hydrated yet", async () => {
    const { context, page } = await newPage(browser, "mobile")
    // An IntersectionObserver that never reports: sections then hydrate on input alone.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return []
        }
      } as unknown as typeof IntersectionObserver
    })
    await page.goto("/", { waitUntil: "load" })
    await waitForHydration(page)
    const tab = page.getByRole("tab").nth(2)
    await expect(tab.evaluate((node) => node.closest("[data-hydrate]")?.hasAttribute("data-hydrated"))).resolves.toBe(false)
    await expect(tab.getAttribute("aria-selected")).resolves.toBe("false")
    await tab.click()
    await expect(tab.getAttribute("aria-selected")).resolves.toBe("true")
    await context.close()
  })
})
