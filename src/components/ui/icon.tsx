import { css, type Interpolation, type Theme } from "@emotion/react"
import type { IconShape } from "./icons"

/** Stroke width of line icons: light for detailed drawings, heavy for the smallest glyphs. */
const WEIGHT = { light: 1.8, regular: 2.2, bold: 2.4, heavy: 3.2 } as const

// The paint is one class per look rather than attributes on every icon: the pages' HTML carries
// dozens of icons.
const solid = css`
  fill: currentColor;
`
const line = (weight: number) => css`
  fill: none;
  stroke: currentColor;
  stroke-width: ${weight};
  stroke-linecap: round;
  stroke-linejoin: round;
`

type IconProps = {
  shape: IconShape
  /** Width and height in CSS pixels. */
  size?: number
  weight?: keyof typeof WEIGHT
  /** A caller's styles, composed with the icon's own into one class. */
  styles?: Interpolation<Theme>
  "data-shape"?: string
}

/** An icon of ./icons at a size and stroke weight; decorative (`aria-hidden`): the text or control beside it carries the name. */
export function Icon({ shape, size = 20, weight = "regular", styles, "data-shape": dataShape }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-shape={dataShape}
      css={[shape.paint === "line" ? line(WEIGHT[weight]) : solid, styles]}
    >
      <path d={shape.d} />
    </svg>
  )
}
