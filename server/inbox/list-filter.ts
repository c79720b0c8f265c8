/**
 * What the inbox's list and export show, read from their address: a search, a status, a service,
 * a source and campaign, and a from–to range of days. The filter lives in the address, so a view can be bookmarked and exported.
 */
import { SERVICE_OPTIONS } from "../../common/enquiry"
import { ATTRIBUTION_LIMITS } from "../../common/enquiry-fields"
import { STATUSES, type InboxFilter, type Status } from "./inbox-store"
import { plainLine } from "../../common/text-rules"
import { DAYS_TAKEN, isCalendarDay } from "./kolkata-calendar"

/**
 * The filter of a list or export address; anything not understood is left out. A date that is not a
 * day of the calendar is left out too, and named in `problem` (the answer is then 400).
 */
export function filterOf(query: Record<string, unknown>): { filter: InboxFilter; problem?: string } {
  const text = (key: string) => (typeof query[key] === "string" ? plainLine(query[key] as string, " ").trim() : "")
  const filter: InboxFilter = {}
  if (text("q")) filter.query = text("q").slice(0, 200)
  if ((STATUSES as readonly string[]).includes(text("status"))) filter.status = text("status") as Status
  if ((SERVICE_OPTIONS as readonly string[]).includes(text("service"))) filter.service = text("service")
  // As stored: cleaned and cut at their limit when the enquiry arrived.
  if (text("source")) filter.source = text("source").slice(0, ATTRIBUTION_LIMITS.host)
  if (text("campaign")) filter.campaign = text("campaign").slice(0, ATTRIBUTION_LIMITS.tag)
  const wrong: string[] = []
  for (const key of ["from", "to"] as const) {
    if (isCalendarDay(text(key))) filter[key] = text(key)
    else if (text(key)) wrong.push(`“${text(key).slice(0, 20)}”`)
  }
  if (wrong.length === 0) return { filter }
  return {
    filter,
    problem: `${wrong.join(" and ")} ${wrong.length === 1 ? "is not a day" : "are not days"} of the calendar from ${DAYS_TAKEN.first.slice(0, 4)} to ${DAYS_TAKEN.last.slice(0, 4)}: pick a date in the From and To boxes.`,
  }
}
