import { act, fireEvent, render, renderHook, screen } from "@testing-library/react"
import { TextEncoder } from "node:util"
import { HomeBanner } from "../../src/components/sections/home-banner"
import { BANNER_ANIMATED_KEY } from "../../src/hooks/use-banner-intro"
import { HOME_LOADING_MS, useLoadingFlag } from "../../src/hooks/use-loading-flag"

const HEADLINE = "Best Digital Marketing Company in Chennai for ROI-Driven Growth"
const TAGLINE = "Helping brands grow with SEO, PPC, content, and social media solutions"
const banner = <HomeBanner headline={HEADLINE} tagline={TAGLINE} />

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  })
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state })
}

const videoBox = () => screen.getByTestId("banner-video-box")
const video = () => screen.getByTestId("banner-video") as HTMLVideoElement
/** The video's <source> children as [media, src, type]; media is null for the fallback. */
const sources = () =>
  [...video().querySelectorAll("source")].map((source) => [
    source.getAttribute("media"),
    source.getAttribute("src"),
    source.getAttribute("type"),
  ])

beforeEach(() => {
  jest.useFakeTimers()
  window.sessionStorage.clear()
  mockReducedMotion(false)
  setReadyState("complete")
  jest.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve())
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined)
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe("home loading flag", () => {
  it("is true on arrival and turns false after 1.8 s", () => {
    expect(HOME_LOADING_MS).toBe(1800)
    const { result } = renderHook(() => useLoadingFlag())
    expect(result.current).toBe(true)
    act(() => jest.advanceTimersByTime(1799))
    expect(result.current).toBe(true)
    act(() => jest.advanceTimersByTime(1))
    expect(result.current).toBe(false)
    expect(jest.getTimerCount()).toBe(0)
  })
})

describe("banner intro", () => {
  it("plays on the first visit of the session and records it once the run is over", () => {
    render(banner)
    expect(videoBox()).toHaveAttribute("data-intro", "playing")
    expect(window.sessionStorage.getItem(BANNER_ANIMATED_KEY)).toBeNull()
    act(() => jest.advanceTimersByTime(HOME_LOADING_MS))
    expect(videoBox()).toHaveAttribute("data-intro", "done")
    expect(window.sessionStorage.getItem(BANNER_ANIMATED_KEY)).toBe("true")
  })

  it("does not play again in the same session", () => {
    const first = render(banner)
    act(() => jest.advanceTimersByTime(HOME_LOADING_MS))
    first.unmount()
    render(banner)
    expect(videoBox()).toHaveAttribute("data-intro", "done")
  })

  it("does not play under prefers-reduced-motion", () => {
    mockReducedMotion(true)
    render(banner)
    expect(videoBox()).toHaveAttribute("data-intro", "done")
  })

  it("server HTML shows the final state: headline and tagline, poster with high priority, no video", () => {
    // react-dom/server needs TextEncoder, which jsdom does not provide.
    Object.assign(globalThis, { TextEncoder })
    const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server")
    const html = renderToString(banner)
    const doc = new DOMParser().parseFromString(html, "text/html")
    expect(doc.querySelector("h1")?.textContent).toBe(HEADLINE)
    expect(doc.body.textContent).toContain(TAGLINE)
    expect(doc.querySelector("[data-intro]")?.getAttribute("data-intro")).toBe("done")
    const poster = doc.querySelector("img")
    expect(poster?.getAttribute("src")).toBe("/media/banner-poster.webp")
    expect(poster?.getAttribute("srcset")).toContain("/media/banner-poster-720.webp 720w")
    expect(poster?.getAttribute("fetchpriority")).toBe("high")
    // A screen held upright shows the middle of the frame alone: its own smaller file.
    const portrait = doc.querySelector("picture > source")
    expect(portrait?.getAttribute("media")).toBe("(max-aspect-ratio: 9/16)")
    // A width descriptor and sizes, as the HTML standard asks of a source with width and height.
    expect(portrait?.getAttribute("srcset")).toBe("/media/banner-poster-portrait.webp 342w")
    expect(portrait?.getAttribute("sizes")).toBe("100vw")
    // The video is created only once it may play: a <video> in the first paint costs it the
    // browser's media style sheet.
    expect(doc.querySelector("video")).toBeNull()
  })
})

describe("banner video", () => {
  it("exists only after the window load event, then offers a pause control", () => {
    setReadyState("interactive")
    render(banner)
    expect(screen.queryByTestId("banner-video")).toBeNull()
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled()
    expect(screen.queryByRole("button", { name: "Pause background video" })).toBeNull()
    setReadyState("complete")
    act(() => {
      window.dispatchEvent(new Event("load"))
    })
    expect(sources()).toHaveLength(2)
    expect(video().muted).toBe(true)
    const pause = screen.getByRole("button", { name: "Pause background video" })
    fireEvent.click(pause)
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole("button", { name: "Play background video" }))
    expect(screen.getByRole("button", { name: "Pause background video" })).toBeInTheDocument()
  })

  it("offers the 640 px phone encode below the md breakpoint first, then the full-size video, and plays muted", () => {
    render(banner)
    expect(sources()).toEqual([
      ["(max-width: 767px)", "/media/banner-640.mp4", "video/mp4"],
      [null, "/media/banner.mp4", "video/mp4"],
    ])
    expect(video()).not.toHaveAttribute("src")
    expect(video().autoplay).toBe(true)
    expect(video().loop).toBe(true)
    expect(video().muted).toBe(true)
    expect(video()).toHaveAttribute("playsinline")
    expect(video()).toHaveAttribute("aria-hidden", "true")
    const play = jest.mocked(HTMLMediaElement.prototype.play)
    expect(play).toHaveBeenCalledTimes(1)
    expect(play.mock.contexts[0]).toBe(video())
  })

  it("never loads under prefers-reduced-motion", () => {
    mockReducedMotion(true)
    setReadyState("interactive")
    render(banner)
    act(() => {
      window.dispatchEvent(new Event("load"))
    })
    expect(screen.queryByTestId("banner-video")).toBeNull()
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled()
  })

  it("never loads when the visitor asked to save data", () => {
    Object.defineProperty(navigator, "connection", { configurable: true, value: { saveData: true } })
    try {
      render(banner)
      expect(screen.queryByTestId("banner-video")).toBeNull()
      expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled()
    } finally {
      Object.defineProperty(navigator, "connection", { configurable: true, value: undefined })
    }
  })
})
