/** The sign-in form at /admin/ for someone without a session: name and password, filled by the browser's password manager. */
import { csrfField, html, page } from "./layout"

/** What a sign-in that was not let in is told. */
export const SIGN_IN_REFUSALS = {
  wrong: "Wrong name or password.",
  tooMany: "Too many failed sign-ins from here. Please try again later.",
  busy: "Many sign-ins are being checked right now. Please try again in a moment.",
} as const

export function signInPage({ csrfToken, error, name = "" }: { csrfToken: string; error?: string; name?: string }): string {
  const alert = error ? `<p class="alert" role="alert">${html(error)}</p>` : ""
  return page(
    { title: "Sign in", extraStyle: ".signin{max-width:26rem;margin:0 auto}" },
    `<div class="signin">
<h1>Sign in to the enquiries</h1>
${alert}
<form class="card stack" method="post" action="/admin/sign-in">
${csrfField(csrfToken)}
<div><label for="username">Name</label><input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="40" value="${html(name)}"></div>
<div><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"></div>
<div><button type="submit">Sign in</button></div>
</form>
<p class="muted">Accounts are made on the server: <code>npm run enquiries -- add-user &lt;name&gt;</code>.</p>
</div>`,
  )
}
