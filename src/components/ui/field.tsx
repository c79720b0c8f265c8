import { css } from "@emotion/react"
import * as React from "react"
import { Icon } from "./icon"
import * as icons from "./icons"
import { theme } from "../../styles/theme"

/**
 * The look of a form control (input, select, textarea): a 52 px tall field whose edge has 3:1
 * contrast against white (WCAG 1.4.11), an orange focus ring, a red edge while invalid.
 */
export const controlStyles = css`
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
  /** half: one column of a two-column form from a tablet up; full: the whole row. */
  span?: "half" | "full"
  /** The control, given the id of the error message it must point to (aria-describedby), if any. */
  children: (describedBy: string | undefined) => React.ReactNode
}

/** A labelled form control with its error message below, linked to it. */
export function Field({ id, label, error, span = "half", children }: FieldProps) {
  const errorId = `${id}-error`
  return (
    <div
      className="enquiry-field"
      css={css`
        display: grid;
        gap: 0.45rem;
        align-content: start;
        ${span === "full" && `grid-column: 1 / -1;`}
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
            shape={icons.alert}
            size={16}
            styles={css`
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

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  /** The disabled first option shown until one is chosen (the select is required). */
  placeholder: string
  options: readonly string[]
}

/** A select drawn like the other fields, with our chevron instead of the browser's arrow. */
export const Select = React.forwardRef<HTMLSelectElement, SelectProps>(function Select({ placeholder, options, ...props }, ref) {
  return (
    <div
      css={css`
        position: relative;
      `}
    >
      <select
        ref={ref}
        defaultValue=""
        {...props}
        css={css`
          ${controlStyles};
          appearance: none;
          padding-right: 2.75rem;
          cursor: pointer;
          /* The placeholder is chosen while the required select is still invalid. */
          &:invalid {
            color: ${theme.color.muted};
          }
          option {
            color: ${theme.color.ink};
          }
        `}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Icon
        shape={icons.chevron}
        size={18}
        styles={css`
          position: absolute;
          right: 1rem;
          top: 50%;
          transform: translateY(-50%);
          pointer-events: none;
          color: ${theme.color.ink};
        `}
      />
    </div>
  )
})
