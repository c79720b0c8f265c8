import { act, cleanup, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { EnquiryForm } from "../../src/components/forms/enquiry-form"
import { newSubmissionId } from "../../src/components/forms/enquiry-values"
import { SERVICE_OPTIONS } from "../../common/enquiry"
import { staticQueryData } from "../setup/static-query-data"

const OFFLINE = /You seem to be offline\. Your enquiry is kept here and will be sent when your connection is back\./
/** The notice when the post got no answer: offline, or online with our server out of reach. */
const KEPT = /You seem to be offline|We could not reach our server/

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

type FetchCall = { url: string; init: RequestInit; body: Record<string, unknown> }

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>()
const calls = (): FetchCall[] =>
  fetchMock.mock.calls.map(([url, init]) => ({ url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> }))

const jsonResponse = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response

const stored = () => jsonResponse(201, { data: { id: "abc", receivedAt: "2025-01-01T00:00:00.000Z" } })

beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})

function setup(userOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(userOptions)
  const onSuccess = jest.fn()
  render(
    <>
      <h2 id="form-heading">Send us an enquiry</h2>
      <EnquiryForm formName="contact" labelledBy="form-heading" onSuccess={onSuccess} />
    </>,
  )
  const fields = {
    name: screen.getByLabelText("Name") as HTMLInputElement,
    email: screen.getByLabelText("Email") as HTMLInputElement,
    mobile: screen.getByLabelText("Number") as HTMLInputElement,
    services: screen.getByLabelText("Service") as HTMLSelectElement,
    description: screen.getByLabelText("Message") as HTMLTextAreaElement,
  }
  const button = () => screen.getByRole("button", { name: /Send enquiry|Sending…/ })
  const fill = async (values: Partial<Record<keyof typeof fields, string>> = {}) => {
    const v = {
      name: "Priya Raman",
      email: "priya@example.in",
      mobile: "+91 98765 43210",
      services: "SEO Optimization",
      description: "We need SEO for our store.",
      ...values,
    }
    await user.clear(fields.name)
    await user.type(fields.name, v.name)
    await user.clear(fields.email)
    await user.type(fields.email, v.email)
    await user.clear(fields.mobile)
    await user.type(fields.mobile, v.mobile)
    await user.selectOptions(fields.services, v.services)
    await user.clear(fields.description)
    await user.type(fields.description, v.description)
  }
  return { user, fields, button, fill, onSuccess }
}

describe("enquiry form: fields", () => {
  it("has labelled, required fields of the right types and the nine services after a disabled placeholder", () => {
    const { fields } = setup()
    expect(screen.getByRole("form", { name: "Send us an enquiry" })).toBeInTheDocument()
    for (const field of Object.values(fields)) expect(field).toBeRequired()
    expect(fields.email).toHaveAttribute("type", "email")
    expect(fields.mobile).toHaveAttribute("type", "tel")
    expect(fields.mobile).toHaveAttribute("inputmode", "numeric")
    expect(fields.mobile).toHaveAttribute("pattern")
    expect(fields.description.tagName).toBe("TEXTAREA")
    const options = within(fields.services).getAllByRole("option")
    expect(options[0]).toHaveTextContent("Select a service")
    expect(options[0]).toBeDisabled()
    expect(options[0]).toHaveAttribute("value", "")
    expect(fields.services.value).toBe("")
    expect(options.slice(1).map((o) => o.textContent)).toEqual([...SERVICE_OPTIONS])
  })

  it("has a honeypot that people and assistive technology never reach", async () => {
    const { user, fields } = setup()
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')
    expect(honeypot).not.toBeNull()
    expect(honeypot).toHaveAttribute("tabindex", "-1")
    expect(honeypot).toHaveAttribute("autocomplete", "off")
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
    // Not exposed to assistive technology: role queries skip aria-hidden subtrees.
    expect(screen.queryByRole("textbox", { name: "Website" })).toBeNull()
    expect(screen.getAllByRole("textbox").map((box) => box.getAttribute("name"))).toEqual(["name", "email", "mobile", "description"])
    // And never in the tab order.
    const reached: Element[] = []
    fields.name.focus()
    for (let i = 0; i < 8; i++) {
      reached.push(document.activeElement as Element)
      await user.tab()
    }
    expect(reached).not.toContain(honeypot)
  })
})

describe("enquiry form: validation", () => {
  it("posts nothing for an empty form, shows each error inline, linked to its field, and focuses the first", async () => {
    const { user, fields, button } = setup()
    await user.click(button())
    expect(fetchMock).not.toHaveBeenCalled()
    expect(fields.name).toHaveFocus()
    for (const field of Object.values(fields)) {
      expect(field).toHaveAttribute("aria-invalid", "true")
      const describedBy = field.getAttribute("aria-describedby")
      expect(describedBy).toBeTruthy()
      expect(document.getElementById(describedBy as string)?.textContent).toBeTruthy()
    }
    // Empty fields ask for the field; the schema's format messages are for wrong input.
    expect(fields.name).toHaveAccessibleDescription("Enter your name")
    expect(fields.email).toHaveAccessibleDescription("Enter your e-mail address")
    expect(fields.mobile).toHaveAccessibleDescription("Enter your phone number")
    expect(fields.services).toHaveAccessibleDescription("Choose a service from the list")
    expect(fields.description).toHaveAccessibleDescription("Tell us a little about what you need")
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("focuses the first invalid field in form order and clears a field's error once it is edited", async () => {
    const { user, fields, button, fill } = setup()
    await fill({ email: "priya@", mobile: "12" })
    await user.click(button())
    expect(fetchMock).not.toHaveBeenCalled()
    expect(fields.email).toHaveFocus()
    expect(fields.name).not.toHaveAttribute("aria-invalid")
    expect(fields.mobile).toHaveAttribute("aria-invalid", "true")
    expect(fields.email).toHaveAccessibleDescription("Enter a valid e-mail address")
    expect(fields.mobile).toHaveAccessibleDescription("Enter a mobile number of 7 to 15 digits")
    await user.type(fields.email, "example.in")
    expect(fields.email).not.toHaveAttribute("aria-invalid")
    expect(fields.mobile).toHaveAttribute("aria-invalid", "true")
  })
})

describe("enquiry form: sending", () => {
  it("posts the fields and a UUID submissionId as JSON to /user/create/, then announces success and clears", async () => {
    const { user, fields, button, fill, onSuccess } = setup()
    fetchMock.mockResolvedValueOnce(stored())
    await fill()
    await user.click(button())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [call] = calls()
    expect(call.url).toBe("/user/create/")
    expect(call.init.method).toBe("POST")
    expect(new Headers(call.init.headers).get("content-type")).toBe("application/json")
    expect(call.body).toEqual({
      name: "Priya Raman",
      email: "priya@example.in",
      mobile: "+91 98765 43210",
      services: "SEO Optimization",
      description: "We need SEO for our store.",
      submissionId: expect.stringMatching(UUID),
      formName: "contact",
    })
    expect(await screen.findByRole("status")).toHaveTextContent("Form submitted successfully!")
    for (const field of Object.values(fields)) expect(field.value).toBe("")
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })

  it("disables the button and says Sending… until the answer arrives", async () => {
    const { user, button, fill } = setup()
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)))
    await fill()
    await user.click(button())
    expect(button()).toBeDisabled()
    expect(button()).toHaveTextContent("Sending…")
    // A second click while sending posts nothing more.
    await user.click(button())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => answer(stored()))
    expect(button()).toBeEnabled()
    expect(button()).toHaveTextContent("Send enquiry")
  })

  it.each([
    ["a server error", () => Promise.resolve(jsonResponse(500, { data: null, error: { code: "internal", message: "x" } }))],
    ["a rejected enquiry", () => Promise.resolve(jsonResponse(400, { data: null, error: { code: "invalid", message: "x", fields: {} } }))],
    ["a rate limit", () => Promise.resolve(jsonResponse(429, { data: null, error: { code: "rate_limited", message: "x" } }))],
    ["a 2xx without data", () => Promise.resolve(jsonResponse(200, { data: null }))],
    [
      "a 2xx that is not JSON",
      () => Promise.resolve({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError("x")) } as Response),
    ],
  ])("shows the error and keeps what was typed after %s", async (_label, answer) => {
    const { user, fields, button, fill, onSuccess } = setup()
    fetchMock.mockImplementationOnce(answer)
    await fill()
    await user.click(button())
    expect(await screen.findByRole("alert")).toHaveTextContent("Error submitting form. Please try again later.")
    expect(fields.name.value).toBe("Priya Raman")
    expect(fields.email.value).toBe("priya@example.in")
    expect(fields.mobile.value).toBe("+91 98765 43210")
    expect(fields.services.value).toBe("SEO Optimization")
    expect(fields.description.value).toBe("We need SEO for our store.")
    expect(onSuccess).not.toHaveBeenCalled()
    expect(button()).toBeEnabled()
    // An answered failure offers no offline notice, and nothing goes again by itself.
    expect(screen.queryByText(/offline/)).toBeNull()
    await act(async () => window.dispatchEvent(new Event("online")))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("keeps the submissionId across retries of the same content, and uses a new one for edited content and after success", async () => {
    const { user, fields, button, fill } = setup()
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(jsonResponse(503, {}))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(stored())
      .mockResolvedValueOnce(stored())
    await fill()
    await user.click(button())
    await screen.findByText(KEPT)
    await user.click(button())
    await screen.findByRole("alert")
    await user.type(fields.description, " And ads.")
    await user.click(button())
    await screen.findByText(KEPT)
    await user.click(button())
    await screen.findByText("Form submitted successfully!")
    await fill()
    await user.click(button())
    await screen.findByText("Form submitted successfully!")

    const ids = calls().map((call) => call.body.submissionId)
    expect(ids).toHaveLength(5)
    expect(ids[1]).toBe(ids[0]) // retry, same content
    expect(ids[2]).not.toBe(ids[1]) // edited content is another enquiry
    expect(ids[3]).toBe(ids[2]) // retry of the edited content
    expect(ids[4]).not.toBe(ids[3]) // a new form after success
    for (const id of ids) expect(id).toMatch(UUID)
  })

  it("sends a filled honeypot so the server can drop the enquiry", async () => {
    const { user, button, fill } = setup()
    fetchMock.mockResolvedValueOnce(stored())
    await fill()
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]') as HTMLInputElement
    await user.type(honeypot, "https://spam.example")
    await user.click(button())
    expect(calls()[0].body.website).toBe("https://spam.example")
  })
})

describe("enquiry form: no answer (offline)", () => {
  const site = staticQueryData().siteInfo
  beforeEach(() => {
    jest.spyOn(navigator, "onLine", "get").mockReturnValue(false)
  })
  afterEach(() => jest.restoreAllMocks())

  it.each([
    ["the network fails", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the request times out", () => Promise.reject(new DOMException("The operation was aborted.", "AbortError"))],
  ])("keeps every field, says so and offers WhatsApp and e-mail with the message when %s", async (_label, answer) => {
    const { user, fields, button, fill, onSuccess } = setup()
    fetchMock.mockImplementationOnce(answer)
    await fill({ description: "We need SEO & ads.\nCall after 5." })
    await user.click(button())

    const status = await screen.findByRole("status")
    await within(status).findByText(OFFLINE)
    expect(screen.queryByRole("alert")).toBeNull()
    expect(fields.name.value).toBe("Priya Raman")
    expect(fields.email.value).toBe("priya@example.in")
    expect(fields.mobile.value).toBe("+91 98765 43210")
    expect(fields.services.value).toBe("SEO Optimization")
    expect(fields.description.value).toBe("We need SEO & ads.\nCall after 5.")
    expect(button()).toBeEnabled()
    expect(onSuccess).not.toHaveBeenCalled()

    const whatsapp = new URL(
      within(status)
        .getByRole("link", { name: /^WhatsApp \(opens in a new tab\)$/ })
        .getAttribute("href") as string,
    )
    expect(whatsapp.searchParams.get("phone")).toBe(site.whatsapp.number)
    expect(whatsapp.searchParams.get("text")).toBe("We need SEO & ads.\nCall after 5.")
    const mail = within(status)
      .getByRole("link", { name: /^E-mail$/ })
      .getAttribute("href") as string
    expect(mail.startsWith(`mailto:${site.email}?`)).toBe(true)
    const mailParams = new URL(mail).searchParams
    expect(mailParams.get("subject")).toBe("Enquiry from Priya Raman")
    expect(mailParams.get("body")).toBe("We need SEO & ads.\r\nCall after 5.\r\n\r\nPriya Raman\r\n+91 98765 43210")
  })

  it("sends the kept enquiry once when the browser is back online, with the same submissionId, then confirms and clears", async () => {
    const { user, fields, button, fill, onSuccess } = setup()
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(stored())
    await fill()
    await user.click(button())
    await screen.findByText(OFFLINE)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    await act(async () => window.dispatchEvent(new Event("online")))
    expect(await screen.findByRole("status")).toHaveTextContent("Form submitted successfully!")
    expect(screen.queryByText(OFFLINE)).toBeNull()
    const [first, second] = calls()
    expect(second.body).toEqual(first.body)
    expect(second.body.submissionId).toMatch(UUID)
    for (const field of Object.values(fields)) expect(field.value).toBe("")
    expect(onSuccess).toHaveBeenCalledTimes(1)

    // Sent once: a later return online sends nothing more.
    await act(async () => window.dispatchEvent(new Event("online")))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it("sends what the form holds when the visitor edited it while offline, as a new enquiry", async () => {
    const { user, fields, button, fill } = setup()
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(stored())
    await fill()
    await user.click(button())
    const status = await screen.findByRole("status")
    await within(status).findByText(OFFLINE)
    await user.type(fields.description, " And ads.")
    // The links follow the edit.
    const whatsapp = new URL(
      within(status)
        .getByRole("link", { name: /^WhatsApp \(opens in a new tab\)$/ })
        .getAttribute("href") as string,
    )
    expect(whatsapp.searchParams.get("text")).toBe("We need SEO for our store. And ads.")

    await act(async () => window.dispatchEvent(new Event("online")))
    await screen.findByText("Form submitted successfully!")
    const [first, second] = calls()
    expect(second.body.description).toBe("We need SEO for our store. And ads.")
    expect(second.body.submissionId).not.toBe(first.body.submissionId)
  })

  it("stops listening once the form is gone, and never listens unless an enquiry is kept", async () => {
    const { user, button, fill } = setup()
    await act(async () => window.dispatchEvent(new Event("online")))
    expect(fetchMock).not.toHaveBeenCalled()

    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))
    await fill()
    await user.click(button())
    await screen.findByText(OFFLINE)
    cleanup() // the popup closed, the page left
    await act(async () => window.dispatchEvent(new Event("online")))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe("enquiry form: no answer while online (our server out of reach)", () => {
  afterEach(() => jest.useRealTimers())

  it("says our server did not answer, keeps the enquiry and sends it again by itself a minute later, once", async () => {
    jest.useFakeTimers()
    const { user, fields, button, fill, onSuccess } = setup({ advanceTimers: jest.advanceTimersByTime })
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(stored())
    await fill()
    await user.click(button())
    await screen.findByText(/We could not reach our server just now\. Your enquiry is kept here and will be sent again in a minute\./)
    expect(screen.queryByText(OFFLINE)).toBeNull()
    expect(fields.name.value).toBe("Priya Raman")
    await act(async () => jest.advanceTimersByTime(59_000))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => jest.advanceTimersByTime(1_000))
    expect(await screen.findByRole("status")).toHaveTextContent("Form submitted successfully!")
    const [first, second] = calls()
    expect(second.body).toEqual(first.body)
    expect(onSuccess).toHaveBeenCalledTimes(1)
    await act(async () => jest.advanceTimersByTime(120_000))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})

describe("newSubmissionId", () => {
  it("makes version 4 UUIDs, also where crypto.randomUUID is missing (plain-http origins)", () => {
    const original = crypto.randomUUID
    try {
      Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true })
      const ids = new Set(Array.from({ length: 50 }, () => newSubmissionId()))
      expect(ids.size).toBe(50)
      for (const id of ids) expect(id).toMatch(UUID)
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true })
    }
  })
})
