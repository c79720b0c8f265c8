/**
 * The inbox: counts per status and enquiries per week on top, the filter form, then the enquiries
 * matching it, newest first, a page at a time. The filter lives in the address, so a filtered view
 * can be bookmarked, reloaded and exported as it is.
 */
import { SERVICE_OPTIONS } from "../../../common/enquiry"
import type { InboxEnquiry, InboxFigures, InboxFilter, Status } from "../inbox-store"
import { STATUSES } from "../inbox-store"
import { DAYS_TAKEN } from "../kolkata-calendar"
import { weeklyChart } from "./chart"
import { html, page, when } from "./layout"

export const PAGE_SIZE = 25

export type ListView = {
  user: string
  csrfToken: string
  filter: InboxFilter
  enquiries: InboxEnquiry[]
  total: number
  pageNumber: number
  figures: InboxFigures
  notice?: string
  /** Why part of the filter was not applied (a date that is not a day) */
  problem?: string
}

/** The filter as a query string ("?status=new&q=priya"), without empty fields; page 1 is left out. */
export function filterQuery(filter: InboxFilter, pageNumber = 1): string {
  const params = new URLSearchParams()
  if (filter.query) params.set("q", filter.query)
  if (filter.status) params.set("status", filter.status)
  if (filter.service) params.set("service", filter.service)
  if (filter.source) params.set("source", filter.source)
  if (filter.campaign) params.set("campaign", filter.campaign)
  if (filter.from) params.set("from", filter.from)
  if (filter.to) params.set("to", filter.to)
  if (pageNumber > 1) params.set("page", String(pageNumber))
  const text = params.toString()
  return text ? `?${text}` : ""
}

export const statusLabel = (status: Status): string => status.charAt(0).toUpperCase() + status.slice(1)

const options = (values: readonly string[], selected: string | undefined, label: (value: string) => string = (v) => v) =>
  values.map((value) => `<option value="${html(value)}"${value === selected ? " selected" : ""}>${html(label(value))}</option>`).join("")

const STYLE = `
.top{display:grid;gap:1.25rem;margin-bottom:1.5rem}
.counts{display:flex;flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none}
.counts a{display:block;padding:.5rem .9rem;border:1px solid transparent;border-radius:999px;text-decoration:none;font-weight:650}
.counts a[aria-current="true"]{border-color:currentColor}
.chart{margin:0}
.filters{display:grid;gap:.75rem;grid-template-columns:repeat(2,minmax(0,1fr));align-items:end}
.filters .wide{grid-column:1/-1}
.filters .actions{display:flex;flex-wrap:wrap;gap:.5rem;grid-column:1/-1}
.filters .actions .end{margin-left:auto;display:flex;flex-wrap:wrap;gap:.5rem}
.results{margin:0;padding:0;list-style:none;display:grid;gap:.6rem}
.results a{display:grid;gap:.2rem;color:inherit;text-decoration:none}
.results a:hover strong{text-decoration:underline}
.row-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.25rem .75rem}
.snippet{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.pager{display:flex;justify-content:space-between;gap:1rem;margin-top:1rem}
@media (min-width:768px){.top{grid-template-columns:1fr minmax(0,480px)}.filters{grid-template-columns:repeat(3,minmax(0,1fr))}}
`

export function listPage(view: ListView): string {
  const { filter, figures } = view
  const countLinks = STATUSES.map((status) => {
    const current = filter.status === status
    return `<li><a class="badge ${status}" href="/admin/${filterQuery({ ...filter, status: current ? undefined : status })}" aria-current="${current}">${statusLabel(status)} ${figures.byStatus[status]}</a></li>`
  }).join("")
  const rows = view.enquiries
    .map(
      (e) => `<li class="card"><a href="/admin/enquiry/${encodeURIComponent(e.id)}">
<span class="row-head"><strong>${html(e.name)}</strong><span class="badge ${e.status}">${statusLabel(e.status)}</span></span>
<span class="muted">${html(when(e.receivedAt))} · ${html(e.services)} · ${html(e.email)} · ${html(e.mobile)} · from ${html(e.attribution.source)}</span>
<span class="snippet muted">${html(e.description)}</span></a></li>`,
    )
    .join("")
  const lastPage = Math.max(1, Math.ceil(view.total / PAGE_SIZE))
  const pager =
    lastPage > 1
      ? `<nav class="pager" aria-label="Pages">${view.pageNumber > 1 ? `<a href="/admin/${filterQuery(filter, view.pageNumber - 1)}">← Newer</a>` : "<span></span>"}<span>Page ${view.pageNumber} of ${lastPage}</span>${view.pageNumber < lastPage ? `<a href="/admin/${filterQuery(filter, view.pageNumber + 1)}">Older →</a>` : "<span></span>"}</nav>`
      : ""
  const notice =
    (view.notice ? `<p class="notice" role="status">${html(view.notice)}</p>` : "") +
    (view.problem ? `<p class="alert" role="alert">${html(view.problem)}</p>` : "")
  const main = `<h1>Enquiries</h1>
${notice}
<section class="top" aria-label="Summary">
<div><h2>By status</h2><ul class="counts">${countLinks}</ul></div>
${weeklyChart(figures.perWeek)}
</section>
<form class="card filters" method="get" action="/admin/" role="search">
<div class="wide"><label for="q">Search name, e-mail, phone or message</label><input id="q" name="q" type="search" value="${html(filter.query ?? "")}"></div>
<div><label for="status">Status</label><select id="status" name="status"><option value="">Any</option>${options(STATUSES, filter.status, (s) => statusLabel(s as Status))}</select></div>
<div><label for="service">Service</label><select id="service" name="service"><option value="">Any</option>${options(SERVICE_OPTIONS, filter.service)}</select></div>
<div><label for="source">Source</label><input id="source" name="source" value="${html(filter.source ?? "")}" placeholder="google, direct…"></div>
<div><label for="campaign">Campaign</label><input id="campaign" name="campaign" value="${html(filter.campaign ?? "")}"></div>
<div><label for="from">From</label><input id="from" name="from" type="date" min="${DAYS_TAKEN.first}" max="${DAYS_TAKEN.last}" value="${html(filter.from ?? "")}"></div>
<div><label for="to">To</label><input id="to" name="to" type="date" min="${DAYS_TAKEN.first}" max="${DAYS_TAKEN.last}" value="${html(filter.to ?? "")}"></div>
<div class="actions"><button type="submit">Show</button><a class="button ghost" href="/admin/">Clear</a><span class="end"><a class="button ghost" href="/admin/export.csv${filterQuery(filter)}">Export these as CSV</a><a class="button ghost" href="/admin/sources">Where leads come from</a><a class="button ghost" href="/admin/delete">Delete by e-mail…</a></span></div>
</form>
<h2 style="margin-top:1.5rem">${view.total} ${view.total === 1 ? "enquiry" : "enquiries"}${filterQuery(filter) ? " matching" : ""}</h2>
${rows ? `<ol class="results">${rows}</ol>` : `<p class="muted">No enquiry matches.</p>`}
${pager}`
  return page({ title: "Enquiries", user: view.user, csrfToken: view.csrfToken, extraStyle: STYLE }, main)
}
