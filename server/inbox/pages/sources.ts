/**
 * Where leads come from: over a period (the last 365 days unless chosen), how many leads each
 * source, each source / medium / campaign and each landing page brought, and how many of them were
 * won. Each source and campaign links to its enquiries in the list. Three columns a table, so a
 * phone shows them without scrolling sideways.
 */
import type { InboxFilter } from "../inbox-store"
import type { Period, SourcesReport, Tally } from "../inbox-store"
import { DAYS_TAKEN } from "../kolkata-calendar"
import { SOURCES_LIMIT } from "../sources"
import { html, page } from "./layout"
import { filterQuery } from "./list"

export type SourcesView = { user: string; csrfToken: string; period: Period; report: SourcesReport; problem?: string }

const STYLE = `
.period{display:grid;gap:.75rem;grid-template-columns:repeat(2,minmax(0,1fr));align-items:end;margin-bottom:1.5rem}
.period .actions{grid-column:1/-1}
.tables{display:grid;gap:1.25rem}
.tables table{table-layout:fixed}
.tables th.n,.tables td.n{width:4.5rem;text-align:right}
@media (min-width:768px){.period{grid-template-columns:repeat(3,minmax(0,1fr))}.period .actions{grid-column:auto}}
@media (min-width:1024px){.tables{grid-template-columns:repeat(2,minmax(0,1fr))}.tables .wide{grid-column:1/-1}}
`

const NONE = `<span class="muted">—</span>`
const shown = (value: string): string => (value ? html(value) : NONE)

/** A link to the list of these leads in the period. */
const listLink = (period: Period, filter: InboxFilter, text: string): string =>
  `<a href="${html(`/admin/${filterQuery({ ...filter, from: period.from, to: period.to })}`)}">${text}</a>`

function table(id: string, title: string, head: string, rows: (Tally & { label: string })[], wide = false): string {
  const body = rows.map((row) => `<tr><td>${row.label}</td><td class="n">${row.leads}</td><td class="n">${row.won}</td></tr>`).join("")
  return `<section class="card${wide ? " wide" : ""}" aria-labelledby="${id}">
<h2 id="${id}">${title}</h2>
${
  rows.length
    ? `<table><thead><tr><th scope="col">${head}</th><th scope="col" class="n">Leads</th><th scope="col" class="n">Won</th></tr></thead><tbody>${body}</tbody></table>`
    : `<p class="muted">No lead in this period.</p>`
}
${rows.length === SOURCES_LIMIT ? `<p class="muted">The ${SOURCES_LIMIT} with the most leads.</p>` : ""}
</section>`
}

export function sourcesPage(view: SourcesView): string {
  const { period, report } = view
  const bySource = report.bySource.map((row) => ({ ...row, label: listLink(period, { source: row.source }, html(row.source)) }))
  const byCampaign = report.byCampaign.map((row) => {
    const filter: InboxFilter = row.campaign ? { source: row.source, campaign: row.campaign } : { source: row.source }
    const label = [html(row.source), shown(row.medium), shown(row.campaign)].join(` <span class="muted">/</span> `)
    return { ...row, label: listLink(period, filter, label) }
  })
  const byLanding = report.byLanding.map((row) => ({ ...row, label: shown(row.landingPage) }))
  const problem = view.problem ? `<p class="alert" role="alert">${html(view.problem)}</p>` : ""
  const main = `<p><a href="/admin/">← All enquiries</a></p>
<h1>Where leads come from</h1>
${problem}
<form class="card period" method="get" action="/admin/sources">
<div><label for="from">From</label><input id="from" name="from" type="date" min="${DAYS_TAKEN.first}" max="${DAYS_TAKEN.last}" value="${html(period.from)}"></div>
<div><label for="to">To</label><input id="to" name="to" type="date" min="${DAYS_TAKEN.first}" max="${DAYS_TAKEN.last}" value="${html(period.to)}"></div>
<div class="actions"><button type="submit">Show</button></div>
</form>
<p><strong>${report.total.leads}</strong> ${report.total.leads === 1 ? "lead" : "leads"} from ${html(period.from)} to ${html(period.to)}, <strong>${report.total.won}</strong> won. The source is the address's utm_source tag, else the site the visitor came from, else “direct”; “unknown” for enquiries that said nothing of it.</p>
<div class="tables">
${table("by-source", "By source", "Source", bySource)}
${table("by-landing", "By landing page", "Landing page", byLanding)}
${table("by-campaign", "By source, medium and campaign", "Source / medium / campaign", byCampaign, true)}
</div>`
  return page({ title: "Where leads come from", user: view.user, csrfToken: view.csrfToken, extraStyle: STYLE }, main)
}
