/**
 * The one Fastify app: security headers, the enquiry API, the admin API (only with ADMIN_TOKEN)
 * and the built site. Importable without opening a port, so tests use `app.inject()`.
 */
import Fastify, { type FastifyInstance } from "fastify"
import type { Config } from "./config"
import { securityHeaders } from "./security-headers"
import { enquiryApi } from "./enquiries"
import { staticSite } from "./static-site"

export type AppOptions = { logger?: boolean }

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
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
