/**
 * Deleting everything stored for an e-mail address (the data deletion page promises it): the
 * address first, then a confirmation that says how many enquiries will go, then the deletion.
 */
import { csrfField, html, page } from "./layout"

type DeleteView = { user: string; csrfToken: string; email?: string; count?: number; error?: string }

export function deletePage({ user, csrfToken, email = "", count, error }: DeleteView): string {
  const confirming = count !== undefined && count > 0
  const alert = error ? `<p class="alert" role="alert">${html(error)}</p>` : ""
  const body = confirming
    ? `<p class="alert" role="alert">This deletes <strong>${count} ${count === 1 ? "enquiry" : "enquiries"}</strong> from <strong>${html(email)}</strong>, with their notes, history and notifications. It cannot be undone.</p>
<form class="card stack" method="post" action="/admin/delete">
${csrfField(csrfToken)}<input type="hidden" name="email" value="${html(email)}"><input type="hidden" name="confirm" value="yes">
<div style="display:flex;flex-wrap:wrap;gap:.5rem"><button class="danger" type="submit">Delete ${count === 1 ? "it" : `all ${count}`}</button><a class="button ghost" href="/admin/">Cancel</a></div>
</form>`
    : `<form class="card stack" method="post" action="/admin/delete">
${csrfField(csrfToken)}
<div><label for="email">E-mail address</label><input id="email" name="email" type="email" autocomplete="off" required maxlength="254" value="${html(email)}"></div>
<div><button type="submit">Find enquiries</button></div>
</form>`
  return page(
    { title: "Delete by e-mail", user, csrfToken, extraStyle: "main.wrap>*{max-width:40rem}" },
    `<p><a href="/admin/">← All enquiries</a></p>
<h1>Delete by e-mail address</h1>
<p class="muted">For a person who asks for their data to be deleted: every enquiry they sent from this address goes, with everything stored about it. The record of the deletion keeps who did it and how many, not the address.</p>
${alert}${body}`,
  )
}
