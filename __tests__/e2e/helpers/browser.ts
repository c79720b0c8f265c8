import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core"
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path"
import { stateFile, type E2EState } from "./state"

export function e2eState(): E2EState {
  return JSON.parse(fs.readFileSync(stateFile(), "utf8")) as E2EState
}

export const baseUrl = (): string => e2eState().baseUrl

/**
 * The run's Chromium, started once by the global setup. Closing it closes the contexts the test
 * file opened; the browser stays for the other files.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(e2eState().browserEndpoint)
}

/**
 * A Chromium of the test's own: for other command-line switches, or for a trace (a browser's trace
 * records every page it shows, the other files' too).
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...extraArgs], headless: true })
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
 * Whether React has hydrated the element `selector` names, run in the page: the site marks
 * `<html data-hydrated>` once the page has hydrated (gatsby-browser.tsx), and a part that hydrates
 * later (the start-up plugin's HydrateWhenVisible) marks its own wrapper. Public marks in the DOM,
 * not React's internals.
 */
function hydrated(selector: string): boolean {
  const node = document.querySelector(selector)
  const part = node?.closest("[data-hydrate]")
  return Boolean(node && document.documentElement.hasAttribute("data-hydrated") && (!part || part.hasAttribute("data-hydrated")))
}

/** What a page shows of its hydration, for a wait that timed out. */
function hydrationState(selector: string) {
  const node = document.querySelector(selector)
  const part = node?.closest("[data-hydrate]")
  const box = node?.getBoundingClientRect()
  return {
    visibility: document.visibilityState,
    pageHydrated: document.documentElement.hasAttribute("data-hydrated"),
    part: part ? { id: part.getAttribute("data-hydrate"), hydrated: part.hasAttribute("data-hydrated") } : null,
    scrollY: Math.round(window.scrollY),
    viewport: window.innerHeight,
    element: box ? { top: Math.round(box.top), bottom: Math.round(box.bottom) } : null,
    url: location.pathname,
    readyState: document.readyState,
    navigation: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type,
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    // The page's scripts and data as fetched: name, status, when it ended.
    fetched: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => /\.(?:js|json)$/.test(new URL(entry.name).pathname))
      .map((entry) => `${new URL(entry.name).pathname} ${entry.responseStatus} ${Math.round(entry.responseEnd)}`),
    now: Math.round(performance.now()),
  }
}

/**
 * How long a page may take to hydrate before a test gives up on it: a page hydrates in a second or
 * two, but a loaded two-core machine has taken over 15 s (what the browser waits measure is the
 * page's behaviour; its speed is measured by Lighthouse).
 */
const HYDRATION_TIMEOUT_MS = 30_000

/**
 * Waits until React has hydrated the element (by default the header's first button), so that
 * clicks and key presses reach event handlers instead of the bare server HTML. A wait that times
 * out says what the page showed: the page or only the part not hydrated, where the element was.
 */
export async function waitForHydration(page: Page, selector = "header button", timeout = HYDRATION_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForFunction(hydrated, selector, { timeout })
  } catch (error) {
    const state = await page.evaluate(hydrationState, selector).catch(() => "the page did not answer")
    throw new Error(`${selector} was not hydrated within ${timeout} ms: ${JSON.stringify(state)}`, { cause: error })
  }
}

/**
 * Waits until the page has hydrated, with every part shown in view (the start-up plugin's deferred
 * parts hydrate as they come near it; closed panels wait for input), and then stayed still for
 * `quietMs`: no animation that ends (the home banner's intro, an opening menu) running, and no
 * change of page under way. Endless animations (the client logos' loop) are left to run. The quiet
 * period covers an intro that starts a frame or two after hydration.
 *
 * A change of page: not yet at the address `at` (a missing post's page goes to its own address and
 * back as it starts), or between two pages' heads, which Gatsby's Head swaps a frame or more apart,
 * the html element's lang and the title taken away first.
 */
export async function waitForSettled(
  page: Page,
  { at, quietMs = 300, timeout = HYDRATION_TIMEOUT_MS }: { at?: string; quietMs?: number; timeout?: number } = {},
): Promise<void> {
  await waitForHydration(page, "header button", timeout)
  await page.evaluate(
    ([path, quiet, limit]) =>
      new Promise<void>((resolve, reject) => {
        // Shown (not hidden, not transparent) and crossing the viewport.
        const inView = (element: Element) => {
          const box = element.getBoundingClientRect()
          return (
            element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.bottom > 0 && box.top < window.innerHeight
          )
        }
        const started = performance.now()
        let quietSince = started
        const tick = () => {
          const now = performance.now()
          const waiting = [...document.querySelectorAll("[data-hydrate]:not([data-hydrated])")].some((part) =>
            [...part.children].some(inView),
          )
          const moving = document
            .getAnimations()
            .some((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity)
          const changing =
            (path !== null && location.pathname !== path) || !document.title || !document.documentElement.hasAttribute("lang")
          if (waiting || moving || changing) quietSince = now
          if (now - quietSince >= quiet) resolve()
          else if (now - started > limit) reject(new Error(`the page had not settled after ${limit} ms (at ${location.pathname})`))
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
    [at ?? null, quietMs, timeout] as const,
  )
}

/**
 * Waits until the animations and transitions running on the element and inside it have ended (one
 * cancelled counts as ended), however slow the machine: a transition's 350 ms can take longer than
 * that to play on a loaded one. Endless ones are left to run.
 */
export async function animationsEnded(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** Whether React has hydrated the element. */
export function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(hydrated, selector)
}

export type StoredEnquiry = {
  id: string
  name: string
  email: string
  mobile: string
  services: string
  description: string
  receivedAt: string
  attribution: Record<string, string>
}

/** The enquiries our server has stored, read back through the admin API as the agency reads them. */
export async function storedEnquiries(): Promise<StoredEnquiry[]> {
  const { baseUrl, adminToken } = e2eState()
  const response = await fetch(`${baseUrl}/admin/enquiries?pageSize=200`, { headers: { Authorization: `Bearer ${adminToken}` } })
  if (response.status !== 200) throw new Error(`admin API answered ${response.status}`)
  const body = (await response.json()) as { data: StoredEnquiry[] }
  return body.data
}

export type FrameSample = { height: number; full: number; opacity: number }

/**
 * Records an element's height, content height and opacity on every frame for `ms`, starting now:
 * call it, act, then read the samples, to see an animation in progress whatever the machine's load.
 */
export async function sampleFrames(locator: Locator, ms = 900): Promise<() => Promise<FrameSample[]>> {
  await locator.evaluate((element, duration) => {
    const samples: FrameSample[] = []
    Object.assign(element, { __frameSamples: samples })
    const end = performance.now() + duration
    const tick = () => {
      samples.push({
        height: element.getBoundingClientRect().height,
        full: element.scrollHeight,
        opacity: Number(getComputedStyle(element).opacity),
      })
      if (performance.now() < end) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }, ms)
  return () => locator.evaluate((element) => (element as unknown as { __frameSamples: FrameSample[] }).__frameSamples)
}

/** Whether some frame showed the element part-way: taller than nothing, shorter than its content, half transparent. */
export const sawMidway = (samples: FrameSample[]): boolean =>
  samples.some((sample) => sample.height > 0 && sample.height < sample.full - 1 && sample.opacity > 0 && sample.opacity < 1)

/**
 * Waits until framer-motion's chunk (fetched on the first hover or focus of an animated control)
 * has arrived and run, so that the next toggle animates.
 */
export async function waitForMotion(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/motion-dom-")),
    undefined,
    { timeout: 10_000 },
  )
  await page.waitForTimeout(300)
}

/** Adds a staff account as the agency does on its server: the CLI, with the password on standard input. */
export function addStaffUser(name: string, password: string): void {
  const root = path.resolve(__dirname, "../../..")
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "server/cli.ts", "add-user", name], {
    cwd: root,
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: e2eState().dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  })
  if (result.status !== 0 && !/already/.test(result.stderr)) throw new Error(`add-user failed: ${result.stderr}`)
}

const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

/** axe's WCAG A and AA rules on the page as it is (its context needs bypassCSP to add axe). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string }[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } })
    return result.violations.map((violation) => violation.id)
  })
}
