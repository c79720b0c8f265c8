/**
 * An enquiry's row as both stores read it (and the inbox, which adds its own columns), into the
 * contract's shape. Times come as ISO strings from SQLite and as Dates from pg.
 */
import type { StoredEnquiry } from "./store"

export type Time = string | Date
export const iso = (time: Time): string => (typeof time === "string" ? time : time.toISOString())

/** The enquiry's columns, from the table aliased `e`. */
export const ENQUIRY_COLUMNS = "e.id, e.received_at, e.name, e.email, e.mobile, e.services, e.description, e.submission_id"

export type EnquiryRow = {
  id: string
  received_at: Time
  name: string
  email: string
  mobile: string
  services: string
  description: string
  submission_id: string | null
}

export const toEnquiry = (row: EnquiryRow): StoredEnquiry => ({
  id: row.id,
  receivedAt: iso(row.received_at),
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  services: row.services,
  description: row.description,
  submissionId: row.submission_id,
})
