/**
 * CSV export of enquiries (RFC 4180: CRLF rows, fields quoted when they hold a comma, quote or line
 * break, quotes doubled). Visitors write the cells, and a spreadsheet runs a cell starting with
 * = + - @ (or a tab or CR that some programs skip) as a formula, so such cells get a leading
 * apostrophe: the agency opens this file in Excel.
 */
import type { EnquiryStore, StoredEnquiry } from "./store"

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: string | null): string {
  let text = value ?? ""
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`
}

export const CSV_COLUMNS = ["id", "receivedAt", "name", "email", "mobile", "services", "description", "submissionId"] as const

/** Byte order mark: without it Excel reads UTF-8 as a legacy code page and garbles Tamil names. */
export const CSV_BOM = "\uFEFF"

export function enquiryCsvRow(enquiry: StoredEnquiry): string {
  return csvRow(CSV_COLUMNS.map((column) => enquiry[column]))
}

export function enquiriesCsv(enquiries: Iterable<StoredEnquiry>): string {
  let out = CSV_BOM + csvRow(CSV_COLUMNS)
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
