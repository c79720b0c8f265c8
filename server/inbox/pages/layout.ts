/**
 * The frame of every inbox page: the site's tokens and type, a bar with the agency's name and the
 * signed-in person, and the page's main part. Plain HTML and one inline style sheet: the CSP allows
 * inline styles and no inline scripts, and the inbox needs none. Any word may break where it must
 * (a long e-mail address, a pasted link), so no value of a lead pushes a page sideways on a phone.
 */
import site from "../../../content/site.json"
import { tokens } from "../../../common/tokens"
import { escapeHtml, htmlDocument } from "../../../common/html-document"

export const html = escapeHtml

const { color, radius, shadow, space } = tokens

/** Inter, as on the site (Latin, every weight), from this server. */
export const FONT_PATH = "/admin/inter.woff2"

const STYLE = `
@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${FONT_PATH}) format("woff2")}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${tokens.font.body};font-size:1rem;line-height:1.5;color:${color.text};background:${color.surface};overflow-wrap:anywhere}
a{color:${color.accentText};text-underline-offset:3px}
a:hover{color:${color.ink}}
:focus-visible{outline:3px solid ${color.accentText};outline-offset:2px}
h1{margin:0 0 1rem;font-size:clamp(1.6rem,4vw,2.1rem);line-height:1.15;color:${color.ink}}
h2{margin:0 0 .75rem;font-size:1.15rem;color:${color.ink}}
.bar{background:${color.ink};border-bottom:4px solid ${color.accent};color:${color.textOnDark}}
.bar .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1rem}
.bar a{color:${color.paper};font-weight:750;text-decoration:none}
.bar form{display:flex;align-items:center;gap:.75rem}
.wrap{max-width:${tokens.width.content};margin:0 auto;padding:.9rem ${space.gutter}}
main.wrap{padding-top:clamp(1.5rem,4vw,2.5rem);padding-bottom:4rem}
.card{padding:clamp(1rem,3vw,1.75rem);background:${color.paper};border:1px solid ${color.line};border-radius:${radius.md};box-shadow:${shadow.soft}}
.stack{display:grid;gap:1.25rem}
label{display:block;margin:0 0 .35rem;font-weight:650;font-size:.92rem;color:${color.ink}}
input,select,textarea{width:100%;min-height:44px;padding:.55rem .8rem;border:1px solid ${color.fieldBorder};border-radius:${radius.sm};background:${color.paper};color:${color.ink};font:inherit}
textarea{min-height:6rem;resize:vertical}
input:focus,select:focus,textarea:focus{outline:none;border-color:${color.accentText};box-shadow:${shadow.focus}}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.55em 1.3em;border:0;border-radius:${radius.pill};background:${color.accent};color:${color.ink};font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:${color.accentHover};color:${color.ink}}
.quiet{background:transparent;border:1px solid ${color.lineOnDark};color:${color.paper}}
.quiet:hover{background:${color.inkSoft};color:${color.paper}}
.ghost{background:${color.paper};border:1px solid ${color.fieldBorder};color:${color.ink}}
.danger{background:${color.danger};color:${color.paper}}
.danger:hover{background:${color.ink};color:${color.paper}}
.notice{margin:0 0 1.25rem;padding:.8rem 1rem;border-radius:${radius.sm};border:1px solid ${color.success};background:${color.successSoft}}
.alert{margin:0 0 1.25rem;padding:.8rem 1rem;border-radius:${radius.sm};border:1px solid ${color.danger};background:${color.dangerSoft}}
.muted{color:${color.muted}}
.badge{display:inline-block;padding:.1rem .6rem;border-radius:${radius.pill};font-size:.82rem;font-weight:700;background:${color.line};color:${color.ink}}
.badge.new{background:${color.accent}}
.badge.won{background:${color.successSoft};color:${color.success}}
.badge.spam,.badge.lost{background:${color.surface};color:${color.muted};border:1px solid ${color.line}}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;margin:0}
dt{font-weight:650;color:${color.ink}}
dd{margin:0}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{padding:.5rem .4rem;border-bottom:1px solid ${color.line};text-align:left;vertical-align:top}
`

export type Frame = { title: string; user?: string; csrfToken?: string; extraStyle?: string }

/** A whole page; `main` is trusted HTML built by the page modules, which escape every value. */
export function page({ title, user, csrfToken, extraStyle = "" }: Frame, main: string): string {
  const signOut =
    user && csrfToken
      ? `<form method="post" action="/admin/sign-out"><span>${html(user)}</span><input type="hidden" name="_csrf" value="${html(csrfToken)}"><button class="quiet" type="submit">Sign out</button></form>`
      : ""
  return htmlDocument({
    title: `${title} · ${site.brand} enquiries`,
    style: STYLE + extraStyle,
    body: `<header class="bar"><div class="wrap"><a href="/admin/">${html(site.brand)} · Enquiries</a>${signOut}</div></header>
<main class="wrap" id="main">
${main}
</main>`,
  })
}

/** The hidden field every form that changes something carries. */
export const csrfField = (token: string): string => `<input type="hidden" name="_csrf" value="${html(token)}">`

/** "26 Nov 2026, 10:42" in India's time, for when an enquiry arrived or changed. */
export function when(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))
}
