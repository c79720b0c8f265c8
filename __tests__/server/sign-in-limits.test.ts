/**
 * @jest-environment node
 *
 * The sign-in budget when its store answers slowly, as PostgreSQL does: a count read before another
 * attempt's failure was counted, and answered after that attempt ended, must not let an attempt
 * beyond the limit through.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit"
import Fastify from "fastify"
import type { Config } from "../../server/config"
import { memoryWindowStore } from "../../server/enquiries/rate-limit"
import { signInBudget } from "../../server/sign-in-limits"

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void
/** A store that can also look without counting (the plugin's `increment: false`), as ours can. */
type ReadingStore = FastifyRateLimitStore & { read(key: string, done: Done): void }

/** The memory store, whose reads answer `delayMs` later with the count as it was when asked. */
function slowReadStore(delayMs: number): FastifyRateLimitStoreCtor {
  const Memory = memoryWindowStore(100)
  return class SlowReadStore implements FastifyRateLimitStore {
    private readonly memory: ReadingStore
    constructor(options: ConstructorParameters<FastifyRateLimitStoreCtor>[0]) {
      this.memory = new Memory(options) as ReadingStore
    }
    incr(key: string, done: Done, timeWindow: number, max: number): void {
      this.memory.incr(key, done, timeWindow, max)
    }
    read(key: string, done: Done): void {
      this.memory.read(key, (error, result) => setTimeout(() => done(error, result), delayMs))
    }
    child(): FastifyRateLimitStore {
      return this
    }
  }
}

const LIMIT = 2

it("attempts that start while earlier ones fail, one after another, get no more than the limit checked", async () => {
  const app = Fastify()
  const config = { adminFailureWindowMs: 60_000, adminMaxFailures: LIMIT } as Config
  const budget = await signInBudget(app, "test", config, slowReadStore(50))
  let checked = 0
  app.post("/sign-in", async (request, reply) => {
    // A wrong password, known at once.
    const result = await budget.attempt(
      request,
      async () => ++checked,
      () => true,
    )
    return reply.code("wait" in result ? 429 : 401).send()
  })
  await app.ready()
  try {
    // Each starts 10 ms after the one before, while the reads of the earlier ones are still on their way.
    const statuses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 10)).then(() =>
          app.inject({ method: "POST", url: "/sign-in", remoteAddress: "203.0.113.9" }).then((response) => response.statusCode),
        ),
      ),
    )
    expect({ checked, statuses: statuses.sort() }).toEqual({ checked: LIMIT, statuses: [401, 401, 429, 429, 429] })
  } finally {
    await app.close()
  }
})
