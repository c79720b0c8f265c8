/**
 * The plugins that read `app.enquiries` say so (fastify-plugin's `dependencies`): registered without
 * the enquiry API, the app refuses to start and names it, instead of failing on the first request.
 */
import Fastify from "fastify"
import { loadConfig } from "../../server/config"
import { cmsAuth } from "../../server/cms-auth"
import { healthRoute } from "../../server/health"

it.each([
  ["the editor's sign-in", cmsAuth],
  ["the health check", healthRoute],
])("%s needs the enquiry API registered first", async (_name, plugin) => {
  const app = Fastify()
  await expect(app.register(plugin, { config: loadConfig({}, "/tmp") }).ready()).rejects.toThrow(/enquiry-api/)
  await app.close()
})
