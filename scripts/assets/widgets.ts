/**
 * Building blocks shared by the motifs: cards, text-line bars, window chrome, small glyphs. Keeping
 * them here is what makes forty different pictures share one corner radius and one stroke.
 */
import type { DrawContext } from "./draw-context"
import { colors, tokens } from "./palette"
import type { Rng } from "./prng"
import { circle, g, line, n, path, polygon, rect, translate } from "./svg"

type Shadow = "sm" | "md" | "lg" | "none"

export const card = (
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  options: { r?: number; fill?: string; shadow?: Shadow; stroke?: string } = {},
): string =>
  rect(x, y, w, h, options.r ?? tokens.radius, {
    fill: options.fill ?? colors.white,
    filter: options.shadow === "none" ? undefined : ctx.defs.shadow(options.shadow ?? "md"),
    stroke: options.stroke,
    "stroke-width": options.stroke ? ctx.sw : undefined,
  })

/** A pill: the stand-in for a line of text or code. */
export const bar = (x: number, y: number, w: number, h: number, fill: string, opacity?: number): string =>
  rect(x, y, Math.max(w, h), h, h / 2, { fill, opacity })

/** A paragraph of pills with a ragged last line; widths vary with the seed. */
export const textLines = (
  rng: Rng,
  x: number,
  y: number,
  w: number,
  count: number,
  options: { h?: number; gap?: number; fill?: string } = {},
): string => {
  const h = options.h ?? 10
  const gap = options.gap ?? h * 1.9
  const out: string[] = []
  for (let i = 0; i < count; i += 1) {
    const last = i === count - 1
    const width = w * (last ? rng.range(0.35, 0.6) : rng.range(0.82, 1))
    out.push(bar(x, y + i * gap, width, h, options.fill ?? colors.stone200))
  }
  return out.join("")
}

/** Browser window: card, a top strip with three dots and an address pill. Returns the content top. */
export const browserFrame = (
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  options: { shadow?: Shadow; fill?: string; dark?: boolean } = {},
): { svg: string; top: number } => {
  const strip = 44
  const dark = options.dark ?? false
  const dotColors = dark ? [colors.saffron, colors.saffron300, colors.stone600] : [colors.saffron, colors.saffron200, colors.stone200]
  const clipId = `browser-${n(x)}-${n(y)}-${n(w)}`.replace(/\./g, "_")
  ctx.defs.clip(clipId, rect(x, y, w, h, tokens.radius))
  const svg = [
    card(ctx, x, y, w, h, { shadow: options.shadow ?? "lg", fill: options.fill ?? (dark ? colors.ink : colors.white) }),
    g(
      [
        rect(x, y, w, strip, 0, { fill: dark ? colors.ink2 : colors.saffron50 }),
        ...dotColors.map((fill, i) => circle(x + 24 + i * 20, y + strip / 2, 6, { fill })),
        bar(x + 96, y + strip / 2 - 9, Math.min(w * 0.45, w - 130), 18, dark ? colors.stone600 : colors.white),
      ],
      { "clip-path": `url(#${clipId})` },
    ),
  ].join("")
  return { svg, top: y + strip }
}

/** An image placeholder: sun and two hills, the universal "picture goes here" sign. */
export const picture = (
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  options: { r?: number; tone?: "warm" | "deep" | "soft" } = {},
): string => {
  const tone = options.tone ?? "warm"
  const r = options.r ?? tokens.radiusSmall
  const bg = { warm: colors.saffron100, deep: colors.saffron200, soft: colors.cream }[tone]
  const clipId = `pic-${n(x)}-${n(y)}-${n(w)}-${n(h)}`.replace(/\./g, "_")
  ctx.defs.clip(clipId, rect(x, y, w, h, r))
  const hill1 = `M${n(x - 4)} ${n(y + h)}L${n(x + w * 0.38)} ${n(y + h * 0.48)}L${n(x + w * 0.72)} ${n(y + h)}Z`
  const hill2 = `M${n(x + w * 0.42)} ${n(y + h)}L${n(x + w * 0.7)} ${n(y + h * 0.62)}L${n(x + w + 4)} ${n(y + h)}Z`
  return g(
    [
      rect(x, y, w, h, 0, { fill: bg }),
      circle(x + w * 0.74, y + h * 0.3, Math.min(w, h) * 0.12, { fill: colors.saffron }),
      path(hill1, { fill: colors.saffron300 }),
      path(hill2, { fill: colors.deep, opacity: 0.85 }),
    ],
    { "clip-path": `url(#${clipId})` },
  )
}

export const avatar = (
  ctx: DrawContext,
  cx: number,
  cy: number,
  r: number,
  skin: string,
  shirt: string,
  bg: string = colors.saffron100,
): string => {
  const clip = ctx.defs.clip(`av-${n(cx)}-${n(cy)}-${n(r)}`.replace(/\./g, "_"), circle(cx, cy, r))
  return [
    circle(cx, cy, r, { fill: bg }),
    g([circle(cx, cy - r * 0.18, r * 0.34, { fill: skin }), circle(cx, cy + r * 0.78, r * 0.62, { fill: shirt })], { "clip-path": clip }),
  ].join("")
}

/** Mouse pointer, tip at (x, y). */
export const cursor = (ctx: DrawContext, x: number, y: number, size = 48, fill: string = colors.ink): string => {
  const s = size / 40
  return polygon(
    [
      [0, 0],
      [0, 34],
      [9, 26],
      [15, 40],
      [21, 37],
      [15, 24],
      [26, 24],
    ].map(([px, py]) => [x + px * s, y + py * s] as [number, number]),
    { fill, stroke: colors.white, "stroke-width": ctx.sw * 0.75, "stroke-linejoin": "round" },
  )
}

export const checkMark = (cx: number, cy: number, size: number, stroke: string, width: number): string =>
  path(`M${n(cx - size * 0.5)} ${n(cy)}L${n(cx - size * 0.12)} ${n(cy + size * 0.38)}L${n(cx + size * 0.52)} ${n(cy - size * 0.36)}`, {
    fill: "none",
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  })

export const heart = (cx: number, cy: number, size: number, fill: string): string => {
  const s = size / 2
  return path(
    `M${n(cx)} ${n(cy + s * 0.85)}C${n(cx - s * 1.3)} ${n(cy - s * 0.05)} ${n(cx - s * 0.75)} ${n(cy - s * 1.05)} ${n(cx)} ${n(cy - s * 0.45)}` +
      `C${n(cx + s * 0.75)} ${n(cy - s * 1.05)} ${n(cx + s * 1.3)} ${n(cy - s * 0.05)} ${n(cx)} ${n(cy + s * 0.85)}Z`,
    { fill },
  )
}

/** Five-pointed star; `inner` is the inner radius as a share of the outer one. */
export const star = (cx: number, cy: number, r: number, fill: string, inner = 0.45, points = 5): string => {
  const pts: Array<[number, number]> = []
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? r : r * inner
    const a = -Math.PI / 2 + (i * Math.PI) / points
    pts.push([cx + radius * Math.cos(a), cy + radius * Math.sin(a)])
  }
  return polygon(pts, { fill, "stroke-linejoin": "round" })
}

/** Four-pointed sparkle used as a light accent in several scenes. */
export const sparkle = (cx: number, cy: number, r: number, fill: string): string =>
  path(
    `M${n(cx)} ${n(cy - r)}Q${n(cx + r * 0.12)} ${n(cy - r * 0.12)} ${n(cx + r)} ${n(cy)}Q${n(cx + r * 0.12)} ${n(cy + r * 0.12)} ${n(cx)} ${n(cy + r)}` +
      `Q${n(cx - r * 0.12)} ${n(cy + r * 0.12)} ${n(cx - r)} ${n(cy)}Q${n(cx - r * 0.12)} ${n(cy - r * 0.12)} ${n(cx)} ${n(cy - r)}Z`,
    { fill },
  )

/** Gear outline with trapezoid teeth, as a single closed path (the hole is drawn separately). */
export const gearPath = (cx: number, cy: number, outer: number, inner: number, teeth: number, phase = 0): string => {
  const pts: string[] = []
  const step = (Math.PI * 2) / teeth
  for (let i = 0; i < teeth; i += 1) {
    const a = phase + i * step
    const corners: Array<[number, number]> = [
      [a - step * 0.5, inner],
      [a - step * 0.26, inner],
      [a - step * 0.16, outer],
      [a + step * 0.16, outer],
      [a + step * 0.26, inner],
    ]
    for (const [angle, radius] of corners) pts.push(`${n(cx + radius * Math.cos(angle))} ${n(cy + radius * Math.sin(angle))}`)
  }
  return `M${pts.join("L")}Z`
}

export const gear = (cx: number, cy: number, r: number, fill: string, hole: string, teeth = 8, phase = 0): string =>
  [path(gearPath(cx, cy, r, r * 0.78, teeth, phase), { fill }), circle(cx, cy, r * 0.32, { fill: hole })].join("")

export const magnifier = (ctx: DrawContext, cx: number, cy: number, r: number, options: { lens?: string; rim?: string } = {}): string => {
  const rim = options.rim ?? colors.ink
  const a = Math.PI / 4
  const hx = cx + r * Math.cos(a)
  const hy = cy + r * Math.sin(a)
  return [
    line(hx + r * 0.06, hy + r * 0.06, hx + r * 0.62, hy + r * 0.62, { stroke: rim, "stroke-width": r * 0.3 }),
    circle(cx, cy, r, {
      fill: options.lens ?? colors.white,
      "fill-opacity": options.lens ? 1 : 0.55,
      stroke: rim,
      "stroke-width": r * 0.16,
    }),
    path(`M${n(cx - r * 0.55)} ${n(cy - r * 0.1)}A${n(r * 0.56)} ${n(r * 0.56)} 0 0 1 ${n(cx - r * 0.1)} ${n(cy - r * 0.55)}`, {
      fill: "none",
      stroke: colors.white,
      "stroke-width": ctx.sw * 1.2,
      "stroke-linecap": "round",
      opacity: 0.9,
    }),
  ].join("")
}

/** Round badge with a glyph: the floating "chip" that accompanies many main motifs. */
export const badge = (ctx: DrawContext, cx: number, cy: number, r: number, fill: string, glyph: string, shadow: Shadow = "sm"): string =>
  [circle(cx, cy, r, { fill, filter: shadow === "none" ? undefined : ctx.defs.shadow(shadow) }), glyph].join("")

export const arrowUp = (cx: number, cy: number, size: number, stroke: string, width: number): string =>
  path(
    `M${n(cx)} ${n(cy + size / 2)}V${n(cy - size / 2)}M${n(cx - size * 0.38)} ${n(cy - size * 0.12)}L${n(cx)} ${n(cy - size / 2)}L${n(cx + size * 0.38)} ${n(cy - size * 0.12)}`,
    { fill: "none", stroke, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round" },
  )

export const plus = (cx: number, cy: number, size: number, stroke: string, width: number): string =>
  path(`M${n(cx - size / 2)} ${n(cy)}H${n(cx + size / 2)}M${n(cx)} ${n(cy - size / 2)}V${n(cy + size / 2)}`, {
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
  })

/** Chat bubble with a tail at the lower left (or right when `mirror`). */
export const bubble = (x: number, y: number, w: number, h: number, fill: string, mirror = false): string => {
  const r = Math.min(h / 2, 22)
  const tail = mirror
    ? `M${n(x + w - r * 1.2)} ${n(y + h - 1)}L${n(x + w + 6)} ${n(y + h + 12)}L${n(x + w - r * 2.4)} ${n(y + h - 1)}Z`
    : `M${n(x + r * 1.2)} ${n(y + h - 1)}L${n(x - 6)} ${n(y + h + 12)}L${n(x + r * 2.4)} ${n(y + h - 1)}Z`
  return [rect(x, y, w, h, r, { fill }), path(tail, { fill, "stroke-linejoin": "round" })].join("")
}

export const typingDots = (cx: number, cy: number, r: number, fill: string): string =>
  [-1, 0, 1].map((i) => circle(cx + i * r * 3, cy, r, { fill, opacity: i === 0 ? 0.75 : i === 1 ? 0.5 : 1 })).join("")

/** Phone frame: dark body, screen inset, notch. Returns the screen rectangle for the caller's UI. */
export const phoneFrame = (
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  options: { screen?: string; body?: string; shadow?: Shadow } = {},
): { svg: string; screen: { x: number; y: number; w: number; h: number } } => {
  const inset = Math.max(8, w * 0.05)
  const screen = { x: x + inset, y: y + inset, w: w - inset * 2, h: h - inset * 2 }
  const svg = [
    rect(x, y, w, h, w * 0.16, {
      fill: options.body ?? colors.ink,
      filter: options.shadow === "none" ? undefined : ctx.defs.shadow(options.shadow ?? "lg"),
    }),
    rect(screen.x, screen.y, screen.w, screen.h, w * 0.12, { fill: options.screen ?? colors.white }),
    rect(x + w / 2 - w * 0.14, screen.y + 8, w * 0.28, 10, 5, { fill: options.body ?? colors.ink }),
  ].join("")
  return { svg, screen }
}

export const groupAt = (x: number, y: number, content: string, scale = 1, rotate = 0): string =>
  g(content, { transform: translate(x, y, scale, rotate) })

/** Concentric target rings, outermost first. */
export const rings = (cx: number, cy: number, r: number, count: number, fills: string[]): string =>
  Array.from({ length: count }, (_, i) => circle(cx, cy, r * (1 - i / count), { fill: fills[i % fills.length] })).join("")
