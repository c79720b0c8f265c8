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
    /** Text, quieter text and lines on the ink background. */
    textOnDark: "#D6D3D1",
    mutedOnDark: "#A8A29E",
    lineOnDark: "#44403C",
    ruleOnDark: "#292524",
    /** Text and lines over a photo or video, and a pane of glass over one. */
    textOnImage: "rgba(255, 255, 255, 0.86)",
    lineOnImage: "rgba(255, 255, 255, 0.45)",
    glass: "rgba(255, 255, 255, 0.14)",
    accentGlow: "rgba(242, 107, 29, 0.3)",
    /** A form field's border (3:1 against white), errors and confirmations. */
    fieldBorder: "#8C8580",
    danger: "#B42318",
    dangerSoft: "#FEF3F2",
    success: "#067647",
    successSoft: "#ECFDF3",
  },
  /** The ink laid over a picture or the page, from clear to nearly opaque. */
  scrim: {
    clear: "rgba(11, 11, 11, 0)",
    faint: "rgba(11, 11, 11, 0.1)",
    soft: "rgba(11, 11, 11, 0.4)",
    medium: "rgba(11, 11, 11, 0.55)",
    strong: "rgba(11, 11, 11, 0.7)",
    deep: "rgba(11, 11, 11, 0.88)",
  },
  font: {
    // No generic family at the end, on purpose. Chromium on Linux resolves a generic family
    // (sans-serif, system-ui) for every text size and weight on the page, each a synchronous query
    // to the system's font service, even where Inter draws every character: 19 queries and 40–90 ms
    // of main-thread time in the contact page's first layouts. "Inter Variable" is our subset,
    // "Inter Extended" Inter's faces for the characters the subset lacks (fonts.tsx says why they
    // are two families), "Inter Fallback" a stand-in that the system has; a character none of the
    // three holds still falls back to a system font per character, as before.
    body: '"Inter Variable", "Inter Extended", "Inter Fallback"',
  },
  /**
   * The type scale: five fluid sizes (h1 is display, h2 heading, h3 title), from a phone to a wide
   * screen. Body text is 1rem; small print uses fixed rems.
   */
  fontSize: {
    lead: "clamp(1.05rem, 1.6vw, 1.25rem)",
    title: "clamp(1.2rem, 2.2vw, 1.6rem)",
    heading: "clamp(1.6rem, 3.4vw, 2.5rem)",
    display: "clamp(2.1rem, 5.2vw, 4rem)",
    hero: "clamp(2.35rem, 6.2vw, 5.25rem)",
  },
  radius: { sm: "8px", md: "14px", lg: "24px", pill: "999px" },
  shadow: {
    soft: "0 2px 10px rgba(11, 11, 11, 0.04)",
    header: "0 6px 24px rgba(11, 11, 11, 0.08)",
    card: "0 10px 30px rgba(11, 11, 11, 0.07)",
    photo: "0 24px 60px rgba(11, 11, 11, 0.16)",
    float: "0 10px 24px rgba(11, 11, 11, 0.22)",
    raised: "0 18px 44px rgba(11, 11, 11, 0.3)",
    dialog: "0 30px 80px rgba(11, 11, 11, 0.35)",
    focus: "0 0 0 3px rgba(194, 65, 12, 0.28)",
    focusDanger: "0 0 0 3px rgba(180, 35, 24, 0.25)",
  },
  /** Side gutters; the room above and below a section, and a tighter one for bands and short sections. */
  space: { gutter: "clamp(1.25rem, 4vw, 2.5rem)", section: "clamp(4rem, 9vw, 7.5rem)", band: "clamp(3rem, 7vw, 5rem)" },
  width: { content: "1240px", text: "720px" },
  headerHeight: "76px",
  /** Room the floating WhatsApp button (56 px, 1.1rem from the bottom left) takes, with a gap. */
  fabClearance: "5.5rem",
  motion: { menu: "0.4s", fast: "0.2s" },
} as const
