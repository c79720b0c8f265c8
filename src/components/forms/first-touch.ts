/**
 * Where a visit began, kept in the browser and sent only with an enquiry.
 *
 * - FIRST_TOUCH_SCRIPT, inline in every page's head (gatsby-ssr.tsx), runs while the page is parsed,
 *   long before React, so a visitor who arrives from an ad and clicks on at once is still counted:
 *   on the visit's first page it writes to sessionStorage (this tab, until it is closed; no
 *   cookie) that page's address, with the value of a gclid or fbclid taken out, and the referring
 *   site's host. It is kept this small because every byte of it is in each page's first round trip.
 * - installFirstTouch, run when the site's scripts start (gatsby-browser.tsx), before React
 *   hydrates the page: when an enquiry form is sent, as HTML or as JSON (the form reads its fields
 *   through FormData), it adds the first touch as hidden fields with the page sent from.
 *
 * Nothing leaves the browser unless the visitor sends an enquiry, and then only the landing page's
 * path, its utm_* tags, whether it had a click id, and the referring host. Without scripts, the
 * server reads the sending page and its tags from the post's Referer (server/enquiries/form-post.ts).
 */
import { fieldsOfAddress } from "../../../common/attribution"
import { ATTRIBUTION_LIMITS, type AttributionField } from "../../../common/enquiry-fields"

/** The sessionStorage key of the first touch: `[address, referring host]` as JSON. */
export const FIRST_TOUCH_KEY = "firstTouch"

/** The inline script's text: plain ES5, not compiled; its CSP hash is taken from the built page. */
export const FIRST_TOUCH_SCRIPT = `try{var l=location;sessionStorage.${FIRST_TOUCH_KEY}||(sessionStorage.${FIRST_TOUCH_KEY}=JSON.stringify([l.pathname+l.search.replace(/((?:^|[?&])(?:gclid|fbclid)=)[^&]*/g,"$1"),(document.referrer.match(/^\\w+:\\/\\/([^/?#]+)/)||[])[1]||""]))}catch(e){}`

type Fields = Partial<Record<AttributionField, string>>

const cut = (text: string): string => text.slice(0, Math.max(ATTRIBUTION_LIMITS.path, ATTRIBUTION_LIMITS.tag))

/** The attribution fields of the stored first touch; none when there is none or it is not ours. */
export function firstTouchFields(stored: string | null, here: { origin: string; host: string }): Fields {
  let address: unknown
  let referrer: unknown
  try {
    ;[address, referrer] = JSON.parse(stored ?? "[]") as unknown[]
  } catch {
    return {}
  }
  if (typeof address !== "string" || !address.startsWith("/")) return {}
  const { sentFrom: landingPage = "", ...tags } = fieldsOfAddress(new URL(address, here.origin))
  const fields: Fields = { landingPage: cut(landingPage) }
  for (const [field, value] of Object.entries(tags) as [AttributionField, string][]) fields[field] = cut(value)
  if (typeof referrer === "string" && referrer !== here.host) fields.referrer = cut(referrer)
  return fields
}

const readStored = (): string | null => {
  try {
    return window.sessionStorage.getItem(FIRST_TOUCH_KEY)
  } catch {
    return null
  }
}

/**
 * Adds the first touch and the sending page to every enquiry form (one with a formName field) as
 * it is sent: before the browser posts it, and before the hydrated form reads it.
 */
export function installFirstTouch(): void {
  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.elements.namedItem("formName") === null) return
      const fields: Fields = { ...firstTouchFields(readStored(), window.location), sentFrom: cut(window.location.pathname) }
      for (const [name, value] of Object.entries(fields)) {
        let input = form.elements.namedItem(name)
        if (input === null) {
          input = Object.assign(document.createElement("input"), { type: "hidden", name })
          form.append(input)
        }
        if (input instanceof HTMLInputElement && input.type === "hidden") input.value = value
      }
    },
    true,
  )
}
