/**
 * The enquiry form's fixed facts, without the schema: the form renders from these on every page
 * that shows it, while the zod schema (common/enquiry.ts) loads only when a visitor sends.
 */

/** The service options of the enquiry form, in the order the spec lists them (section 9). */
export const SERVICE_OPTIONS = [
  "Web Development",
  "App Development",
  "SEO Optimization",
  "Google Ads Marketing",
  "Facebook & Instagram Marketing",
  "Influencer Marketing",
  "Bulk SMS Marketing",
  "Signage & Hoardings",
  "CMS Development",
] as const

export type ServiceOption = (typeof SERVICE_OPTIONS)[number]

/** Bounds the form uses for maxLength attributes and the server enforces. */
export const ENQUIRY_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  mobileDigitsMin: 7,
  mobileDigitsMax: 15,
  /** Digits plus a leading + and spaces between groups; stops a string of spaces from passing. */
  mobileMax: 30,
  descriptionMax: 2000,
  honeypotMax: 200,
} as const

/**
 * Where an enquiry came from, sent with it as optional fields (common/attribution.ts cleans them).
 * The browser records the visit's first page in sessionStorage (src/components/forms/first-touch.ts)
 * and adds these to the form when it is sent; `formName` is a hidden field of the form itself.
 */
export const ATTRIBUTION_FIELDS = [
  "formName",
  "sentFrom",
  "landingPage",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "paidClick",
] as const

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number]

/** Longest kept value of each kind, in characters; a longer one is cut, never refused. */
export const ATTRIBUTION_LIMITS = { path: 200, host: 100, tag: 100, formName: 30 } as const
