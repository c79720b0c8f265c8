/**
 * The first-touch script as the browser runs it from the page's head: the visit's first page and
 * its tags kept in sessionStorage, later pages leaving them alone, and an enquiry form sent (as
 * HTML, or as JSON by the hydrated form) carrying them with the page it was sent from.
 */
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { EnquiryForm } from "../../src/components/forms/enquiry-form"
import { FIRST_TOUCH_KEY, firstTouchScript } from "../../src/components/forms/first-touch"

const listeners: EventListener[] = []
const realAdd = window.addEventListener.bind(window)

/** Loads a page: its address and referrer, then the head script, as the browser would. */
function loadPage(address: string, referrer = "") {
  window.history.replaceState(null, "", address)
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true })
  // Every page load of a real browser starts with no listeners of an earlier page.
  for (const listener of listeners.splice(0)) window.removeEventListener("submit", listener, true)
  window.addEventListener = ((type: string, listener: EventListener, options?: boolean) => {
    if (type === "submit") listeners.push(listener)
    realAdd(type, listener, options)
  }) as typeof window.addEventListener
  try {
    new Function(firstTouchScript())()
  } finally {
    window.addEventListener = realAdd
  }
}

const firstTouch = () => JSON.parse(sessionStorage.getItem(FIRST_TOUCH_KEY) ?? "null") as Record<string, string> | null

beforeEach(() => sessionStorage.clear())
afterAll(() => {
  for (const listener of listeners.splice(0)) window.removeEventListener("submit", listener, true)
})

test("the first page of a visit is kept: path, tags, the other site's host, a click id's presence only", () => {
  loadPage("/service/seo-services/?utm_source=google&utm_medium=cpc&utm_campaign=diwali&gclid=Cj0KCQ-id", "https://www.google.com/")
  expect(firstTouch()).toEqual({
    landingPage: "/service/seo-services/",
    referrer: "www.google.com",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "diwali",
    paidClick: "gclid",
  })
  expect(document.cookie).toBe("")
  loadPage("/contact?utm_source=other", "http://localhost/service/seo-services/")
  expect(firstTouch()).toMatchObject({ landingPage: "/service/seo-services/", utmSource: "google" })
})

test("a visit that starts on our own page, or without a referrer, has no referring host", () => {
  loadPage("/pricing", "http://localhost/blog")
  expect(firstTouch()).toEqual({ landingPage: "/pricing", referrer: "" })
})

test("a long tag is cut before it is sent", () => {
  loadPage(`/?utm_campaign=${"x".repeat(5_000)}`)
  expect(firstTouch()?.utmCampaign).toHaveLength(200)
})

test("a form sent as HTML carries the first touch and the page it was sent from as hidden fields", () => {
  loadPage("/service/seo-services?utm_source=newsletter&utm_campaign=nov", "https://mail.example/")
  loadPage("/contact")
  document.body.innerHTML = `<form><input name="formName" type="hidden" value="contact"><input name="name" value="Priya"></form><form id="other"></form>`
  const [form, other] = Array.from(document.forms)
  form.addEventListener("submit", (event) => event.preventDefault())
  other.addEventListener("submit", (event) => event.preventDefault())
  form.requestSubmit()
  form.requestSubmit()
  other.requestSubmit()
  expect(Object.fromEntries(new FormData(form))).toEqual({
    formName: "contact",
    name: "Priya",
    landingPage: "/service/seo-services",
    referrer: "mail.example",
    utmSource: "newsletter",
    utmCampaign: "nov",
    sentFrom: "/contact",
  })
  expect(new FormData(other).entries().next().done).toBe(true)
})

test("the hydrated form posts the first touch with the enquiry as JSON", async () => {
  loadPage("/service/google-ads?utm_source=google&utm_medium=cpc&utm_campaign=clinics")
  loadPage("/pricing")
  const fetchMock = jest.fn(async () => ({ ok: true, status: 201, json: async () => ({ data: { id: "a" } }) }) as Response)
  global.fetch = fetchMock as unknown as typeof fetch
  const user = userEvent.setup()
  render(<EnquiryForm formName="popup" labelledBy="x" />)
  await user.type(screen.getByLabelText("Name"), "Priya Raman")
  await user.type(screen.getByLabelText("Email"), "priya@example.in")
  await user.type(screen.getByLabelText("Number"), "9876543210")
  await user.selectOptions(screen.getByLabelText("Service"), "Google Ads Marketing")
  await user.type(screen.getByLabelText("Message"), "Ads for our clinic")
  await user.click(screen.getByRole("button", { name: /Send enquiry/ }))
  await screen.findByText("Form submitted successfully!")
  const [[, init]] = fetchMock.mock.calls as unknown as [[string, RequestInit]]
  expect(JSON.parse(String(init.body))).toMatchObject({
    name: "Priya Raman",
    formName: "popup",
    sentFrom: "/pricing",
    landingPage: "/service/google-ads",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "clinics",
  })
})
