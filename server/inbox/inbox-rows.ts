/**
 * Rows of the inbox's tables as both stores read them, the same columns under the same names, into
 * the contract's shapes. Times come as ISO strings from SQLite and as Dates from pg.
 */
import { ENQUIRY_COLUMNS, iso, toEnquiry, type EnquiryRow, type Time } from "../enquiries/enquiry-rows"
import {
  STATUSES,
  type AuditEntry,
  type HistoryEntry,
  type InboxEnquiry,
  type InboxFigures,
  type Notification,
  type Status,
} from "./inbox-store"

/** An enquiry with its inbox fields; updated_at is the received time until the first change. */
export const INBOX_COLUMNS = `${ENQUIRY_COLUMNS},
  e.status, e.note, e.version, coalesce(e.updated_at, e.received_at) AS updated_at`

export type InboxRow = EnquiryRow & { status: Status; note: string; version: number; updated_at: Time }

export const toInbox = (row: InboxRow): InboxEnquiry => ({
  ...toEnquiry(row),
  status: row.status,
  note: row.note,
  version: row.version,
  updatedAt: iso(row.updated_at),
})

/** An enquiry's notifications in the order they were queued. */
export const NOTIFICATIONS_OF =
  "SELECT id, channel, status, attempts, last_error, sent_at, next_attempt_at FROM outbox WHERE enquiry_id = ? ORDER BY id"

export type NotificationRow = {
  /** bigserial arrives from pg as a string */
  id: number | string
  channel: Notification["channel"]
  status: Notification["status"]
  attempts: number
  last_error: string | null
  sent_at: Time | null
  next_attempt_at: Time
}

export const toNotification = (row: NotificationRow): Notification => ({
  id: Number(row.id),
  channel: row.channel,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  sentAt: row.sent_at === null ? null : iso(row.sent_at),
  nextAttemptAt: iso(row.next_attempt_at),
})

/** An enquiry's history, oldest first. */
export const HISTORY_OF = "SELECT at, by_user, what, from_value, to_value FROM enquiry_history WHERE enquiry_id = ? ORDER BY id"

export type HistoryRow = { at: Time; by_user: string; what: HistoryEntry["what"]; from_value: string; to_value: string }

export const toHistory = (row: HistoryRow): HistoryEntry => ({
  at: iso(row.at),
  by: row.by_user,
  what: row.what,
  from: row.from_value,
  to: row.to_value,
})

export const AUDIT_LOG = "SELECT at, by_user, count FROM staff_audit ORDER BY at DESC, id DESC LIMIT ?"

export type AuditRow = { at: Time; by_user: string; count: number }

export const toAudit = (row: AuditRow): AuditEntry => ({ at: iso(row.at), by: row.by_user, action: "deleted", count: row.count })

/** Session rows read back after a touch. */
export type SessionRow = { user_name: string; csrf_token: string; created_at: Time; last_seen_at: Time }

export const toSession = (id: string, row: SessionRow) => ({
  id,
  userName: row.user_name,
  csrfToken: row.csrf_token,
  createdAt: iso(row.created_at),
  lastSeenAt: iso(row.last_seen_at),
})

/** The figures before counting: every status and every week at zero. */
export function zeroFigures(weekStarts: readonly string[]): InboxFigures {
  return {
    byStatus: Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<Status, number>,
    perWeek: weekStarts.map((weekStart) => ({ weekStart, count: 0 })),
  }
}
