/**
 * In-memory fixed-window limits for enquiry posts: a budget per client, so one flooding client is
 * cut off while others get through, and a global budget of valid enquiries, so a spread-out flood
 * cannot fill the store or the agency's inbox. One process only; with several instances this moves to the shared
 * store or the load balancer.
 *
 * Memory is bounded whatever clients send: at most `maxKeys` clients are remembered (the least
 * recently seen is forgotten first) and a key is never longer than MAX_KEY_LENGTH. A client's
 * network (its /24, or /48 in IPv6) is counted beside it with NETWORK_SHARE times its budget, so
 * ever new addresses from a few networks neither outnumber the budget nor push their networks out.
 */
import { createHash } from "node:crypto"
import { networkOf } from "../client-address"

/** A network's budget, in clients' budgets: a few offices or phones sharing one /24 get through. */
export const NETWORK_SHARE = 5

/** The keys a client is counted under, each with its limit: itself, and its network when it has one. */
export function countedKeys(key: string, limit: number): [string, number][] {
  const network = networkOf(key)
  return network === null
    ? [[key, limit]]
    : [
        [key, limit],
        [network, limit * NETWORK_SHARE],
      ]
}

/** Client keys are addresses or /64 networks; anything longer is stored as its hash. */
export const MAX_KEY_LENGTH = 64

export const boundedKey = (key: string): string =>
  key.length <= MAX_KEY_LENGTH
    ? key
    : `#${createHash("sha256")
        .update(key)
        .digest("hex")
        .slice(0, MAX_KEY_LENGTH - 1)}`

type Window = { count: number; resetAt: number }

export type WindowCounterOptions = {
  /** Events per key per window; 0 turns the limit off (nothing is remembered) */
  limit: number
  windowMs: number
  /** Keys remembered at most; the least recently seen is dropped first */
  maxKeys: number
  now?: () => number
}

export type WindowCounter = {
  /** Seconds until the key may act again when its limit is reached, else null. Counts nothing. */
  blockedFor(key: string): number | null
  /** Counts one event for the key. */
  add(key: string): void
  /** Takes back one event counted for the key in its current window (none below zero). */
  remove(key: string): void
  /** Number of keys remembered now */
  size(): number
}

export const retryAfter = (resetAt: number, at: number): number => Math.max(1, Math.ceil((resetAt - at) / 1000))

/** Fixed-window counts per key, bounded in the number and length of keys (an LRU on a Map). */
export function createWindowCounter({ limit, windowMs, maxKeys, now = Date.now }: WindowCounterOptions): WindowCounter {
  const windows = new Map<string, Window>()
  let nextSweep = 0

  // Expired windows are dropped once per window, so memory follows the number of recent clients.
  const sweep = (at: number): void => {
    if (at < nextSweep) return
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key)
    nextSweep = at + windowMs
  }

  /** The key's current window, moved to the most recently used end of the Map. */
  const current = (key: string, at: number): Window | undefined => {
    const window = windows.get(key)
    if (window === undefined) return undefined
    windows.delete(key)
    if (window.resetAt <= at) return undefined
    windows.set(key, window)
    return window
  }

  return {
    blockedFor(rawKey) {
      if (limit <= 0) return null
      const at = now()
      sweep(at)
      const window = current(boundedKey(rawKey), at)
      return window !== undefined && window.count >= limit ? retryAfter(window.resetAt, at) : null
    },
    add(rawKey) {
      if (limit <= 0) return
      const at = now()
      const key = boundedKey(rawKey)
      const window = current(key, at) ?? { count: 0, resetAt: at + windowMs }
      window.count += 1
      windows.set(key, window)
      // Map iterates in insertion order, and every use re-inserts: the first key is the stalest.
      while (windows.size > maxKeys) windows.delete(windows.keys().next().value as string)
    },
    remove(rawKey) {
      const window = current(boundedKey(rawKey), now())
      if (window !== undefined && window.count > 0) window.count -= 1
    },
    size: () => windows.size,
  }
}

/**
 * A WindowCounter of clients that also counts each client's network (countedKeys): a key is blocked
 * when it or its network reached the limit. Each remembers at most maxKeys keys.
 */
export function createClientCounter(options: WindowCounterOptions): WindowCounter {
  const clients = createWindowCounter(options)
  const networks = createWindowCounter({ ...options, limit: options.limit * NETWORK_SHARE })
  const each = (key: string): [WindowCounter, string][] => {
    const network = networkOf(key)
    return network === null
      ? [[clients, key]]
      : [
          [clients, key],
          [networks, network],
        ]
  }
  return {
    blockedFor: (key) =>
      each(key).reduce<number | null>((wait, [counter, counted]) => {
        const more = counter.blockedFor(counted)
        return more === null ? wait : Math.max(wait ?? 0, more)
      }, null),
    add: (key) => each(key).forEach(([counter, counted]) => counter.add(counted)),
    remove: (key) => each(key).forEach(([counter, counted]) => counter.remove(counted)),
    size: () => clients.size(),
  }
}

export type RateLimitOptions = {
  /** Posts per client per window; 0 turns the per-client limit off */
  perIp: number
  /** Valid enquiries from everyone per window; 0 turns the global limit off */
  global: number
  windowMs: number
  /** Clients remembered at most (RATE_LIMIT_MAX_CLIENTS) */
  maxClients: number
  now?: () => number
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: "ip" | "global" }

/**
 * Two budgets that count different things. Every post counts toward its client's budget, valid or
 * not, before its body is read. Only valid enquiries count toward the global budget, when they are
 * about to be stored: junk from many addresses costs each address its own budget and never closes
 * the form to everyone else.
 */
export type RateLimiter = {
  /** Counts a post from this client if allowed; a refused post uses no budget. `key` is a clientKey. */
  hit(key: string): RateDecision | Promise<RateDecision>
  /** Counts a valid enquiry toward the global budget if allowed. */
  hitGlobal(): RateDecision | Promise<RateDecision>
  /** Number of clients currently remembered (at most maxClients). */
  size(): number
}

export function createRateLimiter({ perIp, global, windowMs, maxClients, now = Date.now }: RateLimitOptions): RateLimiter {
  const clients = createClientCounter({ limit: perIp, windowMs, maxKeys: maxClients, now })
  let globalWindow: Window = { count: 0, resetAt: 0 }

  return {
    hit(key) {
      const wait = clients.blockedFor(key)
      if (wait !== null) return { allowed: false, retryAfterSeconds: wait, scope: "ip" }
      clients.add(key)
      return { allowed: true }
    },
    hitGlobal() {
      if (global <= 0) return { allowed: true }
      const at = now()
      if (globalWindow.resetAt <= at) globalWindow = { count: 0, resetAt: at + windowMs }
      if (globalWindow.count >= global) {
        return { allowed: false, retryAfterSeconds: retryAfter(globalWindow.resetAt, at), scope: "global" }
      }
      globalWindow.count += 1
      return { allowed: true }
    },
    size: () => clients.size(),
  }
}

/** A store of fixed windows that every API instance counts in (PostgreSQL's rate_windows table). */
export type SharedWindows = {
  countRateEvent(key: string, windowMs: number, now?: Date): Promise<{ count: number; resetAt: Date }>
  peekRateWindow(key: string, now?: Date): Promise<{ count: number; resetAt: Date } | null>
  uncountRateEvent(key: string, now?: Date): Promise<void>
  sweepRateWindows(now?: Date): Promise<number>
}

/** Deletes the table's ended windows at most once per window, without waiting for it. */
export function sweeper(windows: SharedWindows, windowMs: number, onError: (error: unknown) => void): (at: Date) => void {
  let nextSweep = 0
  return (at) => {
    if (at.getTime() < nextSweep) return
    nextSweep = at.getTime() + windowMs
    windows.sweepRateWindows(at).catch(onError)
  }
}

/**
 * The same two budgets, counted in a table all instances share, so that two instances behind a
 * load balancer allow a client its RATE_LIMIT_PER_IP posts in all, not per instance. Counting and
 * checking are one statement (the count after this event), so concurrent posts cannot all slip
 * under the limit; a refused post raises the count past the limit but not the window's end.
 */
export function createSharedRateLimiter(
  windows: SharedWindows,
  {
    perIp,
    global,
    windowMs,
    onSweepError = () => {},
  }: Omit<RateLimitOptions, "maxClients" | "now"> & { onSweepError?: (error: unknown) => void },
): RateLimiter {
  const sweep = sweeper(windows, windowMs, onSweepError)
  const count = async (keys: [string, number][], scope: "ip" | "global"): Promise<RateDecision> => {
    const at = new Date()
    sweep(at)
    const counted = await Promise.all(keys.map(([key]) => windows.countRateEvent(key, windowMs, at)))
    const over = counted.filter((window, i) => window.count > keys[i][1])
    if (over.length === 0) return { allowed: true }
    const resetAt = Math.max(...over.map((window) => window.resetAt.getTime()))
    return { allowed: false, retryAfterSeconds: retryAfter(resetAt, at.getTime()), scope }
  }
  return {
    hit: (key) =>
      perIp <= 0
        ? { allowed: true }
        : count(
            countedKeys(key, perIp).map(([counted, limit]) => [`ip:${boundedKey(counted)}`, limit]),
            "ip",
          ),
    hitGlobal: () => (global <= 0 ? { allowed: true } : count([["global", global]], "global")),
    // The windows are in the database, bounded by their sweep, not in this process.
    size: () => 0,
  }
}
