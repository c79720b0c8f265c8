/** The inbox's pages for what it did not do: a form it refused, an enquiry it does not have, a request it could not take. */
import { page } from "./layout"

export const refusedPage = (): string =>
  page(
    { title: "Refused" },
    `<h1>Refused</h1><p>This form was not sent from the inbox, or your session ended. <a href="/admin/">Open the inbox</a> and try again.</p>`,
  )

export const notFoundPage = (user: string, csrfToken: string): string =>
  page({ title: "Not found", user, csrfToken }, `<h1>No such enquiry</h1><p><a href="/admin/">All enquiries</a></p>`)

/** What a request the inbox cannot take is told, by status; never an internal message. */
const REFUSALS: Record<number, string> = {
  413: "That was more than the inbox's forms send.",
  415: "The inbox takes its own forms only.",
}

/** The page of a request the inbox could not take (4xx), or of a fault of ours (500). */
export function notDonePage(status: number): string {
  const text =
    status === 500 ? "Something went wrong on our side. Please try again." : (REFUSALS[status] ?? "The inbox could not read this request.")
  return page({ title: "Not done" }, `<h1>Not done</h1><p>${text} <a href="/admin/">Open the inbox</a></p>`)
}
