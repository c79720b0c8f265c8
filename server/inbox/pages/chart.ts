/** Enquiries per week as a small bar chart, drawn on the server as SVG (no script), with its figures as text for screen readers. */
import { tokens } from "../../../common/tokens"
import { html } from "./layout"

const WIDTH = 480
const HEIGHT = 120
const GAP = 6

export function weeklyChart(weeks: readonly { weekStart: string; count: number }[]): string {
  const most = Math.max(0, ...weeks.map((week) => week.count))
  // The bars' scale: at least 1, so that weeks without enquiries draw as a flat line.
  const max = Math.max(1, most)
  const barWidth = (WIDTH - GAP * (weeks.length - 1)) / Math.max(1, weeks.length)
  const bars = weeks
    .map((week, i) => {
      const height = Math.round(((HEIGHT - 18) * week.count) / max)
      const x = Math.round(i * (barWidth + GAP))
      const y = HEIGHT - 16 - height
      return `<rect x="${x}" y="${y}" width="${Math.round(barWidth)}" height="${Math.max(height, 1)}" rx="3" fill="${week.count ? tokens.color.accent : tokens.color.line}"><title>Week of ${html(week.weekStart)}: ${week.count}</title></rect>`
    })
    .join("")
  const first = weeks[0]?.weekStart ?? ""
  const last = weeks[weeks.length - 1]?.weekStart ?? ""
  const summary = weeks.map((week) => `${week.weekStart}: ${week.count}`).join(", ")
  return `<figure class="chart">
<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" role="img" aria-labelledby="chart-title">
<title id="chart-title">Enquiries per week, last ${weeks.length} weeks: ${html(summary)}</title>
${bars}
<text x="0" y="${HEIGHT - 2}" font-size="11" fill="${tokens.color.muted}">${html(first)}</text>
<text x="${WIDTH}" y="${HEIGHT - 2}" font-size="11" text-anchor="end" fill="${tokens.color.muted}">${html(last)}</text>
</svg>
<figcaption class="muted">Enquiries per week, last ${weeks.length} weeks (${most ? `most: ${most}` : "none"})</figcaption>
</figure>`
}
