/**
 * Fixed-window budgets on @fastify/rate-limit. Each budget is the plugin registered in a scope of its
 * own, with its limit, window and key, and checked through its `createRateLimit()`: the routes
 * decide what a refusal looks like (the API's JSON, the form's page, a sign-in page), and when a
 * budget is spent at all (only valid enquiries spend everyone's budget).
 *
 * Where the windows live is the configuration's choice (enquiries/index.ts), each through the
 * plugin's documented custom `store`: in this process (memoryWindowStore), at most
 * RATE_LIMIT_MAX_CLIENTS keys per budget, so memory is bounded whatever clients send; with
 * PostgreSQL, the rate_windows table every instance counts in (sharedWindowStore).
 */
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit"
import type { FastifyInstance, FastifyRequest } from "fastify"
import type pg from "pg"
import type { Config } from "../config"
import { clientKey, networkOf } from "../client-address"

/** A network's budget, in clients' budgets: a few offices or phones sharing one /24 get through. */
export const NETWORK_SHARE = 5

/** A request's place in a budget's window. */
export type Count = {
  /** Past the limit with this request (when it was counted) */
  exceeded: boolean
  /** Attempts left before the limit */
  remaining: number
  /** Seconds until the window ends (1 at least) */
  retryAfter: number
}

/** Counts the request (or only looks, with `increment: false`); null where the budget is off or the request has no key in it. */
export type Budget = (request: FastifyRequest, options?: { increment?: boolean }) => Promise<Count | null>

export type BudgetOptions = {
  /** Names the budget's keys, which share one table on PostgreSQL */
  name: string
  /** Requests per key per window; 0 turns the budget off */
  max: number
  windowMs: number
  /** The key a request counts under; null: not counted */
  key: (request: FastifyRequest) => string | null
  /** Where the windows live: memoryWindowStore or sharedWindowStore */
  store: FastifyRateLimitStoreCtor
}

export async function budget(app: FastifyInstance, { name, max, windowMs, key, store }: BudgetOptions): Promise<Budget> {
  if (max <= 0) return async () => null
  let check: ReturnType<FastifyInstance["createRateLimit"]> | undefined
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, max, timeWindow: windowMs, store, keyGenerator: (r) => `${name}:${key(r)}` })
    check = scope.createRateLimit()
  })
  const counted = check!
  return async (request, options) => {
    if (key(request) === null) return null
    const result = await counted(request, options)
    if (result.isAllowed) return null
    return { exceeded: result.isExceeded, remaining: result.remaining, retryAfter: Math.max(1, result.ttlInSeconds) }
  }
}

/** A request's client (its address, or its IPv6 /64) and that client's network (its /24 or /48). */
export const clientOf = (request: FastifyRequest): string => clientKey(request.ip)
export const networkOfRequest = (request: FastifyRequest): string | null => networkOf(clientKey(request.ip))

export type EnquiryLimits = {
  /** Counts a post toward its client's budget, and its network's while the client's lasts: the seconds to wait when over, else null. */
  post(request: FastifyRequest): Promise<number | null>
  /** Counts a valid enquiry toward everyone's budget: the seconds to wait when over, else null. */
  enquiry(request: FastifyRequest): Promise<number | null>
}

const waitOf = (count: Count | null): number | null => (count?.exceeded ? count.retryAfter : null)

/**
 * The enquiry form's budgets. Every post counts toward its client's, valid or not, before its body
 * is read; a client already refused spends nothing of its network's. Only valid enquiries count
 * toward everyone's, when they are about to be stored: junk from many addresses costs each address
 * its own budget and never closes the form to everyone else.
 */
export async function enquiryLimits(app: FastifyInstance, config: Config, store: FastifyRateLimitStoreCtor): Promise<EnquiryLimits> {
  const common = { windowMs: config.rateLimitWindowMs, store }
  const perClient = config.rateLimitPerIp
  const client = await budget(app, { ...common, name: "ip", max: perClient, key: clientOf })
  const network = await budget(app, { ...common, name: "ip-network", max: perClient * NETWORK_SHARE, key: networkOfRequest })
  const everyone = await budget(app, { ...common, name: "global", max: config.rateLimitGlobal, key: () => "all" })
  return {
    post: async (request) => waitOf(await client(request)) ?? waitOf(await network(request)),
    enquiry: async (request) => waitOf(await everyone(request)),
  }
}

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void

/**
 * Fixed windows in this process, at most `maxKeys` keys in each budget: the least recently seen is
 * forgotten first (a Map iterates in insertion order, and every use re-inserts). Each request is
 * answered with its own count: the plugin's default store hands back its live window, so requests
 * of one key in flight together all read the last one's count (five at once under a limit of four
 * were all refused, the first four too).
 */
export function memoryWindowStore(maxKeys: number): FastifyRateLimitStoreCtor {
  return class MemoryWindowStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, { count: number; resetAt: number }>()
    /** The key's window while it lasts, made the most recently used. */
    private current(key: string, at: number) {
      const window = this.windows.get(key)
      this.windows.delete(key)
      if (window === undefined || window.resetAt <= at) return undefined
      this.windows.set(key, window)
      return window
    }
    incr(key: string, done: Done, timeWindow: number): void {
      const at = Date.now()
      const window = this.current(key, at) ?? { count: 0, resetAt: at + timeWindow }
      window.count += 1
      this.windows.set(key, window)
      while (this.windows.size > maxKeys) this.windows.delete(this.windows.keys().next().value as string)
      done(null, { current: window.count, ttl: window.resetAt - at })
    }
    read(key: string, done: Done): void {
      const at = Date.now()
      const window = this.current(key, at)
      done(null, window === undefined ? { current: 0, ttl: 0 } : { current: window.count, ttl: window.resetAt - at })
    }
    child(): FastifyRateLimitStore {
      return this
    }
  }
}

type WindowRow = { count: number; reset_at: Date }

/** Counts one event in the key's window and answers the count after it; an ended window restarts in the same statement. */
const COUNT = `INSERT INTO rate_windows AS w (key, count, reset_at) VALUES ($1, 1, $2::timestamptz + $3 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN w.reset_at <= $2 THEN 1 ELSE w.count + 1 END,
    reset_at = CASE WHEN w.reset_at <= $2 THEN EXCLUDED.reset_at ELSE w.reset_at END
  RETURNING count, reset_at`

/**
 * The plugin's store over PostgreSQL's rate_windows table (unlogged, postgres-migrations.ts), which
 * every API instance counts in. Counting and checking are one statement (the count after this
 * event), so concurrent posts to several instances cannot all slip under the limit; a refused post
 * raises the count past the limit but not the window's end. Ended windows are deleted at most once
 * per window, without waiting for it.
 */
export function sharedWindowStore(pool: pg.Pool, onSweepError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  const answer =
    (at: Date, done: Done) =>
    ({ rows: [window] }: pg.QueryResult<WindowRow>) =>
      done(null, window === undefined ? { current: 0, ttl: 0 } : { current: window.count, ttl: window.reset_at.getTime() - at.getTime() })
  let nextSweep = 0
  return class SharedWindowStore implements FastifyRateLimitStore {
    incr(key: string, done: Done, timeWindow: number): void {
      const at = new Date()
      if (at.getTime() >= nextSweep) {
        nextSweep = at.getTime() + timeWindow
        pool.query("DELETE FROM rate_windows WHERE reset_at <= $1", [at]).catch(onSweepError)
      }
      pool.query<WindowRow>(COUNT, [key, at, timeWindow]).then(answer(at, done), done)
    }
    /** What `createRateLimit()(request, { increment: false })` reads. */
    read(key: string, done: Done): void {
      const at = new Date()
      pool
        .query<WindowRow>("SELECT count, reset_at FROM rate_windows WHERE key = $1 AND reset_at > $2", [key, at])
        .then(answer(at, done), done)
    }
    child(): FastifyRateLimitStore {
      return this
    }
  }
}
