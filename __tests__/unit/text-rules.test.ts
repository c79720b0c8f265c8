/**
 * One rule for each kind of character, and one e-mail rule, for every field that takes text: the
 * enquiry, its attribution, the inbox's search and the site's own address in content/site.json.
 */
import fc from "fast-check"
import { attributionOf } from "../../common/attribution"
import { validateEnquiry } from "../../common/enquiry"
import { hasControlCharacters, isEmailAddress, plainLine, withoutInvisible } from "../../common/text-rules"
import { siteSchema } from "../../src/content-schema"
import site from "../../content/site.json"
import { filterOf } from "../../server/inbox/list-filter"

const enquiry = (fields: Record<string, string>) => ({
  name: "Priya Raman",
  email: "priya@example.com",
  mobile: "9840012345",
  services: "Web Development",
  description: "A new site",
  ...fields,
})

describe("characters", () => {
  it("control characters: C0, DEL and C1; a message may keep tab and line breaks", () => {
    for (const text of ["a\u0000b", "a\u001bb", "a\u007fb", "a\u0085b"]) expect([text, hasControlCharacters(text)]).toEqual([text, true])
    expect(hasControlCharacters("line\r\none\ttwo")).toBe(true)
    expect(hasControlCharacters("line\r\none\ttwo", { layout: true })).toBe(false)
    expect(hasControlCharacters("Priya Raman")).toBe(false)
  })

  it("invisible formatting goes, line separators become the field's break, joiners stay", () => {
    expect(withoutInvisible("\u202eelgoog", " ")).toBe("elgoog")
    expect(withoutInvisible("goo\u200bgle\ufeff\u2066x\u2069\u00ad", " ")).toBe("googlex")
    expect(withoutInvisible("one\u2028two\u2029three", "\n")).toBe("one\ntwo\nthree")
    expect(withoutInvisible("ഓണം\u200d and கா\u200cர் 👩\u200d💻", " ")).toBe("ഓണം\u200d and கா\u200cர் 👩\u200d💻")
    expect(plainLine("a\u0000b\u202ec\u2028d", " ")).toBe("a b c d")
  })

  it("the same rule in the enquiry, its attribution and the inbox's search", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 30 }), (text) => {
        const cleaned = plainLine(text, "")
        expect(plainLine(cleaned, "") === cleaned).toBe(true)
        expect(attributionOf({ utmCampaign: `x${text}` }).campaign).not.toMatch(
          /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069\u200b\ufeff]/u,
        )
        expect(filterOf({ q: `x${text}` }).filter.query ?? "").not.toMatch(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069\u200b\ufeff]/u)
      }),
    )
    const sent = validateEnquiry(enquiry({ name: "\u202eRaman Priya", description: "one\u2028two" }))
    expect(sent.ok && [sent.enquiry.name, sent.enquiry.description]).toEqual(["Raman Priya", "one\ntwo"])
    const refused = validateEnquiry(enquiry({ name: "Priya\u0007" }))
    expect(refused.ok ? null : refused.fields.name).toBe("Enter your name without special control characters")
  })
})

describe("one e-mail rule", () => {
  const addresses = [
    "priya@example.com",
    "o'brien.k+leads@example.co.in",
    "முருகன்@example.in",
    "a..b@example.com",
    ".a@example.com",
    "a@localhost",
    "a b@example.com",
    "a?bcc=x@example.com",
    "a%b@example.com",
    "a,b@example.com",
    "@example.com",
    "priya@",
    `${"a".repeat(250)}@example.com`,
  ]

  it("the enquiry and the site's own address agree with isEmailAddress", () => {
    for (const email of addresses) {
      const form = validateEnquiry(enquiry({ email }))
      const content = siteSchema.safeParse({ ...site, email })
      expect([email, form.ok, content.success]).toEqual([email, isEmailAddress(email), isEmailAddress(email)])
    }
    expect(addresses.filter(isEmailAddress)).toEqual(["priya@example.com", "o'brien.k+leads@example.co.in", "முருகன்@example.in"])
  })
})
