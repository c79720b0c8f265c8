import { FALLBACK_MS, rewriteScriptTags, scriptsStartedAfterPaint, startAfterPaintScript } from "../start-after-paint"

const gatsbyTags =
  '<script>window.___webpackCompilationHash="abc";</script><script src="/webpack-runtime-1a2b.js" async></script>' +
  '<script src="/framework-3c4d.js" async></script><script src="/app-5e6f.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->'
const page = `<!DOCTYPE html><html><head><script type="application/ld+json">{}</script></head><body><main>Hi</main>${gatsbyTags}</body></html>`
const urls = ["/webpack-runtime-1a2b.js", "/framework-3c4d.js", "/app-5e6f.js"]

describe("rewriteScriptTags", () => {
  it("replaces Gatsby's async script tags with one inline script that starts the same URLs in order", () => {
    const html = rewriteScriptTags(page)
    expect(html).not.toMatch(/<script src=/)
    expect(scriptsStartedAfterPaint(html)).toEqual(urls)
    // Everything else stays where it was.
    expect(html).toContain('<script type="application/ld+json">{}</script>')
    expect(html).toContain('<script>window.___webpackCompilationHash="abc";</script><script id="start-after-paint">')
    expect(html).toMatch(/<\/script><!-- slice-end id="_gatsby-scripts-1" --><\/body><\/html>$/)
  })

  it("leaves a page without async script tags, or one already rewritten, as it is", () => {
    const plain = "<!DOCTYPE html><html><body><script>var a = 1 < 2</script></body></html>"
    expect(rewriteScriptTags(plain)).toBe(plain)
    const once = rewriteScriptTags(page)
    expect(rewriteScriptTags(once)).toBe(once)
    expect(scriptsStartedAfterPaint(plain)).toEqual([])
  })
})

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void

describe("the inline script in the browser", () => {
  let observers: { callback: PaintCallback; options: unknown; disconnected: boolean }[]
  const started = () => [...document.querySelectorAll("script[src]")].map((s) => [s.getAttribute("src"), (s as HTMLScriptElement).async])
  const paint = (name: string) =>
    observers.forEach(
      (o) =>
        !o.disconnected &&
        o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, { disconnect: () => (o.disconnected = true) }),
    )

  function installObserver(supportedEntryTypes: string[]) {
    class FakeObserver {
      static supportedEntryTypes = supportedEntryTypes
      private entry: { callback: PaintCallback; options: unknown; disconnected: boolean }
      constructor(callback: PaintCallback) {
        this.entry = { callback, options: null, disconnected: false }
        observers.push(this.entry)
      }
      observe(options: unknown) {
        this.entry.options = options
      }
    }
    Object.defineProperty(window, "PerformanceObserver", { configurable: true, writable: true, value: FakeObserver })
  }

  beforeEach(() => {
    jest.useFakeTimers()
    observers = []
    document.body.innerHTML = ""
    document.documentElement.style.removeProperty("--sr-fold")
    document.documentElement.style.removeProperty("--sr-fold-sections")
  })
  afterEach(() => {
    jest.useRealTimers()
  })

  // Runs the script as the page does (a classic inline script at the end of the body).
  const run = () => new Function(startAfterPaintScript(urls))()

  it("adds nothing before the first contentful paint, then each script once, async, in order", () => {
    installObserver(["paint", "largest-contentful-paint"])
    run()
    expect(observers[0].options).toEqual({ type: "paint", buffered: true })
    expect(started()).toEqual([])
    paint("first-paint")
    expect(started()).toEqual([])
    paint("first-contentful-paint")
    expect(started()).toEqual(urls.map((url) => [url, true]))
    // Neither a second paint entry nor the fallback timer adds them again.
    paint("first-contentful-paint")
    jest.advanceTimersByTime(FALLBACK_MS)
    expect(started()).toHaveLength(3)
  })

  it(`starts them after ${FALLBACK_MS} ms when nothing has been painted (a background tab)`, () => {
    installObserver(["paint"])
    run()
    jest.advanceTimersByTime(FALLBACK_MS - 1)
    expect(started()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(started()).toHaveLength(3)
  })

  it("adds the page's later style sheet, named by the head's <noscript>, at the first contentful paint, ahead of the scripts", () => {
    document.head.innerHTML = `<noscript data-sr-later=""><link rel="stylesheet" href="/static/below-fold-abc.css"/></noscript>`
    installObserver(["paint"])
    run()
    expect(document.querySelector("link[data-sr-later]")).toBeNull()
    paint("first-contentful-paint")
    const link = document.querySelector<HTMLLinkElement>("link[data-sr-later]")
    expect(link?.getAttribute("href")).toBe("/static/below-fold-abc.css")
    expect(link?.rel).toBe("stylesheet")
    // Should the sheet fail, what follows the fold shows, unstyled, rather than not at all.
    expect(document.documentElement.style.getPropertyValue("--sr-fold")).toBe("")
    link?.dispatchEvent(new Event("error"))
    expect(document.documentElement.style.getPropertyValue("--sr-fold")).toBe("visible")
    expect(document.documentElement.style.getPropertyValue("--sr-fold-sections")).toBe("auto")
    document.head.innerHTML = ""
  })

  it("shows what follows the fold at the first paint when the page names no later sheet", () => {
    installObserver(["paint"])
    run()
    paint("first-contentful-paint")
    expect(document.documentElement.style.getPropertyValue("--sr-fold")).toBe("visible")
    expect(document.documentElement.style.getPropertyValue("--sr-fold-sections")).toBe("auto")
  })

  it("starts them at once where the browser has no paint timing", () => {
    installObserver(["resource"])
    run()
    expect(started()).toEqual(urls.map((url) => [url, true]))
  })
})
