import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import processContent from "../../content/home/process-steps.json"
import servicesContent from "../../content/home/services-list.json"
import videosContent from "../../content/home/videos.json"
import { HomeClients } from "../../src/components/sections/home-clients"
import { HomeCta } from "../../src/components/sections/home-cta"
import { HomeProcess } from "../../src/components/sections/home-process"
import { HomeServices } from "../../src/components/sections/home-services"
import { HomeVideos } from "../../src/components/sections/home-videos"
import { VideoFacade } from "../../src/components/sections/video-facade"
import { toVideoView, type VideoView } from "../../src/components/sections/video-view"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { type PictureData } from "../../src/components/ui/picture"

// react-slick's responsive settings and our reduced-motion hook both read matchMedia, which jsdom lacks.
beforeAll(() => {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  })
})

const image = (src: string): PictureData => ({
  layout: "fixed",
  width: 160,
  height: 56,
  images: { fallback: { src, srcSet: `${src} 160w`, sizes: "160px" } },
})

const steps = processContent.steps.map((step) => ({ key: step.key, title: step.title, description: step.description, image: null }))

describe("How We Work", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("is a tablist of the six steps; a click shows that step's title and description", () => {
    render(<HomeProcess steps={steps} />)
    const tabs = screen.getAllByRole("tab")
    expect(tabs.map((tab) => tab.textContent?.replace(/^\d+/, ""))).toEqual([
      "Discovery",
      "Strategy",
      "Implementation",
      "Measurement",
      "Reporting",
      "Scaling",
    ])
    expect(tabs[0]).toHaveAttribute("aria-selected", "true")
    fireEvent.click(tabs[2])
    expect(tabs[2]).toHaveAttribute("aria-selected", "true")
    const panel = screen.getByRole("tabpanel")
    expect(panel).toHaveAccessibleName(/Implementation/)
    expect(within(panel).getByRole("heading", { level: 3 })).toHaveTextContent("Implementation")
    expect(panel).toHaveTextContent(processContent.steps[2].description)
  })

  it("moves with arrow keys, Home and End, and keeps one tab in the tab order", () => {
    render(<HomeProcess steps={steps} />)
    const tabs = screen.getAllByRole("tab")
    tabs[0].focus()
    fireEvent.keyDown(tabs[0], { key: "ArrowRight" })
    expect(tabs[1]).toHaveFocus()
    expect(tabs[1]).toHaveAttribute("aria-selected", "true")
    fireEvent.keyDown(tabs[1], { key: "End" })
    expect(tabs[5]).toHaveFocus()
    fireEvent.keyDown(tabs[5], { key: "ArrowRight" })
    expect(tabs[0]).toHaveFocus()
    fireEvent.keyDown(tabs[0], { key: "ArrowLeft" })
    expect(tabs[5]).toHaveFocus()
    fireEvent.keyDown(tabs[5], { key: "Home" })
    expect(tabs[0]).toHaveFocus()
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[0]])
  })

  it("advances every 3 s with a progress bar under the active tab, and the pause button stops it", () => {
    render(<HomeProcess steps={steps} />)
    const tabs = screen.getAllByRole("tab")
    expect(within(tabs[0]).getByTestId("process-progress")).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(3000))
    expect(tabs[1]).toHaveAttribute("aria-selected", "true")
    expect(within(tabs[1]).getByTestId("process-progress")).toBeInTheDocument()
    expect(within(tabs[0]).queryByTestId("process-progress")).toBeNull()

    fireEvent.click(screen.getByRole("button", { name: "Pause steps" }))
    act(() => jest.advanceTimersByTime(9000))
    expect(tabs[1]).toHaveAttribute("aria-selected", "true")
    fireEvent.click(screen.getByRole("button", { name: "Play steps" }))
    act(() => jest.advanceTimersByTime(3000))
    expect(tabs[2]).toHaveAttribute("aria-selected", "true")
  })
})

describe("services list", () => {
  it("shows the ten numbered rows, each linking to its service page", () => {
    render(<HomeServices rows={servicesContent.rows} />)
    const list = screen.getByRole("list")
    const links = within(list).getAllByRole("link")
    expect(links).toHaveLength(10)
    expect(links.map((link) => link.textContent)).toEqual(servicesContent.rows.map((row) => `${row.number}${row.title}`))
    links.forEach((link, i) => expect(link).toHaveAttribute("href", servicesContent.rows[i].link))
    expect(links[5]).toHaveTextContent("06Google Ad words")
  })
})

describe("videos", () => {
  // The shipped content: our own MP4s, each with its poster under static/.
  const videos: VideoView[] = videosContent.videos.map((video) => toVideoView({ youtubeId: null, ...video })[0])
  // A video of the agency's YouTube channel, as an editor may still list one.
  const youtube: VideoView = {
    name: "Channel Trailer",
    description: "The channel in a minute.",
    youtubeId: "abcDEF12345",
    poster: "/media/videos/branding.webp",
  }

  it("ships every video as an MP4 of our own with a poster", () => {
    expect(videos).toHaveLength(6)
    for (const video of videos) {
      expect(video.src).toMatch(/^\/media\/videos\/[a-z-]+\.mp4$/)
      expect(video.youtubeId).toBeUndefined()
      expect(video.poster).toBe(video.src?.replace(/\.mp4$/, ".webp"))
    }
  })

  it("puts every video in the server HTML, in a preview row until react-slick has loaded", () => {
    const html = renderToString(
      <>
        <HomeVideos videos={videos} />
      </>,
    )
    for (const video of videos) {
      expect(html).toContain(`aria-label="Play video: ${video.name}"`)
      expect(html).toContain(video.description)
      expect(html).toContain(`src="${video.poster}"`)
    }
    expect(html.match(/class="carousel-preview-slide"/g)).toHaveLength(videos.length)
    expect(html).not.toContain("slick-slider")
  })

  it("puts each video's text, line by line, in a disclosure under it (none for a YouTube video without one)", () => {
    const html = renderToString(
      <>
        <HomeVideos videos={[...videos, youtube]} />
      </>,
    )
    const doc = new DOMParser().parseFromString(html, "text/html")
    const articles = [...doc.querySelectorAll("article")]
    expect(articles).toHaveLength(7)
    videos.forEach((video, i) => {
      const details = articles[i].querySelector("details")
      expect(details?.open).toBe(false)
      expect(details?.querySelector("summary")?.textContent).toBe("Read the video's text")
      expect([...(details?.querySelectorAll("li") ?? [])].map((li) => li.textContent)).toEqual(video.transcript)
    })
    expect(videos[0].transcript?.length).toBeGreaterThanOrEqual(5)
    expect(articles[6].querySelector("details")).toBeNull()
  })

  it("gives visitors without scripts a <video controls> of each MP4, and a link for a YouTube video", () => {
    const html = renderToString(
      <>
        <VideoFacade video={videos[1]} />
        <VideoFacade video={youtube} />
      </>,
    )
    const noscripts = [...html.matchAll(/<noscript>(.*?)<\/noscript>/g)].map((m) => m[1])
    expect(noscripts).toHaveLength(2)
    const doc = new DOMParser().parseFromString(`<body>${noscripts.join("")}</body>`, "text/html")
    const player = doc.querySelector("video")
    expect(player?.getAttribute("src")).toBe(videos[1].src)
    expect(player?.getAttribute("poster")).toBe(videos[1].poster)
    expect(player?.hasAttribute("controls")).toBe(true)
    expect(player?.getAttribute("preload")).toBe("none")
    expect(player?.getAttribute("aria-label")).toBe(videos[1].name)
    expect(doc.querySelector("a")?.getAttribute("href")).toBe("https://www.youtube.com/watch?v=abcDEF12345")
    // With scripts on, nothing inside <noscript> is a live element, so no video loads before a press.
    render(<VideoFacade video={videos[1]} />)
    expect(document.querySelector("video")).toBeNull()
  })

  it("hydrates the server HTML, <noscript> included, without a mismatch, and then plays on a press", async () => {
    const tree = (
      <>
        <VideoFacade video={videos[3]} />
      </>
    )
    const container = document.createElement("div")
    container.innerHTML = renderToString(tree)
    document.body.appendChild(container)
    const button = within(container).getByRole("button", { name: `Play video: ${videos[3].name}` })
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    await act(async () => {
      hydrateRoot(container, tree)
    })
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    fireEvent.click(button)
    expect(container.querySelector("video")).toHaveAttribute("src", videos[3].src)
    container.remove()
  })

  it("plays our own MP4 inline with controls after a press, focused, and loads no iframe", async () => {
    const user = userEvent.setup()
    render(<HomeVideos videos={videos} />)
    const region = screen.getByRole("region", { name: "Video carousel" })
    // react-slick loads after the first render and takes over from the preview.
    await waitFor(() => expect(region.querySelector(".slick-slider")).not.toBeNull())
    expect(document.querySelector("video")).toBeNull()
    await user.click(screen.getByRole("button", { name: `Play video: ${videos[0].name}` }))
    const players = document.querySelectorAll("video")
    expect(players).toHaveLength(1)
    const player = players[0]
    expect(player).toHaveAttribute("src", videos[0].src)
    expect(player).toHaveAttribute("poster", videos[0].poster)
    expect(player).toHaveAttribute("aria-label", videos[0].name)
    expect(player).toHaveAttribute("controls")
    expect(player).toHaveAttribute("playsinline")
    expect(player).toHaveAttribute("preload", "metadata")
    expect(player.autoplay).toBe(true)
    expect(player).toHaveFocus()
    expect(screen.queryByRole("button", { name: `Play video: ${videos[0].name}` })).toBeNull()
    expect(document.querySelector("iframe")).toBeNull()
  })

  it("loads the youtube-nocookie player only on a press for a YouTube id", async () => {
    const user = userEvent.setup()
    render(<VideoFacade video={youtube} />)
    expect(document.querySelector("iframe")).toBeNull()
    await user.click(screen.getByRole("button", { name: "Play video: Channel Trailer" }))
    const frames = document.querySelectorAll("iframe")
    expect(frames).toHaveLength(1)
    expect(frames[0]).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1")
    expect(frames[0]).toHaveAttribute("title", "Channel Trailer")
    expect(frames[0]).toHaveFocus()
    expect(document.querySelector("video")).toBeNull()
  })

  it("tells the carousel while the video plays, and pauses it when its slide leaves the view", async () => {
    const pause = jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event("pause"))
    })
    const onPlayingChange = jest.fn()
    render(
      <div className="slick-slide" aria-hidden="false">
        <VideoFacade video={videos[0]} onPlayingChange={onPlayingChange} />
      </div>,
    )
    fireEvent.click(screen.getByRole("button", { name: `Play video: ${videos[0].name}` }))
    const player = document.querySelector("video") as HTMLVideoElement
    expect(onPlayingChange).not.toHaveBeenCalled()
    fireEvent.play(player)
    expect(onPlayingChange).toHaveBeenLastCalledWith(true)
    act(() => document.querySelector(".slick-slide")?.setAttribute("aria-hidden", "true"))
    await waitFor(() => expect(pause).toHaveBeenCalledTimes(1))
    expect(onPlayingChange).toHaveBeenLastCalledWith(false)
    // Paused, not removed: the visitor finds it where it stopped when the slide comes back.
    expect(document.querySelector("video")).toBe(player)
    pause.mockRestore()
  })

  it("keeps a video started in the preview playing while react-slick loads", async () => {
    render(<HomeVideos videos={videos} />)
    const region = screen.getByRole("region", { name: "Video carousel" })
    const play = within(region.querySelector<HTMLElement>(".carousel-preview")!).getByRole("button", {
      name: `Play video: ${videos[1].name}`,
    })
    fireEvent.focus(play)
    fireEvent.click(play)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(region.querySelector(".slick-slider")).toBeNull()
    expect(document.querySelector(`video[aria-label="${videos[1].name}"]`)).not.toBeNull()
  })
})

describe("client logos", () => {
  const clients = Array.from({ length: 14 }, (_, i) => ({ name: `Brand ${i + 1}`, logo: image(`/logo-${i + 1}.png`) }))

  it("names every brand once for assistive technology, in two rows with an aria-hidden copy each", () => {
    render(<HomeClients clients={clients} />)
    const names = screen.getAllByRole("img").map((img) => img.getAttribute("alt"))
    expect(new Set(names).size).toBe(14)
    expect(names.sort()).toEqual(clients.map((c) => c.name).sort())
    for (const direction of ["left", "right"]) {
      const row = screen.getByTestId(`logo-row-${direction}`)
      const [original, copy] = Array.from(row.querySelectorAll("ul"))
      expect(copy).toHaveAttribute("aria-hidden", "true")
      expect(copy.children).toHaveLength(original.children.length)
    }
  })

  it("has a pause control for the moving rows", () => {
    render(<HomeClients clients={clients} />)
    const rows = screen.getByTestId("logo-row-left").parentElement
    expect(rows).toHaveAttribute("data-running", "true")
    fireEvent.click(screen.getByRole("button", { name: "Pause logos" }))
    expect(screen.getByRole("button", { name: "Play logos" })).toBeInTheDocument()
    expect(rows).toHaveAttribute("data-running", "false")
  })
})

describe("call to action", () => {
  it("says Get Started Today! and links Contact us to /contact", () => {
    render(<HomeCta />)
    expect(screen.getByRole("heading", { level: 2, name: "Get Started Today!" })).toBeInTheDocument()
    expect(screen.getByText(/expert web design/)).toHaveTextContent(/digital marketing/)
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact")
  })
})

describe("movement only on screen", () => {
  let report: ((visible: boolean) => void) | undefined
  beforeEach(() => {
    jest.useFakeTimers()
    Object.defineProperty(window, "IntersectionObserver", {
      configurable: true,
      writable: true,
      value: class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = (visible) => callback([{ isIntersecting: visible }])
        }
        observe() {}
        disconnect() {}
      },
    })
  })
  afterEach(() => {
    jest.useRealTimers()
    Reflect.deleteProperty(window, "IntersectionObserver")
  })

  it("How We Work advances only while the section is visible", () => {
    render(<HomeProcess steps={steps} />)
    const tabs = screen.getAllByRole("tab")
    act(() => jest.advanceTimersByTime(9000))
    expect(tabs[0]).toHaveAttribute("aria-selected", "true")
    act(() => report?.(true))
    act(() => jest.advanceTimersByTime(3000))
    expect(tabs[1]).toHaveAttribute("aria-selected", "true")
    act(() => report?.(false))
    act(() => jest.advanceTimersByTime(9000))
    expect(tabs[1]).toHaveAttribute("aria-selected", "true")
  })
})
