/**
 * The enquiries the CDN's worker kept while this API could not answer (edge/worker.ts), stored as
 * if they had arrived then: read with the same rules as POST /user/create/ (JSON or the form
 * without scripts, its attribution from the Referer the worker kept), their received time kept and
 * their attribution marked `arrived: "edge"`. They come two ways, both with ORIGIN_SECRET as a
 * bearer token: the worker posts them to EDGE_DELIVERY_PATH after its next answered request, and
 * with EDGE_URL set this API collects them itself (EDGE_KEPT_PATH) at start and every
 * EDGE_PULL_INTERVAL_MS. The worker deletes one only once it is named in `stored`.
 */
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify"
import type { ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"
import { attributionOf } from "../../common/attribution"
import { EDGE_DELIVERY_PATH, EDGE_KEPT_PATH } from "../../common/enquiry-api"
import { formInput, readPost } from "../../common/enquiry-post"
import { sameToken } from "../cookies"
import { derivedSubmissionId, formAttribution } from "./form-post"
import { MESSAGES, sendError } from "./http"
import type { EnquiryStore, OutboxChannel } from "./store"

const keptEnquiry = z.object({
  key: z.string(),
  receivedAt: z.iso.datetime(),
  client: z.string(),
  contentType: z.string(),
  body: z.string(),
  referer: z.string(),
  origin: z.string(),
  host: z.string(),
})
const delivery = z.object(
  { enquiries: z.array(keptEnquiry).max(100) },
  { error: "Send {enquiries: [...]} as the CDN's worker keeps them." },
)
type KeptEnquiry = z.infer<typeof keptEnquiry>

export type EdgeDeliveryOptions = {
  store: EnquiryStore
  channels: readonly OutboxChannel[]
  onStored: () => void
  siteOrigin: string
  /** ORIGIN_SECRET; without it the route does not exist */
  secret: string
  /** EDGE_URL: where to collect kept enquiries; null leaves it to the worker */
  edgeUrl: string | null
  pullIntervalMs: number
}

/** Kept posts are small (32 KB at most each); a delivery holds at most 100. */
const DELIVERY_BODY_LIMIT = 4 * 1024 * 1024

/** Stores one kept post; one that is not an enquiry the API takes is logged and let go. */
async function storeKept(kept: KeptEnquiry, options: EdgeDeliveryOptions, log: FastifyBaseLogger): Promise<void> {
  const letGo = (problem: string) => log.warn({ key: kept.key, problem }, "A post the CDN kept is not an enquiry this API takes; let go")
  const read = readPost(kept.contentType, kept.body)
  if (typeof read === "string") return letGo(read)
  const { form, validation } = read
  if (!validation.ok) return letGo(Object.keys(validation.fields).join(", "))
  const { name, email, mobile, services, description, website, submissionId } = validation.enquiry
  if (website?.trim()) return
  const fields = { name, email, mobile, services, description }
  const headers = { referer: kept.referer || undefined, origin: kept.origin || undefined }
  const attribution = attributionOf(form ? formAttribution(form, headers, kept.host, options.siteOrigin) : validation.enquiry)
  const id = (form ? formInput(form).submissionId : submissionId)?.toLowerCase() ?? derivedSubmissionId(kept.client, fields)
  const result = await options.store.insert(
    { ...fields, submissionId: id, attribution: { ...attribution, arrived: "edge" } },
    options.channels,
    new Date(kept.receivedAt),
  )
  if (result.created && options.channels.length > 0) options.onStored()
}

/** Stores each kept post in turn; resolves to the keys of those done with (stored, or let go). */
async function storeAll(enquiries: readonly KeptEnquiry[], options: EdgeDeliveryOptions, log: FastifyBaseLogger): Promise<string[]> {
  const stored: string[] = []
  for (const kept of enquiries) {
    await storeKept(kept, options, log)
    stored.push(kept.key)
  }
  return stored
}

export const edgeDelivery: FastifyPluginAsync<EdgeDeliveryOptions> = async (app, options) => {
  const authorized = (header: string | undefined) => sameToken(options.secret, header?.replace(/^Bearer /, ""))

  // Anyone but the worker is answered 404 before the body is read or checked.
  const onlyTheWorker = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorized(request.headers.authorization)) return sendError(reply, 404, "not_found", MESSAGES.notFound)
  }
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      EDGE_DELIVERY_PATH,
      { bodyLimit: DELIVERY_BODY_LIMIT, onRequest: onlyTheWorker, schema: { body: delivery } },
      async (request) => ({ stored: await storeAll(request.body.enquiries, options, request.log) }),
    )

  const { edgeUrl } = options
  if (edgeUrl === null) return
  const auth = { Authorization: `Bearer ${options.secret}` }
  /** Collects what the worker kept, until it has nothing left (or stops answering). */
  const pull = async (): Promise<void> => {
    for (;;) {
      const response = await fetch(new URL(EDGE_KEPT_PATH, edgeUrl), { headers: auth, signal: AbortSignal.timeout(10_000) })
      if (!response.ok) throw new Error(`${EDGE_KEPT_PATH} answered ${response.status}`)
      const parsed = delivery.parse(await response.json())
      if (parsed.enquiries.length === 0) return
      const stored = await storeAll(parsed.enquiries, options, app.log)
      app.log.info({ count: stored.length }, "Enquiries the CDN kept are stored")
      const forgotten = await fetch(new URL(EDGE_KEPT_PATH, edgeUrl), {
        method: "POST",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ stored }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!forgotten.ok) throw new Error(`${EDGE_KEPT_PATH} answered ${forgotten.status} to the stored keys`)
    }
  }
  let running: Promise<void> | null = null
  const pullNow = () => {
    running ??= pull()
      .catch((error: unknown) => app.log.warn({ err: error }, "Collecting the enquiries the CDN kept failed; tried again later"))
      .finally(() => (running = null))
  }
  let timer: NodeJS.Timeout | null = null
  app.addHook("onReady", async () => {
    pullNow()
    timer = setInterval(pullNow, options.pullIntervalMs)
    timer.unref()
  })
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer)
    await running
  })
}
