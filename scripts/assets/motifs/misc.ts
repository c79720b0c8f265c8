/** Pictures outside the service families: about page, blog covers and the neutral collage. */
import type { DrawContext, Motif } from "../draw-context"
import { brandMark, glyph, type GlyphKind } from "../glyphs"
import { colors } from "../palette"
import { circle, ellipse, line, n, path, polyline, rect } from "../svg"
import { bar, browserFrame, card, sparkle, textLines } from "../widgets"
import { miniLayout } from "./common"

const skins = ["#8D5A3B", "#B07350", "#6B4630", "#C68B63"]

/** A person from the waist up: torso with a rounded top, head, hair cap. */
const figure = (cx: number, baseY: number, height: number, skin: string, shirt: string, hair: string = colors.ink): string => {
  const w = height * 0.62
  const torsoTop = baseY - height * 0.58
  const headR = height * 0.15
  const headY = torsoTop - headR * 0.95
  return [
    path(
      `M${n(cx - w / 2)} ${n(baseY)}V${n(torsoTop + w * 0.3)}Q${n(cx - w / 2)} ${n(torsoTop)} ${n(cx - w * 0.2)} ${n(torsoTop)}H${n(cx + w * 0.2)}Q${n(cx + w / 2)} ${n(torsoTop)} ${n(cx + w / 2)} ${n(torsoTop + w * 0.3)}V${n(baseY)}Z`,
      { fill: shirt },
    ),
    rect(cx - headR * 0.4, torsoTop - headR * 0.5, headR * 0.8, headR * 0.8, headR * 0.2, { fill: skin }),
    circle(cx, headY, headR, { fill: skin }),
    // Hair: the top of the head only, so the face keeps most of the circle.
    path(
      `M${n(cx - headR * 0.98)} ${n(headY - headR * 0.2)}A${n(headR)} ${n(headR)} 0 0 1 ${n(cx + headR * 0.98)} ${n(headY - headR * 0.2)}` +
        `Q${n(cx + headR * 0.2)} ${n(headY - headR * 0.62)} ${n(cx - headR * 0.98)} ${n(headY - headR * 0.2)}Z`,
      { fill: hair },
    ),
  ].join("")
}

const plant = (x: number, baseY: number, s: number): string =>
  [
    ellipse(x - 16 * s, baseY - 78 * s, 14 * s, 34 * s, {
      fill: colors.deep,
      transform: `rotate(-24 ${n(x - 16 * s)} ${n(baseY - 78 * s)})`,
    }),
    ellipse(x + 16 * s, baseY - 84 * s, 14 * s, 36 * s, {
      fill: colors.saffron,
      transform: `rotate(20 ${n(x + 16 * s)} ${n(baseY - 84 * s)})`,
    }),
    ellipse(x, baseY - 96 * s, 12 * s, 36 * s, { fill: colors.saffron300 }),
    path(`M${n(x - 24 * s)} ${n(baseY - 50 * s)}H${n(x + 24 * s)}L${n(x + 18 * s)} ${n(baseY)}H${n(x - 18 * s)}Z`, { fill: colors.ink }),
  ].join("")

/** Team in the studio: a whiteboard session, three people at a shared desk, lamps overhead. */
export const studioMotif: Motif = {
  w: 760,
  h: 520,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    ;[180, 560].forEach((x) =>
      out.push(
        line(x, 0, x, 60, { stroke: colors.stone600, "stroke-width": ctx.sw * 0.6 }),
        path(`M${x - 40} 90A40 40 0 0 1 ${x + 40} 90Z`, { fill: colors.ink }),
        ellipse(x, 92, 18, 6, { fill: colors.saffron200 }),
      ),
    )
    // Whiteboard with notes and a chart.
    out.push(card(ctx, 40, 110, 330, 210, { shadow: "md" }))
    ;[
      [64, 134, colors.saffron200],
      [144, 134, colors.saffron100],
      [64, 214, colors.saffron100],
      [144, 214, colors.saffron],
    ].forEach(([x, y, fill]) => out.push(rect(x as number, y as number, 66, 62, 8, { fill: fill as string })))
    out.push(
      polyline(
        [
          [240, 280],
          [270, 240],
          [300, 256],
          [340, 170],
        ],
        { stroke: colors.deep, "stroke-width": ctx.sw },
      ),
      circle(340, 170, 8, { fill: colors.saffron }),
    )
    // Standing presenter beside the board, pointing at the chart.
    const skin = rng.pick(skins)
    out.push(rect(372, 400, 26, 110, 12, { fill: colors.ink }), rect(404, 400, 26, 110, 12, { fill: colors.ink }))
    out.push(figure(401, 420, 250, skin, colors.saffron, colors.ink))
    out.push(
      path("M372 300L340 236", { fill: "none", stroke: colors.deep, "stroke-width": ctx.sw * 5, "stroke-linecap": "round" }),
      circle(338, 230, 10, { fill: skin }),
    )
    // Desk, with two people seated behind it and a laptop and a cup on top.
    out.push(figure(560, 420, 200, skins[(rng.int(0, 3) + 1) % 4], colors.ink, colors.ink2))
    out.push(figure(680, 420, 190, skins[(rng.int(0, 3) + 2) % 4], colors.stone400, colors.ink))
    out.push(rect(480, 400, 280, 24, 12, { fill: colors.ink, filter: ctx.defs.shadow("md") }))
    out.push(rect(510, 424, 14, 86, 6, { fill: colors.stone600 }), rect(716, 424, 14, 86, 6, { fill: colors.stone600 }))
    out.push(path("M560 400L574 330H666L680 400Z", { fill: colors.stone200 }), circle(620, 366, 9, { fill: colors.saffron }))
    out.push(
      rect(500, 374, 28, 26, 6, { fill: colors.white }),
      path("M528 381a8 8 0 0 1 0 13", { fill: "none", stroke: colors.white, "stroke-width": ctx.sw }),
    )
    out.push(plant(100, 520, 1.3), rect(40, 508, 680, 12, 6, { fill: colors.stone200 }))
    return out.join("")
  },
}

/** A stepped temple tower (gopuram), the Chennai skyline's most familiar outline. */
const gopuram = (cx: number, baseY: number, width: number, fill: string, shade: string): string => {
  const out: string[] = []
  const tiers = 6
  const tierH = width * 0.2
  for (let i = 0; i < tiers; i += 1) {
    const w = width * (1 - i * 0.12)
    const y = baseY - (i + 1) * tierH
    out.push(rect(cx - w / 2, y, w, tierH + 1, 3, { fill: i % 2 === 0 ? fill : shade }))
    for (let k = -1; k <= 1; k += 1)
      out.push(rect(cx + k * w * 0.26 - 4, y + tierH * 0.3, 8, tierH * 0.45, 3, { fill: colors.saffron200, opacity: 0.7 }))
  }
  const topW = width * 0.36
  const topY = baseY - tiers * tierH
  out.push(
    path(
      `M${n(cx - topW / 2)} ${n(topY)}V${n(topY - tierH * 0.6)}Q${n(cx)} ${n(topY - tierH * 1.6)} ${n(cx + topW / 2)} ${n(topY - tierH * 0.6)}V${n(topY)}Z`,
      { fill },
    ),
  )
  ;[-1, 0, 1].forEach((k) => out.push(circle(cx + k * topW * 0.3, topY - tierH * (k === 0 ? 1.3 : 1.05), 5, { fill: colors.saffron })))
  return out.join("")
}

/** Our story: a road climbing past milestones from the first office to today, the city behind. */
export const storyMotif: Motif = {
  w: 720,
  h: 520,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    out.push(circle(470, 250, 150, { fill: colors.saffron200 }), circle(470, 250, 104, { fill: colors.saffron }))
    let x = 40
    while (x < 700) {
      const w = rng.range(46, 80)
      const h = rng.range(70, 170)
      if (x < 400 || x > 540)
        out.push(rect(x, 390 - h, w - 10, h, 8, { fill: rng.pick([colors.stone200, colors.saffron100, colors.saffron200]) }))
      x += w
    }
    out.push(gopuram(470, 390, 150, colors.deep, colors.ink2))
    out.push(rect(20, 386, 680, 10, 5, { fill: colors.stone200 }))
    const road = "M40 510C180 500 220 440 320 440S520 470 600 400S660 330 680 300"
    out.push(path(road, { fill: "none", stroke: colors.ink, "stroke-width": ctx.sw * 7, "stroke-linecap": "round" }))
    out.push(
      path(road, {
        fill: "none",
        stroke: colors.white,
        "stroke-width": ctx.sw * 0.8,
        "stroke-dasharray": "14 14",
        "stroke-linecap": "round",
      }),
    )
    const marks: Array<[number, number]> = [
      [80, 506],
      [240, 456],
      [420, 448],
      [590, 408],
    ]
    marks.forEach(([mx, my], i) => {
      out.push(line(mx, my - 10, mx, my - 70, { stroke: colors.ink, "stroke-width": ctx.sw * 0.8 }))
      out.push(
        circle(mx, my - 82, 16, {
          fill: i === marks.length - 1 ? colors.saffron : colors.white,
          stroke: colors.ink,
          "stroke-width": ctx.sw * 0.8,
        }),
      )
    })
    out.push(
      line(680, 300, 680, 200, { stroke: colors.ink, "stroke-width": ctx.sw }),
      path("M680 202H740L724 224L740 246H680Z", { fill: colors.saffron }),
    )
    out.push(sparkle(300, 120, 16, colors.saffron), sparkle(640, 100, 10, colors.deep))
    return out.join("")
  },
}

const chip = (ctx: DrawContext, cx: number, cy: number, size: number): string => {
  const out: string[] = []
  const half = size / 2
  for (let i = 0; i < 5; i += 1) {
    const o = -half + size * 0.18 + i * size * 0.16
    out.push(line(cx + o, cy - half - 18, cx + o, cy + half + 18, { stroke: colors.stone600, "stroke-width": ctx.sw * 1.2 }))
    out.push(line(cx - half - 18, cy + o, cx + half + 18, cy + o, { stroke: colors.stone600, "stroke-width": ctx.sw * 1.2 }))
  }
  out.push(rect(cx - half, cy - half, size, size, 18, { fill: colors.ink, filter: ctx.defs.shadow("lg") }))
  out.push(rect(cx - half * 0.62, cy - half * 0.62, size * 0.62, size * 0.62, 12, { fill: colors.saffron }))
  out.push(
    path(
      `M${n(cx + 6)} ${n(cy - half * 0.45)}L${n(cx - half * 0.28)} ${n(cy + 6)}H${n(cx)}L${n(cx - 6)} ${n(cy + half * 0.45)}L${n(cx + half * 0.28)} ${n(cy - 6)}H${n(cx)}Z`,
      { fill: colors.white, "stroke-linejoin": "round" },
    ),
  )
  return out.join("")
}

/** Smart technology: a site wired to a processor chip, with switches that now do things. */
export const smartTechMotif: Motif = {
  w: 700,
  h: 500,
  draw: (ctx) => {
    const out: string[] = []
    const traces: Array<Array<[number, number]>> = [
      [
        [520, 330],
        [520, 250],
        [430, 250],
      ],
      [
        [560, 330],
        [560, 200],
        [430, 200],
      ],
      [
        [600, 380],
        [660, 380],
        [660, 120],
      ],
    ]
    traces.forEach((pts) => {
      out.push(polyline(pts, { stroke: colors.saffron300, "stroke-width": ctx.sw }))
      const [ex, ey] = pts[pts.length - 1]
      out.push(circle(ex, ey, 8, { fill: colors.saffron }))
    })
    const frame = browserFrame(ctx, 0, 30, 440, 330)
    out.push(frame.svg, miniLayout(ctx, 0, frame.top, 440, 330 - (frame.top - 30)))
    out.push(chip(ctx, 560, 390, 130))
    out.push(card(ctx, 40, 380, 220, 110, { shadow: "md" }))
    ;[0, 1].forEach((i) => {
      const y = 410 + i * 44
      out.push(bar(64, y - 5, 80, 10, colors.stone400))
      out.push(
        rect(180, y - 14, 56, 28, 14, { fill: i === 0 ? colors.saffron : colors.stone200 }),
        circle(i === 0 ? 222 : 194, y, 10, { fill: colors.white }),
      )
    })
    out.push(sparkle(660, 60, 18, colors.saffron))
    return out.join("")
  },
}

/** AI in web development: a small neural network feeding a code editor. */
export const aiMotif: Motif = {
  w: 720,
  h: 500,
  draw: (ctx) => {
    const { rng } = ctx
    const out: string[] = []
    out.push(circle(210, 250, 210, { fill: colors.white, filter: ctx.defs.shadow("lg") }))
    const layers = [3, 4, 4, 2]
    const pos = layers.map((count, li) =>
      Array.from({ length: count }, (_, k) => [70 + li * 95, 250 + (k - (count - 1) / 2) * 80] as [number, number]),
    )
    for (let li = 0; li < pos.length - 1; li += 1)
      for (const a of pos[li])
        for (const b of pos[li + 1])
          out.push(
            line(a[0], a[1], b[0], b[1], { stroke: rng.chance(0.3) ? colors.saffron300 : colors.stone200, "stroke-width": ctx.sw * 0.6 }),
          )
    pos.forEach((layer, li) =>
      layer.forEach(([x, y], k) =>
        out.push(
          circle(x, y, 22, {
            fill: li === pos.length - 1 ? colors.saffron : (li + k) % 3 === 0 ? colors.ink : colors.saffron100,
            stroke: colors.white,
            "stroke-width": ctx.sw,
          }),
        ),
      ),
    )
    out.push(
      path("M390 250H440", {
        fill: "none",
        stroke: colors.saffron,
        "stroke-width": ctx.sw * 1.4,
        "stroke-linecap": "round",
        "stroke-dasharray": "2 10",
      }),
    )
    const frame = browserFrame(ctx, 440, 90, 280, 320, { dark: true })
    out.push(frame.svg)
    for (let i = 0; i < 8; i += 1) {
      const y = frame.top + 30 + i * 30
      const indent = [0, 1, 2, 2, 1, 2, 1, 0][i]
      out.push(
        bar(470 + indent * 24, y, rng.range(60, 150), 10, rng.pick([colors.saffron, colors.saffron200, colors.stone400, colors.white])),
      )
    }
    out.push(sparkle(660, 60, 22, colors.saffron), sparkle(600, 460, 14, colors.deep), sparkle(60, 60, 12, colors.saffron300))
    return out.join("")
  },
}

/** Neutral: four service tiles around the brand mark, for unknown services and the promo video. */
export const collageMotif: Motif = {
  w: 640,
  h: 500,
  draw: (ctx) => {
    const out: string[] = []
    const kinds = ctx.rng.shuffle<GlyphKind>(["web", "marketing", "design", "messaging", "pr"]).slice(0, 4)
    const tiles: Array<[number, number]> = [
      [40, 20],
      [380, 40],
      [60, 290],
      [390, 300],
    ]
    tiles.forEach(([x, y], i) => {
      out.push(card(ctx, x, y, 200, 170, { shadow: "md" }))
      out.push(rect(x + 20, y + 20, 78, 78, 20, { fill: colors.saffron50 }), glyph(kinds[i], x + 59, y + 59, 62))
      out.push(textLines(ctx.rng, x + 20, y + 118, 150, 2, { h: 10, gap: 20 }))
    })
    out.push(
      circle(320, 250, 96, {
        fill: ctx.defs.linear(
          "collage-sun",
          [
            [0, colors.saffron],
            [1, colors.deep],
          ],
          60,
        ),
        filter: ctx.defs.shadow("lg"),
      }),
    )
    out.push(brandMark(320, 250, 120))
    return out.join("")
  },
}
