/**
 * The one Fastify app: load shedding, security headers, the enquiry API, the admin API (only with ADMIN_TOKEN),
 * the editor's GitHub sign-in and the built site. Importable without opening a port, so tests use
 * `app.inject()`.
 */
import fastifyCookie from "@fastify/cookie"
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from "fastify"
import { validatorCompiler } from "fastify-type-provider-zod"
import { dropUnprovenForwarding, trustedProxyMatcher } from "./client-address"
import { cmsAuth } from "./cms-auth"
import type { Config } from "./config"
import { limitConnectionsPerClient } from "./connection-limit"
import { privateLogOptions } from "./log-privacy"
import { securityHeaders } from "./security-headers"
import { enquiryApi } from "./enquiries"
import { answerUnroutedApiRequest, isApiPath, MESSAGES, sendError } from "./enquiries/http"
import { healthRoute } from "./health"
import { shedLoad } from "./load-shedding"
import { readOnlySite, staticSite } from "./static-site"

export type AppOptions = {
  /** Log requests and errors (JSON lines on stdout, or to logStream) */
  logger?: boolean
  /** Where log lines go instead of stdout; implies logger */
  logStream?: { write(line: string): void }
}

/**
 * How often Node looks for requests past their headers or request timeout. Its default, 30 s,
 * would let a stalled request live up to 30 s beyond its timeout.
 */
export const timeoutCheckInterval = (config: Config): number =>
  Math.min(1_000, Math.max(25, Math.floor(Math.min(config.headersTimeoutMs, config.requestTimeoutMs) / 10)))

/**
 * A request's logger. An error a stream reports after its client has gone (a visitor who left a
 * page mid-answer: the compression plugin logs the broken pipe as an error) is not the server's
 * fault, so it is logged at info. Our own `{ err }` lines and errors while the client waits stay errors.
 */
const requestLogger: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (logger, bindings, options, rawRequest) => {
  const child = logger.child(bindings, options)
  const error: (...args: unknown[]) => void = child.error.bind(child)
  const info: (...args: unknown[]) => void = child.info.bind(child)
  child.error = ((...args: unknown[]) =>
    (args[0] instanceof Error && rawRequest.socket.destroyed ? info : error)(...args)) as typeof child.error
  return child
}

/** The longest request target taken (path and query), as nginx and CDNs bound it; longer is 414. */
export const MAX_URL_BYTES = 2048

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const isTrustedProxy = trustedProxyMatcher(config.trustedProxies)
  const logging = Boolean(options.logger || options.logStream)
  const app = Fastify({
    logger: logging ? { level: config.logLevel, stream: options.logStream, ...privateLogOptions } : false,
    // Without a logger, every request shares Fastify's silent one: nothing to tell apart.
    childLoggerFactory: logging ? requestLogger : undefined,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY, hop by hop from the
    // right, so a client cannot choose its own address by writing the header itself.
    trustProxy: config.trustedProxies.length > 0 ? isTrustedProxy : false,
    // A client that opens a connection and sends its request slowly, or never finishes its body,
    // loses it after these (Fastify leaves the request timeout off: such a connection stayed open).
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: timeoutCheckInterval(config),
    },
    // Enquiries are a few hundred bytes; anything near this is not a form post.
    bodyLimit: 16 * 1024,
    // /service/crisis-&-preception-mangement and other spec slugs must reach the router intact.
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true },
    // A URL the router cannot decode (/user/create/%E0%A4%A): the API's JSON 400 on API paths,
    // Fastify's own answer elsewhere.
    frameworkErrors: (error, request, reply: FastifyReply) => answerUnroutedApiRequest(request, reply, "url") ?? reply.send(error),
  })
  // Every route's body and query schema is zod's (fastify-type-provider-zod): a value of the wrong
  // type is refused with 400 before a handler runs, in the words each scope's error handler gives.
  app.setValidatorCompiler(validatorCompiler)
  limitConnectionsPerClient(app.server, { maxPerClient: config.maxConnectionsPerClient, isTrustedProxy })
  // First of the request's hooks: while the event loop lags, a request costs no more than its 503.
  await shedLoad(app, config)
  const { originSecret } = config
  if (originSecret !== null) app.addHook("onRequest", async (request) => dropUnprovenForwarding(request.raw.headers, originSecret))
  // No page or form needs a longer address, and every request's work stays bounded by it.
  app.addHook("onRequest", async (request, reply) => {
    if (Buffer.byteLength(request.url) <= MAX_URL_BYTES) return
    reply.header("Cache-Control", "no-store")
    if (isApiPath(request.url)) return sendError(reply, 414, "bad_request", MESSAGES.urlTooLong)
    return reply.code(414).type("text/plain; charset=utf-8").send("The address is too long.")
  })
  await app.register(securityHeaders, { config })
  // The inbox's and the editor's sign-in cookies: `request.cookies`, `reply.setCookie`.
  await app.register(fastifyCookie)
  await app.register(enquiryApi, { config })
  await app.register(healthRoute, { config })
  await app.register(cmsAuth, { config })
  await app.register(staticSite, { config })
  // Reached only by methods no route lists (GET, POST and the other common ones all have routes):
  // PROPFIND and other WebDAV methods, TRACE on the site.
  app.setNotFoundHandler(async (request, reply) => answerUnroutedApiRequest(request, reply, "method") ?? readOnlySite(reply))
  return app
}
