import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { PageProps } from "gatsby"
import pricingJson from "../../content/pricing.json"
import { pricingSchema } from "../../src/content-schema"
import PricingPage from "../../src/pages/pricing"
import { formatRupees } from "../../common/text"

/** content/pricing.json in the shape GraphQL hands the page: absent optional fields are null. */
function queryData(): Queries.PricingPageQuery {
  const pricing = pricingSchema.parse(pricingJson)
  return {
    pricing: {
      title: pricing.title,
      intro: pricing.intro,
      sections: pricing.sections.map((section) => ({
        id: section.id,
        title: section.title,
        intro: section.intro ?? null,
        notes: section.notes,
        tiers: section.tiers.map((tier) => ({
          name: tier.name,
          price: tier.price,
          term: tier.term ?? null,
          summary: tier.summary ?? null,
          features: tier.features,
          cta: tier.cta ?? null,
        })),
      })),
    },
  }
}

const sections = pricingSchema.parse(pricingJson).sections

// Each test renders a whole page with its styles in jsdom: seconds on a quiet machine, and several
// times that while the browser suites share the two cores, so the limit is generous.
jest.setTimeout(120_000)

/** Renders the page and finds each section's toggle once (role queries over the whole page are slow). */
function renderPage() {
  const props = { data: queryData() } as unknown as PageProps<Queries.PricingPageQuery>
  render(<PricingPage {...props} />)
  const packages = screen.getByRole("region", { name: "Packages" })
  const buttons = Array.from(packages.querySelectorAll<HTMLElement>("details > summary"))
  const toggle = (title: string) => {
    const found = buttons.find((button) => button.textContent?.endsWith(title))
    if (!found) throw new Error(`no toggle for ${title}`)
    return found
  }
  return { packages, buttons, toggle }
}

/** Each toggle is a <summary>; its <details> holds the open state. */
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open
const expanded = (buttons: HTMLElement[]) => buttons.map((button) => String(isOpen(button)))
const panelOf = (button: HTMLElement) => button.parentElement?.querySelector(":scope > [data-panel]") as HTMLElement

/** Opens a section (unless it is open) and returns its panel. */
async function open(user: ReturnType<typeof userEvent.setup>, toggle: HTMLElement) {
  if (!isOpen(toggle)) await user.click(toggle)
  return panelOf(toggle)
}

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo
})

describe("pricing page", () => {
  it("has one toggle per section of content/pricing.json, named by its title, the first open on arrival", () => {
    const { buttons } = renderPage()
    expect(sections).toHaveLength(10)
    expect(buttons).toHaveLength(sections.length)
    expect(buttons.map((button) => button.textContent)).toEqual(
      sections.map((section, i) => `${String(i + 1).padStart(2, "0")}${section.title}`),
    )
    expect(within(buttons[8]).getByRole("heading", { level: 2, name: "App Store Optimization Packages" })).toBeInTheDocument()
    expect(expanded(buttons)).toEqual(sections.map((_, i) => (i === 0 ? "true" : "false")))
  })

  it("opens each section with its own toggle and closes the others", async () => {
    const user = userEvent.setup()
    const { buttons } = renderPage()
    for (const [index, section] of sections.entries()) {
      const panel = await open(user, buttons[index])
      expect(expanded(buttons)).toEqual(sections.map((_, i) => (i === index ? "true" : "false")))
      expect(panel.parentElement).toBe(buttons[index].parentElement)
      // The open panel is this section's own: its tier names are its headings (read from the DOM:
      // a role query per tier computes styles up the whole page and took minutes on a loaded CI).
      expect(Array.from(panel.querySelectorAll("h3"), (heading) => heading.textContent)).toEqual(section.tiers.map((tier) => tier.name))
      buttons.filter((_, i) => i !== index).forEach((other) => expect(isOpen(other)).toBe(false))
    }
  })

  it("closes the open section on a second click", async () => {
    const user = userEvent.setup()
    const { buttons, toggle } = renderPage()
    const aso = toggle("App Store Optimization Packages")
    await user.click(aso)
    expect(isOpen(aso)).toBe(true)
    await user.click(aso)
    expect(isOpen(aso)).toBe(false)
    expect(expanded(buttons).every((value) => value === "false")).toBe(true)
  })

  it("shows prices as rupees per month with Indian grouping, and 'Price on request' when there is none", async () => {
    const user = userEvent.setup()
    const { toggle } = renderPage()
    const priceIn = async (sectionTitle: string, tierName: string) => {
      const panel = await open(user, toggle(sectionTitle))
      const card = within(panel).getByRole("article", { name: tierName })
      return within(card).getByTestId("tier-price").textContent
    }
    expect(await priceIn("Digital Marketing Packages", "Starter")).toBe("₹2,000 / month")
    expect(await priceIn("Pay Per Click Services", "Gold")).toBe("₹5,000 / month")
    expect(await priceIn("Social Media Marketing", "Elite")).toBe("₹950 / month")
    expect(await priceIn("Conversion Rate Optimization (CRO)", "Booster")).toBe("₹3,500 / month")
    expect(await priceIn("App Store Optimization Packages", "Growth")).toBe("₹1,500 / month")
    expect(await priceIn("Mobile App & Web Development", "Web Development")).toBe("Price on request")
    expect(await priceIn("SEO Packages", "SEO Package")).toBe("Price on request")
    expect(formatRupees(100000)).toBe("₹1,00,000")
  })

  it("shows every tier of the content with its price", () => {
    const { toggle } = renderPage()
    for (const section of sections) {
      const panel = panelOf(toggle(section.title))
      const cards = panel.querySelectorAll("article")
      expect(Array.from(cards, (card) => card.querySelector("h3")?.textContent)).toEqual(section.tiers.map((tier) => tier.name))
      section.tiers.forEach((tier, i) => {
        const expected = tier.price === null ? "Price on request" : `${formatRupees(tier.price)} / month`
        expect(within(cards[i]).getByTestId("tier-price")).toHaveTextContent(expected)
      })
    }
  })

  it("gives screen readers 'Included:' and 'Not included:' before ticks and crosses, and nothing before quantities", async () => {
    const user = userEvent.setup()
    const { toggle } = renderPage()
    const social = await open(user, toggle("Social Media Marketing"))
    const basic = within(social).getByRole("article", { name: "Basic" })
    const line = (card: HTMLElement, text: string) => within(card).getByText(text).closest("li") as HTMLElement

    const excluded = line(basic, "Story ads")
    expect(excluded).toHaveAttribute("data-kind", "excluded")
    expect(excluded).toHaveTextContent(/^Not included: Story ads$/)
    expect(excluded.querySelector(".visually-hidden")).toHaveTextContent("Not included:")
    expect(excluded.querySelector('[data-icon="cross"]')).toHaveAttribute("aria-hidden", "true")

    const quantity = line(basic, "15 creatives")
    expect(quantity).toHaveTextContent(/^15 creatives$/)
    expect(quantity.querySelector(".visually-hidden")).toBeNull()
    expect(quantity.querySelector('[data-icon="quantity"]')).toHaveAttribute("aria-hidden", "true")

    const ppc = await open(user, toggle("Pay Per Click Services"))
    const included = line(within(ppc).getByRole("article", { name: "Basic" }), "Monthly report")
    expect(included).toHaveTextContent(/^Included: Monthly report$/)
    expect(included.querySelector('[data-icon="tick"]')).toHaveAttribute("aria-hidden", "true")

    // Every feature line of the page follows the same rule.
    const items = Array.from(document.querySelectorAll<HTMLElement>("li[data-kind]"))
    expect(items.length).toBeGreaterThan(100)
    for (const item of items) {
      const hidden = item.querySelector(".visually-hidden")?.textContent?.trim() ?? null
      const kind = item.dataset.kind
      expect(hidden).toBe(kind === "included" ? "Included:" : kind === "excluded" ? "Not included:" : null)
    }
  })

  it("shows the minimum terms and extras where they apply", () => {
    const { toggle } = renderPage()
    const panel = (title: string) => panelOf(toggle(title))
    expect(within(panel("Pay Per Click Services")).getAllByText("3-month minimum")).toHaveLength(3)
    expect(within(panel("YouTube Marketing Packages")).getAllByText("3-month minimum")).toHaveLength(3)
    expect(within(panel("App Store Optimization Packages")).getAllByText("6-month plan")).toHaveLength(3)
    expect(within(panel("App Store Optimization Packages")).getByText("App install ads are charged extra")).toBeInTheDocument()
  })

  it("links 'Explore Services' to service pages and ends with a call to /contact", async () => {
    const user = userEvent.setup()
    const { toggle } = renderPage()
    const web = await open(user, toggle("Mobile App & Web Development"))
    const card = within(web).getByRole("article", { name: "Web Development" })
    expect(within(card).getByRole("link", { name: /Explore Services/ })).toHaveAttribute(
      "href",
      "/service/best-web-development-company-in-chennai",
    )
    const explore = Array.from(document.querySelectorAll("main a")).filter((link) => link.textContent?.startsWith("Explore Services"))
    expect(explore).toHaveLength(6)
    explore.forEach((link) => expect(link.getAttribute("href")).toMatch(/^\/(service\/[A-Za-z0-9&-]+|contact)$/))
    expect(screen.getByRole("link", { name: /Talk to our team/ })).toHaveAttribute("href", "/contact")
  })
})
