/**
 * CSV export of enquiries (RFC 4180: CRLF rows, quotes doubled). Visitors write the cells, and a
 * spreadsheet runs a cell starting with = + - @ (or a tab or CR that some programs skip) as a
 * formula, so such cells get a leading apostrophe: the agency opens this file in Excel.
 *
 * A cell is quoted when it holds a quote, a line break or the separator of any common locale:
 * comma, semicolon (Excel in most of Europe, and wherever the decimal mark is a comma) or tab. An
 * unquoted `Xy;=cmd|' /C calc'!A0` opens as two cells where ";" separates, the second a formula.
 *
 * Quoting alone protects only where the comma separates: where ";" or tab does, a comma-separated
 * row is read as one long cell, and quotes count only at the start of a cell, so a ";", a tab or a
 * line break inside a quoted cell still starts a new one. A trigger right after one of those gets
 * the apostrophe too, so no cell a reader in any locale sees starts a formula.
 */
import { ATTRIBUTION_COLUMNS, attributionValues } from "./enquiry-rows"
import type { EnquiryStore, StoredEnquiry } from "./store"

const FORMULA_START = /^[=+\-@\t\r]/
/** A trigger that starts a cell where ";" or tab separates, or a line ends (spaces and quotes before it). */
const FORMULA_AFTER_BREAK = /([;\t\r\n][\s"]*)(?=[=+\-@])/g
const NEEDS_QUOTES = /[",;\t\r\n]/

export function csvCell(value: string | null): string {
  let text = (value ?? "").replace(FORMULA_AFTER_BREAK, "$1'")
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`
}

export const CSV_COLUMNS = ["id", "receivedAt", "name", "email", "mobile", "services", "description", "submissionId"] as const

/** Where each lead came from, after the enquiry's own columns: source, medium, campaign, … */
export const ATTRIBUTION_CSV_COLUMNS: readonly string[] = ATTRIBUTION_COLUMNS.map(([column]) => column)

/** Byte order mark: without it Excel reads UTF-8 as a legacy code page and garbles Tamil names. */
export const CSV_BOM = "\uFEFF"

export function enquiryCsvRow(enquiry: StoredEnquiry): string {
  return csvRow([...CSV_COLUMNS.map((column) => enquiry[column]), ...attributionValues(enquiry.attribution)])
}

/** The columns of the inbox's export of a filter, before the attribution columns. */
const INBOX_COLUMNS = ["receivedAt", "name", "email", "mobile", "services", "description", "status", "note"] as const

/** The inbox's export: what staff read, with each lead's status and note. */
export function inboxCsv(enquiries: Iterable<StoredEnquiry & Record<(typeof INBOX_COLUMNS)[number], string>>): string {
  let out = CSV_BOM + csvRow([...INBOX_COLUMNS, ...ATTRIBUTION_CSV_COLUMNS])
  for (const e of enquiries) out += csvRow([...INBOX_COLUMNS.map((column) => e[column]), ...attributionValues(e.attribution)])
  return out
}

export function enquiriesCsv(enquiries: Iterable<StoredEnquiry>): string {
  let out = CSV_BOM + csvRow([...CSV_COLUMNS, ...ATTRIBUTION_CSV_COLUMNS])
  for (const enquiry of enquiries) out += enquiryCsvRow(enquiry)
  return out
}

const EXPORT_PAGE_SIZE = 500

/** The whole store as CSV, newest first, read page by page. */
export async function exportCsv(store: Pick<EnquiryStore, "list">): Promise<string> {
  const enquiries: StoredEnquiry[] = []
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const page = await store.list({ offset, limit: EXPORT_PAGE_SIZE })
    enquiries.push(...page)
    if (page.length < EXPORT_PAGE_SIZE) break
  }
  return enquiriesCsv(enquiries)
}
