import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { LEAD_POPUP_DELAY_MS, LEAD_POPUP_SEEN_KEY, resetLeadPopupMemory } from "../../src/components/forms/lead-popup"
import { THANKS_VISIBLE_MS } from "../../src/components/forms/lead-popup-thanks"
import { Layout } from "../../src/components/layout/layout"

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>()
const jsonResponse = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response

/** Advances fake time and lets the dialog chunk's import() promise settle. */
const advance = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms)
  })
  await act(async () => {
    await Promise.resolve()
  })
}

const dialog = () => screen.queryByRole("dialog")

function renderPage() {
  return render(
    <Layout>
      <h1>Some page</h1>
      <button type="button">Something on the page</button>
    </Layout>,
  )
}

/** A user-event instance that drives Jest's fake clock. */
const setupUser = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })

async function openPopup() {
  const view = renderPage()
  await advance(LEAD_POPUP_DELAY_MS)
  const popup = await screen.findByRole("dialog")
  return { view, popup }
}

beforeEach(() => {
  jest.useFakeTimers()
  window.sessionStorage.clear()
  resetLeadPopupMemory()
  window.history.replaceState({}, "", "/")
  document.body.style.overflow = ""
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})

afterEach(() => {
  jest.useRealTimers()
})

describe("lead popup timing", () => {
  it("appears at 8000 ms after load, not at 7999", async () => {
    renderPage()
    await advance(LEAD_POPUP_DELAY_MS - 1)
    expect(dialog()).toBeNull()
    await advance(1)
    const popup = dialog()
    expect(popup).not.toBeNull()
    expect(popup).toHaveAttribute("aria-modal", "true")
    expect(popup).toHaveAccessibleName("Let’s grow your brand together")
    expect(screen.getByRole("form", { name: "Let’s grow your brand together" })).toBeInTheDocument()
  })

  it("never comes back in the same session once shown and closed", async () => {
    const user = setupUser()
    const { view } = await openPopup()
    expect(window.sessionStorage.getItem(LEAD_POPUP_SEEN_KEY)).toBe("true")
    await user.click(screen.getByRole("button", { name: "Close" }))
    expect(dialog()).toBeNull()
    view.unmount()

    // Another page of the same session.
    resetLeadPopupMemory()
    renderPage()
    await advance(LEAD_POPUP_DELAY_MS * 2)
    expect(dialog()).toBeNull()
  })

  it("does not open on /contact, where the form is on the page", async () => {
    window.history.replaceState({}, "", "/contact/")
    renderPage()
    await advance(LEAD_POPUP_DELAY_MS * 2)
    expect(dialog()).toBeNull()
    expect(window.sessionStorage.getItem(LEAD_POPUP_SEEN_KEY)).toBeNull()
  })

  it("clears its timer when the page unmounts before 8 s", async () => {
    const view = renderPage()
    await advance(LEAD_POPUP_DELAY_MS - 1000)
    view.unmount()
    await advance(5000)
    expect(dialog()).toBeNull()
    expect(window.sessionStorage.getItem(LEAD_POPUP_SEEN_KEY)).toBeNull()
  })
})

describe("lead popup as a modal dialog", () => {
  it("locks page scroll while open and restores it on close", async () => {
    const user = setupUser()
    document.body.style.overflow = "auto"
    await openPopup()
    expect(document.body.style.overflow).toBe("hidden")
    await user.click(screen.getByRole("button", { name: "Close" }))
    expect(dialog()).toBeNull()
    expect(document.body.style.overflow).toBe("auto")
  })

  it("moves focus in, closes on Escape and returns focus where it was", async () => {
    const user = setupUser()
    renderPage()
    const trigger = screen.getByRole("button", { name: "Something on the page" })
    trigger.focus()
    await advance(LEAD_POPUP_DELAY_MS)
    const popup = screen.getByRole("dialog")
    expect(popup).toHaveFocus()
    // The page behind is out of reach while the dialog is open.
    expect(trigger.closest("[inert]")).not.toBeNull()
    await user.keyboard("{Escape}")
    expect(dialog()).toBeNull()
    expect(trigger).toHaveFocus()
    expect(trigger.closest("[inert]")).toBeNull()
    expect(document.body.style.overflow).toBe("")
  })

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const user = setupUser()
    const { popup } = await openPopup()
    const close = within(popup).getByRole("button", { name: "Close" })
    const privacy = within(popup).getByRole("link", { name: "Privacy Policy" })
    // Shift+Tab from the dialog itself wraps to its last control.
    await user.keyboard("{Shift>}{Tab}{/Shift}")
    expect(privacy).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.keyboard("{Shift>}{Tab}{/Shift}")
    expect(privacy).toHaveFocus()
    // Twenty presses of Tab never leave the dialog.
    for (let i = 0; i < 20; i++) {
      await user.tab()
      expect(popup.contains(document.activeElement)).toBe(true)
    }
    // Focus pulled outside (say, by a script) is sent back in.
    act(() => screen.getByRole("button", { name: "Something on the page", hidden: true }).focus())
    expect(popup.contains(document.activeElement)).toBe(true)
  })

  it("Escape in the popup does not also close an open mobile menu behind it", async () => {
    const user = setupUser()
    renderPage()
    await user.click(screen.getByLabelText("Menu"))
    const menu = (await screen.findByLabelText("Close menu")).closest("details") as HTMLDetailsElement
    expect(menu.open).toBe(true)
    await advance(LEAD_POPUP_DELAY_MS)
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" })
    expect(dialog()).toBeNull()
    expect(menu.open).toBe(true)
    // Scroll stays locked for the menu, which locked it first.
    expect(document.body.style.overflow).toBe("hidden")
  })
})

describe("lead popup form", () => {
  const fill = async (user: ReturnType<typeof setupUser>) => {
    await user.type(screen.getByLabelText("Name"), "Karthik S")
    await user.type(screen.getByLabelText("Email"), "karthik@example.in")
    await user.type(screen.getByLabelText("Number"), "9876543210")
    await user.selectOptions(screen.getByLabelText("Service"), "Web Development")
    await user.type(screen.getByLabelText("Message"), "A new website for our clinic.")
  }

  it("on failure shows the error and keeps the fields, and the popup stays open", async () => {
    const user = setupUser()
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { data: null, error: { code: "x", message: "x" } }))
    await openPopup()
    await fill(user)
    await user.click(screen.getByRole("button", { name: "Send enquiry" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Error submitting form. Please try again later.")
    expect(dialog()).not.toBeNull()
    expect(screen.getByLabelText("Name")).toHaveValue("Karthik S")
    expect(screen.getByLabelText("Message")).toHaveValue("A new website for our clinic.")
    expect(document.body.style.overflow).toBe("hidden")
  })

  it("closes after a successful submit, restores scroll and confirms with an announced note", async () => {
    const user = setupUser()
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { data: { id: "1", receivedAt: "2025-01-01T00:00:00Z" } }))
    await openPopup()
    await fill(user)
    await user.click(screen.getByRole("button", { name: "Send enquiry" }))
    await waitFor(() => expect(dialog()).toBeNull())
    expect(document.body.style.overflow).toBe("")
    const note = screen.getAllByRole("status").find((region) => region.textContent?.includes("Form submitted successfully!"))
    expect(note).toBeDefined()
    await advance(THANKS_VISIBLE_MS)
    expect(screen.queryByText("Form submitted successfully!")).toBeNull()
  })
})
