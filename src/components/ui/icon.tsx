/**
 * Every inline icon of the site, drawn once on a 24-unit grid. Line icons take the text colour as
 * their stroke, solid ones as their fill. Icons are decorative (`aria-hidden`): the control or text
 * beside them carries the name.
 */
const SHAPES = {
  arrow: { d: "M5 12h14M13 6l6 6-6 6", paint: "line" },
  chevron: { d: "M6 9l6 6 6-6", paint: "line" },
  close: { d: "M6 6l12 12M18 6L6 18", paint: "line" },
  menu: { d: "M4 7h16M4 12h16M4 17h10", paint: "line" },
  plus: { d: "M12 5v14M5 12h14", paint: "line" },
  check: { d: "M5 12.5l4.5 4.5L19 7.5", paint: "line" },
  alert: { d: "M12 2a10 10 0 1 1 0 20a10 10 0 1 1 0-20zM12 7v6M12 16.5v.5", paint: "line" },
  play: { d: "M7 4.5v15l13-7.5z", paint: "solid" },
  pause: { d: "M6 4h4v16H6zM14 4h4v16h-4z", paint: "solid" },
} as const

export type IconName = keyof typeof SHAPES

/** Stroke width of line icons: regular for text sizes, heavy for the smallest glyphs. */
const WEIGHT = { regular: 2.2, bold: 2.4, heavy: 3.2 } as const

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
