/**
 * What the staff inbox (/admin/) needs of the store, beside the enquiry store itself: staff
 * accounts, their sessions, each enquiry's status and note with the history of changes, search and
 * filters, and the figures at the top of the list. SQLite and PostgreSQL each implement it on the
 * same database as their enquiry store, with the same migrations.
 */
import type { OutboxChannel, StoredEnquiry } from "../enquiries/store"

/** What the Sources view counts: leads and won leads. */
export type Tally = { leads: number; won: number }
export type SourcesReport = {
  total: Tally
  bySource: (Tally & { source: string })[]
  byCampaign: (Tally & { source: string; medium: string; campaign: string })[]
  byLanding: (Tally & { landingPage: string })[]
}

/** Both days inclusive, YYYY-MM-DD in Kolkata, as the list's filter. */
export type Period = { from: string; to: string }

export const STATUSES = ["new", "contacted", "won", "lost", "spam"] as const
export type Status = (typeof STATUSES)[number]

export type StaffUser = { name: string; createdAt: string }

/** Staff names: 1 to 40 letters, digits, dots, dashes or underscores, compared exactly. */
export const STAFF_NAME = /^[A-Za-z0-9._-]{1,40}$/
export const isStaffName = (name: string): boolean => STAFF_NAME.test(name)

export type Session = {
  /** The random id in the visitor's cookie; the store keeps only its SHA-256. */
  id: string
  userName: string
  /** The session's CSRF token, sent back in every form that changes something. */
  csrfToken: string
  createdAt: string
  lastSeenAt: string
}

export type InboxFilter = {
  status?: Status
  /** One service as the enquiry form names it (matches the enquiry's `services` text). */
  service?: string
  /** Received on or after (inclusive), ISO date YYYY-MM-DD, Asia/Kolkata days. */
  from?: string
  /** Received on or before (inclusive), ISO date YYYY-MM-DD. */
  to?: string
  /** Words or part of a name, e-mail address, phone number or message. */
  query?: string
  /** Where the lead came from, exactly as stored (utm_source, a referring host, "direct", "unknown"). */
  source?: string
  /** The utm_campaign exactly as stored; "" is not a filter. */
  campaign?: string
}

export type InboxEnquiry = StoredEnquiry & {
  status: Status
  note: string
  /** Incremented on every change; a change names the version it was made from. */
  version: number
  updatedAt: string
}

export type Notification = {
  id: number
  channel: OutboxChannel
  status: "pending" | "sent" | "failed"
  attempts: number
  lastError: string | null
  sentAt: string | null
  nextAttemptAt: string
}

export type HistoryEntry = {
  at: string
  by: string
  what: "status" | "note"
  from: string
  to: string
}

/** A staff action on no single enquiry: a deletion by e-mail address, which names no address. */
export type AuditEntry = { at: string; by: string; action: "deleted"; count: number }

export type InboxPage = {
  enquiries: InboxEnquiry[]
  /** Enquiries matching the filter, over all pages. */
  total: number
}

export type InboxFigures = {
  /** Enquiries per status, over everything stored (not the filter). */
  byStatus: Record<Status, number>
  /** Enquiries received in each of the last `weeks` weeks (Monday to Sunday, Asia/Kolkata), oldest first. */
  perWeek: { weekStart: string; count: number }[]
}

export type Change = { status?: Status; note?: string }

/** The enquiry changed since the version the change was made from: nothing was written. */
export class ConflictError extends Error {
  constructor(readonly current: InboxEnquiry) {
    super("The enquiry was changed meanwhile")
  }
}

/** addUser with a name already taken: nothing was written (a new password means remove, then add). */
export class StaffUserExistsError extends Error {
  constructor(readonly userName: string) {
    super(`There is already a staff user ${userName}`)
  }
}

export interface InboxStore {
  /** Rejects with StaffUserExistsError when the name is taken, with a RangeError when it is not a STAFF_NAME. */
  addUser(name: string, passwordHash: string, now?: Date): Promise<void>
  /** Resolves to false when there was no such user. Removes the user's sessions too. */
  removeUser(name: string): Promise<boolean>
  listUsers(): Promise<StaffUser[]>
  passwordHashOf(name: string): Promise<string | null>

  createSession(userName: string, now?: Date): Promise<Session>
  /** The session if it exists and is within both expiries; touches lastSeenAt. Expired ones are deleted. */
  getSession(id: string, limits: { idleMs: number; absoluteMs: number }, now?: Date): Promise<Session | null>
  deleteSession(id: string): Promise<void>

  /**
   * Newest first. Every word of the query must occur in the enquiry as a substring of its name,
   * e-mail, mobile, service or message, case ignored; a query that looks like a phone number
   * (digits, spaces, +, -, brackets) is matched on the digits, its last 10 when longer, so
   * `98400 12345`, `+91 9840012345` and `9840012345` all find `+91 98400 12345`. A filter with a
   * status outside STATUSES or a date that is not YYYY-MM-DD rejects with a RangeError.
   */
  search(filter: InboxFilter, page: { offset: number; limit: number }): Promise<InboxPage>
  /** Every enquiry matching the filter, newest first, for the CSV export. */
  searchAll(filter: InboxFilter): Promise<InboxEnquiry[]>
  figures(weeks: number, now?: Date): Promise<InboxFigures>
  /** Leads and won leads per source, source / medium / campaign and landing page received in the period. */
  sources(period: Period): Promise<SourcesReport>
  /** Notifications in the order they were queued, history oldest first. */
  detail(id: string): Promise<{ enquiry: InboxEnquiry; notifications: Notification[]; history: HistoryEntry[] } | null>
  /**
   * Applies the change if the enquiry is still at `fromVersion`, recording one history entry per
   * field that changed, with who and when; throws ConflictError otherwise. Null when no such enquiry.
   * A change that changes nothing writes nothing and answers the enquiry as it is, version unchanged.
   */
  update(id: string, change: Change, fromVersion: number, by: string, now?: Date): Promise<InboxEnquiry | null>
  /**
   * Makes one notification of that enquiry due now (pending or failed); false when there is none of
   * that id, or it was sent. A failed one keeps its attempt count: it gets one more attempt.
   */
  retryNotification(enquiryId: string, notificationId: number, now?: Date): Promise<boolean>
  /**
   * Deletes everything stored for the address as the CLI's delete does (enquiries, notifications,
   * their history and search index entries), and records one audit row naming the deletion and the
   * number of enquiries, not the address (also when that number is 0). Resolves to the number of
   * enquiries deleted.
   */
  deleteByEmail(email: string, by: string, now?: Date): Promise<number>
  /** Newest first. */
  auditLog(limit: number): Promise<AuditEntry[]>
}
