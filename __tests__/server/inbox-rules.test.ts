/**
 * @jest-environment node
 *
 * The inbox's rules both stores share: what a search looks for, Chennai's days and weeks as UTC
 * instants, and what a change changes.
 */
import { changedFields, expiryCutoffs } from "../../server/inbox/inbox-rules"
import { kolkataDate, kolkataDayStart, lastWeeks, receivedBounds } from "../../server/inbox/kolkata-calendar"
import { containsPattern, ftsQuery, searchTerms } from "../../server/inbox/search-terms"

describe("search terms", () => {
  test.each([
    ["  Priya   Raman ", ["Priya", "Raman"]],
    ["priya@example.com", ["priya@example.com"]],
    ["+91 98400 12345", ["9840012345"]],
    ["098400-12345", ["9840012345"]],
    ["(044) 2434 5678", ["04424345678".slice(-10)]],
    ["98400", ["98400"]],
    ["12", ["12"]],
    ["web web design", ["web", "design"]],
    ["", []],
    [undefined, []],
  ])("%j → %j", (query, terms) => {
    expect(searchTerms(query)).toEqual(terms)
  })

  test("at most eight words of at most 100 characters", () => {
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8)
    expect(searchTerms("x".repeat(300))).toEqual(["x".repeat(100)])
  })

  test("FTS5 strings are quoted, LIKE wildcards escaped", () => {
    expect(ftsQuery(["priya", 'say "hi"'])).toBe('"priya" AND "say ""hi"""')
    expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%")
  })
})

describe("Asia/Kolkata days and weeks", () => {
  test("a day begins at 18:30 UTC the day before", () => {
    expect(kolkataDayStart("2025-01-14").toISOString()).toBe("2025-01-13T18:30:00.000Z")
    expect(kolkataDate(new Date("2025-01-13T18:29:59.999Z"))).toBe("2025-01-13")
    expect(kolkataDate(new Date("2025-01-13T18:30:00.000Z"))).toBe("2025-01-14")
    expect(receivedBounds("2025-01-14", "2025-01-14")).toEqual({
      since: new Date("2025-01-13T18:30:00.000Z"),
      until: new Date("2025-01-14T18:30:00.000Z"),
    })
    expect(receivedBounds()).toEqual({ since: undefined, until: undefined })
  })

  test.each(["2025-02-30", "2025-1-5", "14/01/2025", "2025-01-14T00:00", ""])("%j is not a date", (date) => {
    expect(() => kolkataDayStart(date)).toThrow(RangeError)
  })

  test("weeks run Monday to Sunday in Chennai, the current one last", () => {
    // Sunday 23:59 in Chennai: still the week of Monday the 6th.
    expect(lastWeeks(2, new Date("2025-01-12T18:29:00.000Z"))).toEqual({
      starts: ["2024-12-30", "2025-01-06"],
      since: new Date("2024-12-29T18:30:00.000Z"),
      until: new Date("2025-01-12T18:30:00.000Z"),
    })
    // A minute later it is Monday the 13th.
    expect(lastWeeks(1, new Date("2025-01-12T18:31:00.000Z")).starts).toEqual(["2025-01-13"])
    expect(lastWeeks(12, new Date("2025-03-05T12:00:00.000Z")).starts).toHaveLength(12)
    expect(() => lastWeeks(0, new Date())).toThrow(RangeError)
  })
})

describe("changes and sessions", () => {
  test("only fields that differ are changes", () => {
    expect(changedFields({ status: "new", note: "" }, { status: "new", note: "Called" })).toEqual([
      { what: "note", from: "", to: "Called" },
    ])
    expect(changedFields({ status: "new", note: "x" }, { status: "won" })).toEqual([{ what: "status", from: "new", to: "won" }])
    expect(changedFields({ status: "new", note: "x" }, {})).toEqual([])
    expect(() => changedFields({ status: "new", note: "" }, { status: "done" as never })).toThrow(RangeError)
  })

  test("expiry cutoffs", () => {
    const now = new Date("2025-01-01T12:00:00.000Z")
    expect(expiryCutoffs({ idleMs: 60_000, absoluteMs: 3_600_000 }, now)).toEqual({
      idleBefore: new Date("2025-01-01T11:59:00.000Z"),
      createdBefore: new Date("2025-01-01T11:00:00.000Z"),
    })
    expect(() => expiryCutoffs({ idleMs: 0, absoluteMs: 1 }, now)).toThrow(RangeError)
  })
})
