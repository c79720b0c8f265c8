/** Marketing family: rising charts, funnels, target rings, megaphone, search bar with magnifier. */
import type { DrawContext, Motif } from "../draw-context"
import { colors } from "../palette"
import { arcPath, circle, ellipse, g, line, n, path, polygon, rect } from "../svg"
import {
  arrowUp,
  avatar,
  badge,
  bar,
  bubble,
  card,
  cursor,
  heart,
  magnifier,
  phoneFrame,
  picture,
  sparkle,
  star,
  textLines,
  typingDots,
} from "../widgets"

const skins = ["#8D5A3B", "#B07350", "#6B4630", "#C68B63"]

export const barChartMotif: Motif = {
  w: 640,
  h: 470,
  busyCorners: ["tl"],
  draw: (ctx) => {
    const { rng } = ctx
    const out = [card(ctx, 40, 40, 600, 420, { shadow: "lg" })]
    out.push(bar(240, 80, 150, 16, colors.ink), bar(240, 108, 96, 10, colors.stone200))
    out.push(...[0, 1, 2].map((i) => circle(560 + i * 22, 90, 7, { fill: i === 0 ? colors.saffron : colors.stone200 })))
    const base = 410
    for (let i = 0; i < 4; i += 1)
      out.push(
        line(80, base - i * 70, 600, base - i * 70, { stroke: colors.stone200, "stroke-width": ctx.sw * 0.5, "stroke-dasharray": "6 8" }),
      )
    const count = 7
    const values = Array.from({ length: count }, (_, i) => 0.22 + (i / (count - 1)) * 0.7 + rng.range(-0.06, 0.06))
    const bw = 44
    const step = (600 - 80 - bw) / (count - 1)
    const points: Array<[number, number]> = []
    values.forEach((v, i) => {
      const h = v * 230
      const x = 84 + i * step
      out.push(
        rect(x, base - h, bw, h, 10, { fill: i === count - 1 ? colors.saffron : i === count - 2 ? colors.saffron300 : colors.saffron100 }),
      )
      points.push([x + bw / 2, base - h - 34])
    })
    out.push(
      path(`M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`, {
        fill: "none",
        stroke: colors.ink,
        "stroke-width": ctx.sw,
        "stroke-linejoin": "round",
        "stroke-linecap": "round",
      }),
    )
    points.forEach(([x, y], i) =>
      out.push(
        circle(x, y, i === count - 1 ? 9 : 6, {
          fill: i === count - 1 ? colors.saffron : colors.white,
          stroke: colors.ink,
          "stroke-width": ctx.sw * 0.75,
        }),
      ),
    )
    // KPI card overlapping the chart's corner.
    out.push(card(ctx, 0, 0, 190, 100, { shadow: "md" }))
    out.push(badge(ctx, 46, 50, 24, colors.saffron, arrowUp(46, 50, 22, colors.white, ctx.sw * 1.1), "none"))
    out.push(bar(84, 36, 80, 16, colors.ink), bar(84, 62, 56, 10, colors.saffron300))
    return out.join("")
  },
}

export const funnelMotif: Motif = {
  w: 580,
  h: 500,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    const cx = 250
    const bands = [colors.saffron100, colors.saffron200, colors.saffron300, colors.saffron, colors.deep]
    const top = 120
    const bandH = 58
    bands.forEach((fill, i) => {
      const w0 = 380 - i * 62
      const w1 = 380 - (i + 1) * 62
      const y = top + i * (bandH + 8)
      out.push(
        path(`M${n(cx - w0 / 2)} ${y}H${n(cx + w0 / 2)}L${n(cx + w1 / 2)} ${y + bandH}H${n(cx - w1 / 2)}Z`, {
          fill,
          "stroke-linejoin": "round",
          filter: i === 0 ? ctx.defs.shadow("sm") : undefined,
        }),
      )
      out.push(
        line(cx + w0 / 2 + 24, y + bandH / 2, 470, y + bandH / 2, {
          stroke: colors.stone200,
          "stroke-width": ctx.sw * 0.6,
          "stroke-dasharray": "4 8",
        }),
      )
      out.push(bar(484, y + bandH / 2 - 6, 70 - i * 8, 12, i === bands.length - 1 ? colors.saffron : colors.stone400))
    })
    // Visitors drop in from the top; one qualified lead leaves at the bottom.
    for (let i = 0; i < 9; i += 1) {
      const x = cx + rng.range(-170, 170)
      const y = rng.range(18, 96)
      out.push(circle(x, y, rng.range(8, 14), { fill: rng.pick([colors.saffron, colors.saffron300, colors.ink, colors.stone400]) }))
    }
    const exitY = top + bands.length * (bandH + 8) + 30
    out.push(line(cx, exitY - 30, cx, exitY - 6, { stroke: colors.deep, "stroke-width": ctx.sw, "stroke-dasharray": "2 8" }))
    out.push(badge(ctx, cx, exitY + 14, 22, colors.ink, star(cx, exitY + 14, 11, colors.saffron)))
    return out.join("")
  },
}

export const targetMotif: Motif = {
  w: 560,
  h: 500,
  draw: (ctx) => {
    const out: string[] = []
    const cx = 250
    const cy = 270
    out.push(circle(cx, cy, 200, { fill: colors.white, filter: ctx.defs.shadow("lg") }))
    const fills = [colors.white, colors.saffron200, colors.white, colors.saffron, colors.white, colors.deep]
    fills.forEach((fill, i) => out.push(circle(cx, cy, 200 - i * 33, { fill })))
    // Arrow stuck in the bullseye, flying in from the upper right.
    const angle = (-ctx.rng.range(32, 44) * Math.PI) / 180
    const tail: [number, number] = [cx + 250 * Math.cos(angle), cy + 250 * Math.sin(angle)]
    out.push(line(cx, cy, tail[0], tail[1], { stroke: colors.ink, "stroke-width": ctx.sw * 2 }))
    const fl = (dx: number) => {
      const px = tail[0] - 34 * Math.cos(angle)
      const py = tail[1] - 34 * Math.sin(angle)
      const nx = -Math.sin(angle) * dx
      const ny = Math.cos(angle) * dx
      return polygon(
        [
          [px, py],
          [tail[0] + nx * 0.9, tail[1] + ny * 0.9],
          [tail[0] + 14 * Math.cos(angle) + nx, tail[1] + 14 * Math.sin(angle) + ny],
          [tail[0], tail[1]],
        ],
        { fill: colors.saffron },
      )
    }
    out.push(fl(24), fl(-24))
    out.push(circle(cx, cy, 9, { fill: colors.ink }))
    return out.join("")
  },
}

export const megaphoneMotif: Motif = {
  w: 620,
  h: 460,
  draw: (ctx) => {
    const out: string[] = []
    // Body drawn pointing right and tilted up, as if calling out.
    const body = [
      rect(60, 200, 70, 90, 18, { fill: colors.ink }),
      path("M120 196L330 96V394L120 294Z", { fill: colors.saffron, "stroke-linejoin": "round" }),
      ellipse(330, 245, 38, 150, { fill: colors.deep }),
      ellipse(336, 245, 24, 126, { fill: colors.saffron300 }),
      path("M150 290L170 370H214L196 300", { fill: colors.ink, "stroke-linejoin": "round" }),
      rect(110, 210, 18, 70, 6, { fill: colors.white, opacity: 0.35 }),
    ]
    out.push(g(body, { transform: "rotate(-14 200 245)", filter: ctx.defs.shadow("md") }))
    for (let i = 0; i < 3; i += 1) {
      const r = 70 + i * 48
      out.push(
        path(arcPath(350, 190, r, -40, 30), {
          fill: "none",
          stroke: i === 1 ? colors.ink : colors.saffron,
          "stroke-width": ctx.sw * 1.4,
          "stroke-linecap": "round",
          opacity: 1 - i * 0.2,
        }),
      )
    }
    out.push(heart(560, 80, 40, colors.saffron), star(540, 330, 20, colors.ink), sparkle(470, 40, 14, colors.saffron300))
    return out.join("")
  },
}

const searchBar = (ctx: DrawContext, x: number, y: number, w: number, h: number): string =>
  [
    rect(x, y, w, h, h / 2, { fill: colors.white, stroke: colors.stone200, "stroke-width": ctx.sw * 0.75 }),
    circle(x + h / 2 + 4, y + h / 2 - 2, h * 0.2, { fill: "none", stroke: colors.stone400, "stroke-width": ctx.sw * 0.9 }),
    line(x + h / 2 + 4 + h * 0.15, y + h / 2 - 2 + h * 0.15, x + h / 2 + 4 + h * 0.3, y + h / 2 - 2 + h * 0.3, {
      stroke: colors.stone400,
      "stroke-width": ctx.sw * 0.9,
    }),
    bar(x + h + 6, y + h / 2 - 6, w * 0.38, 12, colors.ink),
    rect(x + w - h * 1.7 - 6, y + 6, h * 1.7, h - 12, (h - 12) / 2, { fill: colors.saffron }),
  ].join("")

/** SEO: search bar, ranked results with the first one lifted and highlighted, big magnifier. */
export const searchMotif: Motif = {
  w: 640,
  h: 480,
  busyCorners: ["br"],
  draw: (ctx) => {
    const { rng } = ctx
    const out = [card(ctx, 0, 0, 560, 440, { shadow: "lg" })]
    out.push(searchBar(ctx, 30, 30, 500, 56))
    for (let i = 0; i < 3; i += 1) {
      const y = 120 + i * 102
      if (i === 0) {
        out.push(card(ctx, 18, y - 14, 524, 92, { shadow: "md", stroke: colors.saffron }))
        out.push(badge(ctx, 62, y + 32, 22, colors.saffron, star(62, y + 32, 12, colors.white), "none"))
      } else {
        out.push(circle(62, y + 32, 18, { fill: colors.saffron100 }))
      }
      out.push(bar(100, y + 6, rng.range(200, 280), 14, i === 0 ? colors.deep : colors.ink))
      out.push(textLines(rng, 100, y + 32, 390, 2, { h: 9, gap: 18 }))
    }
    out.push(magnifier(ctx, 520, 350, 78, { lens: colors.saffron50 }))
    out.push(g(arrowUp(520, 350, 56, colors.saffron, ctx.sw * 2.2)))
    return out.join("")
  },
}

/** Paid search: an ad result with its tag and a cursor on it, plus a small spend-versus-clicks card. */
export const adsMotif: Motif = {
  w: 660,
  h: 470,
  draw: (ctx) => {
    const { rng } = ctx
    const out = [card(ctx, 0, 20, 520, 430, { shadow: "lg" })]
    out.push(searchBar(ctx, 28, 46, 464, 52))
    for (let i = 0; i < 3; i += 1) {
      const y = 130 + i * 98
      const ad = i < 2
      if (i === 0)
        out.push(rect(16, y - 14, 488, 88, 16, { fill: colors.saffron50, stroke: colors.saffron200, "stroke-width": ctx.sw * 0.6 }))
      if (ad) out.push(rect(32, y, 42, 20, 6, { fill: i === 0 ? colors.saffron : colors.ink }))
      out.push(bar(ad ? 86 : 32, y + 4, rng.range(180, 250), 13, i === 0 ? colors.deep : colors.ink))
      out.push(textLines(rng, 32, y + 34, 420, 2, { h: 9, gap: 18 }))
    }
    out.push(cursor(ctx, 250, 150, 58))
    // Clicks card.
    out.push(card(ctx, 420, 250, 230, 190, { shadow: "md" }))
    const pts: Array<[number, number]> = [0, 1, 2, 3, 4, 5].map((i) => [
      450 + i * 34,
      400 - [10, 30, 24, 60, 70, 104][i] * rng.range(0.9, 1.05),
    ])
    out.push(
      path(`M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}L${pts[pts.length - 1][0]} 410L450 410Z`, { fill: colors.saffron100 }),
    )
    out.push(
      path(`M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`, {
        fill: "none",
        stroke: colors.saffron,
        "stroke-width": ctx.sw,
        "stroke-linejoin": "round",
        "stroke-linecap": "round",
      }),
    )
    out.push(bar(446, 272, 90, 12, colors.ink))
    return out.join("")
  },
}

/** A social post in a phone, with reactions floating off it. */
export const socialPostMotif: Motif = {
  busyCorners: ["tl", "br"],
  w: 600,
  h: 520,
  draw: (ctx) => {
    const { rng } = ctx
    const frame = phoneFrame(ctx, 170, 10, 250, 500)
    const s = frame.screen
    const out = [frame.svg]
    out.push(avatar(ctx, s.x + 36, s.y + 56, 18, rng.pick(skins), colors.saffron))
    out.push(bar(s.x + 64, s.y + 46, 86, 11, colors.ink), bar(s.x + 64, s.y + 64, 54, 8, colors.stone200))
    out.push(picture(ctx, s.x + 12, s.y + 90, s.w - 24, 200, { tone: rng.pick(["warm", "deep"] as const) }))
    const ay = s.y + 318
    out.push(heart(s.x + 30, ay, 26, colors.saffron))
    out.push(bubble(s.x + 56, ay - 11, 26, 20, colors.stone400))
    out.push(
      path(`M${n(s.x + 100)} ${ay + 8}L${n(s.x + 122)} ${ay - 10}M${n(s.x + 112)} ${ay - 11}H${n(s.x + 123)}V${ay}`, {
        fill: "none",
        stroke: colors.stone400,
        "stroke-width": ctx.sw,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
    )
    out.push(textLines(rng, s.x + 16, s.y + 350, s.w - 32, 3, { h: 9, gap: 20 }))
    // Reactions.
    out.push(card(ctx, 20, 110, 150, 70, { r: 35, shadow: "md" }))
    out.push(
      circle(56, 145, 22, { fill: colors.saffron }),
      heart(56, 147, 22, colors.white),
      bar(88, 132, 56, 12, colors.ink),
      bar(88, 152, 36, 9, colors.stone200),
    )
    out.push(card(ctx, 440, 200, 150, 70, { r: 35, shadow: "md" }))
    out.push(typingDots(515, 235, 7, colors.saffron))
    out.push(card(ctx, 400, 380, 170, 64, { r: 32, shadow: "md" }))
    ;[0, 1, 2].forEach((i) =>
      out.push(avatar(ctx, 432 + i * 26, 412, 18, skins[i], [colors.ink, colors.saffron, colors.deep][i], colors.saffron100)),
    )
    out.push(bar(506, 406, 46, 12, colors.ink))
    return out.join("")
  },
}

/** A creator at the centre of a story ring, with followers linked around. */
export const influencerMotif: Motif = {
  busyCorners: ["tl", "tr"],
  w: 600,
  h: 500,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    const cx = 300
    const cy = 250
    const ring = ctx.defs.linear(
      "story-ring",
      [
        [0, colors.saffron],
        [0.5, colors.deep],
        [1, colors.saffron300],
      ],
      45,
    )
    const orbit = [
      [100, 110],
      [500, 120],
      [90, 390],
      [510, 380],
      [300, 470],
    ] as const
    orbit.forEach(([x, y]) =>
      out.push(line(cx, cy, x, y, { stroke: colors.saffron200, "stroke-width": ctx.sw, "stroke-dasharray": "3 10" })),
    )
    out.push(circle(cx, cy, 142, { fill: ring, filter: ctx.defs.shadow("lg") }), circle(cx, cy, 128, { fill: colors.white }))
    out.push(avatar(ctx, cx, cy, 116, rng.pick(skins), colors.saffron, colors.saffron100))
    out.push(badge(ctx, cx + 96, cy - 96, 28, colors.ink, star(cx + 96, cy - 96, 15, colors.saffron), "sm"))
    orbit.forEach(([x, y], i) => {
      out.push(circle(x, y, 40, { fill: colors.white, filter: ctx.defs.shadow("sm") }))
      out.push(
        avatar(
          ctx,
          x,
          y,
          34,
          skins[i % skins.length],
          [colors.ink, colors.saffron300, colors.deep, colors.stone600, colors.saffron][i],
          colors.cream,
        ),
      )
    })
    out.push(card(ctx, 380, 200, 140, 60, { r: 30, shadow: "md" }), heart(414, 231, 24, colors.saffron), bar(440, 224, 56, 12, colors.ink))
    out.push(sparkle(170, 220, 16, colors.saffron), sparkle(440, 300, 10, colors.saffron300))
    return out.join("")
  },
}

/** Product shoot: camera, clapperboard and a product on a plinth under a soft light. */
export const cameraMotif: Motif = {
  busyCorners: ["tl"],
  w: 660,
  h: 460,
  draw: (ctx) => {
    const out: string[] = []
    // Light cone from the top right onto the product.
    out.push(path("M560 40L620 60L520 330H400Z", { fill: colors.saffron200, opacity: 0.45 }))
    out.push(rect(560, 20, 70, 44, 12, { fill: colors.ink, transform: "rotate(20 595 42)" }))
    out.push(rect(400, 330, 160, 100, 12, { fill: colors.white, filter: ctx.defs.shadow("md") }))
    out.push(
      rect(444, 222, 70, 108, 18, { fill: colors.saffron }),
      rect(464, 196, 30, 30, 8, { fill: colors.deep }),
      rect(456, 256, 46, 36, 8, { fill: colors.white, opacity: 0.85 }),
    )
    // Camera.
    out.push(
      g(
        [
          rect(40, 150, 330, 220, 30, { fill: colors.ink }),
          rect(86, 120, 110, 44, 14, { fill: colors.ink }),
          rect(290, 130, 46, 24, 8, { fill: colors.saffron }),
          circle(205, 260, 86, { fill: colors.stone600 }),
          circle(205, 260, 66, { fill: colors.ink2 }),
          circle(205, 260, 44, { fill: colors.black }),
          circle(190, 244, 14, { fill: colors.saffron300, opacity: 0.9 }),
          circle(324, 196, 10, { fill: colors.saffron300 }),
        ],
        { filter: ctx.defs.shadow("lg") },
      ),
    )
    // Clapperboard.
    out.push(
      g(
        [
          rect(0, 10, 180, 110, 14, { fill: colors.ink2 }),
          path("M0 10H180V40H0Z", { fill: colors.white }),
          ...[0, 1, 2, 3].map((i) => path(`M${20 + i * 44} 10L${44 + i * 44} 10L${30 + i * 44} 40H${6 + i * 44}Z`, { fill: colors.ink })),
          bar(20, 64, 90, 10, colors.stone600),
          bar(20, 88, 60, 10, colors.stone600),
        ],
        { transform: "rotate(-8 90 60)", filter: ctx.defs.shadow("md") },
      ),
    )
    return out.join("")
  },
}

export const rocketMotif: Motif = {
  w: 560,
  h: 520,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    // Trail of puffs first, so the rocket sits on top.
    const puffs = [
      [170, 400, 50],
      [112, 450, 40],
      [210, 462, 36],
      [64, 470, 28],
      [150, 498, 24],
    ] as const
    puffs.forEach(([x, y, r]) => out.push(circle(x, y, r, { fill: colors.white, filter: ctx.defs.shadow("sm") })))
    const rocket = [
      path("M0 -150C60 -110 70 -20 52 80H-52C-70 -20 -60 -110 0 -150Z", { fill: colors.white }),
      path("M0 -150C34 -128 50 -100 58 -70H-58C-50 -100 -34 -128 0 -150Z", { fill: colors.saffron }),
      circle(0, -10, 26, { fill: colors.ink }),
      circle(0, -10, 16, { fill: colors.saffron300 }),
      path("M-52 30L-100 90L-92 120L-46 80Z", { fill: colors.deep }),
      path("M52 30L100 90L92 120L46 80Z", { fill: colors.deep }),
      rect(-10, 40, 20, 90, 10, { fill: colors.deep }),
      path("M-36 80H36L24 112H-24Z", { fill: colors.ink }),
      path("M-20 112Q0 176 20 112Z", { fill: colors.saffron }),
    ]
    out.push(g(rocket, { transform: "translate(310 230) rotate(40) scale(1.3)", filter: ctx.defs.shadow("lg") }))
    for (let i = 0; i < 10; i += 1) {
      const x = rng.range(390, 540)
      const y = rng.range(170, 420)
      const kind = i % 3
      if (kind === 0) out.push(circle(x, y, rng.range(5, 9), { fill: rng.pick([colors.saffron, colors.ink, colors.deep]) }))
      if (kind === 1)
        out.push(
          rect(x, y, 16, 8, 3, {
            fill: rng.pick([colors.saffron300, colors.ink]),
            transform: `rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})`,
          }),
        )
      if (kind === 2) out.push(sparkle(x, y, rng.range(9, 14), colors.saffron))
    }
    return out.join("")
  },
}

export const targetChip: Motif = {
  w: 140,
  h: 140,
  draw: (ctx) =>
    [
      circle(70, 70, 56, { fill: colors.white, filter: ctx.defs.shadow("sm") }),
      circle(70, 70, 42, { fill: colors.saffron }),
      circle(70, 70, 28, { fill: colors.white }),
      circle(70, 70, 14, { fill: colors.ink }),
    ].join(""),
}

export const magnifierChip: Motif = {
  w: 140,
  h: 140,
  draw: (ctx) =>
    [
      circle(70, 70, 58, { fill: colors.ink, filter: ctx.defs.shadow("sm") }),
      magnifier(ctx, 62, 62, 24, { rim: colors.saffron, lens: colors.ink2 }),
    ].join(""),
}

export const megaphoneChip: Motif = {
  w: 150,
  h: 140,
  draw: (ctx) =>
    [
      card(ctx, 10, 10, 130, 120, { shadow: "sm", fill: colors.saffron }),
      path("M44 62L92 40V100L44 78Z", { fill: colors.white, "stroke-linejoin": "round" }),
      rect(34, 60, 14, 20, 4, { fill: colors.white }),
      path(arcPath(100, 70, 16, -45, 45), { fill: "none", stroke: colors.white, "stroke-width": ctx.sw, "stroke-linecap": "round" }),
    ].join(""),
}
