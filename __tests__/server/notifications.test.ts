/** @jest-environment node */
import { createHmac, timingSafeEqual } from "node:crypto"
import http, { type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import type { FastifyInstance } from "fastify"
import { SMTPServer } from "smtp-server"
import { buildTestApp, makeTestDirs, postEnquiry, removeTestDirs, validEnquiry, type TestDirs } from "./helpers/enquiry-app"

const WEBHOOK_SECRET = "webhook-test-secret-3f9a"
const NOTIFY_TO = "office@saffronreach.in"

type Mail = { from: string; to: string[]; raw: string }
type Hook = { headers: IncomingHttpHeaders; body: string }

/** A real SMTP server on loopback that keeps every message it receives. */
function startSmtp(mails: Mail[], port = 0): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust in the test.
    disabledCommands: ["STARTTLS", "AUTH"],
    closeTimeout: 100,
    logger: false,
    onData(stream, session, callback) {
      let raw = ""
      stream.setEncoding("utf8")
      stream.on("data", (chunk: string) => (raw += chunk))
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        })
        callback()
      })
    },
  })
  return new Promise((resolve, reject) => {
    server.on("error", reject)
    const listener = server.listen(port, "127.0.0.1", () => resolve({ server, port: (listener.address() as AddressInfo).port }))
  })
}

const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()))

/** Undoes quoted-printable soft line breaks and folded headers so assertions see whole lines. */
const unfold = (raw: string) => raw.replace(/=\r\n/g, "").replace(/\r\n[ \t]+/g, " ")

function startWebhook(hooks: Hook[], respond: (res: http.ServerResponse) => void = (res) => res.writeHead(204).end()) {
  const server = http.createServer((req, res) => {
    let body = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => (body += chunk))
    req.on("end", () => {
      hooks.push({ headers: req.headers, body })
      respond(res)
    })
  })
  return new Promise<{ server: http.Server; url: string }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/enquiry` }),
    ),
  )
}

const stopHttp = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })

function signatureIsValid(body: string, header: string | string[] | undefined): boolean {
  if (typeof header !== "string" || !header.startsWith("sha256=")) return false
  const expected = createHmac("sha256", WEBHOOK_SECRET).update(body).digest()
  const given = Buffer.from(header.slice("sha256=".length), "hex")
  return given.length === expected.length && timingSafeEqual(given, expected)
}

let dirs: TestDirs
let app: FastifyInstance | undefined
const cleanups: (() => Promise<void>)[] = []

beforeEach(() => {
  dirs = makeTestDirs("enquiry-notify-")
})

afterEach(async () => {
  await app?.close()
  app = undefined
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  removeTestDirs(dirs)
})

test("a stored enquiry is e-mailed to the agency and posted to the signed webhook", async () => {
  const mails: Mail[] = []
  const hooks: Hook[] = []
  const smtp = await startSmtp(mails)
  cleanups.push(() => stopSmtp(smtp.server))
  const webhook = await startWebhook(hooks)
  cleanups.push(() => stopHttp(webhook.server))

  app = await buildTestApp(dirs, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_TO,
    NOTIFY_FROM: "website@saffronreach.in",
    WEBHOOK_URL: webhook.url,
    WEBHOOK_SECRET,
  })
  const enquiry = validEnquiry({
    name: "Karthik Subramanian",
    email: "karthik@example.org",
    services: "Google Ads Marketing",
    description: "Launching a dental clinic in Adyar next month.",
    formName: "popup",
    sentFrom: "/pricing",
    landingPage: "/service/google-ads",
    referrer: "www.google.com",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "adyar-clinics",
    paidClick: "gclid",
  })
  const response = await postEnquiry(app, enquiry)
  expect(response.statusCode).toBe(201)
  const { id } = response.json().data

  await app.enquiries.drainOutbox()
  expect(await app.enquiries.store.outboxCounts()).toEqual({ pending: 0, sent: 2, failed: 0 })

  expect(mails).toHaveLength(1)
  const [mail] = mails
  expect(mail.to).toEqual([NOTIFY_TO])
  expect(mail.from).toBe("website@saffronreach.in")
  const raw = unfold(mail.raw)
  expect(raw).toMatch(/^Subject: New enquiry: Google Ads Marketing from Karthik Subramanian$/m)
  expect(raw).toMatch(/^Reply-To: Karthik Subramanian <karthik@example\.org>$/m)
  expect(raw).toContain("Name:    Karthik Subramanian")
  expect(raw).toContain("E-mail:  karthik@example.org")
  expect(raw).toContain(`Mobile:  ${enquiry.mobile}`)
  expect(raw).toContain("Launching a dental clinic in Adyar next month.")
  expect(raw).toContain(`Enquiry id: ${id}`)
  expect(raw).toContain("Source:       google / cpc / adyar-clinics")
  expect(raw).toContain("Landing page: /service/google-ads")
  expect(raw).toContain("Sent from:    /pricing (popup form)")
  expect(raw).toContain("Referrer:     www.google.com")
  expect(raw).toContain("Ad click:     yes (gclid)")

  expect(hooks).toHaveLength(1)
  const [hook] = hooks
  expect(hook.headers["content-type"]).toBe("application/json")
  expect(hook.headers["x-enquiry-id"]).toBe(id)
  expect(signatureIsValid(hook.body, hook.headers["x-signature-256"])).toBe(true)
  // The signature covers the exact bytes: one changed byte no longer verifies.
  expect(signatureIsValid(hook.body.replace("Adyar", "AdyaR"), hook.headers["x-signature-256"])).toBe(false)
  expect(JSON.parse(hook.body)).toEqual({
    event: "enquiry.created",
    enquiry: {
      id,
      receivedAt: response.json().data.receivedAt,
      name: "Karthik Subramanian",
      email: "karthik@example.org",
      mobile: enquiry.mobile,
      services: "Google Ads Marketing",
      description: "Launching a dental clinic in Adyar next month.",
      attribution: {
        source: "google",
        medium: "cpc",
        campaign: "adyar-clinics",
        term: "",
        content: "",
        landingPage: "/service/google-ads",
        sentFrom: "/pricing",
        referrer: "www.google.com",
        form: "popup",
        paidClick: "gclid",
        arrived: "",
      },
    },
  })

  // Nothing is sent twice.
  await app.enquiries.drainOutbox({ retryNow: true })
  expect(mails).toHaveLength(1)
  expect(hooks).toHaveLength(1)
})

test("with the SMTP server down the enquiry is still stored, and the mail goes out once it is back", async () => {
  const mails: Mail[] = []
  const first = await startSmtp(mails)
  const port = first.port
  await stopSmtp(first.server)

  app = await buildTestApp(dirs, { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_TO })
  const response = await postEnquiry(app, validEnquiry({ name: "Lakshmi Narayanan" }))
  expect(response.statusCode).toBe(201)
  expect(await app.enquiries.store.count()).toBe(1)

  await app.enquiries.drainOutbox()
  expect(mails).toHaveLength(0)
  // Failed once, kept for a retry after the backoff.
  expect(await app.enquiries.store.outboxCounts()).toEqual({ pending: 1, sent: 0, failed: 0 })

  const back = await startSmtp(mails, port)
  cleanups.push(() => stopSmtp(back.server))
  // Still in backoff: an ordinary run sends nothing yet.
  await app.enquiries.drainOutbox()
  expect(mails).toHaveLength(0)

  await app.enquiries.drainOutbox({ retryNow: true })
  expect(mails).toHaveLength(1)
  expect(unfold(mails[0].raw)).toMatch(/^Subject: New enquiry: SEO Optimization from Lakshmi Narayanan$/m)
  expect(await app.enquiries.store.outboxCounts()).toEqual({ pending: 0, sent: 1, failed: 0 })
})

test("the answer does not wait for a webhook that hangs, and a failing webhook is retried", async () => {
  const hooks: Hook[] = []
  let answer = false
  // Holds every request open until told to answer; then answers 500 to force a retry.
  const held: http.ServerResponse[] = []
  const webhook = await startWebhook(hooks, (res) => (answer ? res.writeHead(500).end() : held.push(res)))
  cleanups.push(() => stopHttp(webhook.server))

  app = await buildTestApp(dirs, { WEBHOOK_URL: webhook.url, WEBHOOK_SECRET })
  const started = Date.now()
  const response = await postEnquiry(app, validEnquiry())
  expect(response.statusCode).toBe(201)
  expect(Date.now() - started).toBeLessThan(1_000)

  // The worker's delivery is in flight and unanswered while the visitor already has the receipt.
  for (let i = 0; i < 50 && held.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20))
  expect(held).toHaveLength(1)
  answer = true
  held[0].writeHead(500).end()

  await app.enquiries.drainOutbox()
  expect(await app.enquiries.store.outboxCounts()).toEqual({ pending: 1, sent: 0, failed: 0 })
  await app.enquiries.drainOutbox({ retryNow: true })
  expect(hooks).toHaveLength(2)
  expect(await app.enquiries.store.outboxCounts()).toEqual({ pending: 1, sent: 0, failed: 0 })
  expect(await app.enquiries.store.count()).toBe(1)
})
