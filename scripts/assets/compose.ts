/**
 * Scene composer: a backdrop (colour field, soft glows, dot grid, a few sprinkles) plus one main
 * motif and up to two floating chips around it. Every picture of the site goes through here, which
 * keeps margins, scale and decoration density consistent while the seed varies the arrangement.
 */
import type { DrawContext, Motif } from "./draw-context"
import { colors, tokens } from "./palette"
import { createRng, type Rng } from "./prng"
import { circle, Defs, document, g, n, path, rect, translate } from "./svg"
import { plus, sparkle } from "./widgets"

export type Theme = "cream" | "white" | "dark" | "saffron"

export type SceneSpec = {
  width: number
  height: number
  /** Usually the output file's path: the whole picture derives from it. */
  seed: string
  theme: Theme
  primary: Motif
  chips?: Motif[]
  /** Share of the canvas the main motif may take (defaults suit a 16:9 hero). */
  maxWidth?: number
  maxHeight?: number
  /** Force the horizontal placement; otherwise the seed chooses left, centre or right. */
  align?: "left" | "center" | "right"
  /** Keep a calm band in the middle (banners that carry text on top). */
  calmCenter?: boolean
}

type Box = { x: number; y: number; w: number; h: number }

const themeColors = (theme: Theme) =>
  ({
    cream: {
      base: colors.cream,
      base2: colors.saffron50,
      glow: colors.saffron,
      glowOpacity: 0.2,
      dots: colors.stone400,
      dotsOpacity: 0.55,
      ring: colors.saffron200,
      stage: colors.white,
      stageOpacity: 0.75,
      accent: colors.saffron,
      accent2: colors.ink,
    },
    white: {
      base: colors.white,
      base2: colors.cream,
      glow: colors.saffron,
      glowOpacity: 0.16,
      dots: colors.stone400,
      dotsOpacity: 0.5,
      ring: colors.saffron200,
      stage: colors.saffron50,
      stageOpacity: 1,
      accent: colors.saffron,
      accent2: colors.deep,
    },
    dark: {
      base: colors.black,
      base2: colors.ink,
      glow: colors.saffron,
      glowOpacity: 0.34,
      dots: colors.stone600,
      dotsOpacity: 0.55,
      ring: colors.deep,
      stage: colors.ink2,
      stageOpacity: 0.9,
      accent: colors.saffron,
      accent2: colors.saffron300,
    },
    saffron: {
      base: colors.saffron,
      base2: colors.deep,
      glow: colors.saffron300,
      glowOpacity: 0.55,
      dots: colors.white,
      dotsOpacity: 0.28,
      ring: colors.saffron300,
      stage: colors.white,
      stageOpacity: 0.14,
      accent: colors.white,
      accent2: colors.ink,
    },
  })[theme]

/** The colour field and its glows; exported for banners that have no main motif. */
export const backdrop = (
  defs: Defs,
  rng: Rng,
  width: number,
  height: number,
  theme: Theme,
  focus: Box,
  options: { calmCenter?: boolean; stage?: boolean } = {},
): string => {
  const c = themeColors(theme)
  const out: string[] = []
  const unit = height / 900
  const angle = rng.pick([20, 35, 60, 110, 140])
  out.push(
    rect(0, 0, width, height, 0, {
      fill: defs.linear(
        `bg-${theme}`,
        [
          [0, c.base],
          [1, c.base2],
        ],
        angle,
      ),
    }),
  )

  // Two glows: a strong one near the focus, a faint one in the opposite corner for balance.
  const fx = focus.x + focus.w / 2
  const fy = focus.y + focus.h / 2
  const glowR = Math.max(width, height) * rng.range(0.42, 0.55)
  const gx = fx + rng.range(-0.15, 0.15) * width
  const gy = fy + rng.range(-0.2, 0.1) * height
  out.push(
    circle(gx, gy, glowR, {
      fill: defs.radial(`glow-${theme}`, [
        [0, c.glow, c.glowOpacity],
        [0.55, c.glow, c.glowOpacity * 0.35],
        [1, c.glow, 0],
      ]),
    }),
  )
  const ox = fx < width / 2 ? width * 0.95 : width * 0.05
  const oy = fy < height / 2 ? height * 0.95 : height * 0.08
  out.push(
    circle(ox, oy, glowR * 0.6, {
      fill: defs.radial(`glow2-${theme}`, [
        [0, theme === "dark" ? colors.deep : colors.saffron300, c.glowOpacity * 0.8],
        [1, colors.saffron300, 0],
      ]),
    }),
  )

  // Dot grid patch in a corner away from the focus: texture without clutter.
  const spacing = 26 * unit
  const cols = rng.int(6, 9)
  const rows = rng.int(4, 6)
  const patchW = cols * spacing
  const patchH = rows * spacing
  const left = fx > width / 2
  const top = rng.chance(0.5)
  const px = left ? width * rng.range(0.04, 0.08) : width * rng.range(0.92, 0.96) - patchW
  const py = top ? height * rng.range(0.07, 0.12) : height * rng.range(0.88, 0.93) - patchH
  out.push(rect(px, py, patchW, patchH, 0, { fill: defs.dots(`dots-${theme}`, spacing, 2.4 * unit, c.dots), opacity: c.dotsOpacity }))

  if (options.stage !== false) {
    // The "stage": a large soft disc and a thin ring that anchor the main motif.
    const stageR = Math.min(focus.h * 0.62, height * 0.46)
    out.push(circle(fx, fy, stageR, { fill: c.stage, opacity: c.stageOpacity }))
    const ringR = stageR * rng.range(1.12, 1.22)
    const a0 = rng.range(0, 360)
    out.push(
      circle(fx, fy, ringR, {
        fill: "none",
        stroke: c.ring,
        "stroke-width": 2.5 * unit,
        "stroke-dasharray": rng.chance(0.5) ? `${n(6 * unit)} ${n(10 * unit)}` : undefined,
        opacity: 0.9,
        transform: `rotate(${n(a0)} ${n(fx)} ${n(fy)})`,
      }),
    )
  }

  if (options.calmCenter) {
    out.push(
      rect(0, 0, width, height, 0, {
        fill: defs.radial(
          `calm-${theme}`,
          [
            [0, c.base, 0.85],
            [0.6, c.base, 0.4],
            [1, c.base, 0],
          ],
          0.5,
          0.5,
          0.6,
        ),
      }),
    )
  }
  return out.join("")
}

/** A handful of small shapes in free space; rejected if they would touch the focus area. */
const sprinkles = (rng: Rng, width: number, height: number, theme: Theme, avoid: Box[]): string => {
  const c = themeColors(theme)
  const unit = height / 900
  const out: string[] = []
  const count = rng.int(4, 6)
  const kinds = rng.shuffle(["dot", "dot", "ring", "plus", "half", "sparkle", "dotDark", "squiggle"] as const)
  let placed = 0
  for (let attempt = 0; attempt < 80 && placed < count; attempt += 1) {
    const x = rng.range(0.05, 0.95) * width
    const y = rng.range(0.08, 0.92) * height
    const clear = avoid.every((b) => x < b.x - 40 * unit || x > b.x + b.w + 40 * unit || y < b.y - 40 * unit || y > b.y + b.h + 40 * unit)
    if (!clear) continue
    const kind = kinds[placed % kinds.length]
    const s = rng.range(10, 18) * unit
    if (kind === "dot") out.push(circle(x, y, s, { fill: c.accent }))
    if (kind === "dotDark") out.push(circle(x, y, s * 0.6, { fill: c.accent2 }))
    if (kind === "ring") out.push(circle(x, y, s * 1.2, { fill: "none", stroke: c.accent, "stroke-width": tokens.stroke * unit }))
    if (kind === "plus") out.push(plus(x, y, s * 1.8, c.accent2, tokens.stroke * unit))
    if (kind === "sparkle") out.push(sparkle(x, y, s * 1.4, c.accent))
    if (kind === "half")
      out.push(
        path(`M${n(x - s * 1.4)} ${n(y)}A${n(s * 1.4)} ${n(s * 1.4)} 0 0 1 ${n(x + s * 1.4)} ${n(y)}Z`, {
          fill: theme === "saffron" ? colors.deep : colors.saffron200,
          transform: `rotate(${n(rng.pick([0, 90, 180, 270]))} ${n(x)} ${n(y)})`,
        }),
      )
    if (kind === "squiggle") {
      const w = s * 5
      out.push(
        path(`M${n(x - w / 2)} ${n(y)}q${n(w / 8)} ${n(-s)} ${n(w / 4)} 0t${n(w / 4)} 0t${n(w / 4)} 0t${n(w / 4)} 0`, {
          fill: "none",
          stroke: c.accent,
          "stroke-width": tokens.stroke * unit,
          "stroke-linecap": "round",
        }),
      )
    }
    avoid.push({ x: x - s * 3, y: y - s * 3, w: s * 6, h: s * 6 })
    placed += 1
  }
  return out.join("")
}

const place = (motif: Motif, box: Box, defs: Defs, rng: Rng, strokeUnit: number): string => {
  const scale = Math.min(box.w / motif.w, box.h / motif.h)
  const x = box.x + (box.w - motif.w * scale) / 2
  const y = box.y + (box.h - motif.h * scale) / 2
  const ctx: DrawContext = { rng, defs, sw: (tokens.stroke * strokeUnit) / scale }
  return g(motif.draw(ctx), { transform: translate(x, y, scale) })
}

const fitted = (motif: Motif, cx: number, cy: number, maxW: number, maxH: number): Box => {
  const scale = Math.min(maxW / motif.w, maxH / motif.h)
  const w = motif.w * scale
  const h = motif.h * scale
  return { x: cx - w / 2, y: cy - h / 2, w, h }
}

export const composeScene = (spec: SceneSpec): string => {
  const { width, height, theme } = spec
  const rng = createRng(spec.seed)
  const layoutRng = rng.fork("layout")
  const defs = new Defs()
  const unit = height / 900

  const align = spec.align ?? layoutRng.pick(["left", "center", "right"] as const)
  const shift = { left: -0.07, center: 0, right: 0.07 }[align] * width
  const maxW = width * (spec.maxWidth ?? 0.56)
  const maxH = height * (spec.maxHeight ?? 0.66)
  const main = fitted(spec.primary, width / 2 + shift, height / 2 + height * 0.01, maxW, maxH)

  // Chips sit on opposite corners of the main motif and overlap its edge, like floating UI.
  // Corners the motif marks as busy are skipped; diagonal pairs are preferred for balance.
  const busy = spec.primary.busyCorners ?? []
  const free = (["tr", "bl", "tl", "br"] as const).filter((corner) => !busy.includes(corner))
  const pairs = [
    ["tr", "bl"],
    ["tl", "br"],
  ].filter((pair) => pair.every((corner) => free.includes(corner as never)))
  const corners: string[] = pairs.length > 0 ? layoutRng.pick(pairs) : free.slice(0, 1)
  const chips = (spec.chips ?? []).slice(0, corners.length)
  const chipH = height * 0.22
  const chipBoxes = chips.map((chip, i) => {
    const right = corners[i].endsWith("r")
    const upper = corners[i].startsWith("t")
    const chipW = Math.min(width * 0.22, (chip.w / chip.h) * chipH)
    const cx = right ? main.x + main.w + chipW * 0.08 : main.x - chipW * 0.08
    const cy = upper ? main.y + main.h * 0.2 : main.y + main.h * 0.8
    const box = fitted(chip, cx, cy, chipW, chipH)
    const margin = 24 * unit
    box.x = Math.min(Math.max(box.x, margin), width - box.w - margin)
    box.y = Math.min(Math.max(box.y, margin), height - box.h - margin)
    return box
  })

  const body = [
    backdrop(defs, layoutRng, width, height, theme, main, { calmCenter: spec.calmCenter }),
    sprinkles(layoutRng.fork("sprinkles"), width, height, theme, [main, ...chipBoxes]),
    place(spec.primary, main, defs, rng.fork("primary"), unit),
    ...chips.map((chip, i) => place(chip, chipBoxes[i], defs, rng.fork(`chip-${i}`), unit)),
  ].join("")
  return document(width, height, defs, body)
}

/**
 * Wide banners (service closings): three motifs in a row, the middle one larger, on a strong
 * backdrop. A row reads better than one centred motif in a 8:3 frame.
 */
export const composePanorama = (spec: {
  width: number
  height: number
  seed: string
  theme: Theme
  motifs: [Motif, Motif, Motif]
}): string => {
  const { width, height, theme } = spec
  const rng = createRng(spec.seed)
  const layoutRng = rng.fork("layout")
  const defs = new Defs()
  const unit = height / 900
  const slots = [
    { cx: 0.21, size: 0.6 },
    { cx: 0.5, size: 0.78 },
    { cx: 0.79, size: 0.6 },
  ]
  const boxes = spec.motifs.map((motif, i) => fitted(motif, width * slots[i].cx, height * 0.52, width * 0.26, height * slots[i].size))
  const middle = boxes[1]
  const body = [
    backdrop(defs, layoutRng, width, height, theme, middle, { stage: false }),
    circle(middle.x + middle.w / 2, middle.y + middle.h / 2, height * 0.46, {
      fill: themeColors(theme).stage,
      opacity: themeColors(theme).stageOpacity * 0.8,
    }),
    sprinkles(layoutRng.fork("sprinkles"), width, height, theme, [...boxes]),
    ...spec.motifs.map((motif, i) => place(motif, boxes[i], defs, rng.fork(`motif-${i}`), unit)),
  ].join("")
  return document(width, height, defs, body)
}

/** A calm banner with no subject: soft layered waves along the bottom, texture at the edges. */
export const composeBanner = (spec: { width: number; height: number; seed: string; theme: Theme }): string => {
  const { width, height, theme } = spec
  const rng = createRng(spec.seed)
  const defs = new Defs()
  const c = themeColors(theme)
  const focus = { x: width * 0.7, y: height * 0.2, w: width * 0.2, h: height * 0.4 }
  const out = [backdrop(defs, rng, width, height, theme, focus, { stage: false })]
  const layers = [colors.saffron100, colors.saffron200, colors.saffron300]
  layers.forEach((fill, i) => {
    const base = height * (0.72 + i * 0.09)
    const amp = height * rng.range(0.04, 0.07)
    const phase = rng.range(0, Math.PI * 2)
    const steps = 24
    const pts = Array.from({ length: steps + 1 }, (_, k) => {
      const x = (k / steps) * width
      return `${n(x)} ${n(base + amp * Math.sin(phase + (k / steps) * Math.PI * (2 + i)))}`
    })
    out.push(path(`M0 ${height}L${pts.join("L")}L${width} ${height}Z`, { fill, opacity: theme === "dark" ? 0.25 : 0.7 }))
  })
  ;[
    [width * 0.12, height * 0.3, height * 0.22],
    [width * 0.88, height * 0.34, height * 0.3],
  ].forEach(([x, y, r]) =>
    out.push(circle(x, y, r, { fill: "none", stroke: c.ring, "stroke-width": 3 * (height / 900) * 2, opacity: 0.8 })),
  )
  out.push(circle(width * 0.88, height * 0.34, height * 0.12, { fill: colors.saffron, opacity: 0.9 }))
  out.push(circle(width * 0.12, height * 0.3, height * 0.05, { fill: colors.ink, opacity: 0.85 }))
  out.push(
    sparkle(width * 0.2, height * 0.2, height * 0.035, colors.saffron),
    plus(width * 0.8, height * 0.12, height * 0.04, colors.ink, 6),
  )
  return document(width, height, defs, out.join(""))
}
