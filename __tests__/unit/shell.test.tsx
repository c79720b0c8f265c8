import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate, type PageProps } from "gatsby"
import navigation from "../../content/navigation.json"
import site from "../../content/site.json"
import { LEAD_POPUP_SEEN_KEY } from "../../src/components/forms/lead-popup"
import { Layout } from "../../src/components/layout/layout"
import NotFoundPage, { NOT_FOUND_REDIRECT_MS } from "../../src/pages/404"

// Each test renders a whole page with its styles in jsdom: seconds on a quiet machine, and several
// times that while the browser suites share the two cores, so the limit is generous.
jest.setTimeout(120_000)

// The lead popup opens 8 s after a page renders and takes the focus: a test slowed that far by the
// shared cores would find its focus in the popup. It counts as already seen here.
beforeEach(() => window.sessionStorage.setItem(LEAD_POPUP_SEEN_KEY, "true"))

const renderLayout = () =>
  render(
    <Layout>
      <p>Page body</p>
    </Layout>,
  )

describe("header", () => {
  it("has the spec's desktop items and a Contact button to /contact", () => {
    renderLayout()
    const main = screen.getByRole("navigation", { name: "Main" })
    expect(within(main).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
    expect(within(main).getByRole("button", { name: "Our Services" })).toHaveAttribute("aria-expanded", "false")
    for (const [name, href] of [
      ["About Us", "/about"],
      ["Blog", "/blog"],
      ["Pricing", "/pricing"],
      ["Contact", "/contact"],
    ]) {
      expect(within(main).getByRole("link", { name })).toHaveAttribute("href", href)
    }
    expect(screen.getAllByRole("link", { name: `${site.brand} home` })[0]).toHaveAttribute("href", "/")
  })

  it("opens the mega menu with ArrowDown, focuses its first entry, and Escape closes it and returns focus", async () => {
    const user = userEvent.setup()
    renderLayout()
    const button = screen.getByRole("button", { name: "Our Services" })
    button.focus()
    await user.keyboard("{ArrowDown}")
    expect(button).toHaveAttribute("aria-expanded", "true")
    const first = navigation.megaMenu[0].items[0]
    expect(screen.getAllByRole("link", { name: first.label })[0]).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(button).toHaveFocus()
  })

  it("shows the four columns, closes on an entry click and on the overlay", async () => {
    const user = userEvent.setup()
    renderLayout()
    const button = screen.getByRole("button", { name: "Our Services" })
    // A click without the pointer's hover first: user-event's hover opens the menu, and its click,
    // when a loaded machine puts more than 600 ms between them, then rightly closes it again.
    fireEvent.click(button)
    const menu = document.getElementById(button.getAttribute("aria-controls") as string) as HTMLElement
    expect(menu).toHaveAttribute("data-open", "true")
    expect(Array.from(menu.querySelectorAll("p")).map((p) => p.textContent)).toEqual([
      "Web Development",
      "Marketing",
      "Designing",
      "PR SERVICES",
    ])
    const entry = navigation.megaMenu[3].items[1]
    const link = within(menu).getByRole("link", { name: entry.label })
    expect(link).toHaveAttribute("href", entry.value)
    expect(entry.value).toMatch(/^\/service\//)
    await user.click(link)
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(navigate).toHaveBeenLastCalledWith(entry.value)

    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "true")
    fireEvent.click(screen.getByTestId("mega-overlay"))
    expect(button).toHaveAttribute("aria-expanded", "false")
  })

  it("toggles the mobile menu, a disclosure with the services groups in one named group", async () => {
    const user = userEvent.setup()
    renderLayout()
    const menu = screen.getByLabelText("Menu").closest("details") as HTMLDetailsElement
    expect(menu.open).toBe(false)
    await user.click(screen.getByLabelText("Menu"))
    expect(menu.open).toBe(true)
    const close = await screen.findByLabelText("Close menu")
    const mobile = screen.getByRole("navigation", { name: "Mobile" })
    await user.click(within(mobile).getByText("Our Services"))
    const groups = Array.from(mobile.querySelectorAll<HTMLDetailsElement>("details[name]"))
    expect(groups.map((g) => g.querySelector("summary")?.textContent)).toEqual([
      "Web Development",
      "Branding & Marketing",
      "Public Relations",
      "PR SERVICES",
    ])
    // One group open at a time is the browser's own rule for details sharing a name.
    expect(new Set(groups.map((g) => g.getAttribute("name"))).size).toBe(1)
    expect(groups[0].getAttribute("name")).toBeTruthy()
    await user.click(groups[2].querySelector("summary") as HTMLElement)
    expect(groups[2].open).toBe(true)
    await waitFor(() => expect(document.body.style.overflow).toBe("hidden"))
    await user.click(close)
    expect(menu.open).toBe(false)
    await waitFor(() => expect(screen.getByLabelText("Menu")).toBeInTheDocument())
    expect(document.body.style.overflow).toBe("")
  })
})

describe("footer and WhatsApp", () => {
  it("lists contact facts, four social links in new tabs, the four columns, legal links and back to top", () => {
    renderLayout()
    const footer = screen.getByRole("contentinfo")
    expect(within(footer).getByText(`${site.address.locality}, ${site.address.city}`)).toBeInTheDocument()
    expect(within(footer).getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+919003145780")
    expect(within(footer).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    const social = within(within(footer).getByRole("list", { name: "Social media" })).getAllByRole("link")
    expect(social).toHaveLength(4)
    for (const link of social) {
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
    const headings = within(footer)
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent)
    expect(headings).toEqual(["Web Development & Social Media", "Branding & Marketing", "Public Relations", "Our Services"])
    expect(within(footer).getByText(/© 2025/)).toBeInTheDocument()
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacyPolicy")
    expect(within(footer).getByRole("link", { name: "Terms And Condition" })).toHaveAttribute("href", "/termsAndCondition")
    expect(within(footer).getByRole("link", { name: "User Data Deletion" })).toHaveAttribute("href", "/userDataDeletion")
    expect(within(footer).getByRole("link", { name: /Back to top/ })).toHaveAttribute("href", "#top")
  })

  it("links the floating WhatsApp button to a chat with the phone and greeting", () => {
    renderLayout()
    const link = screen.getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" })
    const url = new URL(link.getAttribute("href") as string)
    expect(url.searchParams.get("phone")).toBe(site.whatsapp.number)
    expect(url.searchParams.get("text")).toBe("Hello, can I help you?")
    expect(link).toHaveAttribute("target", "_blank")
  })
})

describe("404 page", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    ;(navigate as jest.Mock).mockClear()
  })
  afterEach(() => jest.useRealTimers())
  /** The page's props at an address it answers (Gatsby gives a page its location). */
  const at = (pathname: string) => ({ location: { pathname } }) as unknown as PageProps

  it("says so and goes home after 3 s, not before; the timer dies with the page", () => {
    const { unmount } = render(<NotFoundPage {...at("/no-such-page")} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("404")
    expect(screen.getByText("Page not found. Redirecting to home...")).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(NOT_FOUND_REDIRECT_MS - 1))
    expect(navigate).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(navigate).toHaveBeenCalledWith("/", { replace: true })

    ;(navigate as jest.Mock).mockClear()
    render(<NotFoundPage {...at("/no-such-page")} />)
    unmount()
    act(() => jest.advanceTimersByTime(NOT_FOUND_REDIRECT_MS * 2))
    expect((navigate as jest.Mock).mock.calls.length).toBeLessThanOrEqual(1)
  })

  it("under /blog/ says the post does not exist, links back to the blog and stays", () => {
    ;(navigate as jest.Mock).mockClear()
    render(<NotFoundPage {...at("/blog/no-such-post")} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Post not found")
    expect(screen.getByText("No blog data available.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Back to News" })).toHaveAttribute("href", "/blog")
    act(() => jest.advanceTimersByTime(NOT_FOUND_REDIRECT_MS * 2))
    expect(navigate).not.toHaveBeenCalled()
  })
})
