/**
 * Every inline icon of the site, drawn once on a 24-unit grid. Line icons take the text colour as
 * their stroke, solid ones as their fill. Icons are decorative (`aria-hidden`): the control or text
 * beside them carries the name.
 */
const SHAPES = {
  arrow: { d: "M5 12h14M13 6l6 6-6 6", paint: "line" },
  back: { d: "M19 12H5M11 6l-6 6 6 6", paint: "line" },
  chevron: { d: "M6 9l6 6 6-6", paint: "line" },
  close: { d: "M6 6l12 12M18 6L6 18", paint: "line" },
  menu: { d: "M4 7h16M4 12h16M4 17h10", paint: "line" },
  plus: { d: "M12 5v14M5 12h14", paint: "line" },
  check: { d: "M5 12.5l4.5 4.5L19 7.5", paint: "line" },
  done: { d: "M12 2a10 10 0 1 1 0 20a10 10 0 1 1 0-20zM7.5 12.5l3 3 6-6.5", paint: "line" },
  alert: { d: "M12 2a10 10 0 1 1 0 20a10 10 0 1 1 0-20zM12 7v6M12 16.5v.5", paint: "line" },
  play: { d: "M7 4.5v15l13-7.5z", paint: "solid" },
  pause: { d: "M6 4h4v16H6zM14 4h4v16h-4z", paint: "solid" },
  // Contact details
  pin: { d: "M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21zm0-8.6a2.9 2.9 0 1 0 0-5.8 2.9 2.9 0 0 0 0 5.8z", paint: "line" },
  phone: {
    d: "M6.6 3.5h2.6l1.5 4.1-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4.1 1.5v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z",
    paint: "line",
  },
  mail: { d: "M4 5.5h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1zm0 1.2 8 6 8-6", paint: "line" },
  clock: { d: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13.5V12l3 2", paint: "line" },
  chat: { d: "M4 19.5l1.3-3.9A8 8 0 1 1 8.4 18.7L4 19.5z", paint: "line" },
  // The agency's values: an eye (nothing hidden), a bolt (acting first), a rupee (priced for growing
  // businesses), two arrows (adapting to change), a star
  eye: { d: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z", paint: "line" },
  bolt: { d: "M13 2L4 14h7l-1 8 9-12h-7l1-8z", paint: "line" },
  rupee: { d: "M7 4h10M7 8.5h10M7 4c4.5 0 6.5 1.8 6.5 4.5S11.5 13 7 13l8 7", paint: "line" },
  swap: { d: "M4 8h13l-3-3M20 16H7l3 3", paint: "line" },
  star: { d: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z", paint: "line" },
} as const

export type IconName = keyof typeof SHAPES

/** Stroke width of line icons: light for detailed drawings, heavy for the smallest glyphs. */
const WEIGHT = { light: 1.8, regular: 2.2, bold: 2.4, heavy: 3.2 } as const

export type IconProps = {
  name: IconName
  /** Width and height in CSS pixels. */
  size?: number
  weight?: keyof typeof WEIGHT
  className?: string
  "data-shape"?: string
}

export function Icon({ name, size = 20, weight = "regular", className, "data-shape": shape }: IconProps) {
  const { d, paint } = SHAPES[name]
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} data-shape={shape}>
      {paint === "line" ? (
        <path d={d} fill="none" stroke="currentColor" strokeWidth={WEIGHT[weight]} strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d={d} fill="currentColor" />
      )}
    </svg>
  )
}
