/**
 * Where a visit began, as the browser keeps it: the head's inline script on each page load, then
 * the site's scripts adding it to an enquiry form sent as HTML, or posted as JSON by the hydrated
 * form, with the page it was sent from.
 */
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { EnquiryForm } from "../../src/components/forms/enquiry-form"
import { FIRST_TOUCH_KEY, FIRST_TOUCH_SCRIPT, firstTouchFields, installFirstTouch } from "../../src/components/forms/first-touch"

/** Loads a page: its address and referrer, then the head's inline script, as the browser would. */
function loadPage(address: string, referrer = "") {
  window.history.replaceState(null, "", address)
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true })
  new Function(FIRST_TOUCH_SCRIPT)()
}

const stored = () => JSON.parse(sessionStorage.getItem(FIRST_TOUCH_KEY) ?? "null") as unknown
const here = { origin: "http://localhost", host: "localhost" }

beforeAll(() => installFirstTouch())
beforeEach(() => sessionStorage.clear())

test("the first page of a visit is kept without a click id's value, and later pages leave it alone", () => {
  loadPage(
    "/service/seo-services/?utm_source=google&utm_medium=cpc&gclid=Cj0KCQ-id&utm_campaign=diwali",
    "https://www.google.com/search?q=seo",
  )
  expect(stored()).toEqual(["/service/seo-services/?utm_source=google&utm_medium=cpc&gclid=&utm_campaign=diwali", "www.google.com"])
  loadPage("/contact?fbclid=IwAR-id&utm_source=other", "http://localhost/service/seo-services/")
  expect(stored()).toEqual(["/service/seo-services/?utm_source=google&utm_medium=cpc&gclid=&utm_campaign=diwali", "www.google.com"])
  sessionStorage.clear()
  loadPage("/pricing?fbclid=IwAR-id")
  expect(stored()).toEqual(["/pricing?fbclid=", ""])
  expect(document.cookie).toBe("")
})

test("the fields sent: the landing path and its tags, a click id's presence, another site's host", () => {
  expect(
    firstTouchFields(JSON.stringify(["/service/seo-services/?utm_source=google&utm_campaign=diwali&gclid=&x=1", "www.google.com"]), here),
  ).toEqual({
    landingPage: "/service/seo-services/",
    utmSource: "google",
    utmCampaign: "diwali",
    paidClick: "gclid",
    referrer: "www.google.com",
  })
  expect(firstTouchFields(JSON.stringify(["/blog", "localhost"]), here)).toEqual({ landingPage: "/blog" })
  expect(firstTouchFields(JSON.stringify([`/?utm_term=${"x".repeat(5_000)}`, ""]), here).utmTerm).toHaveLength(200)
  for (const broken of [null, "{", "[1, 2]", '["https://evil.example/", ""]']) expect(firstTouchFields(broken, here)).toEqual({})
})

test("a form sent as HTML carries the first touch and the page it was sent from as hidden fields", () => {
  loadPage("/service/seo-services?utm_source=newsletter&utm_campaign=nov", "https://mail.example/inbox")
  loadPage("/contact")
  document.body.innerHTML = `<form><input name="formName" type="hidden" value="contact"><input name="name" value="Priya"></form><form id="other"></form>`
  const [form, other] = Array.from(document.forms)
  for (const each of [form, other]) each.addEventListener("submit", (event) => event.preventDefault())
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
