/** The inbox's weekly chart: bars scaled to the busiest week, and a caption that states its figure. */
import { weeklyChart } from "../../server/inbox/pages/chart"

const weeks = (...counts: number[]) => counts.map((count, i) => ({ weekStart: `2026-11-${String(2 + 7 * i).padStart(2, "0")}`, count }))

const caption = (chart: string) => /<figcaption[^>]*>([^<]*)<\/figcaption>/.exec(chart)?.[1]
const heights = (chart: string) => [...chart.matchAll(/<rect [^>]*height="(\d+)"/g)].map((match) => Number(match[1]))

test("the caption names the busiest week's count, and that week's bar is the tallest", () => {
  const chart = weeklyChart(weeks(2, 5, 0, 1))
  expect(caption(chart)).toBe("Enquiries per week, last 4 weeks (most: 5)")
  expect(heights(chart)).toEqual([41, 102, 1, 20])
})

test("weeks without an enquiry say so, not a figure no week has, and draw flat", () => {
  const chart = weeklyChart(weeks(0, 0, 0))
  expect(caption(chart)).toBe("Enquiries per week, last 3 weeks (none)")
  expect(heights(chart)).toEqual([1, 1, 1])
})
