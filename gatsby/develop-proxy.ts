/**
 * `gatsby develop` forwards these prefixes to the enquiry API (gatsby-config.ts `proxy`), so the
 * contact form and the popup post to `/user/create/` on the development server's own origin, as
 * they do through our server and the CDN. Gatsby keeps the whole path: `/user/create/` goes to
 * `<API_ORIGIN>/user/create/`.
 */
import { API_FOLDERS } from "../common/enquiry-api"

export const DEFAULT_DEVELOPMENT_API = "http://127.0.0.1:9000"

/** Where /user and /admin go: API_ORIGIN, else `npm run serve` on its default port. */
export function developmentApiProxy(apiOrigin: string | undefined): { prefix: string; url: string }[] {
  const url = (apiOrigin?.trim() || DEFAULT_DEVELOPMENT_API).replace(/\/+$/, "")
  return API_FOLDERS.map((folder) => ({ prefix: `/${folder}`, url }))
}
