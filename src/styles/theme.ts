import { tokens } from "../../common/tokens"

/**
 * The design tokens (common/tokens.ts) as the site's styles use them: `theme.color.accent`,
 * imported where needed rather than handed down through emotion's ThemeProvider.
 */
export const theme = tokens

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const

/** Media queries only through these helpers: `${mq.lg} { ... }` (min-width, mobile first). */
/**
 * A text measure (max-width) as wide as `ch` characters of Inter, in em. Not in ch: ch follows
 * whichever font draws the text at the moment (the browser's own while Inter loads, or if it fails),
 * and the text would rewrap, moving what follows, as that changes. Inter's ch, measured in
 * Chromium: 0.63085 em at weight 400 (text), 0.6831 em at 750 (headings).
 */
export const measure = (ch: number, face: "text" | "heading" = "text"): string =>
  `${Number((ch * (face === "heading" ? 0.6831 : 0.63085)).toFixed(2))}em`

export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 1}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 1}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const
