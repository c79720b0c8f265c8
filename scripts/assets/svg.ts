/**
 * Minimal SVG string builders. The illustrations are plain strings handed to librsvg (through
 * sharp); a DOM would add weight and no safety here because every value is produced in code.
 */
import { colors } from "./palette"

export type Attrs = Record<string, string | number | undefined>

/** Two decimals keep files small and output stable across platforms' float printing. */
export const n = (value: number): string => {
  const rounded = Math.round(value * 100) / 100
  return Object.is(rounded, -0) ? "0" : String(rounded)
}

const attrs = (values: Attrs): string =>
  Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? n(value) : value}"`)
    .join("")

export const el = (tag: string, values: Attrs = {}, children?: string): string =>
  children === undefined ? `<${tag}${attrs(values)}/>` : `<${tag}${attrs(values)}>${children}</${tag}>`

export const g = (children: string | string[], values: Attrs = {}): string =>
  el("g", values, Array.isArray(children) ? children.join("") : children)

export const rect = (x: number, y: number, w: number, h: number, r: number, values: Attrs = {}): string =>
  el("rect", { x, y, width: w, height: h, rx: r > 0 ? Math.min(r, w / 2, h / 2) : undefined, ...values })

export const circle = (cx: number, cy: number, r: number, values: Attrs = {}): string => el("circle", { cx, cy, r, ...values })

export const ellipse = (cx: number, cy: number, rx: number, ry: number, values: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, ...values })

export const line = (x1: number, y1: number, x2: number, y2: number, values: Attrs = {}): string =>
  el("line", { x1, y1, x2, y2, "stroke-linecap": "round", ...values })

export const path = (d: string, values: Attrs = {}): string => el("path", { d, ...values })

export const polygon = (points: Array<[number, number]>, values: Attrs = {}): string =>
  el("polygon", { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), ...values })

export const polyline = (points: Array<[number, number]>, values: Attrs = {}): string =>
  el("polyline", {
    points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "),
    fill: "none",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...values,
  })

export const translate = (x: number, y: number, scale = 1, rotate = 0): string =>
  `translate(${n(x)} ${n(y)})${scale !== 1 ? ` scale(${n(scale)})` : ""}${rotate !== 0 ? ` rotate(${n(rotate)})` : ""}`

/** An arc path around (cx, cy) from angle a0 to a1 in degrees, 0° pointing right, clockwise on screen. */
export const arcPath = (cx: number, cy: number, r: number, a0: number, a1: number): string => {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const x0 = cx + r * Math.cos(rad(a0))
  const y0 = cy + r * Math.sin(rad(a0))
  const x1 = cx + r * Math.cos(rad(a1))
  const y1 = cy + r * Math.sin(rad(a1))
  const large = Math.abs(a1 - a0) % 360 > 180 ? 1 : 0
  const sweep = a1 > a0 ? 1 : 0
  return `M${n(x0)} ${n(y0)}A${n(r)} ${n(r)} 0 ${large} ${sweep} ${n(x1)} ${n(y1)}`
}

/** A filled pie slice, for pie charts and spotlight cones. */
export const slicePath = (cx: number, cy: number, r: number, a0: number, a1: number): string =>
  `M${n(cx)} ${n(cy)}L${arcPath(cx, cy, r, a0, a1).slice(1)}Z`

/**
 * Collects <defs> for one document: gradients, filters and patterns register here once, by id,
 * and drawing code receives `url(#id)` strings.
 */
export class Defs {
  private readonly entries = new Map<string, string>()

  add(id: string, markup: string): string {
    if (!this.entries.has(id)) this.entries.set(id, markup)
    return `url(#${id})`
  }

  /** Soft, warm-black drop shadow; "lg" for the main card of a scene, "sm" for floating chips. */
  shadow(size: "sm" | "md" | "lg" = "md"): string {
    const spec = { sm: [6, 10, 0.12], md: [12, 20, 0.13], lg: [22, 34, 0.16] }[size]
    return this.add(
      `shadow-${size}`,
      el(
        "filter",
        { id: `shadow-${size}`, x: "-30%", y: "-30%", width: "160%", height: "170%", "color-interpolation-filters": "sRGB" },
        el("feDropShadow", { dx: 0, dy: spec[0], stdDeviation: spec[1], "flood-color": colors.ink, "flood-opacity": spec[2] }),
      ),
    )
  }

  blur(deviation: number): string {
    const id = `blur-${Math.round(deviation)}`
    return this.add(
      id,
      el("filter", { id, x: "-50%", y: "-50%", width: "200%", height: "200%" }, el("feGaussianBlur", { stdDeviation: deviation })),
    )
  }

  /** Linear gradient along an angle in degrees (0 = left to right, 90 = top to bottom). */
  linear(id: string, stops: Array<[number, string, number?]>, angle = 90): string {
    const rad = (angle * Math.PI) / 180
    const dx = Math.cos(rad) / 2
    const dy = Math.sin(rad) / 2
    return this.add(
      id,
      el(
        "linearGradient",
        { id, x1: 0.5 - dx, y1: 0.5 - dy, x2: 0.5 + dx, y2: 0.5 + dy },
        stops.map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity })).join(""),
      ),
    )
  }

  radial(id: string, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.add(
      id,
      el(
        "radialGradient",
        { id, cx, cy, r },
        stops.map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity })).join(""),
      ),
    )
  }

  dots(id: string, spacing: number, radius: number, color: string): string {
    return this.add(
      id,
      el(
        "pattern",
        { id, width: spacing, height: spacing, patternUnits: "userSpaceOnUse" },
        circle(spacing / 2, spacing / 2, radius, { fill: color }),
      ),
    )
  }

  grid(id: string, spacing: number, width: number, color: string): string {
    return this.add(
      id,
      el(
        "pattern",
        { id, width: spacing, height: spacing, patternUnits: "userSpaceOnUse" },
        path(`M${spacing} 0V${spacing}H0`, { fill: "none", stroke: color, "stroke-width": width }),
      ),
    )
  }

  clip(id: string, shape: string): string {
    return this.add(id, el("clipPath", { id }, shape))
  }

  toString(): string {
    return this.entries.size === 0 ? "" : `<defs>${[...this.entries.values()].join("")}</defs>`
  }
}

export const document = (width: number, height: number, defs: Defs, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs.toString()}${body}</svg>`
