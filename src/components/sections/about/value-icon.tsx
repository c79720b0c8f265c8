import { css, useTheme } from "@emotion/react"

// One line drawing per value of content/about.json; an unknown value gets the star.
const PATHS: Record<string, string> = {
  // an eye: nothing hidden
  transparent: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  // a lightning bolt: acting first
  proactive: "M13 2L4 14h7l-1 8 9-12h-7l1-8z",
  // a rupee sign: priced for growing businesses
  affordable: "M7 4h10M7 8.5h10M7 4c4.5 0 6.5 1.8 6.5 4.5S11.5 13 7 13l8 7",
  // two arrows: adapting to change
  flexible: "M4 8h13l-3-3M20 16H7l3 3",
}
const FALLBACK = "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z"

/** The icon of one of the values on the about page: black line art on an orange disc. */
export function ValueIcon({ name }: { name: string }) {
  const theme = useTheme()
  const d = PATHS[name.toLowerCase()] ?? FALLBACK
  return (
    <span
      aria-hidden="true"
      css={css`
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: 56px;
        height: 56px;
        border-radius: ${theme.radius.md};
        background: ${theme.color.accent};
        color: ${theme.color.ink};
      `}
    >
      <svg width="26" height="26" viewBox="0 0 24 24" fill="none">
        <path d={d} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  )
}
