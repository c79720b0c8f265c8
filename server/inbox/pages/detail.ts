/**
 * One enquiry: the whole message, ways to answer (call, e-mail, WhatsApp), its status and note with
 * the form to change them, every change so far with who and when, and its notifications with a
 * "retry now" for those not sent.
 */
import { mailtoHref, telHref } from "../../../common/text"
import type { HistoryEntry, InboxEnquiry, Notification, Status } from "../inbox-store"
import { STATUSES } from "../inbox-store"
import { csrfField, html, page, when } from "./layout"
import { statusLabel } from "./list"

export type DetailView = {
  user: string
  csrfToken: string
  enquiry: InboxEnquiry
  notifications: Notification[]
  history: HistoryEntry[]
  notice?: string
  /** The change that could not be saved because someone else changed the enquiry first. */
  conflict?: { status: Status; note: string; by?: string }
}

const STYLE = `
.detail{display:grid;gap:1.25rem}
.message{white-space:pre-wrap;margin:0}
.reach{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
.history{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}
@media (min-width:1024px){.detail{grid-template-columns:minmax(0,3fr) minmax(0,2fr);align-items:start}}
`

/** WhatsApp's address for an Indian mobile number as a visitor may have typed it. */
function whatsappHref(mobile: string): string {
  const digits = mobile.replace(/\D/g, "")
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`
}

const historyLine = (entry: HistoryEntry): string => {
  const what =
    entry.what === "status"
      ? `status ${html(statusLabel(entry.from as Status))} → <strong>${html(statusLabel(entry.to as Status))}</strong>`
      : entry.to
        ? `note: “${html(entry.to)}”`
        : "note removed"
  return `<li><span class="muted">${html(when(entry.at))}</span> · ${html(entry.by)}: ${what}</li>`
}

function notificationRow(n: Notification, enquiryId: string, csrfToken: string): string {
  const state =
    n.status === "sent"
      ? `sent ${n.sentAt ? html(when(n.sentAt)) : ""}`
      : n.status === "failed"
        ? "failed"
        : `pending, next try ${html(when(n.nextAttemptAt))}`
  const retry =
    n.status === "sent"
      ? ""
      : `<form method="post" action="/admin/enquiry/${encodeURIComponent(enquiryId)}/retry/${n.id}">${csrfField(csrfToken)}<button class="ghost" type="submit">Retry now</button></form>`
  return `<tr><td>${n.channel === "email" ? "E-mail" : "Webhook"}</td><td>${state}${n.lastError ? `<br><span class="muted">${html(n.lastError)}</span>` : ""}</td><td>${n.attempts}</td><td>${retry}</td></tr>`
}

/** Where the lead came from: what is known of it, every value escaped. */
function originSection({ attribution: a }: InboxEnquiry): string {
  const rows: [string, string | false][] = [
    ["Source", a.source],
    ["Medium", a.medium],
    ["Campaign", a.campaign],
    ["Term", a.term],
    ["Content", a.content],
    ["Landing page", a.landingPage],
    ["Sent from", [a.sentFrom, a.form && `(${a.form} form)`].filter(Boolean).join(" ")],
    ["Referrer", a.referrer],
    ["Ad click", a.paidClick && `yes (${a.paidClick})`],
    ["Delivered", a.arrived === "edge" && "kept by the CDN while our server was down, stored once it was back"],
  ]
  const known = rows.filter((row): row is [string, string] => Boolean(row[1]))
  return `<section class="card" aria-labelledby="origin-title">
<h2 id="origin-title">Where it came from</h2>
<dl>${known.map(([label, value]) => `<dt>${label}</dt><dd>${html(value)}</dd>`).join("")}</dl>
</section>`
}

export function detailPage(view: DetailView): string {
  const { enquiry: e, csrfToken } = view
  const wanted = view.conflict ?? { status: e.status, note: e.note }
  const conflict = view.conflict
    ? `<p class="alert" role="alert">Someone changed this enquiry while you were editing it, so your change was not saved. Its status and note are now as shown on the left; your change is in the form below. Save again to apply it.</p>`
    : ""
  const notice = view.notice ? `<p class="notice" role="status">${html(view.notice)}</p>` : ""
  const main = `<p><a href="/admin/">← All enquiries</a></p>
<h1>${html(e.name)}</h1>
${notice}${conflict}
<div class="detail">
<section class="card" aria-labelledby="message-title">
<h2 id="message-title">Message</h2>
<dl>
<dt>Arrived</dt><dd>${html(when(e.receivedAt))}</dd>
<dt>Service</dt><dd>${html(e.services)}</dd>
<dt>E-mail</dt><dd><a href="${html(mailtoHref(e.email))}">${html(e.email)}</a></dd>
<dt>Phone</dt><dd><a href="${html(telHref(e.mobile))}">${html(e.mobile)}</a></dd>
<dt>Status</dt><dd><span class="badge ${e.status}">${statusLabel(e.status)}</span></dd>
${e.note ? `<dt>Note</dt><dd>${html(e.note)}</dd>` : ""}
</dl>
<p class="message" style="margin-top:1rem">${html(e.description)}</p>
<div class="reach"><a class="button" href="${html(telHref(e.mobile))}">Call</a><a class="button ghost" href="${html(mailtoHref(e.email))}">E-mail</a><a class="button ghost" href="${html(whatsappHref(e.mobile))}" rel="noopener">WhatsApp</a></div>
</section>
<div class="stack">
<section class="card" aria-labelledby="status-title">
<h2 id="status-title">Status and note</h2>
<form class="stack" method="post" action="/admin/enquiry/${encodeURIComponent(e.id)}">
${csrfField(csrfToken)}<input type="hidden" name="version" value="${e.version}">
<div><label for="status">Status</label><select id="status" name="status">${STATUSES.map((s) => `<option value="${s}"${s === wanted.status ? " selected" : ""}>${statusLabel(s)}</option>`).join("")}</select></div>
<div><label for="note">Note</label><textarea id="note" name="note" maxlength="2000">${html(wanted.note)}</textarea></div>
<div><button type="submit">Save</button></div>
</form>
</section>
${originSection(e)}
<section class="card" aria-labelledby="history-title">
<h2 id="history-title">History</h2>
${view.history.length ? `<ol class="history">${view.history.map(historyLine).join("")}</ol>` : `<p class="muted">No change yet.</p>`}
</section>
<section class="card" aria-labelledby="notifications-title">
<h2 id="notifications-title">Notifications</h2>
${view.notifications.length ? `<table><thead><tr><th>Channel</th><th>State</th><th>Tries</th><th><span class="visually-hidden">Action</span></th></tr></thead><tbody>${view.notifications.map((n) => notificationRow(n, e.id, csrfToken)).join("")}</tbody></table>` : `<p class="muted">No notification channel was set up when it arrived.</p>`}
</section>
</div>
</div>`
  return page({ title: e.name, user: view.user, csrfToken, extraStyle: STYLE }, main)
}
