/**
 * Design tokens. Orange is the accent; black and white carry the text. Orange (#F26B1D) is only a
 * background behind black text (contrast 6.9:1); orange *text* on white uses accentText (5.2:1).
 */
export const theme = {
  color: {
    accent: "#F26B1D",
    accentHover: "#FF8A3D",
    accentText: "#C2410C",
    accentSoft: "#FFF4EC",
    ink: "#0B0B0B",
    inkSoft: "#1C1917",
    text: "#1C1917",
    muted: "#57534E",
    line: "#E7E5E4",
    surface: "#FAFAF9",
    paper: "#FFFFFF",
    overlay: "rgba(11, 11, 11, 0.55)",
    whatsapp: "#25D366",
  },
  font: {
    // No generic family at the end, on purpose. Chromium on Linux resolves a generic family
    // (sans-serif, system-ui) for every text size and weight on the page, each a synchronous query
    // to the system's font service, even where Inter draws every character: 19 queries and 40–90 ms
    // of main-thread time in the contact page's first layouts. "Inter Fallback" is a stand-in that
    // the system has (see fonts.tsx), and a character neither face holds still falls back to a
    // system font per character, as before.
    body: '"Inter Variable", "Inter Fallback"',
  },
  radius: { sm: "8px", md: "14px", lg: "24px", pill: "999px" },
  shadow: {
    header: "0 6px 24px rgba(11, 11, 11, 0.08)",
    card: "0 10px 30px rgba(11, 11, 11, 0.07)",
  },
  space: { gutter: "clamp(1.25rem, 4vw, 2.5rem)", section: "clamp(4rem, 9vw, 7.5rem)" },
  width: { content: "1240px", text: "720px" },
  headerHeight: "76px",
  /** Room the floating WhatsApp button (56 px, 1.1rem from the bottom left) takes, with a gap. */
  fabClearance: "5.5rem",
  motion: { menu: "0.4s", fast: "0.2s" },
} as const

export type AppTheme = typeof theme

declare module "@emotion/react" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- emotion's documented way to type its Theme
  export interface Theme extends AppTheme {}
}

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
