/** PR family: microphone, podium, newspaper columns, spotlight beams, camera flashes. */
import type { DrawContext, Motif } from "../draw-context"
import { colors, tokens } from "../palette"
import { arcPath, circle, ellipse, g, line, path, polygon, rect } from "../svg"
import { arrowUp, avatar, bar, browserFrame, card, checkMark, heart, picture, sparkle, star, textLines } from "../widgets"

const skins = ["#8D5A3B", "#B07350", "#6B4630", "#C68B63"]

const waves = (ctx: DrawContext, cx: number, cy: number, from: number, side: 1 | -1, count = 3): string =>
  Array.from({ length: count }, (_, i) => {
    const r = from + i * 40
    const a = side === 1 ? [-38, 38] : [142, 218]
    return path(arcPath(cx, cy, r, a[0], a[1]), {
      fill: "none",
      stroke: i === 1 ? colors.ink : colors.saffron,
      "stroke-width": ctx.sw * 1.3,
      "stroke-linecap": "round",
      opacity: 1 - i * 0.22,
    })
  }).join("")

export const microphoneMotif: Motif = {
  w: 560,
  h: 540,
  draw: (ctx) => {
    const out: string[] = []
    const cx = 280
    out.push(waves(ctx, cx, 170, 140, 1), waves(ctx, cx, 170, 140, -1))
    const grille = ctx.defs.clip("mic-grille", rect(cx - 80, 20, 160, 250, 80))
    const holes: string[] = []
    for (let r = 0; r < 12; r += 1)
      for (let c = 0; c < 8; c += 1) holes.push(circle(cx - 70 + c * 20 + (r % 2) * 10, 36 + r * 20, 4, { fill: colors.stone600 }))
    out.push(
      g(
        [
          rect(cx - 80, 20, 160, 250, 80, { fill: colors.ink }),
          g(holes, { "clip-path": grille }),
          rect(cx - 86, 160, 172, 30, 10, { fill: colors.saffron }),
          rect(cx - 60, 40, 20, 90, 10, { fill: colors.white, opacity: 0.18 }),
        ],
        { filter: ctx.defs.shadow("lg") },
      ),
    )
    out.push(
      path(`M${cx - 112} 190V210A112 112 0 0 0 ${cx + 112} 210V190`, {
        fill: "none",
        stroke: colors.stone600,
        "stroke-width": ctx.sw * 3,
        "stroke-linecap": "round",
      }),
    )
    out.push(rect(cx - 12, 322, 24, 150, 8, { fill: colors.stone600 }), rect(cx - 110, 470, 220, 34, 17, { fill: colors.ink }))
    return out.join("")
  },
}

const bunting = (x0: number, x1: number, y: number, sag: number): string => {
  const out: string[] = [
    path(`M${x0} ${y}Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}`, { fill: "none", stroke: colors.stone600, "stroke-width": 3 }),
  ]
  const count = 9
  for (let i = 1; i < count; i += 1) {
    const t = i / count
    const x = x0 + (x1 - x0) * t
    const yy = y + 2 * sag * 2 * t * (1 - t)
    out.push(
      polygon(
        [
          [x - 16, yy],
          [x + 16, yy],
          [x, yy + 34],
        ],
        { fill: [colors.saffron, colors.white, colors.ink][i % 3] },
      ),
    )
  }
  return out.join("")
}

export const podiumMotif: Motif = {
  w: 640,
  h: 520,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    out.push(bunting(20, 620, 16, 14))
    // The speaker: head and shoulders rising above the lectern.
    const skin = rng.pick(skins)
    const speaker: string[] = []
    speaker.push(path("M236 250V196C236 160 268 142 320 142C372 142 404 160 404 196V250Z", { fill: colors.ink }))
    speaker.push(path("M300 142L320 176L340 142Z", { fill: colors.white }))
    speaker.push(rect(306, 118, 28, 30, 8, { fill: skin }), circle(320, 96, 40, { fill: skin }))
    speaker.push(path("M280 92C280 58 360 50 362 92C350 74 300 72 280 92Z", { fill: colors.ink }))
    out.push(g(speaker, { transform: "translate(0 34)" }))
    out.push(
      path("M286 240C286 214 276 200 262 192M354 240C354 214 364 200 378 192", {
        fill: "none",
        stroke: colors.stone600,
        "stroke-width": ctx.sw,
        "stroke-linecap": "round",
      }),
    )
    out.push(
      rect(250, 180, 18, 26, 9, { fill: colors.stone400, transform: "rotate(-30 259 193)" }),
      rect(372, 180, 18, 26, 9, { fill: colors.stone400, transform: "rotate(30 381 193)" }),
    )
    out.push(
      g(
        [
          path("M180 250H460L430 480H210Z", { fill: colors.saffron, "stroke-linejoin": "round" }),
          rect(170, 236, 300, 30, 10, { fill: colors.deep }),
          circle(320, 350, 50, { fill: colors.white }),
          star(320, 352, 28, colors.saffron),
          path("M430 266L410 480H430L452 266Z", { fill: colors.ink, opacity: 0.12 }),
        ],
        { filter: ctx.defs.shadow("lg") },
      ),
    )
    // The audience, a row of heads at the bottom edge.
    for (let i = 0; i < 7; i += 1) {
      const x = 30 + i * 96 + (i > 3 ? 0 : 0)
      if (x > 170 && x < 470) continue
      out.push(avatar(ctx, x, 470, 42, skins[i % skins.length], [colors.stone600, colors.ink, colors.deep][i % 3], colors.stone200))
    }
    return out.join("")
  },
}

export const newspaperMotif: Motif = {
  w: 620,
  h: 500,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    out.push(
      g(
        [
          rect(0, 0, 380, 460, 12, { fill: colors.cream, filter: ctx.defs.shadow("md") }),
          textLines(rng, 30, 120, 320, 14, { h: 8, gap: 22 }),
        ],
        { transform: "translate(40 30) rotate(-8 190 230)" },
      ),
    )
    const x = 200
    const y = 20
    out.push(rect(x, y, 400, 470, 12, { fill: colors.white, filter: ctx.defs.shadow("lg") }))
    out.push(rect(x + 24, y + 24, 352, 44, 8, { fill: colors.ink }), bar(x + 124, y + 38, 152, 16, colors.white))
    out.push(line(x + 24, y + 82, x + 376, y + 82, { stroke: colors.ink, "stroke-width": ctx.sw * 0.5 }))
    out.push(bar(x + 24, y + 98, 300, 18, colors.deep), bar(x + 24, y + 126, 220, 18, colors.deep))
    out.push(picture(ctx, x + 24, y + 164, 200, 140, { tone: "deep" }))
    out.push(textLines(rng, x + 240, y + 166, 136, 6, { h: 8, gap: 23 }))
    ;[0, 1, 2].forEach((col) => out.push(textLines(rng, x + 24 + col * 120, y + 326, 104, 6, { h: 8, gap: 21 })))
    out.push(
      line(x + 134, y + 326, x + 134, y + 440, { stroke: colors.stone200, "stroke-width": ctx.sw * 0.4 }),
      line(x + 254, y + 326, x + 254, y + 440, { stroke: colors.stone200, "stroke-width": ctx.sw * 0.4 }),
    )
    return out.join("")
  },
}

/** Two beams from stage lights meeting on a star, the celebrity's moment. */
export const spotlightMotif: Motif = {
  w: 660,
  h: 500,
  draw: (ctx) => {
    const out: string[] = []
    const beam = ctx.defs.linear(
      "beam",
      [
        [0, colors.saffron200, 0.95],
        [1, colors.saffron100, 0.25],
      ],
      90,
    )
    out.push(ellipse(330, 440, 260, 46, { fill: colors.saffron100 }), ellipse(330, 440, 160, 28, { fill: colors.saffron200 }))
    out.push(path("M70 70L120 40L420 440H230Z", { fill: beam }), path("M590 70L540 40L430 440H240Z", { fill: beam, opacity: 0.8 }))
    const lamp = (x: number, rot: number) =>
      g(
        [
          rect(-40, -28, 80, 56, 16, { fill: colors.ink }),
          rect(30, -34, 18, 68, 8, { fill: colors.stone600 }),
          circle(48, 0, 20, { fill: colors.saffron300 }),
        ],
        { transform: `translate(${x} 56) rotate(${rot})`, filter: ctx.defs.shadow("md") },
      )
    out.push(lamp(88, 50), lamp(572, 130))
    out.push(
      rect(250, 330, 160, 110, 14, { fill: colors.ink, filter: ctx.defs.shadow("lg") }),
      rect(250, 330, 160, 20, 10, { fill: colors.deep }),
    )
    out.push(g(star(330, 230, 96, colors.saffron, 0.48), { filter: ctx.defs.shadow("lg") }), star(330, 236, 46, colors.white, 0.48))
    out.push(sparkle(200, 200, 18, colors.saffron), sparkle(470, 160, 14, colors.deep), sparkle(460, 300, 10, colors.saffron300))
    return out.join("")
  },
}

const flash = (cx: number, cy: number, r: number, fill: string): string => {
  const pts: Array<[number, number]> = []
  for (let i = 0; i < 16; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.42
    const a = (i * Math.PI) / 8
    pts.push([cx + radius * Math.cos(a), cy + radius * Math.sin(a)])
  }
  return polygon(pts, { fill, "stroke-linejoin": "round" })
}

const pressCamera = (ctx: DrawContext, x: number, y: number, rot: number): string =>
  g(
    [
      rect(0, 20, 170, 110, 22, { fill: colors.ink }),
      rect(20, 0, 60, 30, 10, { fill: colors.ink }),
      rect(110, -46, 50, 40, 8, { fill: colors.stone600 }),
      rect(120, -40, 30, 26, 5, { fill: colors.saffron200 }),
      rect(126, -8, 18, 30, 4, { fill: colors.stone600 }),
      circle(85, 76, 40, { fill: colors.stone600 }),
      circle(85, 76, 26, { fill: colors.black }),
      circle(76, 68, 8, { fill: colors.saffron300 }),
    ],
    { transform: `translate(${x} ${y}) rotate(${rot})`, filter: ctx.defs.shadow("lg") },
  )

export const cameraFlashMotif: Motif = {
  w: 640,
  h: 500,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    out.push(circle(330, 220, 150, { fill: colors.white, filter: ctx.defs.shadow("md") }))
    out.push(avatar(ctx, 330, 220, 136, rng.pick(skins), colors.deep, colors.saffron100))
    const flashes: Array<[number, number, number]> = [
      [130, 90, 46],
      [540, 110, 40],
      [560, 330, 30],
      [110, 330, 28],
      [420, 40, 22],
    ]
    flashes.forEach(([x, y, r], i) => {
      out.push(circle(x, y, r * 1.1, { fill: colors.saffron100, opacity: 0.9 }))
      out.push(flash(x, y, r, i % 2 === 0 ? colors.saffron : colors.saffron300))
      out.push(circle(x, y, r * 0.28, { fill: colors.white }))
    })
    out.push(pressCamera(ctx, 40, 350, -10), pressCamera(ctx, 440, 380, 8))
    return out.join("")
  },
}

export const ballotMotif: Motif = {
  w: 600,
  h: 520,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    // Ballot paper half inside the slot.
    out.push(
      g(
        [
          rect(0, 0, 190, 240, 12, { fill: colors.white, filter: ctx.defs.shadow("md") }),
          ...[0, 1, 2].map((i) =>
            rect(24, 30 + i * 62, 36, 36, 8, {
              fill: "none",
              stroke: i === 1 ? colors.saffron : colors.stone400,
              "stroke-width": ctx.sw * 0.8,
            }),
          ),
          checkMark(42, 110, 30, colors.deep, ctx.sw * 1.5),
          ...[0, 1, 2].map((i) => bar(76, 42 + i * 62, rng.range(70, 90), 12, i === 1 ? colors.ink : colors.stone200)),
        ],
        { transform: "translate(230 20) rotate(8)" },
      ),
    )
    out.push(
      g(
        [
          path("M100 250H500L470 500H130Z", { fill: colors.saffron, "stroke-linejoin": "round" }),
          rect(80, 220, 440, 50, 14, { fill: colors.ink }),
          rect(220, 236, 160, 14, 7, { fill: colors.black }),
          circle(300, 380, 58, { fill: colors.white }),
          checkMark(300, 384, 50, colors.saffron, ctx.sw * 2.4),
          path("M470 270L440 500H470L500 270Z", { fill: colors.ink, opacity: 0.12 }),
        ],
        { filter: ctx.defs.shadow("lg") },
      ),
    )
    // Two small flags either side.
    const flag = (x: number, fill: string) =>
      [
        line(x, 120, x, 250, { stroke: colors.ink, "stroke-width": ctx.sw }),
        path(`M${x} 124H${x + 70}L${x + 56} 148L${x + 70} 172H${x}Z`, { fill }),
      ].join("")
    out.push(flag(40, colors.deep), flag(540, colors.saffron300))
    return out.join("")
  },
}

/** Crisis management: a shield that turns incoming arrows aside. */
export const shieldMotif: Motif = {
  w: 620,
  h: 520,
  draw: (ctx) => {
    const out: string[] = []
    const cx = 310
    const arrows: Array<[number, number, number]> = [
      [60, 120, 30],
      [40, 330, -20],
      [560, 140, 150],
      [580, 360, 200],
    ]
    arrows.forEach(([x, y, a]) => {
      const rad = (a * Math.PI) / 180
      const ex = x + 110 * Math.cos(rad)
      const ey = y + 110 * Math.sin(rad)
      out.push(line(x, y, ex, ey, { stroke: colors.stone400, "stroke-width": ctx.sw * 1.2, "stroke-dasharray": "2 10" }))
      out.push(circle(ex, ey, 10, { fill: colors.stone400 }))
    })
    ;[140, 180].forEach((r, i) =>
      out.push(circle(cx, 250, r, { fill: "none", stroke: colors.saffron, "stroke-width": ctx.sw, opacity: 0.55 - i * 0.25 })),
    )
    const shield = "M0 -170C60 -130 110 -126 150 -130C150 40 100 130 0 180C-100 130 -150 40 -150 -130C-110 -126 -60 -130 0 -170Z"
    const fill = ctx.defs.linear(
      "shield",
      [
        [0, colors.saffron],
        [1, colors.deep],
      ],
      70,
    )
    out.push(
      g(
        [
          path(shield, { fill, filter: ctx.defs.shadow("lg") }),
          path("M0 -170C60 -130 110 -126 150 -130C150 40 100 130 0 180Z", { fill: colors.white, opacity: 0.12 }),
          circle(0, 0, 70, { fill: colors.white }),
          checkMark(0, 4, 64, colors.saffron, ctx.sw * 2.6),
        ],
        { transform: `translate(${cx} 250)` },
      ),
    )
    out.push(card(ctx, 400, 400, 200, 80, { r: 40, shadow: "md" }))
    out.push(
      path(arcPath(450, 454, 28, 180, 360), {
        fill: "none",
        stroke: colors.stone200,
        "stroke-width": ctx.sw * 1.6,
        "stroke-linecap": "round",
      }),
    )
    out.push(
      path(arcPath(450, 454, 28, 180, 320), {
        fill: "none",
        stroke: colors.saffron,
        "stroke-width": ctx.sw * 1.6,
        "stroke-linecap": "round",
      }),
    )
    out.push(bar(492, 428, 80, 12, colors.ink), bar(492, 450, 56, 9, colors.stone200))
    return out.join("")
  },
}

export const eventStageMotif: Motif = {
  w: 680,
  h: 500,
  busyCorners: ["br"],
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    out.push(rect(40, 20, 600, 24, 8, { fill: colors.ink }))
    ;[120, 250, 430, 560].forEach((x, i) => {
      out.push(
        path(`M${x - 20} 44L${x + 20} 44L${x + (i < 2 ? 90 : -90)} 330H${x + (i < 2 ? -10 : 10)}Z`, {
          fill: colors.saffron200,
          opacity: 0.5,
        }),
      )
      out.push(rect(x - 18, 40, 36, 30, 10, { fill: colors.stone600 }))
    })
    const curtain = (x: number, mirror: boolean) =>
      path(
        mirror
          ? `M${x} 44H${x - 110}V380Q${x - 60} 330 ${x - 30} 380Q${x - 10} 200 ${x} 44Z`
          : `M${x} 44H${x + 110}V380Q${x + 60} 330 ${x + 30} 380Q${x + 10} 200 ${x} 44Z`,
        { fill: colors.deep },
      )
    out.push(rect(60, 44, 560, 330, 0, { fill: colors.ink2 }))
    out.push(ellipse(340, 330, 180, 30, { fill: colors.saffron, opacity: 0.35 }))
    out.push(curtain(60, false), curtain(620, true))
    out.push(rect(30, 370, 620, 40, 12, { fill: colors.ink, filter: ctx.defs.shadow("md") }))
    out.push(sparkle(340, 220, 40, colors.saffron), sparkle(270, 170, 14, colors.saffron300), sparkle(410, 270, 12, colors.white))
    // Calendar with one day picked.
    out.push(card(ctx, 470, 300, 200, 190, { shadow: "lg" }))
    out.push(
      rect(470, 300, 200, 44, 0, { fill: colors.saffron, "clip-path": ctx.defs.clip("cal-top", rect(470, 300, 200, 190, tokens.radius)) }),
    )
    out.push(rect(512, 286, 10, 30, 5, { fill: colors.ink }), rect(618, 286, 10, 30, 5, { fill: colors.ink }))
    const pick = rng.int(0, 11)
    for (let i = 0; i < 12; i += 1) {
      const x = 492 + (i % 4) * 42
      const y = 362 + Math.floor(i / 4) * 40
      out.push(rect(x, y, 28, 26, 7, { fill: i === pick ? colors.deep : colors.saffron50 }))
    }
    return out.join("")
  },
}

/** Digital PR: an article page shared out to a small network of reactions. */
export const socialPrMotif: Motif = {
  w: 660,
  h: 480,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    const nodes: Array<[number, number]> = [
      [540, 70],
      [620, 220],
      [560, 400],
      [420, 440],
    ]
    nodes.forEach(([x, y]) =>
      out.push(line(400, 230, x, y, { stroke: colors.saffron300, "stroke-width": ctx.sw, "stroke-dasharray": "3 10" })),
    )
    const frame = browserFrame(ctx, 0, 30, 440, 400)
    out.push(frame.svg, picture(ctx, 24, frame.top + 22, 392, 140, { tone: "warm" }))
    out.push(
      bar(24, frame.top + 184, 300, 18, colors.ink),
      bar(24, frame.top + 212, 200, 18, colors.ink),
      textLines(rng, 24, frame.top + 250, 392, 4, { h: 9, gap: 20 }),
    )
    nodes.forEach(([x, y], i) => {
      out.push(circle(x, y, 38, { fill: i % 2 === 0 ? colors.white : colors.ink, filter: ctx.defs.shadow("sm") }))
      if (i === 0) out.push(heart(x, y + 2, 32, colors.saffron))
      if (i === 1) out.push(arrowUp(x, y, 32, colors.saffron, ctx.sw * 1.4))
      if (i === 2) out.push(star(x, y, 20, colors.saffron))
      if (i === 3)
        out.push(
          path(`M${x - 12} ${y + 12}L${x + 14} ${y - 12}M${x + 2} ${y - 13}H${x + 15}V${y}`, {
            fill: "none",
            stroke: colors.saffron,
            "stroke-width": ctx.sw * 1.2,
            "stroke-linecap": "round",
            "stroke-linejoin": "round",
          }),
        )
    })
    return out.join("")
  },
}

export const flashChip: Motif = {
  w: 140,
  h: 140,
  draw: (ctx) =>
    [
      circle(70, 70, 56, { fill: colors.ink, filter: ctx.defs.shadow("sm") }),
      flash(70, 70, 36, colors.saffron),
      circle(70, 70, 10, { fill: colors.white }),
    ].join(""),
}

export const quoteChip: Motif = {
  w: 170,
  h: 140,
  draw: (ctx) => {
    const mark = (x: number) =>
      [
        circle(x, 62, 14, { fill: colors.saffron }),
        path(`M${x + 12} 66Q${x + 10} 90 ${x - 8} 96`, {
          fill: "none",
          stroke: colors.saffron,
          "stroke-width": ctx.sw * 1.6,
          "stroke-linecap": "round",
        }),
      ].join("")
    return [card(ctx, 10, 10, 150, 120, { shadow: "sm" }), mark(62), mark(102)].join("")
  },
}

export const micChip: Motif = {
  w: 140,
  h: 140,
  draw: (ctx) =>
    [
      circle(70, 70, 56, { fill: colors.saffron, filter: ctx.defs.shadow("sm") }),
      rect(56, 34, 28, 50, 14, { fill: colors.white }),
      path("M46 70A24 24 0 0 0 94 70", { fill: "none", stroke: colors.white, "stroke-width": ctx.sw, "stroke-linecap": "round" }),
      line(70, 94, 70, 106, { stroke: colors.white, "stroke-width": ctx.sw, "stroke-linecap": "round" }),
    ].join(""),
}
