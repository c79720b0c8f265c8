/** @jest-environment node */
import {
  formatLongDate,
  formatRupees,
  mailtoHref,
  mailtoMessageHref,
  slugifyTitle,
  telHref,
  titleCaseSlug,
  whatsappHref,
} from "../../common/text"

describe("text helpers", () => {
  it("slugifies blog titles as the spec says: lowercase, whitespace runs to one hyphen", () => {
    expect(slugifyTitle("Transform Your Website with Smart Technology")).toBe("transform-your-website-with-smart-technology")
    expect(slugifyTitle("Why AI   Matters\tin Website Development")).toBe("why-ai-matters-in-website-development")
  })

  it("gives every title an address of a-z, 0-9 and single hyphens: no query, folder or fragment", () => {
    expect(slugifyTitle("What is new? A/B tests #1")).toBe("what-is-new-ab-tests-1")
    expect(slugifyTitle("SEO: 10 tips, 100% free!")).toBe("seo-10-tips-100-free")
    expect(slugifyTitle("Café & Crème — brûlée")).toBe("cafe-creme-brulee")
    expect(slugifyTitle("  -- Web -- Design --  ")).toBe("web-design")
    expect(slugifyTitle("வலை வடிவமைப்பு")).toBe("")
  })

  it("title-cases unknown service slugs for the fallback heading", () => {
    expect(titleCaseSlug("quantum-widget-branding")).toBe("Quantum Widget Branding")
    expect(titleCaseSlug("seo")).toBe("Seo")
    expect(titleCaseSlug("")).toBe("")
  })

  it("formats ISO dates the spec's way, with correct ordinals", () => {
    expect(formatLongDate("2025-01-23")).toBe("23rd January 2025")
    expect(formatLongDate("2025-01-17")).toBe("17th January 2025")
    expect(formatLongDate("2025-03-01")).toBe("1st March 2025")
    expect(formatLongDate("2025-12-22")).toBe("22nd December 2025")
    expect(formatLongDate("2025-06-11")).toBe("11th June 2025")
    expect(formatLongDate("2025-06-12")).toBe("12th June 2025")
    expect(() => formatLongDate("23/01/2025")).toThrow("Not an ISO date")
  })

  it("formats rupees with Indian digit grouping", () => {
    expect(formatRupees(2000)).toBe("₹2,000")
    expect(formatRupees(150000)).toBe("₹1,50,000")
    expect(formatRupees(250)).toBe("₹250")
    expect(formatRupees(0)).toBe("₹0")
    expect(formatRupees(12345678)).toBe("₹1,23,45,678")
    expect(formatRupees(999.6)).toBe("₹1,000")
    // The same as the platform's Indian grouping, for every order of magnitude.
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 })
    for (let amount = 1; amount < 1e12; amount = amount * 10 + 7) expect(formatRupees(amount)).toBe(`₹${intl.format(amount)}`)
  })

  it("builds tel: and WhatsApp links", () => {
    expect(telHref("+91 90031 45780")).toBe("tel:+919003145780")
    const url = new URL(whatsappHref("919003145780", "Hello, can I help you?"))
    expect(url.searchParams.get("phone")).toBe("919003145780")
    expect(url.searchParams.get("text")).toBe("Hello, can I help you?")
  })

  it("builds mailto: links whose subject and body cannot add headers, with CRLF line breaks", () => {
    expect(mailtoHref("hello@saffronreach.in")).toBe("mailto:hello@saffronreach.in")
    const href = mailtoMessageHref("hello@saffronreach.in", {
      subject: "Enquiry: SEO & Ads",
      body: "50% off?\nPlease call #2&bcc=x@evil.example\r\nThanks",
    })
    expect(href).toBe(
      "mailto:hello@saffronreach.in?subject=Enquiry%3A%20SEO%20%26%20Ads&body=50%25%20off%3F%0D%0APlease%20call%20%232%26bcc%3Dx%40evil.example%0D%0AThanks",
    )
    const url = new URL(href)
    expect([...url.searchParams.keys()]).toEqual(["subject", "body"])
    expect(url.searchParams.get("subject")).toBe("Enquiry: SEO & Ads")
    expect(url.searchParams.get("body")).toBe("50% off?\r\nPlease call #2&bcc=x@evil.example\r\nThanks")
  })
})
