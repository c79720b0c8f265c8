/** @jest-environment node */
/**
 * The CSV export opened where another separator is the list separator: a cell holding ";" or a tab
 * must stay one cell, or its second half becomes a cell of its own, and may be a formula.
 */
import { UNKNOWN_ATTRIBUTION } from "../../common/attribution"
import { csvCell, enquiriesCsv } from "../../server/enquiries/csv"
import type { StoredEnquiry } from "../../server/enquiries/store"

/**
 * The cells of a CSV text as a spreadsheet reads it with `separator` between cells: a quote is
 * special only at the start of a cell, where it opens a quoted cell ("" for a quote inside).
 */
function cellsSplitBy(text: string, separator: string): string[] {
  const cells: string[] = []
  let cell = ""
  let atStart = true
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]
    if (atStart && ch === '"') {
      for (i += 1; i < text.length; i += 1) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"'
          i += 1
        } else if (text[i] === '"') break
        else cell += text[i]
      }
      atStart = false
    } else if (ch === separator || ch === "\n" || (ch === "\r" && text[i + 1] === "\n")) {
      cells.push(cell)
      cell = ""
      atStart = true
      if (ch === "\r") i += 1
    } else {
      cell += ch
      atStart = false
    }
  }
  if (cell !== "") cells.push(cell)
  return cells
}

const enquiry = (overrides: Partial<StoredEnquiry>): StoredEnquiry => ({
  id: "4d1c3f7e-8a2b-4c6d-9e0f-1a2b3c4d5e6f",
  receivedAt: "2025-01-14T10:00:00.000Z",
  name: "Priya Raman",
  email: "priya@example.com",
  mobile: "9840012345",
  services: "SEO Optimization",
  description: "Plain message",
  submissionId: null,
  attribution: UNKNOWN_ATTRIBUTION,
  ...overrides,
})

const HOSTILE = [
  enquiry({ name: "Xy;=cmd|' /C calc'!A0" }),
  enquiry({ description: 'Hello\t=HYPERLINK("http://evil.example")' }),
  enquiry({ name: "Ravi;+1", description: "a;@SUM(1;2)" }),
  enquiry({ description: "=1;2" }),
  enquiry({ description: 'First line\r\n=cmd|" /C calc"!A0 and a; "-2+3"' }),
  enquiry({ attribution: { ...UNKNOWN_ATTRIBUTION, source: "=cmd|' /C calc'!A0", campaign: "diwali;@SUM(1;2)" } }),
]

describe("CSV cells with the separator of another locale", () => {
  test.each([",", ";", "\t"])("read with %j between cells, no cell starts a formula", (separator) => {
    const cells = cellsSplitBy(enquiriesCsv(HOSTILE).replace(/^\uFEFF/, ""), separator)
    expect(cells.length).toBeGreaterThan(HOSTILE.length)
    const formulas = cells.filter((cell) => /^[=+\-@]/.test(cell))
    expect(formulas).toEqual([])
  })

  test("a cell with ; or a tab is quoted; the formula escape stays", () => {
    // Quoted for the comma locales; the apostrophe for the others, where the quotes do not count.
    expect(csvCell("Xy;=cmd|' /C calc'!A0")).toBe(`"Xy;'=cmd|' /C calc'!A0"`)
    expect(csvCell('a;"=cmd"')).toBe(`"a;""'=cmd"""`)
    expect(csvCell("line one\r\n=cmd")).toBe(`"line one\r\n'=cmd"`)
    expect(csvCell("a\tb")).toBe('"a\tb"')
    expect(csvCell("=1;2")).toBe(`"'=1;2"`)
    expect(csvCell("+91 98400 12345")).toBe("'+91 98400 12345")
    expect(csvCell("no separators here")).toBe("no separators here")
    expect(csvCell("5, -10% and +91 after a comma")).toBe(`"5, -10% and +91 after a comma"`)
  })
})
