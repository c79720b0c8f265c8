/**
 * Keeps visitors' personal data out of the server's logs. Logs are kept and shipped elsewhere, and
 * for longer than enquiries are; a deletion request (DELETE /admin/enquiries?email=…) must not
 * leave the address it deletes in a log line.
 *
 * - Request URLs are logged without their query string (`?email=` of the admin API, `?utm_…`).
 * - In every string of every log line (messages, URLs, error messages and stacks), e-mail addresses
 *   and phone numbers are replaced. Numbers that are JSON numbers (time, pid, ports) stay.
 */
import type { FastifyRequest } from "fastify"

// The local part as RFC 5322 allows it unquoted, but for "/" (a path separator in the URLs this
// also reads); "@" also percent-encoded, as it appears in URLs.
const EMAIL = /[\w.!#$%&'*+=?^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi
// What the enquiry schema takes as a mobile number: 7 to 15 digits, spaces between, optional +.
// Not inside a word or a hyphenated run, so the digits of a UUID or a date stay.
const PHONE = /(?<![\w+-])\+?\d(?: ?\d){6,14}(?![\w-])/g

export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]")
}

/** A request URL as logged: the path with personal data replaced, and no query string. */
export function redactUrl(url: string): string {
  const query = url.indexOf("?")
  if (query === -1) return redactPersonalData(url)
  return `${redactPersonalData(url.slice(0, query))}?[redacted]`
}

function redactStrings(value: unknown): unknown {
  if (typeof value === "string") return redactPersonalData(value)
  if (Array.isArray(value)) return value.map(redactStrings)
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, redactStrings(child)]))
  }
  return value
}

/** One log line (pino's JSON, ending in a newline) with personal data replaced in its strings. */
export function redactLogLine(line: string): string {
  try {
    return `${JSON.stringify(redactStrings(JSON.parse(line)))}\n`
  } catch {
    // Not JSON (never from pino): the text as a whole.
    return redactPersonalData(line)
  }
}

/** Fastify's request serializer, with the URL as redactUrl gives it. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** Logger options for Fastify (pino) that apply the redaction to every log line. */
export const privateLogOptions = {
  serializers: { req: serializeRequest },
  hooks: { streamWrite: redactLogLine },
}
