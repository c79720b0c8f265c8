import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { HeadProps, PageProps } from "gatsby"
import { renderToStaticMarkup } from "react-dom/server"
import { defaultService, fallbackHeading, slugFromPath } from "../../src/components/sections/default-service"
import ServiceFallbackPage, { Head } from "../../src/templates/service-fallback"
import { defaultImagesData, fakeImage } from "../setup/service-fixture"

const data: Queries.ServiceFallbackQuery = {
  ...defaultImagesData(),
  aboutImage: { childImageSharp: { gatsbyImageData: fakeImage("images/about/story.jpg", 640, 480) } },
}

function renderFallback(pathname: string) {
  const props = { data, location: { pathname }, pageContext: {} } as unknown as PageProps<Queries.ServiceFallbackQuery>
  return render(<ServiceFallbackPage {...props} />)
}

beforeEach(() => {
  window.scrollTo = jest.fn()
})

describe("slug from the fallback path", () => {
  it.each([
    ["/service/quantum-widget-branding", "quantum-widget-branding"],
    ["/service/quantum-widget-branding/", "quantum-widget-branding"],
    ["/service/crisis-%26-plan", "crisis-&-plan"],
    ["/service/__fallback", ""],
    ["/service/a/b", ""],
    ["/services", ""],
    ["/service/%E0%A4%A", "%E0%A4%A"],
  ])("%s → %j", (pathname, slug) => {
    expect(slugFromPath(pathname)).toBe(slug)
  })

  it("title-cases the slug for the heading, with a neutral heading for the build-time path", () => {
    expect(fallbackHeading("/service/quantum-widget-branding")).toBe("Quantum Widget Branding")
    expect(fallbackHeading("/service/__fallback")).toBe("Our Services")
  })
})

describe("service fallback page", () => {
  it("shows the title-cased slug as heading and the placeholder content in the section renderer", async () => {
    renderFallback("/service/quantum-widget-branding")
    expect(await screen.findByRole("heading", { level: 1, name: "Quantum Widget Branding" })).toBeInTheDocument()
    expect(screen.getAllByRole("link", { name: /contact us/i })[0]).toHaveAttribute("href", "/contact")
    expect(screen.getByText(defaultService.pageTitle2)).toBeInTheDocument()
    const about = screen.getByRole("region", { name: defaultService.aboutTitle })
    const aboutImage = about.querySelector("picture img")
    expect(aboutImage?.getAttribute("src")).toContain("story.jpg")
    for (const section of defaultService.sections) {
      const region = screen.getByRole("region", { name: section.title })
      expect(within(region).getAllByRole("listitem")).toHaveLength(section.data.length)
      const icon = region.querySelector("picture img")
      expect(icon?.getAttribute("src")).toContain("default-item.png")
    }
    expect(document.querySelector('img[fetchpriority="high"]')).toHaveAttribute("src", expect.stringContaining("default-hero.jpg"))
  })

  it("has a working FAQ accordion", async () => {
    const user = userEvent.setup()
    renderFallback("/service/quantum-widget-branding")
    const toggles = defaultService.faqs.map((faq) => screen.getByRole("heading", { name: faq.question }).closest("summary") as HTMLElement)
    const open = () => toggles.map((summary) => (summary.parentElement as HTMLDetailsElement).open)
    await user.click(toggles[1])
    expect(open()).toEqual([false, true, false])
    await user.click(toggles[1])
    expect(open()).toEqual([false, false, false])
  })

  it("is noindex, titled after the slug", () => {
    const props = { data, location: { pathname: "/service/quantum-widget-branding" }, pageContext: {} } as unknown as HeadProps
    const html = renderToStaticMarkup(
      <>
        <Head {...props} />
      </>,
    )
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>')
    expect(html).toMatch(/<title>Quantum Widget Branding \| /)
  })
})
