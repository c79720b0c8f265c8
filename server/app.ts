/**
 * The one Fastify app: security headers, the enquiry API, the admin API (only with ADMIN_TOKEN)
 * and the built site. Importable without opening a port, so tests use `app.inject()`.
 */
import Fastify, { type FastifyInstance } from "fastify"
import { trustedProxyMatcher } from "./client-address"
import type { Config } from "./config"
import { securityHeaders } from "./security-headers"
import { enquiryApi } from "./enquiries"
import { staticSite } from "./static-site"

export type AppOptions = { logger?: boolean }

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY, hop by hop from the
    // right, so a client cannot choose its own address by writing the header itself.
    trustProxy: config.trustedProxies.length > 0 ? trustedProxyMatcher(config.trustedProxies) : false,
    // Enquiries are a few hundred bytes; anything near this is not a form post.
    bodyLimit: 16 * 1024,
    // /service/crisis-&-preception-mangement and other spec slugs must reach the router intact.
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true },
  })
  await app.register(securityHeaders, { config })
  await app.register(enquiryApi, { config })
  await app.register(staticSite, { config })
  return app
}
