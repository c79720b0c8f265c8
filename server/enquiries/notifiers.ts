/**
 * The two ways the agency hears about a new enquiry: an e-mail to NOTIFY_TO and a signed webhook.
 * Both throw on failure; the outbox worker turns a throw into a retry later.
 */
import { createHmac } from "node:crypto"
import nodemailer from "nodemailer"
import type { Config } from "../config"
import type { OutboxChannel, StoredEnquiry } from "./store"

export type Sender = (enquiry: StoredEnquiry) => Promise<void>
export type Senders = Partial<Record<OutboxChannel, Sender>>

/** The channels a new enquiry gets outbox rows for, given the configuration. */
export function activeChannels(config: Pick<Config, "smtpUrl" | "notifyTo" | "webhookUrl">): OutboxChannel[] {
  const channels: OutboxChannel[] = []
  if (config.smtpUrl && config.notifyTo) channels.push("email")
  if (config.webhookUrl) channels.push("webhook")
  return channels
}

// Folds anything that could end a header line; the schema already refuses control characters in
// names, this guards the subject against whatever a future field might carry.
const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, " ").trim()

export function enquiryMailSubject(enquiry: StoredEnquiry): string {
  return oneLine(`New enquiry: ${enquiry.services} from ${enquiry.name}`)
}

/** Where the lead came from, in the e-mail: only what is known. */
function attributionLines({ attribution: a }: StoredEnquiry): string[] {
  const lines: [string, string][] = [
    ["Source", [a.source, a.medium, a.campaign].filter(Boolean).join(" / ")],
    ["Landing page", a.landingPage],
    ["Sent from", [a.sentFrom, a.form && `(${a.form} form)`].filter(Boolean).join(" ")],
    ["Referrer", a.referrer],
    ["Ad click", a.paidClick && `yes (${a.paidClick})`],
  ]
  return lines.filter(([, value]) => value).map(([label, value]) => `${`${label}:`.padEnd(14)}${oneLine(value)}`)
}

export function enquiryMailText(enquiry: StoredEnquiry): string {
  return [
    `A new enquiry arrived through the website on ${enquiry.receivedAt}.`,
    "",
    `Name:    ${enquiry.name}`,
    `E-mail:  ${enquiry.email}`,
    `Mobile:  ${enquiry.mobile}`,
    `Service: ${enquiry.services}`,
    "",
    "Message:",
    enquiry.description,
    "",
    ...attributionLines(enquiry),
    "",
    `Reply to this e-mail to answer ${enquiry.name} directly.`,
    `Enquiry id: ${enquiry.id}`,
  ].join("\n")
}

/**
 * Nodemailer's defaults wait up to two minutes for an unresponsive server; the worker would hold
 * shutdown that long. Short timeouts are added to the URL unless the operator set their own there.
 */
export function withSmtpTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  const defaults: Record<string, string> = { connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "20000" }
  for (const [key, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value)
  }
  return url.toString()
}

export function createEmailSender(config: Pick<Config, "smtpUrl" | "notifyTo" | "notifyFrom">): Sender | undefined {
  const { smtpUrl, notifyTo, notifyFrom } = config
  if (!smtpUrl || !notifyTo) return undefined
  const transport = nodemailer.createTransport(withSmtpTimeouts(smtpUrl))
  return async (enquiry) => {
    await transport.sendMail({
      from: notifyFrom,
      to: notifyTo,
      replyTo: { name: oneLine(enquiry.name), address: enquiry.email },
      subject: enquiryMailSubject(enquiry),
      text: enquiryMailText(enquiry),
    })
  }
}

export type WebhookPayload = {
  event: "enquiry.created"
  enquiry: Omit<StoredEnquiry, "submissionId">
}

export function webhookBody(enquiry: StoredEnquiry): string {
  const { id, receivedAt, name, email, mobile, services, description, attribution } = enquiry
  const payload: WebhookPayload = {
    event: "enquiry.created",
    enquiry: { id, receivedAt, name, email, mobile, services, description, attribution },
  }
  return JSON.stringify(payload)
}

/** `sha256=<hex>` over the exact bytes sent, GitHub's convention, so receivers can reuse their code. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`
}

export const WEBHOOK_TIMEOUT_MS = 10_000

export function createWebhookSender(config: Pick<Config, "webhookUrl" | "webhookSecret">): Sender | undefined {
  const { webhookUrl, webhookSecret } = config
  if (!webhookUrl) return undefined
  return async (enquiry) => {
    const body = webhookBody(enquiry)
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "User-Agent": "enquiry-webhook/1",
      // Deliveries are at least once: receivers drop repeats by this id.
      "X-Enquiry-Id": enquiry.id,
    }
    if (webhookSecret) headers["X-Signature-256"] = webhookSignature(body, webhookSecret)
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers,
      body,
      redirect: "error",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    })
    // Drain the body so the connection is released; the content is not used.
    await response.arrayBuffer().catch(() => undefined)
    if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`)
  }
}

export function createSenders(config: Config): Senders {
  return { email: createEmailSender(config), webhook: createWebhookSender(config) }
}
