/**
 * The enquiry API plugin: POST /user/create/, rate limits, the outbox worker, retention and the
 * admin routes. Wrapped with fastify-plugin so `app.enquiries` is visible to the app and tests;
 * the routes themselves live in an inner scope so their error handler and no-store header apply to
 * the API only, not to the static site.
 */
import fp from "fastify-plugin"
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify"
import type { Config } from "../config"
import { adminRoutes } from "./admin-routes"
import { edgeDelivery } from "./edge-delivery"
import { enquiryRoutes } from "./enquiry-routes"
import { apiErrorHandler, MESSAGES, noStore, sendError } from "./http"
import { activeChannels, createSenders } from "./notifiers"
import { createOutboxWorker, type DrainOptions, type DrainResult } from "./outbox-worker"
import { openDatabase } from "./open-store"
import type { InboxStore } from "../inbox/inbox-store"
import { inboxRoutes } from "../inbox/routes"
import { enquiryLimits, memoryWindowStore, sharedWindowStore } from "./rate-limit"
import type { EnquiryStore } from "./store"
import { signInBudget, type SignInBudget } from "../sign-in-limits"

export type EnquiryService = {
  store: EnquiryStore
  /** The staff inbox, on the same database */
  inbox: InboxStore
  /** Sends every due notification now and reports the outcome; retryNow skips pending backoffs. */
  drainOutbox(options?: DrainOptions): Promise<DrainResult>
  /** Applies ENQUIRY_RETENTION_DAYS now; resolves to the number of enquiries deleted. */
  purgeExpired(): Promise<number>
  /**
   * A new guessing budget for one sign-in (ADMIN_MAX_FAILURES per client), in `app`'s scope; shared by
   * every instance on PostgreSQL
   */
  signInBudget(app: FastifyInstance, scope: string): Promise<SignInBudget>
}

declare module "fastify" {
  interface FastifyInstance {
    enquiries: EnquiryService
  }
}

export type EnquiryApiOptions = { config: Config }

const DAY_MS = 24 * 60 * 60 * 1000

const plugin: FastifyPluginAsync<EnquiryApiOptions> = async (app: FastifyInstance, options) => {
  const { config } = options
  // By configuration: PostgreSQL at DATABASE_URL, whose instances count in shared windows; else
  // SQLite under DATA_DIR, one instance, its windows in memory.
  const { store, inbox, sharedWindows } = await openDatabase(config)
  const windows =
    sharedWindows === null
      ? memoryWindowStore(config.rateLimitMaxClients)
      : sharedWindowStore(sharedWindows, (error) => app.log.warn({ err: error }, "Sweeping ended rate-limit windows failed"))
  const channels = activeChannels(config)
  const worker = createOutboxWorker({
    store,
    senders: createSenders(config),
    intervalMs: config.outboxIntervalMs,
    log: app.log,
  })
  const limits = await enquiryLimits(app, config, windows)

  const purgeExpired = async (): Promise<number> => {
    if (config.retentionDays === null || config.retentionDays <= 0) return 0
    return store.purgeOlderThan(new Date(Date.now() - config.retentionDays * DAY_MS))
  }

  app.decorate("enquiries", {
    store,
    drainOutbox: (drainOptions) => worker.drain(drainOptions),
    purgeExpired,
    inbox,
    signInBudget: (where, scope) => signInBudget(where, scope, config, windows),
  })

  if (config.webhookUrl && !config.webhookSecret) {
    app.log.warn("WEBHOOK_URL is set without WEBHOOK_SECRET: webhook deliveries will not be signed")
  }

  await app.register(async (api) => {
    api.setErrorHandler(apiErrorHandler)
    api.addHook("onSend", noStore)
    await api.register(enquiryRoutes, {
      store,
      limits,
      channels,
      onStored: () => worker.kick(),
      siteOrigin: config.siteOrigin,
    })
    if (config.originSecret) {
      await api.register(edgeDelivery, {
        store,
        channels,
        onStored: () => worker.kick(),
        siteOrigin: config.siteOrigin,
        secret: config.originSecret,
        edgeUrl: config.edgeUrl,
        pullIntervalMs: config.edgePullIntervalMs,
      })
    }
    if (config.adminToken) {
      await api.register(adminRoutes, {
        store,
        token: config.adminToken,
        failures: await signInBudget(api, "admin-api", config, windows),
      })
    }
    // Without a token the admin paths do not exist for any method (the site would answer 405 to
    // DELETE); with one, unknown admin paths answer the same JSON 404.
    const notFound = async (_request: FastifyRequest, reply: FastifyReply) => sendError(reply, 404, "not_found", MESSAGES.notFound)
    // /admin itself is the staff inbox's address without its slash.
    api.get("/admin", async (_request, reply) => reply.redirect("/admin/", 301))
    api.all("/admin/*", notFound)
  })

  // The staff inbox at /admin/: HTML pages in a scope of their own, beside the JSON API.
  await app.register(inboxRoutes, {
    inbox,
    config,
    failures: await signInBudget(app, "inbox", config, windows),
    onRetry: () => worker.kick(),
  })

  let retentionTimer: NodeJS.Timeout | null = null
  app.addHook("onReady", async () => {
    worker.start()
    if (config.retentionDays !== null && config.retentionDays > 0) {
      const runPurge = () =>
        purgeExpired()
          .then((deleted) => {
            if (deleted > 0) app.log.info({ deleted }, "Expired enquiries deleted")
          })
          .catch((error: unknown) => app.log.error({ err: error }, "Enquiry retention purge failed"))
      await runPurge()
      retentionTimer = setInterval(runPurge, DAY_MS)
      retentionTimer.unref()
    }
  })

  app.addHook("onClose", async () => {
    if (retentionTimer) clearInterval(retentionTimer)
    await worker.stop()
    await store.close()
  })
}

/** The inbox reads and writes its cookies through @fastify/cookie. */
export const enquiryApi = fp(plugin, { name: "enquiry-api", fastify: "5.x", dependencies: ["@fastify/cookie"] })
