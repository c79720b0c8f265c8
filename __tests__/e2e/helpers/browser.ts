import fs from "node:fs"
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core"
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path"
import { stateFile, type E2EState } from "./state"

export function e2eState(): E2EState {
  return JSON.parse(fs.readFileSync(stateFile(), "utf8")) as E2EState
}

export const baseUrl = (): string => e2eState().baseUrl

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true })
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const

/**
 * A fresh context (own sessionStorage) at a given width; reduced motion optional. The lead popup
 * (8 s after load) is marked as already seen unless a test asks for it, so that it never covers
 * the page another test is clicking through.
 */
export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = "desktop",
  options: { reducedMotion?: "reduce" | "no-preference"; leadPopup?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    reducedMotion: options.reducedMotion ?? "no-preference",
    baseURL: baseUrl(),
  })
  if (!options.leadPopup) await context.addInitScript(() => window.sessionStorage.setItem("leadPopupSeen", "true"))
  const page = await context.newPage()
  return { context, page }
}

/**
 * Waits until React has hydrated the page (it attaches its fiber to DOM nodes), so that clicks and
 * key presses reach event handlers instead of the bare server HTML.
 */
export async function waitForHydration(page: Page, selector = "header button"): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const node = document.querySelector(sel)
      return Boolean(node && Object.keys(node).some((key) => key.startsWith("__reactFiber")))
    },
    selector,
    { timeout: 15_000 },
  )
}

/** Whether React has hydrated the element (it attaches its fiber to the DOM node). */
export function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const node = document.querySelector(sel)
    return Boolean(node && Object.keys(node).some((key) => key.startsWith("__reactFiber")))
  }, selector)
}
