import { formatClockTime, formatOpeningHours } from "../../src/utils/opening-hours"

describe("formatOpeningHours", () => {
  it("puts a schema.org range into words", () => {
    expect(formatOpeningHours("Mo-Sa 09:30-18:30")).toBe("Monday to Saturday, 9:30 am – 6:30 pm")
    expect(formatOpeningHours("Mo-Fr 10:00-19:00")).toBe("Monday to Friday, 10 am – 7 pm")
    expect(formatOpeningHours("Su 12:00-14:15")).toBe("Sunday, 12 pm – 2:15 pm")
  })

  it("shows anything it does not understand as written", () => {
    expect(formatOpeningHours("Mo,We 09:00-17:00")).toBe("Mo,We 09:00-17:00")
    expect(formatOpeningHours("By appointment")).toBe("By appointment")
    expect(formatOpeningHours("Xx-Sa 09:00-17:00")).toBe("Xx-Sa 09:00-17:00")
  })

  it("formats clock times on a 12-hour clock", () => {
    expect(formatClockTime("00:00")).toBe("12 am")
    expect(formatClockTime("12:00")).toBe("12 pm")
    expect(formatClockTime("23:45")).toBe("11:45 pm")
  })
})
