import { css } from "@emotion/react"
import { Link } from "gatsby"
import * as React from "react"
import { mq, theme } from "../../styles/theme"
import { ENQUIRY_LIMITS, SERVICE_OPTIONS, type AttributionField } from "../../../common/enquiry-fields"
import { Button } from "../ui/button"
import { controlStyles, Field, Select } from "../ui/field"
import { Icon } from "../ui/icon"
import { Notice } from "../ui/notice"
import { compactOnPhones } from "./compact-on-phones"
import * as icons from "../ui/icons"
import type { EnquiryValues, VisibleField } from "./enquiry-values"
import { KeptNotice } from "./kept-notice"
import { ENQUIRY_ENDPOINT, ENQUIRY_ERROR_MESSAGE, ENQUIRY_SUCCESS_MESSAGE, useEnquiryForm } from "./use-enquiry-form"

type EnquiryFormProps = {
  /** Which form this is, sent with the enquiry (where the lead came from) */
  formName: "contact" | "popup"
  /** id of the heading that names this form (a named form is a landmark) */
  labelledBy?: string
  /** The popup closes itself here; the contact page keeps the inline message. */
  onSuccess?: () => void
  /** Text of the submit button while idle */
  submitLabel?: string
  /** "compact" tightens the form on phones, so the lead popup fits in one screen there */
  density?: "regular" | "compact"
}

/**
 * The one enquiry form of the site: the contact page and the lead popup both render it. In the
 * server HTML it is a plain form that posts to the enquiry API, with the browser's own validation
 * (required fields, e-mail and number formats, the disabled placeholder): it works before the
 * page's scripts start and without them. Once hydrated, the browser's bubbles give way
 * (`noValidate`) to inline messages from the zod schema the server uses, linked to their field and
 * announced, and the form posts JSON without leaving the page. Its fields stay the browser's own,
 * so nothing typed or autofilled is ever reset: a post that gets no answer (offline) leaves the
 * enquiry in the form, offers WhatsApp and e-mail, and sends it when the browser is back online.
 */
export function EnquiryForm({ formName, labelledBy, onSuccess, submitLabel = "Send enquiry", density = "regular" }: EnquiryFormProps) {
  const { errors, status, kept, enhanced, onFieldInput, registerField, prepare, submit } = useEnquiryForm({ onSuccess })
  const uid = React.useId()
  const id = (field: keyof EnquiryValues) => `${uid}-${field}`
  const sending = status === "sending"

  const inputProps = (field: VisibleField, describedBy: string | undefined) => ({
    id: id(field),
    name: field,
    required: true,
    "aria-invalid": field in errors ? ("true" as const) : undefined,
    "aria-describedby": describedBy,
    ref: registerField(field),
  })

  return (
    <form
      method="post"
      action={ENQUIRY_ENDPOINT}
      noValidate={enhanced}
      aria-labelledby={labelledBy}
      onSubmit={submit}
      onInput={onFieldInput}
      onFocus={prepare}
      css={css`
        display: grid;
        gap: 1.25rem;
        ${density === "compact" && compactOnPhones}
      `}
    >
      <p
        className="enquiry-required"
        css={css`
          margin: 0;
          font-size: 0.92rem;
          color: ${theme.color.muted};
        `}
      >
        All fields are required.
      </p>
      <div
        className="enquiry-fields"
        css={css`
          display: grid;
          gap: 1.1rem 1.25rem;
          ${mq.sm} {
            grid-template-columns: 1fr 1fr;
          }
        `}
      >
        <Field id={id("name")} label="Name" error={errors.name}>
          {(describedBy) => (
            <input
              {...inputProps("name", describedBy)}
              type="text"
              autoComplete="name"
              maxLength={ENQUIRY_LIMITS.nameMax}
              placeholder="Your full name"
              css={controlStyles}
            />
          )}
        </Field>
        <Field id={id("email")} label="Email" error={errors.email}>
          {(describedBy) => (
            <input
              {...inputProps("email", describedBy)}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={ENQUIRY_LIMITS.emailMax}
              placeholder="you@company.com"
              css={controlStyles}
            />
          )}
        </Field>
        <Field id={id("mobile")} label="Number" error={errors.mobile}>
          {(describedBy) => (
            // The spec asks for a numeric field. type="number" would be wrong for a phone number: it
            // drops a leading + or 0, accepts "e", and scrolling changes the value. type="tel" keeps
            // the text as typed, inputMode="numeric" brings up the digit keypad, and pattern mirrors
            // the schema's rule (digits, spaces, an optional leading +).
            <input
              {...inputProps("mobile", describedBy)}
              type="tel"
              inputMode="numeric"
              pattern="\+?[0-9 ]+"
              autoComplete="tel"
              maxLength={ENQUIRY_LIMITS.mobileMax}
              placeholder="98765 43210"
              css={controlStyles}
            />
          )}
        </Field>
        <Field id={id("services")} label="Service" error={errors.services}>
          {(describedBy) => <Select {...inputProps("services", describedBy)} placeholder="Select a service" options={SERVICE_OPTIONS} />}
        </Field>
        <Field id={id("description")} label="Message" error={errors.description} span="full">
          {(describedBy) => (
            <textarea
              {...inputProps("description", describedBy)}
              rows={5}
              maxLength={ENQUIRY_LIMITS.descriptionMax}
              placeholder="Tell us about your business, your goals and your timeline"
              css={css`
                ${controlStyles};
                min-height: 8.5rem;
                resize: vertical;
              `}
            />
          )}
        </Field>
      </div>

      {/* Sent with the enquiry; first-touch.ts adds where the visit began beside it. */}
      <input type="hidden" name={"formName" satisfies AttributionField} value={formName} />

      {/* Honeypot: people never see it and assistive technology skips it; bots that fill every field do. */}
      <div
        aria-hidden="true"
        data-honeypot
        css={css`
          position: absolute;
          left: -10000px;
          top: auto;
          width: 1px;
          height: 1px;
          overflow: hidden;
        `}
      >
        <label htmlFor={id("website")}>Website</label>
        <input id={id("website")} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div
        className="enquiry-actions"
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 1rem 1.5rem;
        `}
      >
        <Button
          type="submit"
          disabled={sending}
          styles={css`
            width: 100%;
            ${mq.sm} {
              width: auto;
              min-width: 13rem;
            }
          `}
        >
          {sending ? "Sending…" : submitLabel}
          {!sending && <Icon shape={icons.arrow} size={18} />}
        </Button>
        <p
          css={css`
            margin: 0;
            flex: 1 1 14rem;
            font-size: 0.88rem;
            color: ${theme.color.muted};
          `}
        >
          We use your details only to reply to this enquiry. See our{" "}
          <Link
            to="/privacyPolicy"
            css={css`
              color: ${theme.color.ink};
              font-weight: 600;
            `}
          >
            Privacy Policy
          </Link>
          .
        </p>
      </div>

      <div role="status" aria-live="polite" aria-atomic="true">
        {status === "success" && <Notice tone="success">{ENQUIRY_SUCCESS_MESSAGE}</Notice>}
        {status === "offline" && kept && <KeptNotice values={kept} />}
      </div>
      {status === "error" && (
        <Notice role="alert" tone="error">
          {ENQUIRY_ERROR_MESSAGE}
        </Notice>
      )}
    </form>
  )
}
