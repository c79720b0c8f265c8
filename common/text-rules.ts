/**
 * What text the site and the inbox keep, one rule each for every field that takes text: the
 * enquiry, its attribution, the inbox's forms and search, the admin API and the command line.
 * Pure TypeScript: the browser's enquiry form loads it.
 *
 * Three kinds of character are never shown as they are:
 * - control characters (C0, DEL, C1): they break a line of a notification or a query;
 * - invisible formatting (Unicode's format characters): U+202E turns "\u202Eelgoog" into "google"
 *   on screen, zero-width spaces and U+FEFF make two equal-looking words differ. The joiners
 *   U+200C and U+200D stay: Tamil, Malayalam and emoji sequences need them;
 * - the line and paragraph separators U+2028 and U+2029, line breaks that no field expects.
 */
import { ENQUIRY_LIMITS } from "./enquiry-fields"

const CONTROL = String.raw`\p{Cc}`
const LAYOUT = String.raw`\t\n\r`
const INVISIBLE = String.raw`(?![\u200c\u200d])\p{Cf}`
const SEPARATOR = String.raw`[\u2028\u2029]`

const CONTROL_CHARACTER = new RegExp(CONTROL, "u")
const CONTROL_BUT_LAYOUT = new RegExp(`(?![${LAYOUT}])${CONTROL}`, "u")
const INVISIBLE_CHARACTERS = new RegExp(INVISIBLE, "gu")
const SEPARATORS = new RegExp(SEPARATOR, "gu")
const HIDDEN_CHARACTERS = new RegExp(`${CONTROL}|${INVISIBLE}|${SEPARATOR}`, "gu")

/** Whether the text holds a control character; with `layout`, tab and line breaks are allowed. */
export const hasControlCharacters = (text: string, { layout = false }: { layout?: boolean } = {}): boolean =>
  (layout ? CONTROL_BUT_LAYOUT : CONTROL_CHARACTER).test(text)

/**
 * The text without invisible formatting, its line and paragraph separators made `lineBreak` (a space
 * for a one-line field, "\n" for a message). Control characters are left for the field's rule.
 */
export const withoutInvisible = (text: string, lineBreak: string): string =>
  text.replace(INVISIBLE_CHARACTERS, "").replace(SEPARATORS, lineBreak)

/** One line of plain text: every control, invisible and separator character made `replacement`. */
export const plainLine = (text: string, replacement: string): string => text.replace(HIDDEN_CHARACTERS, replacement)

/**
 * The shape a reply can actually be sent to: a local part of letters (any script), digits and
 * . _ + - ' (no leading, trailing or double dot), one @, a domain with a dot. Nothing a mailto: link
 * reads as more than the address (`?`, `&`, `%`, `#`, `,`), nor quotes, spaces or brackets.
 */
const EMAIL_SHAPE =
  /^[\p{L}\p{M}\p{N}_+'-]+(?:\.[\p{L}\p{M}\p{N}_+'-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/u

/** Whether the text is one e-mail address of that shape, no longer than an enquiry's. */
export const isEmailAddress = (text: string): boolean => text.length <= ENQUIRY_LIMITS.emailMax && EMAIL_SHAPE.test(text)
