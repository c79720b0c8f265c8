import { css, useTheme, type Theme } from "@emotion/react"
import { Link } from "gatsby"
import * as React from "react"
import { mq } from "../../styles/theme"
import { ENQUIRY_LIMITS, SERVICE_OPTIONS } from "../../../common/enquiry-fields"
import { Button } from "../ui/button"
import { Icon } from "../ui/icon"
import {
  ENQUIRY_ENDPOINT,
  ENQUIRY_ERROR_MESSAGE,
  ENQUIRY_SUCCESS_MESSAGE,
  useEnquiryForm,
  type EnquiryValues,
  type VisibleField,
} from "./use-enquiry-form"

/** Form-control edges need 3:1 against white (WCAG 1.4.11); the theme's line colour is decoration only. */

type EnquiryFormProps = {
  /** id of the heading that names this form (a named form is a landmark) */
  labelledBy?: string
  /** The popup closes itself here; the contact page keeps the inline message. */
  onSuccess?: () => void
  /** Text of the submit button while idle */
  submitLabel?: string
  /** "compact" tightens the form on phones, so the lead popup fits in one screen there */
  density?: "regular" | "compact"
}

/** Phone-only overrides of the compact form: smaller gaps, labels and fields (still 44 px touch targets). */
const compactOnPhones = (theme: Theme) => css`
  ${mq.belowMd} {
    gap: 0.7rem;
    .enquiry-required {
      font-size: 0.82rem;
    }
    .enquiry-fields {
      gap: 0.6rem;
    }
    .enquiry-field {
      gap: 0.2rem;
    }
    .enquiry-field label {
      font-size: 0.86rem;
    }
    input,
    select,
    textarea {
      min-height: 44px;
      padding: 0.5rem 0.8rem;
      font-size: 1rem;
    }
    select {
      padding-right: 2.5rem;
    }
    textarea {
      min-height: 4.6rem;
      height: 4.6rem;
    }
    .enquiry-actions {
      gap: 0.5rem;
    }
    .enquiry-actions p {
      font-size: 0.78rem;
      line-height: 1.4;
      color: ${theme.color.muted};
    }
  }
`

const fieldStyles = (theme: Theme) => css`
  width: 100%;
  min-height: 52px;
  padding: 0.8rem 1rem;
  border: 1px solid ${theme.color.fieldBorder};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.paper};
  color: ${theme.color.ink};
  font: inherit;
  font-size: 1rem;
  line-height: 1.4;
  transition:
    border-color ${theme.motion.fast} ease,
    box-shadow ${theme.motion.fast} ease;
  &::placeholder {
    color: ${theme.color.muted};
    opacity: 1;
  }
  &:hover {
    border-color: ${theme.color.ink};
  }
  &:focus,
  &:focus-visible {
    outline: none;
    border-color: ${theme.color.accentText};
    box-shadow: ${theme.shadow.focus};
  }
  &[aria-invalid="true"] {
    border-color: ${theme.color.danger};
    box-shadow: inset 0 0 0 1px ${theme.color.danger};
  }
  &[aria-invalid="true"]:focus {
    box-shadow:
      inset 0 0 0 1px ${theme.color.danger},
      ${theme.shadow.focusDanger};
  }
`

type FieldProps = {
  id: string
  label: string
  error?: string
  wide?: boolean
  children: (describedBy: string | undefined) => React.ReactNode
}

function Field({ id, label, error, wide = false, children }: FieldProps) {
  const theme = useTheme()
  const errorId = `${id}-error`
  return (
    <div
      className="enquiry-field"
      css={css`
        display: grid;
        gap: 0.45rem;
        align-content: start;
        ${wide && `grid-column: 1 / -1;`}
      `}
    >
      <label
        htmlFor={id}
        css={css`
          font-weight: 650;
          font-size: 0.95rem;
          color: ${theme.color.ink};
        `}
      >
        {label}
      </label>
      {children(error ? errorId : undefined)}
      {error && (
        <p
          id={errorId}
          css={css`
            display: flex;
            align-items: flex-start;
            gap: 0.4rem;
            margin: 0;
            font-size: 0.9rem;
            font-weight: 550;
            line-height: 1.4;
            color: ${theme.color.danger};
          `}
        >
          <Icon
            name="alert"
            size={16}
            css={css`
              flex: none;
              margin-top: 0.1rem;
            `}
          />
          {error}
        </p>
      )}
    </div>
  )
}

const messageBox = (theme: Theme, tone: "success" | "error") => css`
  display: flex;
  align-items: flex-start;
  gap: 0.7rem;
  margin: 0;
  padding: 0.95rem 1.1rem;
  border-radius: ${theme.radius.sm};
  border: 1px solid ${tone === "success" ? theme.color.success : theme.color.danger};
  background: ${tone === "success" ? theme.color.successSoft : theme.color.dangerSoft};
  color: ${theme.color.ink};
  font-weight: 600;
  line-height: 1.45;
  svg {
    flex: none;
    margin-top: 0.1rem;
    color: ${tone === "success" ? theme.color.success : theme.color.danger};
  }
`

/**
 * The one enquiry form of the site: the contact page and the lead popup both render it. In the
 * server HTML it is a plain form that posts to the enquiry API, with the browser's own validation
 * (required fields, e-mail and number formats, the disabled placeholder): it works before the
 * page's scripts start and without them. Once hydrated, the browser's bubbles give way
 * (`noValidate`) to inline messages from the zod schema the server uses, linked to their field and
 * announced, and the form posts JSON without leaving the page. Its fields stay the browser's own,
 * so nothing typed or autofilled is ever reset.
 */
export function EnquiryForm({ labelledBy, onSuccess, submitLabel = "Send enquiry", density = "regular" }: EnquiryFormProps) {
  const theme = useTheme()
  const { errors, status, enhanced, onFieldInput, registerField, prepare, submit } = useEnquiryForm({ onSuccess })
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
        ${density === "compact" && compactOnPhones(theme)}
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
              css={fieldStyles}
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
              css={fieldStyles}
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
              css={fieldStyles}
            />
          )}
        </Field>
        <Field id={id("services")} label="Service" error={errors.services}>
          {(describedBy) => (
            <div
              css={css`
                position: relative;
              `}
            >
              <select
                {...inputProps("services", describedBy)}
                defaultValue=""
                css={(t: Theme) => css`
                  ${fieldStyles(t)};
                  appearance: none;
                  padding-right: 2.75rem;
                  cursor: pointer;
                  /* The placeholder is chosen while the required select is still invalid. */
                  &:invalid {
                    color: ${t.color.muted};
                  }
                  option {
                    color: ${t.color.ink};
                  }
                `}
              >
                <option value="" disabled>
                  Select a service
                </option>
                {SERVICE_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              <Icon
                name="chevron"
                size={18}
                css={css`
                  position: absolute;
                  right: 1rem;
                  top: 50%;
                  transform: translateY(-50%);
                  pointer-events: none;
                  color: ${theme.color.ink};
                `}
              />
            </div>
          )}
        </Field>
        <Field id={id("description")} label="Message" error={errors.description} wide>
          {(describedBy) => (
            <textarea
              {...inputProps("description", describedBy)}
              rows={5}
              maxLength={ENQUIRY_LIMITS.descriptionMax}
              placeholder="Tell us about your business, your goals and your timeline"
              css={(t: Theme) => css`
                ${fieldStyles(t)};
                min-height: 8.5rem;
                resize: vertical;
              `}
            />
          )}
        </Field>
      </div>

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
          css={css`
            width: 100%;
            ${mq.sm} {
              width: auto;
              min-width: 13rem;
            }
          `}
        >
          {sending ? "Sending…" : submitLabel}
          {!sending && <Icon name="arrow" size={18} />}
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
        {status === "success" && (
          <p css={messageBox(theme, "success")}>
            <Icon name="done" size={20} />
            {ENQUIRY_SUCCESS_MESSAGE}
          </p>
        )}
      </div>
      {status === "error" && (
        <p role="alert" css={messageBox(theme, "error")}>
          <Icon name="alert" size={20} />
          {ENQUIRY_ERROR_MESSAGE}
        </p>
      )}
    </form>
  )
}
