/** Pure text helpers shared by gatsby-node, pages and tests. */

/**
 * A blog post's address from its title: the spec's rule (lowercased, runs of whitespace replaced
 * by "-") for titles of letters, digits and spaces; accents are dropped ("Café" → "cafe") and
 * every other character is left out, so an address is only `a-z`, `0-9` and single hyphens ("What
 * is new? A/B tests #1" → "what-is-new-ab-tests-1"). Empty for a title with no Latin letter or digit.
 */
export function slugifyTitle(title: string): string {
  return title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-|-$/g, "")
}

/** "quantum-widget-branding" → "Quantum Widget Branding" (headings for slugs without a pageTitle). */
export function titleCaseSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")
}

const ordinal = (day: number): string => {
  const teen = day % 100 >= 11 && day % 100 <= 13
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th")
  return `${day}${suffix}`
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

/** "2025-01-23" → "23rd January 2025", the spec's date style for posts. */
export function formatLongDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  if (!match) throw new Error(`Not an ISO date: ${iso}`)
  const [, year, month, day] = match
  return `${ordinal(Number(day))} ${MONTHS[Number(month) - 1]} ${year}`
}

/** What a pricing tier without a price shows in its place. */
export const PRICE_ON_REQUEST = "Price on request"

/**
 * 2000 → "₹2,000" with Indian digit grouping (₹1,00,000), rounded to whole rupees. Grouped by hand:
 * the first Intl.NumberFormat for en-IN costs a phone some 20 ms while the pricing page starts up.
 */
export function formatRupees(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)))
  const lastThree = digits.slice(-3)
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")
  return `${amount < 0 ? "-" : ""}₹${rest ? `${rest},` : ""}${lastThree}`
}

/** "+91 90031 45780" → "+919003145780" for tel: links */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`
}

/**
 * A mailto: link that opens a message to this address and nothing more (RFC 6068): both sides of the
 * @ percent-encoded, so an address holding `?`, `&`, `%` or `#` can never add a Bcc, subject or body.
 */
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf("@")
  if (at === -1) return `mailto:${encodeURIComponent(email)}`
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`
}

/**
 * A mailto: link to this address with a subject and a body already written (RFC 6068): each
 * percent-encoded on its own, so nothing the text holds (`&`, `?`, `#`, `%`) can add a header, and
 * line breaks as CRLF, as the RFC asks.
 */
export function mailtoMessageHref(email: string, message: { subject: string; body: string }): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"))
  return `${mailtoHref(email)}?subject=${encode(message.subject)}&body=${encode(message.body)}`
}

/** The WhatsApp chat link with the phone and prefilled text as query parameters. */
export function whatsappHref(number: string, text: string): string {
  const params = new URLSearchParams({ phone: number, text })
  return `https://api.whatsapp.com/send?${params.toString()}`
}
