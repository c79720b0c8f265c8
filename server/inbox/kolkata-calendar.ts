/**
 * Days and weeks as the agency in Chennai counts them (Asia/Kolkata, UTC+05:30 all year, no daylight
 * saving) for the inbox's date filter and weekly figures, turned into the UTC instants the stores
 * compare received_at with.
 */
const OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 24 * 60 * 60_000
export const WEEK_MS = 7 * DAY_MS

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The days a staff page takes in its From and To boxes: any a lead can be dated, with room below
 * for the year before the first that a report looks back over, and both stores can compare.
 */
export const DAYS_TAKEN = { first: "1900-01-01", last: "9998-12-31" } as const

/** The UTC instant at which that Kolkata day begins; RangeError when `date` is not a real YYYY-MM-DD. */
export function kolkataDayStart(date: string): Date {
  const match = DATE.exec(date)
  // setUTCFullYear, not Date.UTC, which reads the years 0–99 as 1900–1999.
  const utcMidnight = match ? new Date(0).setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN
  if (Number.isNaN(utcMidnight) || new Date(utcMidnight).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a date (YYYY-MM-DD): ${JSON.stringify(date)}`)
  }
  return new Date(utcMidnight - OFFSET_MS)
}

/** Whether `date` is a real day written YYYY-MM-DD (not 2024-02-31) among DAYS_TAKEN (not 0099-01-01). */
export function isCalendarDay(date: string): boolean {
  if (date < DAYS_TAKEN.first || date > DAYS_TAKEN.last) return false
  try {
    kolkataDayStart(date)
    return true
  } catch {
    return false
  }
}

/** The Kolkata date (YYYY-MM-DD) of an instant. */
export const kolkataDate = (at: Date): string => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10)

/** received_at bounds of a from–to filter, both days inclusive: at or after `since`, before `until`. */
export function receivedBounds(from?: string, to?: string): { since?: Date; until?: Date } {
  return {
    since: from === undefined ? undefined : kolkataDayStart(from),
    until: to === undefined ? undefined : new Date(kolkataDayStart(to).getTime() + DAY_MS),
  }
}

/**
 * The last `weeks` weeks, Monday to Sunday in Kolkata, oldest first, the current one last: their
 * first days and the UTC instants they span, [since, until).
 */
export function lastWeeks(weeks: number, now: Date): { starts: string[]; since: Date; until: Date } {
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > 520) throw new RangeError(`weeks must be a whole number from 1 to 520, got ${weeks}`)
  const today = kolkataDayStart(kolkataDate(now))
  const sinceMonday = (new Date(today.getTime() + OFFSET_MS).getUTCDay() + 6) % 7
  const currentWeek = today.getTime() - sinceMonday * DAY_MS
  const since = new Date(currentWeek - (weeks - 1) * WEEK_MS)
  const starts = Array.from({ length: weeks }, (_, i) => kolkataDate(new Date(since.getTime() + i * WEEK_MS)))
  return { starts, since, until: new Date(currentWeek + WEEK_MS) }
}
