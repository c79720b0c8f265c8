/** Design family: pen nib, colour swatches, artboard shapes, hoardings, sign boards, brochures. */
import type { DrawContext, Motif } from "../draw-context"
import { colors, tokens } from "../palette"
import { arcPath, circle, g, line, n, path, polygon, rect } from "../svg"
import { bar, card, cursor, picture, sparkle, textLines } from "../widgets"

/** Fountain-pen nib, tip at (0, 120) in its own frame. */
const nib = (ctx: DrawContext): string =>
  [
    rect(-62, -120, 124, 70, 16, { fill: colors.ink }),
    path("M-66 -56C-70 10-26 70 0 126C26 70 70 10 66-56Z", { fill: colors.saffron, "stroke-linejoin": "round" }),
    path("M0 -56C30 -20 40 40 0 126C26 70 70 10 66-56Z", { fill: colors.deep, opacity: 0.35 }),
    line(0, 16, 0, 118, { stroke: colors.white, "stroke-width": ctx.sw }),
    circle(0, 6, 13, { fill: colors.white }),
  ].join("")

const anchor = (ctx: DrawContext, x: number, y: number, filled = false): string =>
  rect(x - 11, y - 11, 22, 22, 4, { fill: filled ? colors.saffron : colors.white, stroke: colors.ink, "stroke-width": ctx.sw * 0.75 })

const handle = (ctx: DrawContext, x0: number, y0: number, x1: number, y1: number): string =>
  [line(x0, y0, x1, y1, { stroke: colors.stone400, "stroke-width": ctx.sw * 0.6 }), circle(x1, y1, 8, { fill: colors.ink })].join("")

export const penNibMotif: Motif = {
  w: 600,
  h: 480,
  draw: (ctx) => {
    const out: string[] = []
    const p0: [number, number] = [40, 380]
    const p1: [number, number] = [560, 300]
    const c0: [number, number] = [140, 140]
    const c1: [number, number] = [420, 520]
    out.push(
      path(`M${p0.join(" ")}C${c0.join(" ")} ${c1.join(" ")} ${p1.join(" ")}`, {
        fill: "none",
        stroke: colors.ink,
        "stroke-width": ctx.sw * 1.4,
        "stroke-linecap": "round",
      }),
    )
    out.push(handle(ctx, p0[0], p0[1], c0[0], c0[1]), handle(ctx, p1[0], p1[1], c1[0], c1[1]))
    out.push(anchor(ctx, p0[0], p0[1]), anchor(ctx, p1[0], p1[1]))
    // The nib's tip rests on the curve's midpoint (t = 0.5 of the cubic).
    const mid = [
      0.125 * p0[0] + 0.375 * c0[0] + 0.375 * c1[0] + 0.125 * p1[0],
      0.125 * p0[1] + 0.375 * c0[1] + 0.375 * c1[1] + 0.125 * p1[1],
    ]
    out.push(anchor(ctx, mid[0], mid[1], true))
    out.push(
      g(nib(ctx), { transform: `translate(${n(mid[0] + 95)} ${n(mid[1] - 153)}) rotate(32) scale(1.5)`, filter: ctx.defs.shadow("lg") }),
    )
    out.push(sparkle(470, 90, 16, colors.saffron))
    return out.join("")
  },
}

export const swatchesMotif: Motif = {
  w: 600,
  h: 480,
  draw: (ctx) => {
    const { rng } = ctx
    const tones = rng.shuffle([colors.saffron, colors.deep, colors.ink, colors.saffron200, colors.saffron300])
    const out: string[] = []
    const px = 300
    const py = 430
    tones.forEach((tone, i) => {
      const angle = -44 + i * 22
      out.push(
        g(
          [
            rect(-58, -360, 116, 380, 18, { fill: colors.white, filter: ctx.defs.shadow("md") }),
            rect(-46, -348, 92, 170, 12, { fill: tone }),
            bar(-46, -160, 70, 12, colors.ink),
            bar(-46, -138, 46, 10, colors.stone200),
            circle(0, -12, 10, { fill: colors.stone200 }),
          ],
          { transform: `translate(${px} ${py}) rotate(${angle})` },
        ),
      )
    })
    out.push(circle(px, py - 12, 14, { fill: colors.ink }))
    return out.join("")
  },
}

export const artboardMotif: Motif = {
  w: 660,
  h: 470,
  busyCorners: ["br"],
  draw: (ctx) => {
    const { rng } = ctx
    const out = [card(ctx, 80, 0, 580, 440, { shadow: "lg" })]
    out.push(rect(110, 30, 520, 380, 12, { fill: ctx.defs.grid("artboard-grid", 26, 1.2, colors.stone200) }))
    // Tool strip at the left edge.
    out.push(card(ctx, 0, 60, 76, 300, { fill: colors.ink, shadow: "md" }))
    ;[0, 1, 2, 3, 4].forEach((i) => {
      const y = 96 + i * 56
      if (i === 1) out.push(rect(14, y - 22, 48, 44, 12, { fill: colors.saffron }))
      const ink = i === 1 ? colors.white : colors.stone400
      if (i === 0)
        out.push(
          polygon(
            [
              [30, y - 12],
              [30, y + 12],
              [38, y + 5],
              [48, y + 10],
            ],
            { fill: ink },
          ),
        )
      if (i === 1) out.push(path(`M38 ${y - 14}L50 ${y + 6}L38 ${y + 14}L26 ${y + 6}Z`, { fill: ink }))
      if (i === 2) out.push(rect(26, y - 11, 22, 22, 5, { fill: "none", stroke: ink, "stroke-width": ctx.sw * 0.8 }))
      if (i === 3) out.push(circle(38, y, 12, { fill: "none", stroke: ink, "stroke-width": ctx.sw * 0.8 }))
      if (i === 4) out.push(bar(26, y - 4, 24, 8, ink))
    })
    const big = rng.pick([colors.saffron, colors.deep])
    out.push(circle(290, 190, 96, { fill: big }))
    out.push(
      polygon(
        [
          [420, 330],
          [520, 150],
          [600, 330],
        ],
        { fill: colors.ink, "stroke-linejoin": "round" },
      ),
    )
    out.push(rect(180, 280, 150, 100, 20, { fill: colors.saffron200 }))
    // Selection on the circle, with its four handles.
    out.push(
      rect(194, 94, 192, 192, 0, { fill: "none", stroke: colors.saffron300, "stroke-width": ctx.sw * 0.6, "stroke-dasharray": "8 6" }),
    )
    ;[
      [194, 94],
      [386, 94],
      [194, 286],
      [386, 286],
    ].forEach(([x, y]) =>
      out.push(rect(x - 8, y - 8, 16, 16, 3, { fill: colors.white, stroke: colors.deep, "stroke-width": ctx.sw * 0.6 })),
    )
    out.push(cursor(ctx, 388, 288, 54))
    return out.join("")
  },
}

/** Roadside hoarding on two posts, with lamps and a strip of low skyline behind. */
export const hoardingMotif: Motif = {
  w: 700,
  h: 500,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    // Skyline.
    let x = 0
    while (x < 700) {
      const w = rng.range(50, 90)
      const h = rng.range(60, 150)
      out.push(rect(x, 470 - h, w - 8, h, 8, { fill: colors.stone200, opacity: 0.8 }))
      x += w
    }
    out.push(rect(0, 466, 700, 8, 4, { fill: colors.stone400 }))
    out.push(rect(250, 300, 26, 170, 6, { fill: colors.ink }), rect(424, 300, 26, 170, 6, { fill: colors.ink }))
    out.push(rect(110, 300, 480, 14, 6, { fill: colors.stone600 }))
    out.push(rect(70, 40, 560, 270, 18, { fill: colors.ink, filter: ctx.defs.shadow("lg") }))
    // The advert on the board: a bold abstract layout, no words.
    const clip = ctx.defs.clip("hoarding-face", rect(86, 56, 528, 238, 10))
    const flip = rng.chance(0.5)
    out.push(
      g(
        [
          rect(86, 56, 528, 238, 0, {
            fill: ctx.defs.linear(
              "hoarding-ad",
              [
                [0, colors.saffron],
                [1, colors.deep],
              ],
              30,
            ),
          }),
          circle(flip ? 200 : 500, 175, 150, { fill: colors.saffron300, opacity: 0.55 }),
          circle(flip ? 200 : 500, 175, 86, { fill: colors.white }),
          rect(flip ? 168 : 468, 130, 64, 90, 14, { fill: colors.ink }),
          bar(flip ? 330 : 120, 110, 220, 24, colors.white),
          bar(flip ? 330 : 120, 148, 160, 24, colors.white),
          bar(flip ? 330 : 120, 200, 110, 34, colors.ink),
        ],
        { "clip-path": clip },
      ),
    )
    ;[180, 350, 520].forEach((lx) => {
      out.push(
        path(`M${lx} 40V14H${lx + 22}`, {
          fill: "none",
          stroke: colors.ink,
          "stroke-width": ctx.sw,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        }),
      )
      out.push(rect(lx + 14, 6, 30, 16, 6, { fill: colors.stone600 }))
    })
    return out.join("")
  },
}

/** LED sign: a dot matrix where lit dots draw a shape, with a soft glow behind them. */
export const ledBoardMotif: Motif = {
  w: 660,
  h: 440,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    out.push(
      line(160, 0, 160, 70, { stroke: colors.stone600, "stroke-width": ctx.sw }),
      line(500, 0, 500, 70, { stroke: colors.stone600, "stroke-width": ctx.sw }),
    )
    out.push(rect(20, 60, 620, 330, 26, { fill: colors.ink, filter: ctx.defs.shadow("lg") }))
    out.push(rect(40, 80, 580, 290, 16, { fill: colors.black }))
    const cols = 29
    const rows = 13
    const sx = 580 / cols
    const sy = 290 / rows
    const shape = rng.pick(["wave", "arrow", "star"] as const)
    const lit = (c: number, r: number): boolean => {
      const u = c / (cols - 1)
      const v = r / (rows - 1)
      if (shape === "wave") return Math.abs(v - (0.5 - 0.3 * Math.sin(u * Math.PI * 2))) < 0.1
      if (shape === "arrow")
        return (
          (Math.abs(v - 0.5) < 0.1 && u > 0.15 && u < 0.7) ||
          (u >= 0.55 && u <= 0.85 && Math.abs(v - 0.5) < 0.85 - u + 0.05 && Math.abs(v - 0.5) > 0.85 - u - 0.15)
        )
      const dx = (u - 0.5) * (cols / rows)
      const dy = v - 0.5
      const a = Math.atan2(dy, dx)
      const rr = Math.hypot(dx, dy)
      return rr < 0.2 + 0.2 * Math.pow(Math.abs(Math.cos((5 * a) / 2)), 3)
    }
    const glow: string[] = []
    const dots: string[] = []
    for (let c = 0; c < cols; c += 1) {
      for (let r = 0; r < rows; r += 1) {
        const cx = 40 + sx * (c + 0.5)
        const cy = 80 + sy * (r + 0.5)
        const on = lit(c, r)
        if (on) glow.push(circle(cx, cy, sx * 0.55, { fill: colors.saffron }))
        dots.push(circle(cx, cy, sx * 0.3, { fill: on ? colors.saffron200 : colors.ink2 }))
      }
    }
    out.push(g(glow, { filter: ctx.defs.blur(8), opacity: 0.9 }))
    out.push(dots.join(""))
    out.push(rect(280, 390, 100, 26, 8, { fill: colors.stone600 }))
    return out.join("")
  },
}

/** Tri-fold brochure standing open in a zig-zag, each panel a different layout. */
export const brochureMotif: Motif = {
  w: 660,
  h: 470,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    const panel = (x: number, skew: number, fill: string, content: string, shade: number) =>
      g(
        [
          path(`M${x} ${40 + skew}L${x + 200} 40L${x + 200} 430L${x} ${430 - skew}Z`, { fill }),
          g(content, { transform: `matrix(1 ${n(-skew / 200)} 0 1 ${x} ${40 + skew})` }),
          path(`M${x} ${40 + skew}L${x + 200} 40L${x + 200} 430L${x} ${430 - skew}Z`, { fill: colors.ink, opacity: shade }),
        ],
        {},
      )
    out.push(g(rect(40, 60, 580, 390, 30, { fill: colors.ink, opacity: 0.12 }), { filter: ctx.defs.blur(18) }))
    out.push(
      panel(
        30,
        40,
        colors.white,
        [picture(ctx, 20, 20, 160, 120), bar(20, 170, 130, 14, colors.ink), textLines(rng, 20, 200, 160, 5, { h: 8, gap: 18 })].join(""),
        0.04,
      ),
    )
    out.push(
      panel(
        230,
        -40,
        colors.saffron,
        [
          circle(100, 110, 60, { fill: colors.white, opacity: 0.9 }),
          circle(100, 110, 30, { fill: colors.deep }),
          bar(30, 210, 140, 16, colors.white),
          bar(30, 238, 100, 10, colors.white, 0.7),
          bar(30, 300, 80, 26, colors.ink),
        ].join(""),
        0,
      ),
    )
    out.push(
      panel(
        430,
        40,
        colors.white,
        [
          bar(20, 24, 110, 14, colors.ink),
          ...[0, 1, 2].map((i) => rect(20, 60 + i * 70, 50, 50, 12, { fill: i === 1 ? colors.saffron : colors.saffron100 })),
          ...[0, 1, 2].map((i) => textLines(rng, 84, 68 + i * 70, 90, 2, { h: 8, gap: 18 })),
        ].join(""),
        0.1,
      ),
    )
    return out.join("")
  },
}

/** Corporate profile: a bound booklet cover in front of an open spread. */
export const profileMotif: Motif = {
  w: 660,
  h: 480,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    out.push(
      g(
        [
          rect(0, 60, 440, 300, tokens.radius, { fill: colors.white, filter: ctx.defs.shadow("md") }),
          line(220, 60, 220, 360, { stroke: colors.stone200, "stroke-width": ctx.sw }),
          picture(ctx, 24, 84, 172, 120),
          textLines(rng, 24, 226, 172, 5, { h: 8, gap: 20 }),
          bar(244, 90, 120, 14, colors.ink),
          textLines(rng, 244, 122, 172, 3, { h: 8, gap: 20 }),
          ...[0, 1].map((i) => rect(244 + i * 90, 200, 80, 80, 12, { fill: i === 0 ? colors.saffron100 : colors.cream })),
          circle(284, 240, 22, { fill: colors.saffron }),
          rect(358, 226, 36, 30, 6, { fill: colors.saffron300 }),
        ],
        { transform: "rotate(-6 220 210)" },
      ),
    )
    const cover = ctx.defs.linear(
      "profile-cover",
      [
        [0, colors.saffron],
        [1, colors.deep],
      ],
      60,
    )
    out.push(
      g(
        [
          rect(0, 0, 300, 400, 16, { fill: cover, filter: ctx.defs.shadow("lg") }),
          rect(0, 0, 26, 400, 0, { fill: colors.ink, opacity: 0.25 }),
          circle(210, 120, 70, { fill: colors.white, opacity: 0.2 }),
          circle(210, 120, 40, { fill: colors.white }),
          path(arcPath(210, 120, 100, 200, 330), {
            fill: "none",
            stroke: colors.white,
            "stroke-width": ctx.sw,
            "stroke-linecap": "round",
            opacity: 0.7,
          }),
          bar(56, 250, 180, 20, colors.white),
          bar(56, 284, 120, 12, colors.white, 0.7),
          bar(56, 340, 70, 12, colors.ink),
        ],
        { transform: "translate(330 60) rotate(4)" },
      ),
    )
    return out.join("")
  },
}

/** Collaterals: letterhead, two business cards, an envelope and a pen. */
export const stationeryMotif: Motif = {
  w: 660,
  h: 480,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    out.push(
      g(
        [
          rect(0, 0, 300, 420, 12, { fill: colors.white, filter: ctx.defs.shadow("md") }),
          rect(0, 0, 300, 14, 0, { fill: colors.saffron }),
          circle(46, 62, 18, { fill: colors.saffron }),
          bar(76, 52, 90, 12, colors.ink),
          textLines(rng, 30, 120, 240, 8, { h: 8, gap: 22 }),
          bar(30, 330, 80, 10, colors.ink),
          rect(0, 380, 300, 40, 0, { fill: colors.cream }),
        ],
        { transform: "translate(40 30) rotate(-5)" },
      ),
    )
    out.push(
      g(
        [
          rect(0, 0, 300, 190, 14, { fill: colors.saffron100, filter: ctx.defs.shadow("md") }),
          path("M0 10L150 110L300 10", { fill: "none", stroke: colors.saffron300, "stroke-width": ctx.sw, "stroke-linejoin": "round" }),
          circle(150, 110, 18, { fill: colors.deep }),
        ],
        { transform: "translate(330 40) rotate(6)" },
      ),
    )
    out.push(
      g(
        [
          rect(0, 0, 250, 150, 14, { fill: colors.ink, filter: ctx.defs.shadow("md") }),
          circle(54, 56, 24, { fill: colors.saffron }),
          bar(30, 104, 110, 12, colors.white),
          bar(30, 124, 70, 8, colors.stone400),
        ],
        { transform: "translate(290 250) rotate(-8)" },
      ),
    )
    out.push(
      g(
        [
          rect(0, 0, 250, 150, 14, { fill: colors.white, filter: ctx.defs.shadow("md") }),
          rect(170, 0, 80, 150, 0, { fill: colors.saffron }),
          bar(26, 36, 110, 14, colors.ink),
          bar(26, 60, 70, 8, colors.stone400),
          textLines(rng, 26, 96, 120, 2, { h: 7, gap: 16 }),
        ],
        { transform: "translate(380 300) rotate(4)" },
      ),
    )
    out.push(
      g(
        [
          rect(0, -9, 240, 18, 9, { fill: colors.ink }),
          rect(170, -9, 20, 18, 0, { fill: colors.saffron }),
          path("M240 -9L272 0L240 9Z", { fill: colors.stone400 }),
        ],
        { transform: "translate(120 430) rotate(-28)" },
      ),
    )
    return out.join("")
  },
}

/** Logo construction: circles on a grid whose overlaps make the mark. */
export const logoGridMotif: Motif = {
  w: 600,
  h: 480,
  draw: (ctx) => {
    const { rng } = ctx
    const out = [card(ctx, 0, 0, 600, 480, { shadow: "lg" })]
    out.push(rect(20, 20, 560, 440, 14, { fill: ctx.defs.grid("logo-grid", 28, 1, colors.stone200) }))
    const cx = 300
    const cy = 240
    const r = 120
    const guide = { fill: "none", stroke: colors.stone400, "stroke-width": ctx.sw * 0.5 }
    out.push(
      circle(cx, cy, r * 1.5, guide),
      circle(cx - r / 2, cy, r, guide),
      circle(cx + r / 2, cy, r, guide),
      circle(cx, cy, r * 0.5, guide),
    )
    out.push(line(cx - 260, cy, cx + 260, cy, guide), line(cx, 30, cx, 450, guide))
    // The mark: the lens where two circles overlap, plus the left crescent in ink.
    const lens = `M${cx} ${n(cy - r * 0.866)}A${r} ${r} 0 0 1 ${cx} ${n(cy + r * 0.866)}A${r} ${r} 0 0 1 ${cx} ${n(cy - r * 0.866)}Z`
    const crescent = `M${cx} ${n(cy - r * 0.866)}A${r} ${r} 0 1 0 ${cx} ${n(cy + r * 0.866)}A${r} ${r} 0 0 1 ${cx} ${n(cy - r * 0.866)}Z`
    out.push(path(crescent, { fill: colors.ink }), path(lens, { fill: rng.pick([colors.saffron, colors.deep]) }))
    out.push(circle(cx + r * 0.95, cy - r * 0.95, 20, { fill: colors.saffron300 }))
    ;[
      [cx - r * 1.5, cy],
      [cx + r * 1.5, cy],
      [cx, cy - r * 1.5],
      [cx, cy + r * 1.5],
    ].forEach(([x, y]) =>
      out.push(rect(x - 7, y - 7, 14, 14, 3, { fill: colors.white, stroke: colors.saffron, "stroke-width": ctx.sw * 0.6 })),
    )
    return out.join("")
  },
}

/** Print: a press with a sheet coming out, and a finished stack with registration marks. */
export const printStackMotif: Motif = {
  w: 660,
  h: 470,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    out.push(rect(20, 60, 360, 40, 12, { fill: colors.stone200 }))
    out.push(
      g(
        [
          rect(40, 20, 320, 220, 10, { fill: colors.white }),
          picture(ctx, 64, 44, 272, 100),
          textLines(rng, 64, 164, 272, 3, { h: 8, gap: 18 }),
        ],
        { filter: ctx.defs.shadow("sm") },
      ),
    )
    out.push(rect(0, 180, 400, 170, 30, { fill: colors.ink, filter: ctx.defs.shadow("lg") }))
    out.push(
      rect(30, 214, 340, 14, 7, { fill: colors.black }),
      rect(290, 270, 60, 26, 10, { fill: colors.saffron }),
      circle(60, 282, 12, { fill: colors.saffron300 }),
    )
    out.push(rect(40, 350, 320, 60, 12, { fill: colors.white, filter: ctx.defs.shadow("sm") }))
    // Finished stack.
    for (let i = 4; i >= 0; i -= 1)
      out.push(
        rect(430 + i * 6, 170 - i * 10, 210, 280, 10, {
          fill: i === 0 ? colors.white : colors.cream,
          filter: i === 0 ? ctx.defs.shadow("md") : undefined,
        }),
      )
    out.push(rect(450, 190, 170, 110, 8, { fill: colors.saffron }), circle(535, 245, 34, { fill: colors.white, opacity: 0.9 }))
    out.push(bar(450, 320, 130, 14, colors.ink), textLines(rng, 450, 350, 170, 3, { h: 8, gap: 18 }))
    ;[
      [420, 160],
      [650, 160],
      [420, 460],
      [650, 460],
    ].forEach(([x, y]) =>
      out.push(
        circle(x, y, 9, { fill: "none", stroke: colors.ink, "stroke-width": ctx.sw * 0.5 }),
        line(x - 14, y, x + 14, y, { stroke: colors.ink, "stroke-width": ctx.sw * 0.5 }),
        line(x, y - 14, x, y + 14, { stroke: colors.ink, "stroke-width": ctx.sw * 0.5 }),
      ),
    )
    return out.join("")
  },
}

export const swatchChip: Motif = {
  w: 230,
  h: 110,
  draw: (ctx) =>
    [
      card(ctx, 10, 10, 210, 84, { r: 42, shadow: "sm" }),
      ...[colors.saffron, colors.deep, colors.ink, colors.saffron200].map((fill, i) => circle(54 + i * 42, 52, 17, { fill })),
    ].join(""),
}

export const penChip: Motif = {
  w: 140,
  h: 140,
  draw: (ctx) =>
    [
      circle(70, 70, 56, { fill: colors.ink, filter: ctx.defs.shadow("sm") }),
      g(nib(ctx), { transform: "translate(70 64) scale(0.3)" }),
    ].join(""),
}

export const layersChip: Motif = {
  w: 160,
  h: 150,
  draw: (ctx) =>
    [
      card(ctx, 10, 10, 140, 130, { shadow: "sm" }),
      ...[2, 1, 0].map((i) =>
        polygon(
          [
            [80, 42 + i * 20],
            [122, 62 + i * 20],
            [80, 82 + i * 20],
            [38, 62 + i * 20],
          ],
          { fill: [colors.saffron, colors.saffron300, colors.saffron200][i], "stroke-linejoin": "round" },
        ),
      ),
    ].join(""),
}
