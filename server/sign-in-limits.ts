/**
 * The guessing budget of every sign-in (the staff inbox, the admin API's token, the editor's GitHub
 * sign-in): ADMIN_MAX_FAILURES attempts per client (address, or IPv6 /64) per window, and a few times
 * that per network (countedKeys: its /24 or /48). On SQLite it
 * is counted in this process; on PostgreSQL in the table every instance shares, so N instances do not
 * make the budget N times larger.
 *
 * An attempt whose check is slow (a password hash, a call to GitHub) is counted before the check and
 * given back when it succeeds, so attempts in flight count with the failures: a burst sent at once
 * gets at most the limit checked, the rest 429. A cheap check may count its failures after it.
 */
import { boundedKey, countedKeys, createClientCounter, retryAfter, sweeper, type SharedWindows } from "./enquiries/rate-limit"

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
    const counter = createClientCounter({ limit, windowMs, maxKeys })
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
  const keysOf = (key: string) => countedKeys(key, limit).map(([counted, max]) => [`sign-in:${scope}:${boundedKey(counted)}`, max] as const)
  /** The seconds to wait when any of the windows is over its limit (`over` compares count and limit), else null. */
  const waitOf = (
    windows: ({ count: number; resetAt: Date } | null)[],
    keys: (readonly [string, number])[],
    at: Date,
    over: (count: number, max: number) => boolean,
  ) => {
    const ends = windows.flatMap((window, i) => (window !== null && over(window.count, keys[i][1]) ? [window.resetAt.getTime()] : []))
    return ends.length === 0 ? null : retryAfter(Math.max(...ends), at.getTime())
  }
  return {
    async blockedFor(key) {
      if (limit <= 0) return null
      const at = new Date()
      const keys = keysOf(key)
      const windows = await Promise.all(keys.map(([counted]) => shared.peekRateWindow(counted, at)))
      return waitOf(windows, keys, at, (count, max) => count >= max)
    },
    async count(key) {
      if (limit <= 0) return null
      const at = new Date()
      sweep(at)
      const keys = keysOf(key)
      const windows = await Promise.all(keys.map(([counted]) => shared.countRateEvent(counted, windowMs, at)))
      return waitOf(windows, keys, at, (count, max) => count > max)
    },
    giveBack: async (key) => {
      if (limit > 0) await Promise.all(keysOf(key).map(([counted]) => shared.uncountRateEvent(counted)))
    },
  }
}
