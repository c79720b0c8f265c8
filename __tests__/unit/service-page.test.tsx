import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { HeadProps, PageProps } from "gatsby"
import { renderToStaticMarkup } from "react-dom/server"
import site from "../../content/site.json"
import ServicePage, { Head, type ServiceContext } from "../../src/templates/service-page"
import { readServiceFile, serviceQueryData } from "../setup/service-fixture"

const ecommerce = readServiceFile("best-ecommerce-development-company")
const branding = readServiceFile("branding-design-in-chennai")

const context = (slug: string, canonicalSlug = slug): ServiceContext => ({ id: "entry", slug, canonicalPath: `/service/${canonicalSlug}` })

function renderPage(data: Queries.ServicePageQuery, pageContext: ServiceContext) {
  const props = { data, pageContext, location: { pathname: `/service/${pageContext.slug}` } } as unknown as PageProps<
    Queries.ServicePageQuery,
    ServiceContext
  >
  return render(<ServicePage {...props} />)
}

function headMarkup(data: Queries.ServicePageQuery, pageContext: ServiceContext): Document {
  const props = { data, pageContext, location: { pathname: `/service/${pageContext.slug}` } } as unknown as HeadProps<
    Queries.ServicePageQuery,
    ServiceContext
  >
  const html = renderToStaticMarkup(
    <>
      <Head {...props} />
    </>,
  )
  return new DOMParser().parseFromString(`<!doctype html><head>${html.replace(/<\/?html[^>]*>/g, "")}</head>`, "text/html")
}

const srcOf = (img: Element | null) => img?.getAttribute("src") ?? ""

const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)

beforeEach(() => {
  window.scrollTo = jest.fn()
})

describe("service template", () => {
  it("shows heading, Contact us, pageTitle2 and hero image in the spec's order", () => {
    renderPage(serviceQueryData(ecommerce), context(ecommerce.slug))
    const main = screen.getByRole("main")
    const h1 = within(main).getByRole("heading", { level: 1 })
    expect(h1).toHaveTextContent(ecommerce.pageTitle)
    const contact = within(main).getAllByRole("link", { name: /contact us/i })[0]
    expect(contact).toHaveAttribute("href", "/contact")
    const lead = within(main).getByText(ecommerce.pageTitle2 as string)
    const hero = within(main).getByRole("img", { name: ecommerce.sections[0].image?.alt })
    expect(follows(h1, contact)).toBe(true)
    expect(follows(contact, lead)).toBe(true)
    expect(follows(lead, hero)).toBe(true)
  })

  it("loads the hero image eagerly with high priority and no fade-in", () => {
    renderPage(serviceQueryData(ecommerce), context(ecommerce.slug))
    const hero = screen.getByRole("img", { name: ecommerce.sections[0].image?.alt })
    expect(hero).toHaveAttribute("loading", "eager")
    expect(hero).toHaveAttribute("fetchpriority", "high")
    expect(hero).toHaveAttribute("src", expect.stringContaining("hero.jpg"))
  })

  it("falls back to the default hero image when the first section has none", () => {
    renderPage(serviceQueryData(ecommerce, { dropHeroImage: true }), context(ecommerce.slug))
    const hero = document.querySelector('img[fetchpriority="high"]')
    expect(hero).toHaveAttribute("src", expect.stringContaining("default-hero.jpg"))
  })

  it("uses the title-cased slug when the entry has no pageTitle (never an empty h1)", () => {
    expect(branding.pageTitle).toBe("")
    renderPage(serviceQueryData(branding), context(branding.slug))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Branding Design In Chennai$/)
  })

  it("renders the about block with each line of aboutDesc as a paragraph", () => {
    renderPage(serviceQueryData(ecommerce), context(ecommerce.slug))
    const about = screen.getByRole("region", { name: ecommerce.aboutTitle })
    expect(within(about).getByText(ecommerce.aboutSubTitle as string)).toBeInTheDocument()
    const lines = ecommerce.aboutDesc.split("\n")
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(within(about).getByText(line).tagName).toBe("P")
  })

  it("renders every section with its items, id badges and the family's default icon", () => {
    renderPage(serviceQueryData(ecommerce), context(ecommerce.slug))
    for (const section of ecommerce.sections) {
      const region = screen.getByRole("region", { name: section.title })
      const items = within(region).getAllByRole("listitem")
      expect(items).toHaveLength(section.data.length)
      section.data.forEach((item, i) => {
        if (item.title) expect(within(items[i]).getByRole("heading", { level: 3 })).toHaveTextContent(item.title)
        expect(items[i]).toHaveTextContent(item.description)
        if (item.id) expect(items[i]).toHaveTextContent(`Step ${item.id}`)
        // No item has its own image, so each shows the web family's icon.
        expect(srcOf(items[i].querySelector("picture img"))).toContain("web-item.png")
      })
    }
    const howWeWork = screen.getByRole("region", { name: "How We Work" })
    const steps = within(howWeWork)
      .getAllByRole("listitem")
      .map((li) => /Step (\d\d)/.exec(li.textContent ?? "")?.[1])
    expect(steps).toEqual(["01", "02", "03", "04"])
  })

  it("shows the closing image before the FAQ", () => {
    renderPage(serviceQueryData(ecommerce), context(ecommerce.slug))
    const closing = screen.getByRole("img", { name: ecommerce.closingImage?.alt })
    const faqHeading = screen.getByRole("heading", { name: "Frequently asked questions" })
    expect(follows(closing, faqHeading)).toBe(true)
  })

  it("keeps one FAQ answer open, closes it on a second click and renders answers as HTML", async () => {
    const user = userEvent.setup()
    renderPage(serviceQueryData(ecommerce), context(ecommerce.slug))
    const faq = screen.getByRole("region", { name: "Frequently asked questions" })
    const buttons = ecommerce.faqs.map((f) => within(faq).getByRole("heading", { name: f.question }).closest("summary") as HTMLElement)
    expect(buttons).toHaveLength(3)
    const panelOf = (summary: HTMLElement) => summary.parentElement?.querySelector(":scope > [data-panel]") as HTMLElement
    const expanded = () => buttons.map((b) => String((b.parentElement as HTMLDetailsElement).open))
    expect(expanded()).toEqual(["false", "false", "false"])
    await user.click(buttons[0])
    expect(expanded()).toEqual(["true", "false", "false"])
    await user.click(buttons[2])
    expect(expanded()).toEqual(["false", "false", "true"])
    await user.click(buttons[2])
    expect(expanded()).toEqual(["false", "false", "false"])

    await user.click(buttons[0])
    const firstPanel = panelOf(buttons[0])
    expect(within(firstPanel).getAllByRole("listitem")).toHaveLength(3)
    expect(within(firstPanel).getByText("Shopify").tagName).toBe("STRONG")
    await user.click(buttons[2])
    const lastPanel = panelOf(buttons[2])
    expect(within(lastPanel).getByRole("link", { name: "pricing" })).toHaveAttribute("href", "/pricing")
  })
})

describe("service template head", () => {
  it("has the entry's title and description, and a self canonical on the main slug", () => {
    const doc = headMarkup(serviceQueryData(ecommerce), context(ecommerce.slug))
    // The Seo component adds the brand after the entry's own title.
    expect(doc.title).toBe(`${ecommerce.metaTitle} | ${site.brand}`)
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(ecommerce.metaDescription)
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${site.siteUrl}/service/${ecommerce.slug}`)
    expect(doc.querySelector('meta[name="robots"]')).toBeNull()
  })

  it("points an alias page's canonical at its main slug", () => {
    const seo = readServiceFile("seo-services")
    expect(seo.aliases).toContain("seo-service")
    const doc = headMarkup(serviceQueryData(seo), context("seo-service", "seo-services"))
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${site.siteUrl}/service/seo-services`)
  })

  it("carries Service, FAQPage and BreadcrumbList JSON-LD built from the entry", () => {
    const doc = headMarkup(serviceQueryData(branding), context("branding-design-service", branding.slug))
    const blocks = Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? "{}"))
    expect(blocks).toHaveLength(1)
    const byType = Object.fromEntries(blocks[0]["@graph"].map((b: { "@type": string }) => [b["@type"], b]))
    // The agency is in the graph because the Service names it as provider.
    expect(Object.keys(byType).sort()).toEqual(["BreadcrumbList", "FAQPage", "ProfessionalService", "Service"])
    expect(byType.Service.provider).toEqual({ "@id": byType.ProfessionalService["@id"] })
    expect(byType.Service.serviceType).toBe("Branding & Design")
    expect(byType.Service.name).toBe("Branding Design In Chennai")
    expect(byType.Service.url).toBe(`${site.siteUrl}/service/${branding.slug}`)
    expect(byType.FAQPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(branding.faqs.map((f) => f.question))
    expect(byType.FAQPage.mainEntity[0].acceptedAnswer.text).not.toMatch(/[<>]/)
    expect(byType.BreadcrumbList.itemListElement.map((c: { name: string }) => c.name)).toEqual([
      "Home",
      "Our Solutions",
      "Branding Design In Chennai",
    ])
  })
})
