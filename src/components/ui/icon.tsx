import type { IconShape } from "./icons"

/** Stroke width of line icons: light for detailed drawings, heavy for the smallest glyphs. */
const WEIGHT = { light: 1.8, regular: 2.2, bold: 2.4, heavy: 3.2 } as const

type IconProps = {
  shape: IconShape
  /** Width and height in CSS pixels. */
  size?: number
  weight?: keyof typeof WEIGHT
  className?: string
  "data-shape"?: string
}

/** An icon of ./icons at a size and stroke weight; decorative (`aria-hidden`): the text or control beside it carries the name. */
export function Icon({ shape, size = 20, weight = "regular", className, "data-shape": dataShape }: IconProps) {
  const { d, paint } = shape
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} data-shape={dataShape}>
      {paint === "line" ? (
        <path d={d} fill="none" stroke="currentColor" strokeWidth={WEIGHT[weight]} strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d={d} fill="currentColor" />
      )}
    </svg>
  )
}
