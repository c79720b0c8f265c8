/**
 * The enquiry store contract. Every method returns a promise even though SQLite answers
 * synchronously: a PostgreSQL store (DATABASE_URL, several API instances) is then one more file
 * implementing this interface, with no change to the routes, the worker or the CLI.
 */

import type { Attribution } from "../../common/attribution"

export type OutboxChannel = "email" | "webhook"

export type NewEnquiry = {
  name: string
  email: string
  mobile: string
  services: string
  description: string
  /** Browser-generated UUID that makes a retried submit idempotent; null when the client sent none. */
  submissionId: string | null
  /** Where the lead came from; left out (a script that sends none), it is stored as source "unknown". */
  attribution?: Attribution
}

export type StoredEnquiry = Omit<NewEnquiry, "attribution"> & {
  attribution: Attribution
  id: string
  /** ISO 8601 UTC, set by the store when the row is written */
  receivedAt: string
}

export type InsertResult = {
  id: string
  receivedAt: string
  /** false when the submissionId was already stored: nothing new was written */
  created: boolean
}

export type OutboxJob = {
  id: number
  channel: OutboxChannel
  /** Failed attempts so far (the backoff step for the next failure) */
  attempts: number
  enquiry: StoredEnquiry
}

export type OutboxCounts = { pending: number; sent: number; failed: number }

export type Page = { offset: number; limit: number }

export interface EnquiryStore {
  /**
   * Stores the enquiry and one outbox row per channel in one transaction, and resolves only after
   * the commit. A submissionId seen before resolves to the stored id and receivedAt, created: false.
   */
  insert(enquiry: NewEnquiry, channels: readonly OutboxChannel[], now?: Date): Promise<InsertResult>
  get(id: string): Promise<StoredEnquiry | null>
  /** Newest first */
  list(page: Page): Promise<StoredEnquiry[]>
  count(): Promise<number>
  /** Deletes every enquiry of that address (case-insensitive) and its outbox rows; resolves to the number of enquiries. */
  deleteByEmail(email: string): Promise<number>
  /** Retention: deletes enquiries received before the cutoff, with their outbox rows. */
  purgeOlderThan(cutoff: Date): Promise<number>

  /** Adds a notification for an already stored enquiry (insert does this for new ones). */
  enqueue(enquiryId: string, channel: OutboxChannel, dueAt: Date): Promise<void>
  /**
   * Takes up to `limit` due notifications and hides them from other claims for `leaseMs`, so a
   * worker that dies mid-send leaves them to be retried rather than lost or sent twice at once.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxJob[]>
  markSent(jobId: number, at: Date): Promise<void>
  /** Records a failure; nextAttemptAt null means give up (status failed). */
  markFailed(jobId: number, error: string, nextAttemptAt: Date | null): Promise<void>
  /**
   * Makes every pending notification due now, e.g. once a broken SMTP server is fixed, instead of
   * waiting out the backoff. Resolves to the number of rows moved forward.
   */
  retryNow(now: Date): Promise<number>
  outboxCounts(): Promise<OutboxCounts>
  /**
   * Rejects when the store cannot take a write now (GET /healthz answers 503). Optional so that a
   * store without a cheap check is reported by its reads alone.
   */
  probeWrite?(): Promise<void>

  close(): Promise<void>
}
