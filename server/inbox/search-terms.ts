/**
 * What a search in the staff inbox looks for, the same on both stores: each word of the query as a
 * substring (case ignored) of the enquiry's name, e-mail, mobile, service or message. A query that
 * looks like a phone number is one term of its digits, found in the mobile number's digits, so the
 * spacing and the +91 the visitor typed do not matter.
 */

/** More words than this add nothing a person types; the rest are ignored. */
const MAX_TERMS = 8
const MAX_TERM_LENGTH = 100
/** Indian mobile numbers have 10 digits; a longer query carries a country or trunk prefix. */
const NATIONAL_DIGITS = 10
const PHONE_SHAPE = /^\+?[\d\s().-]+$/

export function searchTerms(query: string | undefined): string[] {
  const text = (query ?? "").normalize("NFC").trim()
  if (text === "") return []
  if (PHONE_SHAPE.test(text)) {
    const digits = text.replace(/\D/g, "")
    if (digits.length >= 3) return [digits.slice(-NATIONAL_DIGITS)]
  }
  const words = text.split(/\s+/).map((word) => word.slice(0, MAX_TERM_LENGTH))
  return [...new Set(words)].slice(0, MAX_TERMS)
}

/**
 * SQLite's trigram index finds substrings of 3 characters or more; shorter terms are checked on the
 * rows the longer ones (or the other filters) leave.
 */
export const isIndexable = (term: string): boolean => [...term].length >= 3

/** An FTS5 query: every term as a quoted string (substring match with the trigram tokenizer), all required. */
export const ftsQuery = (terms: readonly string[]): string => terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(" AND ")

/** A LIKE pattern finding the term anywhere, with \ as the escape character. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
