import { render, screen, within } from "@testing-library/react"
import type { HeadProps } from "gatsby"
import site from "../../content/site.json"
import ContactPage, { Head } from "../../src/pages/contact"

describe("contact page", () => {
  it("says Get in touch and gives the T. Nagar address, phone, e-mail, hours and the enquiry form", () => {
    render(<ContactPage />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Get in touch")
    const main = screen.getByRole("main")
    const address = main.querySelector("address")
    expect(address).toHaveTextContent(site.address.street)
    expect(address).toHaveTextContent("T. Nagar")
    expect(address).toHaveTextContent("Chennai")
    expect(within(main).getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+919003145780")
    expect(within(main).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    expect(within(main).getByText("Monday to Saturday, 9:30 am – 6:30 pm")).toBeInTheDocument()
    const form = within(main).getByRole("form", { name: "Send us an enquiry" })
    expect(within(form).getByLabelText("Name")).toBeRequired()
    expect(within(form).getByRole("button", { name: "Send enquiry" })).toHaveAttribute("type", "submit")
  })

  it("keeps its headings in order", () => {
    render(<ContactPage />)
    const levels = within(screen.getByRole("main"))
      .getAllByRole("heading")
      .map((heading) => Number(heading.tagName.slice(1)))
    expect(levels[0]).toBe(1)
    for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1]).toBeLessThanOrEqual(1)
  })

  it("describes the business and the breadcrumb in JSON-LD", () => {
    // Head renders <html> and <title>, which React flags inside a test container.
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const { container } = render(<Head {...({} as HeadProps)} />)
      const blocks = Array.from(container.querySelectorAll('script[type="application/ld+json"]')).flatMap(
        (script) => (JSON.parse(script.innerHTML) as { "@graph": Record<string, unknown>[] })["@graph"],
      )
      const business = blocks.find((block) => block["@type"] === "ProfessionalService") as Record<string, unknown> & {
        address: Record<string, string>
      }
      expect(business).toBeDefined()
      expect(business.telephone).toBe(site.phone)
      expect(business.address.streetAddress).toContain("T. Nagar")
      const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string; item: string }[]
      }
      expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(["Home", "Contact"])
      expect(breadcrumb.itemListElement[1].item).toBe(`${site.siteUrl}/contact`)
      expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/contact`)
    } finally {
      spy.mockRestore()
    }
  })
})
