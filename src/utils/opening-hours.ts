/** schema.org openingHours ("Mo-Sa 09:30-18:30") in words for people: "Monday to Saturday, 9:30 am – 6:30 pm". */
import type { DayOfWeek, OpeningHoursSpecification } from "schema-dts"

const DAYS: Record<string, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
}

/** "09:30" → "9:30 am", "18:00" → "6 pm", "12:15" → "12:15 pm" */
export function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time)
  if (!match) return time
  const hours = Number(match[1])
  const minutes = match[2]
  const suffix = hours >= 12 && hours < 24 ? "pm" : "am"
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return minutes === "00" ? `${hour12} ${suffix}` : `${hour12}:${minutes} ${suffix}`
}

function formatDays(days: string): string | null {
  const range = /^([A-Z][a-z])(?:-([A-Z][a-z]))?$/.exec(days)
  if (!range) return null
  const from = DAYS[range[1]]
  const to = range[2] ? DAYS[range[2]] : undefined
  if (!from || (range[2] && !to)) return null
  return to ? `${from} to ${to}` : from
}

/** One schema.org range ("Mo-Sa 09:30-18:30"); anything else is shown as written rather than guessed at. */
export function formatOpeningHours(openingHours: string): string {
  const match = /^(\S+)\s+(\d{1,2}:\d{2})-(\d{1,2}:\d{2})$/.exec(openingHours.trim())
  const days = match ? formatDays(match[1]) : null
  if (!match || !days) return openingHours
  return `${days}, ${formatClockTime(match[2])} – ${formatClockTime(match[3])}`
}

const DAY_ORDER = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]

/**
 * One schema.org range ("Mo-Sa 09:30-18:30") as an OpeningHoursSpecification, the form search
 * engines read for a business's hours; an empty list for anything it does not understand.
 */
export function openingHoursSpecification(openingHours: string): OpeningHoursSpecification[] {
  const match = /^([A-Z][a-z])(?:-([A-Z][a-z]))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(openingHours.trim())
  if (!match) return []
  const from = DAY_ORDER.indexOf(match[1])
  const to = match[2] ? DAY_ORDER.indexOf(match[2]) : from
  if (from < 0 || to < from) return []
  const dayOfWeek = DAY_ORDER.slice(from, to + 1).map((day) => `https://schema.org/${DAYS[day]}` as DayOfWeek)
  return [{ "@type": "OpeningHoursSpecification", dayOfWeek, opens: match[3], closes: match[4] }]
}
