/** Messaging family: chat bubbles, envelopes, phones with notification dots, database cylinders. */
import type { DrawContext, Motif } from "../draw-context"
import { colors } from "../palette"
import { circle, ellipse, g, line, n, path, polygon, rect } from "../svg"
import { avatar, badge, bar, bubble, card, checkMark, phoneFrame, picture, textLines, typingDots } from "../widgets"

const skins = ["#8D5A3B", "#B07350", "#6B4630", "#C68B63"]

const doubleTick = (x: number, y: number, stroke: string, width: number): string =>
  [checkMark(x, y, 14, stroke, width), checkMark(x + 8, y, 14, stroke, width)].join("")

const sendButton = (cx: number, cy: number, r: number): string =>
  [
    circle(cx, cy, r, { fill: colors.saffron }),
    polygon(
      [
        [cx - r * 0.42, cy - r * 0.45],
        [cx + r * 0.5, cy],
        [cx - r * 0.42, cy + r * 0.45],
        [cx - r * 0.22, cy],
      ],
      { fill: colors.white, "stroke-linejoin": "round" },
    ),
  ].join("")

export const chatMotif: Motif = {
  w: 600,
  h: 520,
  busyCorners: ["tl"],
  draw: (ctx) => {
    const { rng } = ctx
    const frame = phoneFrame(ctx, 170, 10, 260, 500)
    const s = frame.screen
    const out = [frame.svg]
    out.push(rect(s.x, s.y, s.w, 70, 0, { fill: colors.cream, "clip-path": ctx.defs.clip("chat-head", rect(s.x, s.y, s.w, s.h, 30)) }))
    out.push(
      avatar(ctx, s.x + 34, s.y + 44, 16, rng.pick(skins), colors.saffron, colors.white),
      bar(s.x + 60, s.y + 36, 80, 11, colors.ink),
      bar(s.x + 60, s.y + 53, 44, 7, colors.saffron300),
    )
    let y = s.y + 92
    const pattern = rng.pick([
      [false, true, false, true],
      [true, false, true, true],
      [false, false, true, false],
    ])
    pattern.forEach((mine, i) => {
      const w = rng.range(120, 176)
      const h = i % 2 === 0 ? 48 : 64
      const x = mine ? s.x + s.w - 16 - w : s.x + 16
      out.push(bubble(x, y, w, h, mine ? colors.saffron : colors.saffron50, mine))
      out.push(textLines(rng, x + 14, y + 14, w - 28, h > 50 ? 2 : 1, { h: 8, gap: 18, fill: mine ? colors.white : colors.stone400 }))
      if (mine) out.push(doubleTick(x + w - 30, y + h - 10, colors.white, ctx.sw * 0.6))
      y += h + 22
    })
    out.push(bubble(s.x + 16, y, 70, 36, colors.saffron50), typingDots(s.x + 51, y + 18, 5, colors.stone400))
    const iy = s.y + s.h - 54
    out.push(
      rect(s.x + 12, iy, s.w - 74, 40, 20, { fill: colors.white, stroke: colors.stone200, "stroke-width": ctx.sw * 0.6 }),
      sendButton(s.x + s.w - 36, iy + 20, 20),
    )
    // A large bubble outside the phone, the campaign's reach.
    out.push(g(bubble(10, 70, 150, 96, colors.ink), { filter: ctx.defs.shadow("md") }), typingDots(85, 118, 9, colors.saffron))
    out.push(
      card(ctx, 440, 330, 150, 70, { r: 35, shadow: "md" }),
      doubleTick(484, 366, colors.saffron, ctx.sw),
      bar(512, 358, 52, 14, colors.ink),
    )
    return out.join("")
  },
}

const envelopeShape = (ctx: DrawContext, x: number, y: number, w: number, h: number, letter: string): string =>
  [
    rect(x, y, w, h, 18, { fill: colors.deep, filter: ctx.defs.shadow("lg") }),
    path(`M${x} ${y + 18}L${n(x + w / 2)} ${n(y - h * 0.55)}L${x + w} ${y + 18}Z`, { fill: colors.deep, "stroke-linejoin": "round" }),
    letter,
    path(
      `M${x} ${y + 10}L${n(x + w / 2)} ${n(y + h * 0.58)}L${x + w} ${y + 10}V${y + h - 18}Q${x + w} ${y + h} ${x + w - 18} ${y + h}H${x + 18}Q${x} ${y + h} ${x} ${y + h - 18}Z`,
      { fill: colors.saffron, "stroke-linejoin": "round" },
    ),
    path(`M${x} ${y + h - 8}L${n(x + w * 0.42)} ${n(y + h * 0.5)}M${x + w} ${y + h - 8}L${n(x + w * 0.58)} ${n(y + h * 0.5)}`, {
      stroke: colors.deep,
      "stroke-width": ctx.sw,
      opacity: 0.4,
    }),
  ].join("")

const paperPlane = (x: number, y: number, s: number, rotate: number, fill: string): string =>
  g(
    [
      polygon(
        [
          [0, 0],
          [60, 22],
          [18, 30],
        ],
        { fill },
      ),
      polygon(
        [
          [18, 30],
          [60, 22],
          [26, 48],
        ],
        { fill: colors.ink, opacity: 0.25 },
      ),
      polygon(
        [
          [18, 30],
          [24, 46],
          [30, 36],
        ],
        { fill },
      ),
    ],
    { transform: `translate(${n(x)} ${n(y)}) rotate(${rotate}) scale(${n(s)})` },
  )

export const envelopeMotif: Motif = {
  w: 640,
  h: 500,
  draw: (ctx) => {
    const { rng } = ctx
    const letter = [
      rect(150, 70, 300, 280, 14, { fill: colors.white, filter: ctx.defs.shadow("sm") }),
      picture(ctx, 176, 96, 248, 96),
      bar(176, 212, 160, 14, colors.ink),
      textLines(rng, 176, 240, 248, 3, { h: 8, gap: 18 }),
      bar(176, 300, 90, 22, colors.saffron),
    ].join("")
    const out = [envelopeShape(ctx, 110, 220, 380, 250, letter)]
    out.push(
      path("M520 120C580 150 600 220 560 260", {
        fill: "none",
        stroke: colors.saffron300,
        "stroke-width": ctx.sw,
        "stroke-dasharray": "2 12",
        "stroke-linecap": "round",
      }),
    )
    out.push(paperPlane(500, 60, 1.1, -10, colors.white), paperPlane(30, 150, 0.8, 20, colors.white))
    out.push(
      path("M40 220C20 280 40 330 90 340", {
        fill: "none",
        stroke: colors.saffron300,
        "stroke-width": ctx.sw,
        "stroke-dasharray": "2 12",
        "stroke-linecap": "round",
      }),
    )
    out.push(badge(ctx, 520, 380, 40, colors.ink, checkMark(520, 382, 32, colors.saffron, ctx.sw * 1.6)))
    return out.join("")
  },
}

/** Phone with stacked notifications and a badge dot: bulk SMS arriving. */
export const phoneNotifyMotif: Motif = {
  w: 560,
  h: 520,
  draw: (ctx) => {
    const { rng } = ctx
    const frame = phoneFrame(ctx, 150, 10, 260, 500, { screen: colors.ink2 })
    const s = frame.screen
    const out = [frame.svg]
    out.push(
      g(
        rect(s.x, s.y, s.w, s.h, 0, {
          fill: ctx.defs.linear(
            "lock-bg",
            [
              [0, colors.deep],
              [1, colors.ink2],
            ],
            100,
          ),
        }),
        { "clip-path": ctx.defs.clip("lock", rect(s.x, s.y, s.w, s.h, 30)) },
      ),
    )
    out.push(bar(s.x + s.w / 2 - 60, s.y + 60, 120, 30, colors.white), bar(s.x + s.w / 2 - 40, s.y + 102, 80, 10, colors.saffron200))
    for (let i = 0; i < 3; i += 1) {
      const y = s.y + 150 + i * 84
      out.push(rect(s.x + 14, y, s.w - 28, 70, 18, { fill: colors.white, opacity: 1 - i * 0.12 }))
      out.push(rect(s.x + 26, y + 14, 42, 42, 12, { fill: i === 0 ? colors.saffron : colors.saffron100 }))
      out.push(bubble(s.x + 36, y + 24, 22, 16, i === 0 ? colors.white : colors.saffron))
      out.push(bar(s.x + 80, y + 18, rng.range(90, 120), 11, colors.ink), bar(s.x + 80, y + 40, rng.range(60, 110), 8, colors.stone200))
    }
    out.push(
      circle(408, 14, 30, { fill: colors.saffron, stroke: colors.white, "stroke-width": ctx.sw * 1.5, filter: ctx.defs.shadow("sm") }),
    )
    out.push(bar(395, 8, 26, 12, colors.white))
    // Bubbles leaving the phone.
    out.push(g(bubble(20, 140, 110, 64, colors.white), { filter: ctx.defs.shadow("md") }), typingDots(75, 172, 7, colors.saffron))
    out.push(
      g(bubble(440, 300, 110, 64, colors.saffron, true), { filter: ctx.defs.shadow("md") }),
      textLines(rng, 458, 318, 74, 2, { h: 8, gap: 16, fill: colors.white }),
    )
    return out.join("")
  },
}

const cylinder = (ctx: DrawContext, cx: number, y: number, w: number, h: number, fill: string, top: string): string =>
  [
    path(`M${n(cx - w / 2)} ${y}V${y + h}A${n(w / 2)} ${n(w * 0.16)} 0 0 0 ${n(cx + w / 2)} ${y + h}V${y}Z`, { fill }),
    ellipse(cx, y, w / 2, w * 0.16, { fill: top }),
    circle(cx + w * 0.32, y + h * 0.55, 6, { fill: colors.saffron200 }),
  ].join("")

export const databaseMotif: Motif = {
  w: 640,
  h: 480,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    const cx = 170
    out.push(
      g(
        [
          cylinder(ctx, cx, 330, 240, 80, colors.ink, colors.ink2),
          cylinder(ctx, cx, 230, 240, 80, colors.deep, colors.saffron300),
          cylinder(ctx, cx, 130, 240, 80, colors.saffron, colors.saffron200),
        ],
        { filter: ctx.defs.shadow("lg") },
      ),
    )
    // Contact records fanned out on the right, linked by dashed lines.
    const cards = [60, 190, 320]
    cards.forEach((y, i) => {
      out.push(
        path(`M${cx + 124} ${170 + i * 100}C${360} ${170 + i * 100} ${340} ${y + 44} ${400} ${y + 44}`, {
          fill: "none",
          stroke: colors.saffron300,
          "stroke-width": ctx.sw * 0.8,
          "stroke-dasharray": "3 10",
          "stroke-linecap": "round",
        }),
      )
      out.push(card(ctx, 400, y, 230, 92, { shadow: "md" }))
      out.push(avatar(ctx, 446, y + 46, 26, skins[i], [colors.saffron, colors.ink, colors.deep][i]))
      out.push(bar(484, y + 28, rng.range(90, 120), 12, colors.ink), bar(484, y + 50, rng.range(60, 100), 9, colors.stone200))
      out.push(circle(606, y + 22, 7, { fill: i === 1 ? colors.saffron : colors.stone200 }))
    })
    return out.join("")
  },
}

/** One phone broadcasting to many: a hub with spokes to small phones. */
export const broadcastMotif: Motif = {
  w: 640,
  h: 480,
  draw: (ctx) => {
    const out: string[] = []
    const hub: [number, number] = [320, 240]
    const spokes: Array<[number, number]> = [
      [70, 90],
      [70, 390],
      [570, 90],
      [570, 390],
      [320, 40],
      [320, 440],
    ]
    spokes.forEach(([x, y]) =>
      out.push(line(hub[0], hub[1], x, y, { stroke: colors.saffron200, "stroke-width": ctx.sw, "stroke-dasharray": "3 10" })),
    )
    ;[120, 170].forEach((r, i) =>
      out.push(circle(hub[0], hub[1], r, { fill: "none", stroke: colors.saffron, "stroke-width": ctx.sw * 0.8, opacity: 0.6 - i * 0.25 })),
    )
    const big = phoneFrame(ctx, 260, 120, 120, 240)
    out.push(
      big.svg,
      rect(big.screen.x + 12, big.screen.y + 40, big.screen.w - 24, 40, 12, { fill: colors.saffron }),
      rect(big.screen.x + 12, big.screen.y + 92, big.screen.w - 40, 30, 12, { fill: colors.saffron100 }),
      sendButton(hub[0], big.screen.y + big.screen.h - 34, 18),
    )
    spokes.forEach(([x, y], i) => {
      out.push(rect(x - 32, y - 40, 64, 80, 16, { fill: colors.white, filter: ctx.defs.shadow("sm") }))
      out.push(bubble(x - 20, y - 18, 40, 26, i % 2 === 0 ? colors.saffron : colors.ink))
      out.push(circle(x + 30, y - 38, 9, { fill: colors.deep, stroke: colors.white, "stroke-width": ctx.sw * 0.6 }))
    })
    return out.join("")
  },
}

export const bubbleChip: Motif = {
  w: 170,
  h: 140,
  draw: (ctx) =>
    [g(bubble(14, 20, 140, 84, colors.saffron), { filter: ctx.defs.shadow("sm") }), typingDots(84, 62, 8, colors.white)].join(""),
}

export const ticksChip: Motif = {
  w: 200,
  h: 110,
  draw: (ctx) =>
    [
      card(ctx, 10, 10, 180, 84, { r: 42, shadow: "sm" }),
      doubleTick(50, 54, colors.saffron, ctx.sw * 1.1),
      bar(86, 38, 80, 12, colors.ink),
      bar(86, 60, 50, 9, colors.stone200),
    ].join(""),
}

export const mailChip: Motif = {
  w: 150,
  h: 140,
  draw: (ctx) =>
    [
      card(ctx, 10, 10, 130, 120, { shadow: "sm", fill: colors.ink }),
      rect(34, 44, 82, 56, 8, { fill: colors.saffron }),
      path("M34 50L75 78L116 50", {
        fill: "none",
        stroke: colors.white,
        "stroke-width": ctx.sw,
        "stroke-linejoin": "round",
        "stroke-linecap": "round",
      }),
    ].join(""),
}
