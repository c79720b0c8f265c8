/**
 * Sends the outbox: every stored enquiry has one row per notification channel, written in the
 * same transaction as the enquiry. The worker claims due rows, sends, and records the outcome, so
 * retries survive restarts and a dead SMTP server never delays or loses an enquiry.
 */
import type { EnquiryStore } from "./store"
import type { Senders } from "./notifiers"

/** Waits after the 1st, 2nd, … failure; the last value repeats until maxAttempts. */
export const DEFAULT_BACKOFF_MS: readonly number[] = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000]

/** With the schedule above this keeps trying for about four days before giving up. */
export const DEFAULT_MAX_ATTEMPTS = 20

export function backoffDelay(failedAttempts: number, schedule: readonly number[] = DEFAULT_BACKOFF_MS): number {
  const index = Math.min(Math.max(failedAttempts - 1, 0), schedule.length - 1)
  return schedule[index]
}

export type WorkerLog = {
  warn: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}

export type OutboxWorkerOptions = {
  store: EnquiryStore
  senders: Senders
  intervalMs: number
  batchSize?: number
  /** How long a claimed row stays hidden from other claims while it is being sent */
  leaseMs?: number
  backoffMs?: readonly number[]
  maxAttempts?: number
  now?: () => Date
  log?: WorkerLog
}

export type DrainResult = { sent: number; failed: number }

export type DrainOptions = {
  /** Also send notifications still waiting out their backoff (after fixing SMTP or the webhook) */
  retryNow?: boolean
}

export type OutboxWorker = {
  start(): void
  /** Schedules a run soon without waiting for it: the HTTP answer never waits for sending. */
  kick(): void
  /** Runs until nothing is due (after any run in progress) and reports what it did. */
  drain(options?: DrainOptions): Promise<DrainResult>
  stop(): Promise<void>
}

const silentLog: WorkerLog = { warn: () => undefined, error: () => undefined }

// A stuck send must not hold shutdown for long; an unfinished row is retried after its lease.
const STOP_GRACE_MS = 5_000
// Guards against a store that keeps returning due rows; the next tick continues.
const MAX_BATCHES_PER_RUN = 100

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    store,
    senders,
    intervalMs,
    batchSize = 20,
    leaseMs = 2 * 60_000,
    backoffMs = DEFAULT_BACKOFF_MS,
    maxAttempts = DEFAULT_MAX_ATTEMPTS,
    now = () => new Date(),
    log = silentLog,
  } = options

  let timer: NodeJS.Timeout | null = null
  let stopped = false
  let kickQueued = false
  // Runs are chained so two never claim or send at the same time.
  let chain: Promise<unknown> = Promise.resolve()

  const runOnce = async ({ retryNow = false }: DrainOptions = {}): Promise<DrainResult> => {
    const result: DrainResult = { sent: 0, failed: 0 }
    // Moved forward once, before sending: a row that fails again gets a future time and is not
    // claimed again in this run.
    if (retryNow) await store.retryNow(now())
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const jobs = await store.claimDue(now(), batchSize, leaseMs)
      if (jobs.length === 0) break
      for (const job of jobs) {
        const send = senders[job.channel]
        try {
          if (!send) throw new Error(`Channel ${job.channel} is no longer configured`)
          await send(job.enquiry)
          await store.markSent(job.id, now())
          result.sent += 1
        } catch (error) {
          const attempts = job.attempts + 1
          const message = error instanceof Error ? error.message : String(error)
          // A channel missing from the configuration (e.g. SMTP removed for a fix) is retried like
          // a failed send, so restoring the setting within the retry period still delivers.
          const giveUp = attempts >= maxAttempts
          const next = giveUp ? null : new Date(now().getTime() + backoffDelay(attempts, backoffMs))
          await store.markFailed(job.id, message, next)
          result.failed += 1
          const details = { jobId: job.id, enquiryId: job.enquiry.id, channel: job.channel, attempts, err: message }
          if (giveUp) log.error(details, "Enquiry notification abandoned")
          else log.warn({ ...details, retryAt: next?.toISOString() }, "Enquiry notification failed; will retry")
        }
      }
    }
    return result
  }

  const enqueueRun = (drainOptions: DrainOptions = {}): Promise<DrainResult> => {
    const run = chain.then(() => runOnce(drainOptions))
    chain = run.catch((error: unknown) => {
      log.error({ err: error instanceof Error ? error.message : String(error) }, "Outbox run failed")
    })
    return run
  }

  const kick = (): void => {
    if (stopped || kickQueued) return
    kickQueued = true
    setImmediate(() => {
      kickQueued = false
      if (!stopped) void enqueueRun().catch(() => undefined)
    }).unref()
  }

  const start = (): void => {
    if (timer || stopped) return
    timer = setInterval(() => {
      if (!stopped) void enqueueRun().catch(() => undefined)
    }, intervalMs)
    // The worker alone must not keep the process (or a test runner) alive.
    timer.unref()
    // Rows left from before a restart go out now rather than one interval later.
    kick()
  }

  const stop = async (): Promise<void> => {
    stopped = true
    if (timer) clearInterval(timer)
    timer = null
    let grace: NodeJS.Timeout | undefined
    await Promise.race([
      chain,
      new Promise<void>((resolve) => {
        grace = setTimeout(resolve, STOP_GRACE_MS)
        grace.unref()
      }),
    ])
    if (grace) clearTimeout(grace)
  }

  return { start, kick, drain: (drainOptions) => enqueueRun(drainOptions), stop }
}
