import * as React from "react"
import { ENQUIRY_LIMITS } from "../../../common/enquiry-fields"
import type { EnquiryFieldErrors, EnquiryValidation } from "../../../common/enquiry"
import {
  EMPTY_FIELD_MESSAGES,
  newSubmissionId,
  readEnquiryValues,
  VISIBLE_FIELDS,
  type EnquiryValues,
  type VisibleField,
} from "./enquiry-values"

/** The texts the spec gives for the result of a submit (section 8), shown inline instead of alert(). */
export const ENQUIRY_SUCCESS_MESSAGE = "Form submitted successfully!"
export const ENQUIRY_ERROR_MESSAGE = "Error submitting form. Please try again later."
/** When the post got no answer at all (offline, no route to the server, the timeout): the enquiry waits in the form. */
export const ENQUIRY_OFFLINE_MESSAGE =
  "You seem to be offline. Your enquiry is kept here and will be sent when your connection is back. Or reach us now:"
/** The same, when the browser is online but our server did not answer. */
export const ENQUIRY_UNREACHABLE_MESSAGE =
  "We could not reach our server just now. Your enquiry is kept here and will be sent again in a minute. Or reach us now:"

/** While the browser is online but the post got no answer, it goes again after this long. */
const RETRY_UNANSWERED_MS = 60_000

/**
 * Same origin by default: our server answers POST /user/create/ next to the site. A build can point
 * the form elsewhere with GATSBY_ENQUIRY_ENDPOINT (Gatsby inlines GATSBY_* variables at build time);
 * the server's CSP `connect-src` and `form-action` must then allow that origin.
 */
export const ENQUIRY_ENDPOINT = process.env.GATSBY_ENQUIRY_ENDPOINT || "/user/create/"

/** A stalled connection must not leave the button on "Sending…" for ever. */
const ENQUIRY_TIMEOUT_MS = 20_000

/** "offline": the post got no answer; the enquiry stays in the form and goes again when the browser is back online. */
type EnquiryStatus = "idle" | "sending" | "success" | "error" | "offline"

/** The zod schema is fetched when a visitor starts on the form, not with the page. */
const loadValidation = () => import(/* webpackChunkName: "enquiry-schema" */ "../../../common/enquiry")

type PendingAttempt = { id: string; content: string }

type UseEnquiryFormOptions = {
  /** Called after the API confirmed the enquiry (the popup closes itself here). */
  onSuccess?: () => void
}

/**
 * Submit logic of the enquiry form, shared by the contact page and the lead popup.
 *
 * The fields are the browser's own (uncontrolled): what a visitor types or the browser autofills
 * before the page's scripts start stays in them through hydration, and a form sent before then
 * posts as plain HTML. Once hydrated, the form validates with the same zod schema as the server,
 * posts JSON and reports the result inline. A post that gets no answer at all (offline, the server
 * out of reach, the timeout) keeps the enquiry in the form and sends it again once the browser is
 * back online; a post the server answers with a failure shows the spec's error, as before.
 */
export function useEnquiryForm({ onSuccess }: UseEnquiryFormOptions = {}) {
  const [errors, setErrors] = React.useState<EnquiryFieldErrors>({})
  const [status, setStatus] = React.useState<EnquiryStatus>("idle")
  // While offline: what the form holds, for the WhatsApp and e-mail links that send it another way.
  const [kept, setKept] = React.useState<EnquiryValues | null>(null)
  const formRef = React.useRef<HTMLFormElement | null>(null)
  // Until the form has hydrated, the browser's own validation guards a plain HTML post.
  const [enhanced, setEnhanced] = React.useState(false)
  const fieldRefs = React.useRef<Partial<Record<VisibleField, HTMLElement | null>>>({})
  // The id of the last attempt that did not succeed, and the content it carried. A retry of the same
  // content reuses the id, so an enquiry stored before the answer got lost is not stored twice; edited
  // content is a new enquiry and gets a new id.
  const pending = React.useRef<PendingAttempt | null>(null)
  const inFlight = React.useRef<AbortController | null>(null)
  const onSuccessRef = React.useRef(onSuccess)
  onSuccessRef.current = onSuccess

  const mounted = React.useRef(false)
  // Leaving the page (or closing the popup) abandons a request still on its way.
  React.useEffect(() => {
    mounted.current = true
    setEnhanced(true)
    return () => {
      mounted.current = false
      inFlight.current?.abort()
    }
  }, [])

  // Back online, or a minute later when the browser was online but our server did not answer: the
  // kept enquiry goes again by itself, through the form's own submit (so it is read and checked
  // afresh: the same content keeps its submission id, edited content gets a new one). Only while it
  // is kept, and never after the form is gone (popup closed, page left).
  React.useEffect(() => {
    if (status !== "offline") return
    const resend = () => formRef.current?.requestSubmit()
    window.addEventListener("online", resend, { once: true })
    const retry = navigator.onLine ? window.setTimeout(resend, RETRY_UNANSWERED_MS) : undefined
    return () => {
      window.removeEventListener("online", resend)
      window.clearTimeout(retry)
    }
  }, [status])

  /** An edited field loses its error message; a new edit after success starts a new enquiry. */
  const onFieldInput = React.useCallback((event: React.FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name
    const form = event.currentTarget
    // The links offered while offline carry what the form holds now.
    setKept((current) => current && readEnquiryValues(form).values)
    setErrors((current) => {
      if (!(field in current)) return current
      const next = { ...current }
      delete next[field]
      return next
    })
    setStatus((current) => (current === "success" ? "idle" : current))
  }, [])

  const registerField = React.useCallback(
    (field: VisibleField) => (element: HTMLElement | null) => {
      fieldRefs.current[field] = element
    },
    [],
  )

  /** Starts fetching the schema as soon as the visitor works with the form. */
  const prepare = React.useCallback(() => void loadValidation().catch(() => undefined), [])

  const submit = React.useCallback(async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const form = event.currentTarget
    formRef.current = form
    const { values, attribution } = readEnquiryValues(form)
    const keep = () => {
      setKept(values)
      setStatus("offline")
    }

    const content = {
      name: values.name,
      email: values.email,
      mobile: values.mobile,
      services: values.services,
      description: values.description,
      // Bots fill what people cannot see; the server answers them as if stored and drops them.
      ...(values.website ? { website: values.website.slice(0, ENQUIRY_LIMITS.honeypotMax) } : {}),
      ...attribution,
    }

    const controller = new AbortController()
    inFlight.current = controller
    setStatus("sending")
    setKept(null)
    let validation: EnquiryValidation
    try {
      validation = (await loadValidation()).validateEnquiry(content)
    } catch {
      // The schema could not be fetched (offline, a new deploy): the browser's own checks apply.
      inFlight.current = null
      if (!mounted.current) return
      // Offline, a plain post would leave the page for the browser's error and lose what was typed.
      if (!navigator.onLine && form.checkValidity()) {
        keep()
        return
      }
      setStatus("idle")
      if (form.checkValidity()) form.submit()
      else form.reportValidity()
      return
    }
    if (!validation.ok) {
      inFlight.current = null
      const fieldErrors = { ...validation.fields }
      for (const field of VISIBLE_FIELDS) {
        if (field in fieldErrors && values[field].trim() === "") fieldErrors[field] = EMPTY_FIELD_MESSAGES[field]
      }
      setErrors(fieldErrors)
      setStatus("idle")
      const first = VISIBLE_FIELDS.find((field) => field in validation.fields)
      if (first) fieldRefs.current[first]?.focus()
      return
    }
    setErrors({})

    const fingerprint = JSON.stringify(validation.enquiry)
    if (!pending.current || pending.current.content !== fingerprint) {
      pending.current = { id: newSubmissionId(), content: fingerprint }
    }
    const body = JSON.stringify({ ...content, submissionId: pending.current.id })

    const timeout = window.setTimeout(() => controller.abort(), ENQUIRY_TIMEOUT_MS)
    let stored = false
    // Whether the server answered at all: a fetch that rejects (offline, DNS, refused, timed out) did not.
    let answered = false
    try {
      const response = await fetch(ENQUIRY_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body,
        signal: controller.signal,
      })
      answered = true
      if (response.ok) {
        // As in the spec, a truthy `data` is the confirmation; anything else counts as a failure.
        const json = (await response.json().catch(() => null)) as { data?: unknown } | null
        stored = Boolean(json?.data)
      }
    } catch {
      stored = false
    } finally {
      window.clearTimeout(timeout)
      inFlight.current = null
    }
    // Unmounted while sending (popup closed, page left): nothing left to update.
    if (!mounted.current) return

    if (stored) {
      pending.current = null
      form.reset()
      // A select rendered in the browser has no `selected` attribute to reset to: back to the placeholder.
      for (const select of form.querySelectorAll("select")) select.value = ""
      setStatus("success")
      onSuccessRef.current?.()
    } else if (answered) {
      setStatus("error")
    } else {
      keep()
    }
  }, [])

  return { errors, status, kept, enhanced, onFieldInput, registerField, prepare, submit }
}
