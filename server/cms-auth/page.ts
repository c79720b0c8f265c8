/**
 * What the editor's sign-in popup shows, and how it tells the editor (Decap CMS at /cms/) the
 * outcome. Every answer of the sign-in that is not the redirect to GitHub is this one small page: the
 * GitHub token on success, a message otherwise. Its only script is a file of its own
 * (CALLBACK_SCRIPT_PATH), so the page needs no inline script and no hash in its policy; the message
 * for the editor travels in that script element's `data-message` attribute, the one place the
 * token is written.
 */
import { tokens } from "../../common/tokens"
import { escapeHtml, htmlDocument } from "../../common/html-document"

/** Where the page's script is served (server/cms-auth/index.ts), on the site's own origin like the page. */
export const CALLBACK_SCRIPT_PATH = "/admin/cms/callback.js"

/** A sign-in's end: GitHub's token for the editor, or what went wrong, for the editor to show. */
export type Outcome = { token: string } | { error: string }

/**
 * The message Decap's GitHub backend waits for from the popup, after the popup's "authorizing:github"
 * and its echo: `authorization:github:success:{"token","provider"}` or `…:error:{"message"}`.
 */
export function decapMessage(outcome: Outcome): string {
  return "token" in outcome
    ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: "github" })}`
    : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`
}

/**
 * The page's script. It speaks to the window that opened the popup only if that window is on this
 * site's origin, and answers only that window's echo: a page of another site that opens the
 * sign-in (GitHub skips its consent screen for an app already allowed) never receives the token.
 * Decap closes the popup once it has the message.
 */
export const CALLBACK_SCRIPT = `// The editor's sign-in popup (server/cms-auth/page.ts): hands this page's outcome to the editor.
(() => {
  const message = document.currentScript && document.currentScript.getAttribute("data-message")
  const editor = window.opener
  const origin = window.location.origin
  if (!message || !editor) return
  window.addEventListener("message", (event) => {
    if (event.source !== editor || event.origin !== origin || event.data !== "authorizing:github") return
    editor.postMessage(message, origin)
  })
  editor.postMessage("authorizing:github", origin)
})()
`

/**
 * The policy of the sign-in's answers, stricter than the site's: the page holds a token, and needs
 * nothing but its one script from this origin and its inline style sheet.
 */
export const SIGN_IN_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ")

const STYLE = `
body{margin:0;font-family:${tokens.font.body};line-height:1.55;color:${tokens.color.text};background:${tokens.color.surface}}
main{max-width:32rem;margin:0 auto;padding:clamp(2rem,8vw,4rem) 1.25rem}
h1{margin:0 0 .6rem;font-size:1.5rem;line-height:1.2;color:${tokens.color.ink}}
p{margin:0 0 .8rem}
.error{color:${tokens.color.danger};font-weight:600}
`

/** The popup's page for an outcome: a heading and a sentence for the person, the message for the editor. */
export function outcomePage(outcome: Outcome): string {
  const success = "token" in outcome
  const heading = success ? "Signed in" : "Sign-in failed"
  const text = success
    ? "<p>You are signed in to the editor with GitHub. This window closes by itself; if it stays open, close it and return to the editor.</p>"
    : `<p class="error">${escapeHtml(outcome.error)}</p>\n<p>Close this window and try again from the editor.</p>`
  return htmlDocument({
    lang: "en",
    title: `${heading} | Editor`,
    style: STYLE,
    body: `<main>
<h1>${heading}</h1>
${text}
</main>
<script src="${CALLBACK_SCRIPT_PATH}" data-message="${escapeHtml(decapMessage(outcome))}"></script>`,
  })
}
