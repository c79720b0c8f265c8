/**
 * The pages a person sees when the enquiry form was posted without JavaScript and could not be
 * accepted: field errors (400), too many posts (429) and a post from another site (403). Each
 * re-shows what was typed where that helps, so nothing has to be typed twice. Plain HTML with an
 * inline style sheet: the CSP allows inline styles and no inline scripts, and none are needed.
 */
import site from "../content/site.json"
import { ATTRIBUTION_FIELDS, ENQUIRY_LIMITS, SERVICE_OPTIONS, type EnquiryFieldErrors } from "./enquiry"
import { tokens } from "./tokens"
import { mailtoHref, telHref } from "./text"
import { escapeHtml, htmlDocument } from "./html-document"

/** Where the form posts, on every page that shows it. */
export const FORM_ACTION = "/user/create/"

type VisibleField = "name" | "email" | "mobile" | "services" | "description"

/** The form's controls in the order the site's form shows them, with its labels and limits. */
const FIELDS: readonly { name: VisibleField; label: string; attributes: string }[] = [
  { name: "name", label: "Name", attributes: `type="text" autocomplete="name" maxlength="${ENQUIRY_LIMITS.nameMax}"` },
  {
    name: "email",
    label: "Email",
    attributes: `type="email" autocomplete="email" inputmode="email" maxlength="${ENQUIRY_LIMITS.emailMax}"`,
  },
  {
    name: "mobile",
    label: "Number",
    attributes: `type="tel" inputmode="numeric" pattern="\\+?[0-9 ]+" autocomplete="tel" maxlength="${ENQUIRY_LIMITS.mobileMax}"`,
  },
  { name: "services", label: "Service", attributes: "" },
  { name: "description", label: "Message", attributes: `rows="6" maxlength="${ENQUIRY_LIMITS.descriptionMax}"` },
]

const fieldId = (name: string): string => `enquiry-${name}`

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${tokens.font.body};font-size:1rem;line-height:1.55;color:${tokens.color.text};background:${tokens.color.surface}}
a{color:${tokens.color.accentText};text-underline-offset:3px}
a:hover{color:${tokens.color.ink}}
:focus-visible{outline:3px solid ${tokens.color.accentText};outline-offset:2px}
.bar{background:${tokens.color.ink};border-bottom:4px solid ${tokens.color.accent}}
.bar a{color:${tokens.color.paper};font-weight:750;font-size:1.15rem;text-decoration:none}
.wrap{max-width:${tokens.width.text};margin:0 auto;padding:1.1rem ${tokens.space.gutter}}
main.wrap{padding-top:clamp(2rem,6vw,3.5rem);padding-bottom:4rem}
h1{margin:0 0 .6rem;font-size:clamp(1.8rem,6vw,2.5rem);line-height:1.15;color:${tokens.color.ink}}
.lead{margin:0 0 1.75rem;color:${tokens.color.muted};font-size:1.05rem}
.card{padding:clamp(1.25rem,4.5vw,2.5rem);background:${tokens.color.paper};border:1px solid ${tokens.color.line};border-radius:${tokens.radius.lg};box-shadow:${tokens.shadow.card}}
.summary{margin:0 0 1.75rem;padding:1rem 1.15rem;border:1px solid ${tokens.color.danger};border-radius:${tokens.radius.sm};background:${tokens.color.dangerSoft}}
.summary h2{margin:0 0 .4rem;font-size:1.05rem;color:${tokens.color.ink}}
.summary ul{margin:0;padding-left:1.2rem}
.summary a{color:${tokens.color.danger};font-weight:600}
.field{display:grid;gap:.45rem;margin:0 0 1.2rem}
label{font-weight:650;color:${tokens.color.ink}}
input,select,textarea{width:100%;min-height:52px;padding:.8rem 1rem;border:1px solid ${tokens.color.fieldBorder};border-radius:${tokens.radius.sm};background:${tokens.color.paper};color:${tokens.color.ink};font:inherit}
textarea{min-height:9rem;resize:vertical}
input:focus,select:focus,textarea:focus{outline:none;border-color:${tokens.color.accentText};box-shadow:${tokens.shadow.focus}}
[aria-invalid="true"]{border-color:${tokens.color.danger};box-shadow:inset 0 0 0 1px ${tokens.color.danger}}
.error{margin:0;color:${tokens.color.danger};font-size:.92rem;font-weight:600}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{width:100%;min-height:48px;margin-top:.4rem;padding:.8em 1.6em;border:0;border-radius:${tokens.radius.pill};background:${tokens.color.accent};color:${tokens.color.ink};font:inherit;font-weight:700;cursor:pointer}
button:hover{background:${tokens.color.accentHover}}
.aside{margin:1.75rem 0 0;color:${tokens.color.muted}}
.links{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:1.25rem 0 0;padding:0;list-style:none;font-weight:600}
@media (min-width:640px){button{width:auto;min-width:13rem}}
`

function page(title: string, main: string): string {
  return htmlDocument({
    title: `${title} | ${site.brand}`,
    style: STYLE,
    body: `<header class="bar"><div class="wrap"><a href="/">${escapeHtml(site.brand)}</a></div></header>
<main class="wrap">
${main}
<p class="aside">Prefer to talk? Call <a href="${escapeHtml(telHref(site.phone))}">${escapeHtml(site.phone)}</a> or write to <a href="${escapeHtml(mailtoHref(site.email))}">${escapeHtml(site.email)}</a>.</p>
<ul class="links"><li><a href="/">Back to the home page</a></li><li><a href="/contact">Contact page</a></li></ul>
</main>`,
  })
}

function control(name: VisibleField, attributes: string, value: string, invalid: string): string {
  const common = `id="${fieldId(name)}" name="${name}" required${invalid}`
  if (name === "description") return `<textarea ${common} ${attributes}>${escapeHtml(value)}</textarea>`
  if (name === "services") {
    const chosen = (SERVICE_OPTIONS as readonly string[]).includes(value)
    const options = SERVICE_OPTIONS.map(
      (option) => `<option value="${escapeHtml(option)}"${option === value ? " selected" : ""}>${escapeHtml(option)}</option>`,
    )
    return `<select ${common}><option value="" disabled${chosen ? "" : " selected"}>Select a service</option>${options.join("")}</select>`
  }
  return `<input ${common} ${attributes} value="${escapeHtml(value)}">`
}

function field(name: VisibleField, label: string, attributes: string, value: string, error: string | undefined): string {
  const errorId = `${fieldId(name)}-error`
  const invalid = error === undefined ? "" : ` aria-invalid="true" aria-describedby="${errorId}"`
  const message = error === undefined ? "" : `\n<p class="error" id="${errorId}">${escapeHtml(error)}</p>`
  return `<div class="field">
<label for="${fieldId(name)}">${label}</label>
${control(name, attributes, value, invalid)}${message}
</div>`
}

/**
 * The form again, filled with what was sent. A valid submissionId goes along, so a post that
 * already reached the store is not stored twice; so does where it came from; the honeypot goes back
 * empty.
 */
function enquiryForm(values: Readonly<Record<string, string>>, errors: EnquiryFieldErrors): string {
  const fields = FIELDS.map(({ name, label, attributes }) => field(name, label, attributes, values[name] ?? "", errors[name]))
  const submissionId = values.submissionId
  const keepId = submissionId !== undefined && submissionId !== "" && errors.submissionId === undefined
  const origin = ATTRIBUTION_FIELDS.filter((name) => values[name] !== undefined).map(
    (name) => `\n<input type="hidden" name="${name}" value="${escapeHtml(values[name])}">`,
  )
  return `<form method="post" action="${FORM_ACTION}">
${fields.join("\n")}${origin.join("")}
<div class="hp" aria-hidden="true"><label for="enquiry-website">Website</label><input id="enquiry-website" name="website" type="text" tabindex="-1" autocomplete="off" value=""></div>${
    keepId ? `\n<input type="hidden" name="submissionId" value="${escapeHtml(submissionId)}">` : ""
  }
<button type="submit">Send enquiry</button>
</form>`
}

const isVisibleField = (name: string): name is VisibleField => FIELDS.some((field) => field.name === name)

/** A linked list of every problem; problems of fields the form does not show are named here only. */
function errorSummary(errors: EnquiryFieldErrors): string {
  const items = Object.entries(errors).map(([name, message]) => {
    if (isVisibleField(name)) {
      const label = FIELDS.find((field) => field.name === name)?.label
      return `<li><a href="#${fieldId(name)}">${label}: ${escapeHtml(message)}</a></li>`
    }
    return `<li>${escapeHtml(name)}: ${escapeHtml(message)}</li>`
  })
  const heading = items.length === 1 ? "One detail needs another look" : `${items.length} details need another look`
  return `<div class="summary">
<h2>${heading}</h2>
<ul>
${items.join("\n")}
</ul>
</div>`
}

/** 400: the form with each problem next to its field. Nothing was stored or sent. */
export function invalidEnquiryPage(values: Readonly<Record<string, string>>, errors: EnquiryFieldErrors): string {
  return page(
    "Please check your enquiry",
    `<h1>Please check your enquiry</h1>
<p class="lead">Your enquiry has not been sent yet. Correct the details below and send it again.</p>
<div class="card">
${errorSummary(errors)}
${enquiryForm(values, errors)}
</div>`,
  )
}

/** "1 minute", "3 minutes": Retry-After rounded up, as a person reads it. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return minutes === 1 ? "1 minute" : `${minutes} minutes`
}

/** 429: the form as it was typed, to send again once the window has passed. */
export function rateLimitedPage(values: Readonly<Record<string, string>>, retryAfterSeconds: number): string {
  const wait = minutesText(retryAfterSeconds)
  return page(
    "Please try again shortly",
    `<h1>Please try again in ${wait}</h1>
<p class="lead">We received many enquiries in a short time, so yours has not been sent yet. What you typed is kept below: send it again in ${wait}.</p>
<div class="card">
${enquiryForm(values, {})}
</div>`,
  )
}

/** 403: a form on another website posted here. Nothing is echoed back and nothing was stored. */
export function crossSitePage(): string {
  return page(
    "Enquiry not accepted",
    `<h1>Enquiry not accepted</h1>
<p class="lead">This enquiry was sent from a page that is not part of our website, so we did not accept it. If you meant to contact us, please use the form on our <a href="/contact">contact page</a>.</p>`,
  )
}

/** The body of the 303 after a post, for the rare client that does not follow the redirect. */
export function redirectPage(location: string): string {
  return page(
    "Enquiry sent",
    `<h1>Enquiry sent</h1>
<p class="lead">Thank you. <a href="${escapeHtml(location)}">Continue</a></p>`,
  )
}
