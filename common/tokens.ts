/**
 * Design tokens, for the site's styles (src/styles/theme.ts) and the server's own HTML pages.
 * Orange is the accent; black and white carry the text. Orange (#F26B1D) is only a background
 * behind black text (contrast 6.9:1); orange *text* on white uses accentText (5.2:1).
 */
export const tokens = {
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

