/**
 * An enquiry's row as both stores read it (and the inbox, which adds its own columns), into the
 * contract's shape. Times come as ISO strings from SQLite and as Dates from pg.
 */
import type { Attribution } from "../../common/attribution"
import type { StoredEnquiry } from "./store"

export type Time = string | Date
export const iso = (time: Time): string => (typeof time === "string" ? time : time.toISOString())

/** The enquiry's columns, from the table aliased `e`. */
export const ENQUIRY_COLUMNS = `e.id, e.received_at, e.name, e.email, e.mobile, e.services, e.description, e.submission_id,
  e.source, e.medium, e.campaign, e.term, e.content, e.landing_page, e.sent_from, e.referrer, e.form, e.paid_click, e.arrived`

/** The attribution columns in the order both stores write them, each with its field of Attribution. */
export const ATTRIBUTION_COLUMNS = [
  ["source", "source"],
  ["medium", "medium"],
  ["campaign", "campaign"],
  ["term", "term"],
  ["content", "content"],
  ["landing_page", "landingPage"],
  ["sent_from", "sentFrom"],
  ["referrer", "referrer"],
  ["form", "form"],
  ["paid_click", "paidClick"],
  ["arrived", "arrived"],
] as const satisfies readonly (readonly [string, keyof Attribution])[]

export type AttributionRow = { [C in (typeof ATTRIBUTION_COLUMNS)[number] as C[0]]: string }

/** The values of the attribution columns, in ATTRIBUTION_COLUMNS order. */
export const attributionValues = (attribution: Attribution): string[] => ATTRIBUTION_COLUMNS.map(([, field]) => attribution[field])

/** The attribution columns by name. */
export const attributionRow = (attribution: Attribution): AttributionRow =>
  Object.fromEntries(ATTRIBUTION_COLUMNS.map(([column, field]) => [column, attribution[field]])) as AttributionRow

export type EnquiryRow = {
  id: string
  received_at: Time
  name: string
  email: string
  mobile: string
  services: string
  description: string
  submission_id: string | null
} & AttributionRow

export const toEnquiry = (row: EnquiryRow): StoredEnquiry => ({
  id: row.id,
  receivedAt: iso(row.received_at),
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  services: row.services,
  description: row.description,
  submissionId: row.submission_id,
  attribution: Object.fromEntries(ATTRIBUTION_COLUMNS.map(([column, field]) => [field, row[column]])) as Attribution,
})

/** `?` placeholders as PostgreSQL's numbered ones, for the statements both stores share. */
export const numbered = (sql: string): string => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}
