import { keyframes } from "@emotion/react"

/** Entrances of overlays: the scrim fades in, a panel or note rises into place. */
export const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`
export const riseIn = keyframes`
  from { opacity: 0; transform: translateY(18px) scale(0.985); }
  to { opacity: 1; transform: none; }
`
