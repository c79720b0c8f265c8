import { ThemeProvider } from "@emotion/react"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import processContent from "../../content/home/process-steps.json"
import servicesContent from "../../content/home/services-list.json"
import videosContent from "../../content/home/videos.json"
import { HomeClients } from "../../src/components/sections/home-clients"
import { HomeCta } from "../../src/components/sections/home-cta"
import { HomeProcess } from "../../src/components/sections/home-process"
import { HomeServices } from "../../src/components/sections/home-services"
import { HomeVideos } from "../../src/components/sections/home-videos"
import { theme } from "../../src/styles/theme"
import { renderWithTheme } from "../setup/render"
import { renderToString } from "react-dom/server"

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

const image = (src: string): IGatsbyImageData => ({
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
    renderWithTheme(<HomeProcess steps={steps} />)
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
    renderWithTheme(<HomeProcess steps={steps} />)
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
    renderWithTheme(<HomeProcess steps={steps} />)
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
    renderWithTheme(<HomeServices rows={servicesContent.rows} />)
    const list = screen.getByRole("list")
    const links = within(list).getAllByRole("link")
    expect(links).toHaveLength(10)
    expect(links.map((link) => link.textContent)).toEqual(servicesContent.rows.map((row) => `${row.number}${row.title}`))
    links.forEach((link, i) => expect(link).toHaveAttribute("href", servicesContent.rows[i].link))
    expect(links[5]).toHaveTextContent("06Google Ad words")
  })
})

describe("videos", () => {
  const videos = videosContent.videos.map((video) => ({ ...video, poster: null }))

  it("puts every video in the server HTML, in a preview row until react-slick has loaded", () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <HomeVideos videos={videos} />
      </ThemeProvider>,
    )
    for (const video of videos) {
      expect(html).toContain(`aria-label="Play video: ${video.name}"`)
      expect(html).toContain(video.description)
    }
    expect(html.match(/class="carousel-preview-slide"/g)).toHaveLength(videos.length)
    expect(html).not.toContain("slick-slider")
  })

  it("shows a play button per video and loads the youtube-nocookie player only on click", async () => {
    const user = userEvent.setup()
    renderWithTheme(<HomeVideos videos={videos} />)
    expect(document.querySelector("iframe")).toBeNull()
    const region = screen.getByRole("region", { name: "Video carousel" })
    expect(region).toHaveAttribute("aria-roledescription", "carousel")
    // react-slick loads after the first render and takes over from the preview.
    await waitFor(() => expect(region.querySelector(".slick-slider")).not.toBeNull())
    expect(region.querySelector(".carousel-preview")).toBeNull()
    const play = screen.getByRole("button", { name: `Play video: ${videos[0].name}` })
    await user.click(play)
    const frames = document.querySelectorAll("iframe")
    expect(frames).toHaveLength(1)
    expect(frames[0]).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${videos[0].youtubeId}?autoplay=1`)
    expect(frames[0]).toHaveAttribute("title", videos[0].name)
  })

  it("keeps a video started in the preview playing while react-slick loads", async () => {
    renderWithTheme(<HomeVideos videos={videos} />)
    const region = screen.getByRole("region", { name: "Video carousel" })
    const play = within(region.querySelector<HTMLElement>(".carousel-preview")!).getByRole("button", { name: `Play video: ${videos[1].name}` })
    fireEvent.focus(play)
    fireEvent.click(play)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(region.querySelector(".slick-slider")).toBeNull()
    expect(document.querySelector(`iframe[title="${videos[1].name}"]`)).not.toBeNull()
  })
})

describe("client logos", () => {
  const clients = Array.from({ length: 14 }, (_, i) => ({ name: `Brand ${i + 1}`, logo: image(`/logo-${i + 1}.png`) }))

  it("names every brand once for assistive technology, in two rows with an aria-hidden copy each", () => {
    renderWithTheme(<HomeClients clients={clients} />)
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
    renderWithTheme(<HomeClients clients={clients} />)
    const rows = screen.getByTestId("logo-row-left").parentElement
    expect(rows).toHaveAttribute("data-running", "true")
    fireEvent.click(screen.getByRole("button", { name: "Pause logos" }))
    expect(screen.getByRole("button", { name: "Play logos" })).toBeInTheDocument()
    expect(rows).toHaveAttribute("data-running", "false")
  })
})

describe("call to action", () => {
  it("says Get Started Today! and links Contact us to /contact", () => {
    renderWithTheme(<HomeCta />)
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
    renderWithTheme(<HomeProcess steps={steps} />)
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
