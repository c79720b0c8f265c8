/**
 * Load shedding (@fastify/under-pressure): while the event loop lags behind by more than
 * MAX_EVENT_LOOP_DELAY_MS on average (sampled every second), every request is answered at once
 * with 503 and Retry-After instead of joining the queue, so the requests already taken finish
 * and a load balancer sends the next ones elsewhere. /healthz still answers, and says so.
 */
import underPressure from "@fastify/under-pressure"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { errorBody, isApiPath, MESSAGES } from "../common/enquiry-api"
import type { Config } from "./config"

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route's own answer under pressure (@fastify/under-pressure); one that sends nothing lets the request through. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void
  }
}

/** How long a client is asked to wait: about a few samples of the event loop. */
export const BUSY_RETRY_AFTER_S = 5

/** The 503 of a shed request: the API's JSON error on /user/ and /admin/, plain text on the site. */
async function busy(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.code(503).header("Retry-After", String(BUSY_RETRY_AFTER_S)).header("Cache-Control", "no-store")
  const answer = isApiPath(request.url)
    ? reply.type("application/json; charset=utf-8").send(errorBody("unavailable", MESSAGES.busy))
    : reply.type("text/plain; charset=utf-8").send(MESSAGES.busy)
  // Resolved once the answer is written, so the plugin's next step finds the request done.
  await answer
}

export async function shedLoad(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(underPressure, { maxEventLoopDelay: config.maxEventLoopDelayMs, pressureHandler: busy })
}
