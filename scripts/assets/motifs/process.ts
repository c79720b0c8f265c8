/**
 * The six "How We Work" steps on the home page. Each picture states its idea plainly, because the
 * step's image is shown beside its title and must read at a glance.
 */
import type { Motif } from "../draw-context"
import { colors, tokens } from "../palette"
import { arcPath, circle, ellipse, g, line, n, path, rect, slicePath } from "../svg"
import { arrowUp, badge, bar, card, checkMark, gear, magnifier, sparkle, textLines } from "../widgets"

/** Discovery: sticky notes pinned to a board, a magnifier enlarging one of them. */
export const discoveryMotif: Motif = {
  w: 640,
  h: 500,
  draw: (ctx) => {
    const { rng } = ctx
    const out = [card(ctx, 0, 20, 560, 440, { shadow: "lg" })]
    out.push(rect(20, 40, 520, 400, 14, { fill: ctx.defs.dots("board-dots", 24, 2, colors.stone200) }))
    const notes: Array<[number, number, string, number]> = [
      [50, 70, colors.saffron100, -4],
      [210, 60, colors.white, 3],
      [380, 80, colors.saffron200, -2],
      [60, 260, colors.white, 2],
      [230, 250, colors.saffron100, -3],
    ]
    notes.forEach(([x, y, fill, rot], i) => {
      out.push(
        g(
          [
            rect(0, 0, 140, 140, 10, { fill, filter: ctx.defs.shadow("sm") }),
            circle(70, 12, 8, { fill: i % 2 === 0 ? colors.deep : colors.ink }),
            textLines(rng, 18, 40, 104, 4, { h: 8, gap: 20, fill: colors.stone400 }),
          ],
          { transform: `translate(${x} ${y}) rotate(${rot} 70 70)` },
        ),
      )
    })
    out.push(
      path("M120 210C170 240 230 220 270 200", {
        fill: "none",
        stroke: colors.saffron,
        "stroke-width": ctx.sw,
        "stroke-dasharray": "2 10",
        "stroke-linecap": "round",
      }),
    )
    // The magnified note: its content drawn larger inside the lens.
    const lensClip = ctx.defs.clip("discovery-lens", circle(470, 320, 110))
    out.push(circle(470, 320, 110, { fill: colors.white }))
    out.push(
      g(
        [
          rect(360, 210, 220, 220, 0, { fill: colors.saffron50 }),
          bar(400, 260, 150, 18, colors.ink),
          bar(400, 296, 120, 14, colors.saffron),
          bar(400, 326, 140, 14, colors.stone400),
          bar(400, 356, 90, 14, colors.stone400),
        ],
        { "clip-path": lensClip },
      ),
    )
    out.push(magnifier(ctx, 470, 320, 110, { lens: "none" }))
    return out.join("")
  },
}

/** Strategy: a route across a map from a start pin to a flag, and a chess pawn in front. */
export const strategyMotif: Motif = {
  w: 660,
  h: 500,
  draw: (ctx) => {
    const { rng } = ctx
    const out = [card(ctx, 60, 10, 600, 440, { shadow: "lg", fill: colors.cream })]
    const clip = ctx.defs.clip("map", rect(60, 10, 600, 440, tokens.radius))
    const blocks: string[] = []
    for (let r = 0; r < 4; r += 1)
      for (let c = 0; c < 5; c += 1)
        blocks.push(rect(84 + c * 116, 34 + r * 106, 96, 86, 14, { fill: (r + c) % 3 === 0 ? colors.saffron100 : colors.white }))
    blocks.push(path("M60 300C200 260 300 380 660 330V450H60Z", { fill: colors.saffron200, opacity: 0.45 }))
    out.push(g(blocks, { "clip-path": clip }))
    const route = "M170 380C170 300 260 300 290 250S400 140 470 190S560 150 580 90"
    out.push(path(route, { fill: "none", stroke: colors.white, "stroke-width": ctx.sw * 4, "stroke-linecap": "round" }))
    out.push(
      path(route, {
        fill: "none",
        stroke: colors.saffron,
        "stroke-width": ctx.sw * 1.4,
        "stroke-dasharray": "3 12",
        "stroke-linecap": "round",
      }),
    )
    out.push(circle(170, 380, 16, { fill: colors.ink }), circle(170, 380, 6, { fill: colors.white }))
    ;[
      [290, 250],
      [470, 190],
    ].forEach(([x, y]) => out.push(circle(x, y, 10, { fill: colors.white, stroke: colors.deep, "stroke-width": ctx.sw })))
    out.push(
      line(580, 90, 580, 20, { stroke: colors.ink, "stroke-width": ctx.sw * 1.2 }),
      path("M580 22H640L624 42L640 62H580Z", { fill: colors.saffron }),
    )
    // Pawn: base, collar, body, head.
    out.push(
      g(
        [
          ellipse(0, 100, 80, 20, { fill: colors.ink, opacity: 0.18 }),
          rect(-70, 64, 140, 36, 14, { fill: colors.ink }),
          path("M-44 64C-30 20 -26 -10 -20 -30H20C26 -10 30 20 44 64Z", { fill: colors.ink }),
          rect(-42, -40, 84, 18, 9, { fill: colors.ink2 }),
          circle(0, -76, 40, { fill: colors.ink }),
          circle(-12, -88, 10, { fill: colors.white, opacity: 0.25 }),
        ],
        { transform: `translate(90 ${n(360 + rng.range(-6, 6))})`, filter: ctx.defs.shadow("md") },
      ),
    )
    return out.join("")
  },
}

/** Implementation: meshing gears and building blocks being stacked. */
export const implementationMotif: Motif = {
  w: 640,
  h: 480,
  draw: (ctx) => {
    const out: string[] = []
    out.push(
      g(
        [
          gear(200, 210, 150, colors.saffron, colors.cream, 12, 0.1),
          gear(380, 360, 96, colors.ink, colors.cream, 9, 0.2),
          gear(390, 110, 70, colors.saffron300, colors.cream, 8, 0),
        ],
        { filter: ctx.defs.shadow("lg") },
      ),
    )
    const blocks: Array<[number, number, string]> = [
      [470, 390, colors.white],
      [560, 390, colors.saffron200],
      [515, 300, colors.deep],
      [560, 210, colors.white],
    ]
    blocks.forEach(([x, y, fill]) => out.push(rect(x - 40, y - 40, 80, 80, 16, { fill, filter: ctx.defs.shadow("sm") })))
    out.push(circle(515, 300, 14, { fill: colors.white, opacity: 0.6 }))
    out.push(
      path("M470 140C490 110 520 110 540 140", {
        fill: "none",
        stroke: colors.saffron,
        "stroke-width": ctx.sw,
        "stroke-dasharray": "2 10",
        "stroke-linecap": "round",
      }),
    )
    out.push(rect(40, 430, 580, 10, 5, { fill: colors.stone200 }))
    return out.join("")
  },
}

/** Measurement: a dashboard with one big gauge and two small charts. */
export const measurementMotif: Motif = {
  w: 640,
  h: 480,
  draw: (ctx) => {
    const { rng } = ctx
    const out = [card(ctx, 0, 0, 640, 470, { shadow: "lg" })]
    const cx = 200
    const cy = 250
    const value = rng.range(0.62, 0.82)
    const segments = 5
    for (let i = 0; i < segments; i += 1) {
      const a0 = 180 + (i * 180) / segments + 2
      const a1 = 180 + ((i + 1) * 180) / segments - 2
      const on = (i + 1) / segments <= value + 0.1
      out.push(
        path(arcPath(cx, cy, 140, a0, a1), {
          fill: "none",
          stroke: on ? [colors.saffron200, colors.saffron300, colors.saffron, colors.deep, colors.deep][i] : colors.stone200,
          "stroke-width": ctx.sw * 7,
        }),
      )
    }
    const angle = Math.PI + value * Math.PI
    out.push(
      line(cx, cy, cx + 112 * Math.cos(angle), cy + 112 * Math.sin(angle), { stroke: colors.ink, "stroke-width": ctx.sw * 2 }),
      circle(cx, cy, 18, { fill: colors.ink }),
      circle(cx, cy, 7, { fill: colors.white }),
    )
    out.push(bar(cx - 60, cy + 50, 120, 22, colors.ink), bar(cx - 40, cy + 86, 80, 12, colors.stone200))
    out.push(rect(380, 40, 230, 180, 16, { fill: colors.cream }))
    ;[0.4, 0.65, 0.5, 0.85, 0.7].forEach((v, i) =>
      out.push(rect(404 + i * 40, 196 - v * 130, 24, v * 130, 8, { fill: i === 3 ? colors.saffron : colors.saffron200 })),
    )
    out.push(rect(380, 246, 230, 190, 16, { fill: colors.cream }))
    const pts: Array<[number, number]> = Array.from({ length: 7 }, (_, i) => [400 + i * 32, 400 - (i * 16 + rng.range(0, 40))])
    out.push(
      path(`M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`, {
        fill: "none",
        stroke: colors.deep,
        "stroke-width": ctx.sw,
        "stroke-linejoin": "round",
        "stroke-linecap": "round",
      }),
    )
    out.push(circle(pts[6][0], pts[6][1], 9, { fill: colors.saffron, stroke: colors.white, "stroke-width": ctx.sw }))
    out.push(bar(400, 270, 90, 12, colors.ink))
    return out.join("")
  },
}

/** Reporting: a clipboard report with a pie chart over a second sheet of bars. */
export const reportingMotif: Motif = {
  w: 600,
  h: 500,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    out.push(
      g(
        [
          rect(0, 0, 300, 380, 14, { fill: colors.white, filter: ctx.defs.shadow("md") }),
          bar(30, 36, 140, 14, colors.ink),
          ...[0.5, 0.8, 0.35, 0.65].map((v, i) => bar(30, 90 + i * 46, 240 * v, 22, i === 1 ? colors.saffron : colors.saffron200)),
          textLines(rng, 30, 290, 240, 3, { h: 8, gap: 20 }),
        ],
        { transform: "translate(300 70) rotate(7)" },
      ),
    )
    out.push(
      g(
        [
          rect(0, 0, 320, 430, 18, { fill: colors.white, filter: ctx.defs.shadow("lg") }),
          rect(100, -22, 120, 44, 12, { fill: colors.ink }),
          circle(160, -2, 8, { fill: colors.stone600 }),
          circle(160, 170, 96, { fill: colors.saffron200 }),
          path(slicePath(160, 170, 96, -90, 110), { fill: colors.saffron }),
          path(slicePath(160, 170, 96, 110, 200), { fill: colors.ink }),
          circle(160, 170, 44, { fill: colors.white }),
          ...[0, 1, 2].map((i) =>
            [
              rect(40, 300 + i * 34, 16, 16, 5, { fill: [colors.saffron, colors.ink, colors.saffron200][i] }),
              bar(68, 303 + i * 34, rng.range(110, 190), 10, colors.stone200),
            ].join(""),
          ),
        ],
        { transform: "translate(60 50) rotate(-4)" },
      ),
    )
    out.push(badge(ctx, 520, 60, 36, colors.saffron, checkMark(520, 62, 30, colors.white, ctx.sw * 1.4)))
    return out.join("")
  },
}

/** Scaling: a staircase of growing blocks with a rocket lifting off the top step. */
export const scalingMotif: Motif = {
  w: 640,
  h: 500,
  draw: (ctx) => {
    const out: string[] = []
    const steps = 5
    for (let i = 0; i < steps; i += 1) {
      const h = 70 + i * 70
      const fill = [colors.saffron100, colors.saffron200, colors.saffron300, colors.saffron, colors.deep][i]
      out.push(rect(20 + i * 100, 480 - h, 88, h, 16, { fill, filter: i === steps - 1 ? ctx.defs.shadow("md") : undefined }))
    }
    out.push(
      path("M64 380C160 330 260 250 360 200S520 80 560 60", {
        fill: "none",
        stroke: colors.ink,
        "stroke-width": ctx.sw * 1.2,
        "stroke-dasharray": "2 12",
        "stroke-linecap": "round",
      }),
    )
    const rocket = [
      path("M0 -80C32 -58 38 -10 28 44H-28C-38 -10 -32 -58 0 -80Z", { fill: colors.white }),
      path("M0 -80C18 -68 27 -53 31 -37H-31C-27 -53 -18 -68 0 -80Z", { fill: colors.ink }),
      circle(0, -4, 13, { fill: colors.saffron }),
      path("M-28 16L-54 50L-48 66L-24 44Z", { fill: colors.ink }),
      path("M28 16L54 50L48 66L24 44Z", { fill: colors.ink }),
      path("M-14 44Q0 96 14 44Z", { fill: colors.saffron }),
    ]
    out.push(g(rocket, { transform: "translate(560 70) rotate(45)", filter: ctx.defs.shadow("lg") }))
    out.push(
      g(arrowUp(110, 120, 60, colors.saffron, ctx.sw * 1.8)),
      sparkle(250, 90, 16, colors.saffron),
      sparkle(420, 330, 10, colors.white),
    )
    return out.join("")
  },
}
