import { css } from "@emotion/react"

/**
 * The chevron of a `<details>` summary: points down, and up while its disclosure is open (by CSS,
 * so it holds without scripts). Place it directly in the `<summary>`.
 */
export function DisclosureChevron({ size = 18 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      css={css`
        transition: transform 0.25s ease;
        flex: none;
        details[open] > summary > & {
          transform: rotate(180deg);
        }
      `}
    >
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
