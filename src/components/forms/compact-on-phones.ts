import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"

/** Phone-only overrides of the compact form: smaller gaps, labels and fields (still 44 px touch targets). */
export const compactOnPhones = css`
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
