type SocialIconProps = { kind: string }

/** Simple line icons for the four social profiles (video, photo, social network, professional). */
export function SocialIcon({ kind }: SocialIconProps) {
  const common = { width: 20, height: 20, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const
  switch (kind) {
    case "video":
      return (
        <svg {...common}>
          <rect x="2.5" y="5" width="19" height="14" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
        </svg>
      )
    case "photo":
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
        </svg>
      )
    case "social":
      return (
        <svg {...common}>
          <path d="M14 8h3V4.5h-3a4 4 0 0 0-4 4V11H7.5v3.5H10V21h3.5v-6.5H17l.5-3.5h-4V8.8a.8.8 0 0 1 .5-.8z" fill="currentColor" />
        </svg>
      )
    default:
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M7.5 10.5V17M7.5 7.2v.1M11 17v-6.5M11 13.2c0-1.7 1.2-2.9 2.7-2.9s2.8 1 2.8 3V17"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      )
  }
}
