/**
 * The inbox's rules that do not depend on the database, shared by the SQLite and PostgreSQL stores:
 * session ids and their hashes, expiry, a filter's conditions and what a change changes.
 */
import { createHash, randomBytes } from "node:crypto"
import { STATUSES, type Change, type HistoryEntry, type InboxFilter, type Status } from "./inbox-store"
import { receivedBounds } from "./kolkata-calendar"

/** 32 random bytes, base64url: the cookie's value. Only its SHA-256 is stored. */
export const newSessionId = (): string => randomBytes(32).toString("base64url")
export const newCsrfToken = (): string => randomBytes(32).toString("base64url")
export const hashSessionId = (id: string): string => createHash("sha256").update(id, "utf8").digest("hex")

export type SessionLimits = { idleMs: number; absoluteMs: number }

/** A session last seen at or before `idleBefore`, or created at or before `createdBefore`, has expired. */
export function expiryCutoffs({ idleMs, absoluteMs }: SessionLimits, now: Date): { idleBefore: Date; createdBefore: Date } {
  if (!(idleMs > 0) || !(absoluteMs > 0)) throw new RangeError("Session limits must be positive")
  return { idleBefore: new Date(now.getTime() - idleMs), createdBefore: new Date(now.getTime() - absoluteMs) }
}

export const isStatus = (value: unknown): value is Status => (STATUSES as readonly unknown[]).includes(value)

/** Rejects a status outside STATUSES (dates are checked where they are read). */
function checkFilter(filter: InboxFilter): void {
  if (filter.status !== undefined && !isStatus(filter.status)) throw new RangeError(`Unknown status: ${String(filter.status)}`)
}

/**
 * A filter's conditions but its search, as both stores write them: `?` for the value, which is text
 * or a time (SQLite compares ISO strings, PostgreSQL timestamps).
 */
export function filterConditions(filter: InboxFilter): [string, string | Date][] {
  checkFilter(filter)
  const { since, until } = receivedBounds(filter.from, filter.to)
  const conditions: [string, string | Date | undefined][] = [
    ["e.status = ?", filter.status],
    ["e.services = ?", filter.service],
    ["e.source = ?", filter.source],
    ["e.campaign = ?", filter.campaign],
    ["e.received_at >= ?", since],
    ["e.received_at < ?", until],
  ]
  return conditions.filter((condition): condition is [string, string | Date] => condition[1] !== undefined)
}

export function checkPage({ offset, limit }: { offset: number; limit: number }): void {
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`Page needs a whole offset of 0 or more and a limit of 1 or more, got ${offset}, ${limit}`)
  }
}

/** The fields the change really changes, as history entries to be (without who and when). */
export function changedFields(current: { status: Status; note: string }, change: Change): Pick<HistoryEntry, "what" | "from" | "to">[] {
  if (change.status !== undefined && !isStatus(change.status)) throw new RangeError(`Unknown status: ${String(change.status)}`)
  if (change.note !== undefined && typeof change.note !== "string") throw new RangeError("A note is text")
  const changed: Pick<HistoryEntry, "what" | "from" | "to">[] = []
  if (change.status !== undefined && change.status !== current.status)
    changed.push({ what: "status", from: current.status, to: change.status })
  if (change.note !== undefined && change.note !== current.note) changed.push({ what: "note", from: current.note, to: change.note })
  return changed
}
