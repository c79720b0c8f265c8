/**
 * Brand colours and drawing tokens shared by every illustration, so strokes, corners and shadows
 * read as one set across services, home, blog and about images.
 */
export const colors = {
  saffron: "#F26B1D",
  deep: "#C2410C",
  black: "#0B0B0B",
  ink: "#1C1917",
  white: "#FFFFFF",
  cream: "#FFF4EC",
  stone200: "#E7E5E4",
  stone400: "#A8A29E",
  stone600: "#57534E",
  /** Client logos only: the dark grey the clients strip is designed around. */
  logoGrey: "#292524",
  // Saffron mixed with white (30 %, 60 %, 85 %, 93 %): the only tints, so the set stays on-brand.
  saffron300: "#F69761",
  saffron200: "#FAC4A5",
  saffron100: "#FCE9DE",
  saffron50: "#FEF3EC",
  /** Off-black lifted slightly, for dark cards sitting on a dark background. */
  ink2: "#292524",
} as const

export type Color = (typeof colors)[keyof typeof colors]

/**
 * Drawing tokens in "design units": one unit is one pixel of a 1600-wide hero. Motifs are drawn at
 * scales close to 1, and strokes are divided by the placement scale, so lines keep one weight.
 */
export const tokens = {
  stroke: 4,
  radius: 22,
  radiusSmall: 12,
} as const
