/**
 * The guessing budget of every sign-in (the staff inbox, the admin API's token, the editor's GitHub
 * sign-in): ADMIN_MAX_FAILURES attempts per client (address, or IPv6 /64) per window. On SQLite it
 * is counted in this process; on PostgreSQL in the table every instance shares, so N instances do not
 * make the budget N times larger.
 *
 * An attempt whose check is slow (a password hash, a call to GitHub) is counted before the check and
 * given back when it succeeds, so attempts in flight count with the failures: a burst sent at once
 * gets at most the limit checked, the rest 429. A cheap check may count its failures after it.
 */
import { boundedKey, createWindowCounter, retryAfter, sweeper, type SharedWindows } from "./enquiries/rate-limit"

export type FailureBudget = {
  /** Seconds the client must wait when its attempts reached the limit, else null. Counts nothing. */
  blockedFor(key: string): Promise<number | null>
  /** Counts one attempt; resolves to the seconds to wait when it is over the limit (then do not check it), else null. */
  count(key: string): Promise<number | null>
  /** Gives back one counted attempt, for one that succeeded. */
  giveBack(key: string): Promise<void>
}

export type FailureBudgetOptions = {
  /** Which sign-in: its attempts are counted apart from the others' */
  scope: string
  limit: number
  windowMs: number
  /** Clients remembered at most in memory (RATE_LIMIT_MAX_CLIENTS) */
  maxKeys: number
  /** The shared windows on PostgreSQL; without them, this process's memory */
  shared?: SharedWindows
  onSweepError?: (error: unknown) => void
}

export function createFailureBudget({
  scope,
  limit,
  windowMs,
  maxKeys,
  shared,
  onSweepError = () => {},
}: FailureBudgetOptions): FailureBudget {
  if (shared === undefined) {
    const counter = createWindowCounter({ limit, windowMs, maxKeys })
    return {
      blockedFor: async (key) => counter.blockedFor(key),
      count: async (key) => {
        const wait = counter.blockedFor(key)
        counter.add(key)
        return wait
      },
      giveBack: async (key) => counter.remove(key),
    }
  }
  const sweep = sweeper(shared, windowMs, onSweepError)
  const keyOf = (key: string) => `sign-in:${scope}:${boundedKey(key)}`
  return {
    async blockedFor(key) {
      const at = new Date()
      const window = limit > 0 ? await shared.peekRateWindow(keyOf(key), at) : null
      return window !== null && window.count >= limit ? retryAfter(window.resetAt.getTime(), at.getTime()) : null
    },
    async count(key) {
      if (limit <= 0) return null
      const at = new Date()
      sweep(at)
      const window = await shared.countRateEvent(keyOf(key), windowMs, at)
      return window.count > limit ? retryAfter(window.resetAt.getTime(), at.getTime()) : null
    },
    giveBack: async (key) => (limit > 0 ? shared.uncountRateEvent(keyOf(key)) : undefined),
  }
}
