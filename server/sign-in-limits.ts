/**
 * The guessing budget of every sign-in (the staff inbox, the admin API's token, the editor's GitHub
 * sign-in): ADMIN_MAX_FAILURES failures per client (address, or IPv6 /64) per window, and
 * NETWORK_SHARE times that per network (its /24 or /48), each sign-in apart from the others. The
 * windows are @fastify/rate-limit budgets (enquiries/rate-limit.ts), in this process or shared by
 * every instance on PostgreSQL.
 *
 * A check that is slow (a password hash, a call to GitHub) is an attempt: it is let through only
 * while the client's failures and its attempts under way in this process stay under the limit, and
 * a failed one is counted before it stops being under way. So a burst sent at once gets at most the
 * limit checked and the rest 429, and a right sign-in costs nothing: the plugin has no way to give
 * a counted request back, so an attempt is held here while it runs instead of counted before it.
 * Reading the counts and deciding, and counting a failure and ending its attempt, take turns: a
 * count read (from PostgreSQL, say) before another attempt's failure was counted, and compared
 * after that attempt ended, would see neither and let one attempt too many through.
 */
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit"
import type { FastifyInstance, FastifyRequest } from "fastify"
import type { Config } from "./config"
import { budget, clientOf, NETWORK_SHARE, networkOfRequest, type Count } from "./enquiries/rate-limit"

export type SignInBudget = {
  /** Seconds the client must wait when it (or its network) has used its failures, else null. Counts nothing. */
  blockedFor(request: FastifyRequest): Promise<number | null>
  /** Counts one failure. */
  fail(request: FastifyRequest): Promise<void>
  /**
   * Runs a slow check as one attempt, `failed` telling its outcome: the seconds to wait instead when
   * the failures and the attempts under way already reach the limit.
   */
  attempt<T>(request: FastifyRequest, check: () => Promise<T>, failed: (outcome: T) => boolean): Promise<{ wait: number } | { outcome: T }>
}

export async function signInBudget(
  app: FastifyInstance,
  scope: string,
  config: Config,
  store: FastifyRateLimitStoreCtor,
): Promise<SignInBudget> {
  const common = { windowMs: config.adminFailureWindowMs, store }
  const limit = config.adminMaxFailures
  const kinds = [
    { key: clientOf, budget: await budget(app, { ...common, name: `sign-in:${scope}`, max: limit, key: clientOf }) },
    {
      key: networkOfRequest,
      budget: await budget(app, { ...common, name: `sign-in:${scope}:network`, max: limit * NETWORK_SHARE, key: networkOfRequest }),
    },
  ]
  /** Attempts under way, by client and by network; a key leaves when its last attempt ends. */
  const underWay = new Map<string, number>()
  const hold = (keys: string[], change: 1 | -1) => {
    for (const key of keys) {
      const held = (underWay.get(key) ?? 0) + change
      if (held > 0) underWay.set(key, held)
      else underWay.delete(key)
    }
  }
  const look = (request: FastifyRequest) => Promise.all(kinds.map(({ budget }) => budget(request, { increment: false })))
  const countFailure = async (request: FastifyRequest) => {
    await Promise.all(kinds.map(({ budget }) => budget(request)))
  }
  /** Runs `step` once every step queued before it has ended. */
  let queue: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const run = queue.then(step)
    queue = run.catch(() => undefined)
    return run
  }
  /** The longest wait of the windows where `full` holds, else null. */
  const waitWhere = (counts: (Count | null)[], full: (count: Count, i: number) => boolean): number | null => {
    const waits = counts.flatMap((count, i) => (count !== null && full(count, i) ? [count.retryAfter] : []))
    return waits.length === 0 ? null : Math.max(...waits)
  }

  return {
    blockedFor: async (request) => waitWhere(await look(request), (count) => count.remaining === 0),
    fail: (request) => inTurn(() => countFailure(request)),
    async attempt(request, check, failed) {
      const started = await inTurn(async () => {
        const counts = await look(request)
        const keys = counts.flatMap((count, i) => (count === null ? [] : [kinds[i].key(request) as string]))
        const wait = waitWhere(counts, (count, i) => (underWay.get(kinds[i].key(request) as string) ?? 0) >= count.remaining)
        if (wait === null) hold(keys, 1)
        return { wait, keys }
      })
      if (started.wait !== null) return { wait: started.wait }
      const end = (failure: boolean) =>
        inTurn(async () => {
          try {
            if (failure) await countFailure(request)
          } finally {
            hold(started.keys, -1)
          }
        })
      const outcome = await check().catch(async (error: unknown) => {
        await end(true)
        throw error
      })
      await end(failed(outcome))
      return { outcome }
    },
  }
}
