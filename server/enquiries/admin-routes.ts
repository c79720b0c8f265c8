/**
 * Admin API for the agency: list, CSV export and deletion by e-mail (the data deletion page
 * promises it). Registered only when ADMIN_TOKEN is set; without it these paths do not exist.
 */
import { createHash, timingSafeEqual } from "node:crypto"
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify"
import { z } from "zod"
import { exportCsv } from "./csv"
import { MESSAGES, sendError } from "./http"
import type { EnquiryStore } from "./store"

export type AdminRoutesOptions = { store: EnquiryStore; token: string }

export const MAX_PAGE_SIZE = 200

// Hashing first gives equal-length buffers, so the comparison time says nothing about the token,
// not even its length.
const digest = (value: string): Buffer => createHash("sha256").update(value, "utf8").digest()

export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? "")
  const presented = match ? match[1] : ""
  // Always compare, even without a header, so a missing token costs the same as a wrong one.
  const equal = timingSafeEqual(digest(presented), digest(token))
  return match !== null && equal
}

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
})

const deleteQuery = z.object({
  email: z.string().trim().min(3).max(254).includes("@"),
})

export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, { store, token }) => {
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header("WWW-Authenticate", 'Bearer realm="enquiries"')
      return sendError(reply, 401, "unauthorized", MESSAGES.unauthorized)
    }
  })

  app.get("/admin/enquiries", async (request, reply) => {
    const query = pageQuery.safeParse(request.query)
    if (!query.success) {
      return sendError(reply, 400, "invalid", `page must be 1 or more and pageSize 1 to ${MAX_PAGE_SIZE}.`)
    }
    const { page, pageSize } = query.data
    const [data, total] = await Promise.all([store.list({ offset: (page - 1) * pageSize, limit: pageSize }), store.count()])
    return { data, page, pageSize, total }
  })

  app.get("/admin/enquiries.csv", async (_request, reply) => {
    const csv = await exportCsv(store)
    const date = new Date().toISOString().slice(0, 10)
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="enquiries-${date}.csv"`)
      .send(csv)
  })

  app.delete("/admin/enquiries", async (request, reply) => {
    const query = deleteQuery.safeParse(request.query)
    if (!query.success) return sendError(reply, 400, "invalid", "Give the e-mail address to delete as ?email=.")
    const deleted = await store.deleteByEmail(query.data.email)
    return { data: { deleted } }
  })
}
