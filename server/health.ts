/**
 * GET /healthz for load balancers, uptime checks and deploy scripts: 200 with
 * `{"status":"ok", ...}` when the enquiry store can take a write, 503 when it cannot, and 503 with
 * `"status":"busy"` and Retry-After while requests are shed (load-shedding.ts), which it is not. It reports
 * counts and identifiers only, never an enquiry, and is not logged at info level (a check every
 * few seconds would drown the request log).
 */
import { promises as fs } from "node:fs"
import path from "node:path"
import fp from "fastify-plugin"
import type { FastifyPluginAsync } from "fastify"
import type { Config } from "./config"
import { BUSY_RETRY_AFTER_S } from "./load-shedding"

export type HealthReport = {
  status: "ok" | "unavailable" | "busy"
  store: { writable: boolean }
  outbox: { pending: number; failed: number } | null
  /** webpack's compilation hash of the build being served (page-data/app-data.json), null without a build */
  build: { id: string | null }
  uptimeSeconds: number
}

/** The id of the build in `publicDir` (followed through a release symlink), or null. */
export async function buildId(publicDir: string): Promise<string | null> {
  try {
    const raw = await fs.readFile(path.join(publicDir, "page-data", "app-data.json"), "utf8")
    const hash = (JSON.parse(raw) as { webpackCompilationHash?: unknown }).webpackCompilationHash
    return typeof hash === "string" && hash !== "" ? hash : null
  } catch {
    return null
  }
}

const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const started = Date.now()
  // Answered under pressure too (the plugin lets a request through when its handler sends nothing).
  app.get("/healthz", { logLevel: "warn", config: { pressureHandler: () => undefined } }, async (request, reply) => {
    const { store } = app.enquiries
    let writable = true
    let outbox: HealthReport["outbox"] = null
    try {
      await store.probeWrite?.()
      const counts = await store.outboxCounts()
      outbox = { pending: counts.pending, failed: counts.failed }
    } catch (error) {
      writable = false
      request.log.error({ err: error }, "health check: the enquiry store cannot take a write")
    }
    const busy = writable && app.isUnderPressure()
    if (busy) reply.header("Retry-After", String(BUSY_RETRY_AFTER_S))
    const report: HealthReport = {
      status: busy ? "busy" : writable ? "ok" : "unavailable",
      store: { writable },
      outbox,
      build: { id: await buildId(config.publicDir) },
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
    }
    return reply
      .code(writable && !busy ? 200 : 503)
      .header("Cache-Control", "no-store")
      .send(report)
  })
}

/** Reads `app.enquiries` (the store, the outbox) and the pressure: registered after the enquiry API and load shedding. */
export const healthRoute = fp(plugin, {
  name: "health",
  fastify: "5.x",
  dependencies: ["enquiry-api", "@fastify/under-pressure"],
  encapsulate: true,
})
