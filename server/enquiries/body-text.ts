/**
 * Request bodies as text, strictly. Decoding bytes that are not UTF-8 replaces them with U+FFFD,
 * so a name or message would be stored other than it was sent: such a body is refused instead.
 *
 * A byte order mark at the very start of a body is dropped: RFC 8259 (section 8.1) lets a JSON
 * reader ignore it, and some Windows clients (PowerShell 5's Invoke-RestMethod) send one. Anywhere
 * else U+FEFF is an ordinary character, which the schema's trimming removes at the ends of a field.
 *
 * The attribution fields (where the lead came from) are the exception: a garbled one is dropped
 * when it is cleaned (common/attribution.ts), and the enquiry is stored all the same.
 */
import { isUtf8 } from "node:buffer"
import { ATTRIBUTION_FIELDS } from "../../common/enquiry-fields"

/** The error a body parser reports for bytes that are not UTF-8; the API answers it with 400. */
export class BodyNotUtf8Error extends Error {
  readonly statusCode = 400
  readonly code = "ENQ_BODY_NOT_UTF8"
  constructor() {
    super("The request body is not valid UTF-8")
  }
}

// fatal: throw instead of substituting U+FFFD; ignoreBOM false (the default) drops a leading BOM.
const strictUtf8 = new TextDecoder("utf-8", { fatal: true })

/** The body as text, or null when it is not UTF-8. */
export function decodeUtf8(body: Buffer): string | null {
  try {
    return strictUtf8.decode(body)
  } catch {
    return null
  }
}

const lenientUtf8 = new TextDecoder("utf-8")

/** The body as text, bytes that are not UTF-8 as U+FFFD, and whether there were any. */
export function decodeUtf8Leniently(body: Buffer): { text: string; valid: boolean } {
  const text = decodeUtf8(body)
  return text === null ? { text: lenientUtf8.decode(body), valid: false } : { text, valid: true }
}

/** What a decoder puts in place of bytes that are not UTF-8. */
export const REPLACEMENT_CHAR = /\uFFFD/

const ATTRIBUTION = new Set<string>(ATTRIBUTION_FIELDS)

/** A parsed body without its attribution fields: the fields whose bad text refuses the whole body. */
export function withoutAttribution(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value
  return Object.fromEntries(Object.entries(value).filter(([key]) => !ATTRIBUTION.has(key)))
}

const PERCENT = 0x25

const hexValue = (byte: number | undefined): number => {
  if (byte === undefined) return -1
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30
  const lower = byte | 0x20
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1
}

/**
 * Whether the percent-escapes of a URL-encoded form body decode to UTF-8. Browsers escape every
 * byte outside ASCII, so `name=%FF` is how bad bytes arrive in a form; URLSearchParams would turn
 * them into U+FFFD. A `%` not followed by two hex digits stays a literal `%`, as it does there.
 * Checking the whole body at once is enough: `&` and `=` are ASCII and never inside a valid
 * multi-byte sequence, so an invalid field makes the whole body invalid and the reverse.
 */
export function percentEscapesAreUtf8(text: string): boolean {
  if (!text.includes("%")) return true
  const raw = Buffer.from(text, "utf8")
  const bytes = Buffer.alloc(raw.length)
  let length = 0
  for (let i = 0; i < raw.length; i += 1) {
    const high = raw[i] === PERCENT ? hexValue(raw[i + 1]) : -1
    const low = high >= 0 ? hexValue(raw[i + 2]) : -1
    if (low >= 0) {
      bytes[length++] = high * 16 + low
      i += 2
    } else bytes[length++] = raw[i]
  }
  return isUtf8(bytes.subarray(0, length))
}

/** A UTF-16 surrogate without its partner: `\ud800` in JSON text decodes to one. */
const LONE_SURROGATE = /\p{Cs}/u

/** Whether any key or string in a parsed value matches `pattern`. Iterative, so deep nesting cannot overflow. */
export function hasTextMatching(value: unknown, pattern: RegExp): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === "string") {
      if (pattern.test(item)) return true
    } else if (typeof item === "object" && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (pattern.test(key)) return true
        pending.push(child)
      }
    }
  }
  return false
}

/**
 * Whether any key or string in a parsed JSON value holds a lone surrogate. Such a string has no
 * UTF-8 form: SQLite would store U+FFFD in its place.
 */
export const hasLoneSurrogate = (value: unknown): boolean => hasTextMatching(value, LONE_SURROGATE)
