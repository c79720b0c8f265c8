/**
 * An enquiry's attribution, cleaned: what the browser or the form post's Referer said about where
 * the lead came from. Bad input never costs the lead: a value that is not text, is garbled
 * (U+FFFD, half a surrogate pair) or has the wrong shape is dropped, control and invisible
 * characters are taken out (common/text-rules.ts) and a long value is cut at its limit. Pure TypeScript, shared by the server and its tests.
 */
import { ATTRIBUTION_LIMITS, type AttributionField } from "./enquiry-fields"
import { plainLine } from "./text-rules"

/** What is stored with an enquiry, every field text ("" when not known). */
export type Attribution = {
  /** utm_source, else the referring host, else "direct" (a known landing page and no referrer) or "unknown" */
  source: string
  medium: string
  campaign: string
  term: string
  content: string
  /** The visit's first page on the site, a path without query */
  landingPage: string
  /** The page the enquiry was sent from, a path without query */
  sentFrom: string
  /** The host of the site the visit came from ("" for none) */
  referrer: string
  /** Which form: "contact", "popup" */
  form: string
  /** "gclid" or "fbclid" when the landing address carried that click id (the id itself is not kept) */
  paidClick: string
  /**
   * How it reached the store: "edge" when the CDN's worker kept it while the API could not answer
   * and delivered it later (edge/worker.ts), else "". Set by the server, never by the visitor.
   */
  arrived: string
}

export const UNKNOWN_ATTRIBUTION: Attribution = {
  source: "unknown",
  medium: "",
  campaign: "",
  term: "",
  content: "",
  landingPage: "",
  sentFrom: "",
  referrer: "",
  form: "",
  paidClick: "",
  arrived: "",
}

/** U+FFFD (what a decoder puts for bytes that are not UTF-8) or a lone surrogate: the value is garbled. */
const GARBLED = /\uFFFD|\p{Cs}/u
const HOST = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/
const FORM_NAME = /^[a-z][a-z0-9-]*$/
/** The query parameters of a landing address that are kept, and the field each is sent as. */
export const UTM_PARAMS: readonly (readonly [string, AttributionField])[] = [
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
  ["utm_term", "utmTerm"],
  ["utm_content", "utmContent"],
]
/** Click ids of Google Ads and Meta ads: only whether one was there is kept. */
export const PAID_CLICKS: readonly string[] = ["gclid", "fbclid"]

/** Text without control, invisible or separator characters, trimmed and cut at `max` characters; "" for anything else. */
export function cleanText(value: unknown, max: number): string {
  if (typeof value !== "string" || GARBLED.test(value)) return ""
  return Array.from(plainLine(value, "").trim()).slice(0, max).join("").trim()
}

/** A site path: starts with "/", no query or fragment, no trailing slash but on "/". */
export function cleanPath(value: unknown): string {
  const text = cleanText(value, 2_000).split(/[?#]/)[0]
  if (!text.startsWith("/") || text.startsWith("//")) return ""
  return Array.from(text.length > 1 ? text.replace(/\/+$/, "") : text)
    .slice(0, ATTRIBUTION_LIMITS.path)
    .join("")
}

/** A host name (with its port, if any), lower case; a whole address gives its host. */
export function cleanHost(value: unknown): string {
  let text = cleanText(value, 2_000).toLowerCase()
  if (text.includes("/") && URL.canParse(text)) text = new URL(text).host
  return HOST.test(text) && text.length <= ATTRIBUTION_LIMITS.host ? text : ""
}

/** The stored attribution of the fields an enquiry was sent with. */
export function attributionOf(fields: Partial<Record<AttributionField, unknown>>): Attribution {
  const tag = (value: unknown) => cleanText(value, ATTRIBUTION_LIMITS.tag)
  const landingPage = cleanPath(fields.landingPage)
  const referrer = cleanHost(fields.referrer)
  const formName = cleanText(fields.formName, ATTRIBUTION_LIMITS.formName).toLowerCase()
  const paidClick = cleanText(fields.paidClick, 10)
  return {
    source: tag(fields.utmSource) || referrer || (landingPage ? "direct" : "unknown"),
    medium: tag(fields.utmMedium),
    campaign: tag(fields.utmCampaign),
    term: tag(fields.utmTerm),
    content: tag(fields.utmContent),
    landingPage,
    sentFrom: cleanPath(fields.sentFrom),
    referrer,
    form: FORM_NAME.test(formName) ? formName : "",
    paidClick: PAID_CLICKS.includes(paidClick) ? paidClick : "",
    arrived: "",
  }
}

/**
 * The attribution fields a page address gives: its path as the sending page, the utm_* tags of its
 * query and a click id's presence. A form posted without scripts has only this (its Referer).
 */
export function fieldsOfAddress(url: URL): Partial<Record<AttributionField, string>> {
  const query = url.searchParams
  const fields: Partial<Record<AttributionField, string>> = { sentFrom: url.pathname }
  for (const [param, field] of UTM_PARAMS) {
    const value = query.get(param)
    if (value) fields[field] = value
  }
  const click = PAID_CLICKS.find((name) => query.has(name))
  if (click) fields.paidClick = click
  return fields
}
