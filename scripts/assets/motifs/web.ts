/** Web family: browser windows, code as bars, device frames, cursor, layout wireframes. */
import type { DrawContext, Motif } from "../draw-context"
import { colors, tokens } from "../palette"
import { circle, g, line, n, path, polygon, rect } from "../svg"
import { badge, bar, browserFrame, card, checkMark, cursor, gear, phoneFrame, picture, plus, textLines } from "../widgets"
import { miniLayout } from "./common"

export const browserMotif: Motif = {
  w: 640,
  h: 460,
  draw: (ctx) => {
    const frame = browserFrame(ctx, 0, 0, 640, 460)
    return [frame.svg, miniLayout(ctx, 0, frame.top, 640, 460 - (frame.top - 0)), cursor(ctx, 470, 330, 54)].join("")
  },
}

/** Dark editor; each line is one to three coloured bars at an indent, like syntax-highlighted code. */
export const codeEditorMotif: Motif = {
  w: 600,
  h: 430,
  draw: (ctx) => {
    const { rng } = ctx
    const frame = browserFrame(ctx, 0, 0, 600, 430, { dark: true })
    const out = [frame.svg]
    const lineH = 30
    const top = frame.top + 26
    const lines = 11
    const active = rng.int(3, 7)
    let indent = 0
    out.push(rect(0, top + active * lineH - 9, 600, 28, 0, { fill: colors.white, opacity: 0.05 }))
    for (let i = 0; i < lines; i += 1) {
      const y = top + i * lineH
      out.push(bar(22, y, 16, 10, colors.stone600))
      if (i > 0) indent = Math.max(0, Math.min(3, indent + rng.pick([-1, 0, 0, 1])))
      if (i === lines - 1) indent = 0
      let x = 64 + indent * 30
      const segments = rng.int(1, 3)
      for (let s = 0; s < segments; s += 1) {
        const w = rng.range(36, 120)
        const fill = rng.pick([colors.saffron, colors.saffron300, colors.saffron200, colors.stone400, colors.white])
        out.push(bar(x, y, w, 10, fill, fill === colors.white ? 0.85 : 1))
        x += w + 12
        if (x > 520) break
      }
      if (i === active) out.push(rect(x + 2, y - 6, 4, 22, 2, { fill: colors.saffron }))
    }
    return out.join("")
  },
}

const laptop = (ctx: DrawContext, x: number, y: number, w: number): string => {
  const h = w * 0.62
  const bezel = w * 0.035
  return [
    rect(x, y, w, h, tokens.radius, { fill: colors.ink, filter: ctx.defs.shadow("lg") }),
    rect(x + bezel, y + bezel, w - bezel * 2, h - bezel * 2, tokens.radiusSmall, { fill: colors.white }),
    miniLayout(ctx, x + bezel, y + bezel, w - bezel * 2, h - bezel * 2),
    path(`M${n(x - w * 0.08)} ${n(y + h)}H${n(x + w * 1.08)}L${n(x + w * 1.02)} ${n(y + h + w * 0.05)}H${n(x - w * 0.02)}Z`, {
      fill: colors.stone400,
    }),
    rect(x + w * 0.42, y + h, w * 0.16, w * 0.014, 3, { fill: colors.stone600 }),
  ].join("")
}

const phone = (ctx: DrawContext, x: number, y: number, w: number): string => {
  const h = w * 2
  const frame = phoneFrame(ctx, x, y, w, h)
  return [frame.svg, miniLayout(ctx, frame.screen.x, frame.screen.y + 14, frame.screen.w, frame.screen.h - 14, { compact: true })].join("")
}

export const devicesMotif: Motif = {
  w: 700,
  h: 470,
  draw: (ctx) => {
    const tablet = ctx.rng.chance(0.5)
    const out = [laptop(ctx, 60, 30, 480)]
    if (tablet) {
      out.push(rect(480, 170, 190, 260, tokens.radius, { fill: colors.ink, filter: ctx.defs.shadow("lg") }))
      out.push(rect(492, 182, 166, 236, tokens.radiusSmall, { fill: colors.white }))
      out.push(miniLayout(ctx, 492, 182, 166, 236, { compact: true }))
      out.push(phone(ctx, 0, 220, 116))
    } else {
      out.push(phone(ctx, 530, 190, 134))
    }
    return out.join("")
  },
}

export const phoneAppMotif: Motif = {
  w: 560,
  h: 500,
  draw: (ctx) => {
    const { rng } = ctx
    const frame = phoneFrame(ctx, 150, 10, 240, 480)
    const s = frame.screen
    const out = [frame.svg]
    out.push(
      g([rect(s.x, s.y, s.w, 150, 0, { fill: colors.saffron })], { "clip-path": ctx.defs.clip("app-top", rect(s.x, s.y, s.w, s.h, 28)) }),
    )
    out.push(circle(s.x + 42, s.y + 70, 22, { fill: colors.white, opacity: 0.95 }))
    out.push(bar(s.x + 76, s.y + 58, 90, 12, colors.white), bar(s.x + 76, s.y + 78, 60, 10, colors.saffron200))
    out.push(bar(s.x + 20, s.y + 112, s.w - 40, 22, colors.white, 0.3))
    for (let i = 0; i < 3; i += 1) {
      const y = s.y + 168 + i * 78
      out.push(card(ctx, s.x + 16, y, s.w - 32, 64, { r: 16, shadow: "sm" }))
      out.push(rect(s.x + 28, y + 12, 40, 40, 12, { fill: i === 0 ? colors.saffron : colors.saffron100 }))
      out.push(bar(s.x + 80, y + 18, rng.range(70, 110), 11, colors.ink), bar(s.x + 80, y + 37, rng.range(50, 90), 9, colors.stone200))
    }
    const tabY = s.y + s.h - 44
    for (let i = 0; i < 4; i += 1)
      out.push(circle(s.x + 36 + i * ((s.w - 72) / 3), tabY, 8, { fill: i === 0 ? colors.saffron : colors.stone200 }))
    // App icons floating beside the phone.
    const tiles = [
      [60, 90, colors.ink],
      [430, 150, colors.saffron],
      [440, 330, colors.white],
      [40, 320, colors.saffron100],
    ] as const
    tiles.forEach(([x, y, fill], i) => {
      out.push(rect(x, y, 74, 74, 20, { fill, filter: ctx.defs.shadow("sm") }))
      const ink = fill === colors.ink || fill === colors.saffron ? colors.white : colors.saffron
      if (i === 0) out.push(plus(x + 37, y + 37, 30, colors.saffron, ctx.sw * 1.6))
      if (i === 1) out.push(circle(x + 37, y + 37, 14, { fill: "none", stroke: ink, "stroke-width": ctx.sw * 1.4 }))
      if (i === 2) out.push(...[0, 1, 2].map((k) => rect(x + 18 + k * 14, y + 50 - (k + 1) * 9, 9, (k + 1) * 9, 3, { fill: ink })))
      if (i === 3)
        out.push(
          polygon(
            [
              [x + 26, y + 22],
              [x + 54, y + 37],
              [x + 26, y + 52],
            ],
            { fill: colors.saffron },
          ),
        )
    })
    return out.join("")
  },
}

const cartIcon = (cx: number, cy: number, s: number, stroke: string, width: number): string =>
  [
    path(
      `M${n(cx - s * 0.6)} ${n(cy - s * 0.45)}H${n(cx - s * 0.4)}L${n(cx - s * 0.2)} ${n(cy + s * 0.2)}H${n(cx + s * 0.45)}L${n(cx + s * 0.6)} ${n(cy - s * 0.25)}H${n(cx - s * 0.32)}`,
      {
        fill: "none",
        stroke,
        "stroke-width": width,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      },
    ),
    circle(cx - s * 0.12, cy + s * 0.45, s * 0.09, { fill: stroke }),
    circle(cx + s * 0.35, cy + s * 0.45, s * 0.09, { fill: stroke }),
  ].join("")

export const shopMotif: Motif = {
  busyCorners: ["tr"],
  w: 660,
  h: 470,
  draw: (ctx) => {
    const { rng } = ctx
    const frame = browserFrame(ctx, 0, 10, 620, 450)
    const out = [frame.svg]
    const top = frame.top + 24
    out.push(bar(28, top, 150, 16, colors.ink), bar(28, top + 28, 220, 10, colors.stone200))
    const shapes = rng.shuffle(["circle", "bag", "bottle", "box", "circle", "bag"])
    for (let i = 0; i < 6; i += 1) {
      const col = i % 3
      const row = Math.floor(i / 3)
      const x = 28 + col * 194
      const y = top + 62 + row * 168
      out.push(rect(x, y, 176, 150, 16, { fill: colors.cream }))
      const cx = x + 88
      const cy = y + 56
      const tone = [colors.saffron, colors.deep, colors.saffron300, colors.ink][(i + row) % 4]
      const shape = shapes[i]
      if (shape === "circle") out.push(circle(cx, cy, 30, { fill: tone }), circle(cx - 9, cy - 9, 9, { fill: colors.white, opacity: 0.35 }))
      if (shape === "bag")
        out.push(
          rect(cx - 28, cy - 20, 56, 52, 10, { fill: tone }),
          path(`M${cx - 14} ${cy - 20}V${cy - 30}A14 14 0 0 1 ${cx + 14} ${cy - 30}V${cy - 20}`, {
            fill: "none",
            stroke: tone,
            "stroke-width": ctx.sw * 1.5,
          }),
        )
      if (shape === "bottle") out.push(rect(cx - 18, cy - 20, 36, 58, 12, { fill: tone }), rect(cx - 8, cy - 36, 16, 20, 4, { fill: tone }))
      if (shape === "box")
        out.push(rect(cx - 30, cy - 26, 60, 56, 8, { fill: tone }), rect(cx - 30, cy - 6, 60, 8, 0, { fill: colors.white, opacity: 0.35 }))
      out.push(bar(x + 14, y + 108, 84, 10, colors.ink), bar(x + 14, y + 126, 48, 10, colors.saffron))
      out.push(
        circle(x + 152, y + 124, 14, { fill: i === 1 ? colors.saffron : colors.white }),
        plus(x + 152, y + 124, 12, i === 1 ? colors.white : colors.ink, ctx.sw * 0.8),
      )
    }
    out.push(badge(ctx, 600, 64, 46, colors.ink, cartIcon(600, 62, 46, colors.white, ctx.sw * 1.2)))
    out.push(circle(628, 34, 15, { fill: colors.saffron, stroke: colors.white, "stroke-width": ctx.sw }))
    return out.join("")
  },
}

/** CMS dashboard: dark sidebar, an editor with blocks, a dashed "add block" slot. */
export const cmsMotif: Motif = {
  w: 660,
  h: 460,
  draw: (ctx) => {
    const { rng } = ctx
    const frame = browserFrame(ctx, 0, 0, 660, 460)
    const out = [frame.svg]
    const clip = ctx.defs.clip("cms-side", rect(0, 0, 660, 460, tokens.radius))
    out.push(g(rect(0, frame.top, 150, 460 - frame.top, 0, { fill: colors.ink }), { "clip-path": clip }))
    const active = rng.int(1, 4)
    for (let i = 0; i < 6; i += 1) {
      const y = frame.top + 30 + i * 44
      if (i === active) out.push(rect(12, y - 12, 126, 34, 10, { fill: colors.saffron }))
      out.push(circle(34, y + 5, 7, { fill: i === active ? colors.white : colors.stone600 }))
      out.push(bar(52, y, rng.range(50, 72), 10, i === active ? colors.white : colors.stone600))
    }
    const x = 180
    out.push(bar(x, frame.top + 28, 200, 18, colors.ink), bar(560, frame.top + 22, 72, 30, colors.saffron))
    out.push(rect(x, frame.top + 68, 452, 96, 14, { fill: colors.cream }))
    out.push(textLines(rng, x + 20, frame.top + 88, 412, 3, { h: 10, gap: 22 }))
    out.push(picture(ctx, x, frame.top + 180, 220, 130))
    out.push(textLines(rng, x + 240, frame.top + 190, 212, 4, { h: 10, gap: 24 }))
    out.push(
      rect(x, frame.top + 330, 452, 70, 14, {
        fill: "none",
        stroke: colors.saffron300,
        "stroke-width": ctx.sw * 0.8,
        "stroke-dasharray": "10 9",
      }),
    )
    out.push(badge(ctx, x + 226, frame.top + 365, 18, colors.saffron, plus(x + 226, frame.top + 365, 16, colors.white, ctx.sw), "none"))
    return out.join("")
  },
}

export const maintenanceMotif: Motif = {
  busyCorners: ["br", "bl"],
  w: 660,
  h: 480,
  draw: (ctx) => {
    const frame = browserFrame(ctx, 0, 0, 560, 400)
    const out = [frame.svg, miniLayout(ctx, 0, frame.top, 560, 400 - frame.top)]
    out.push(circle(520, 370, 112, { fill: colors.white, filter: ctx.defs.shadow("md") }))
    out.push(gear(505, 385, 74, colors.saffron, colors.white, 9, ctx.rng.range(0, 0.6)))
    out.push(gear(590, 300, 40, colors.ink, colors.white, 7, ctx.rng.range(0, 0.6)))
    out.push(card(ctx, 30, 330, 230, 120, { shadow: "md" }))
    const pts: Array<[number, number]> = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [54 + i * 26, 410 - [10, 14, 12, 22, 18, 30, 28, 38][i]])
    out.push(
      path(`M${pts.map(([px, py]) => `${n(px)} ${n(py)}`).join("L")}`, {
        fill: "none",
        stroke: colors.saffron,
        "stroke-width": ctx.sw,
        "stroke-linejoin": "round",
        "stroke-linecap": "round",
      }),
    )
    out.push(
      bar(54, 352, 90, 12, colors.ink),
      badge(ctx, 226, 362, 16, colors.saffron, checkMark(226, 363, 14, colors.white, ctx.sw * 0.9), "none"),
    )
    return out.join("")
  },
}

/** Before and after: a grey dashed wireframe behind, the finished page in front, an arrow between. */
export const redesignMotif: Motif = {
  w: 700,
  h: 480,
  draw: (ctx) => {
    const out: string[] = []
    out.push(
      g(
        [
          rect(0, 40, 360, 280, tokens.radius, {
            fill: colors.white,
            stroke: colors.stone400,
            "stroke-width": ctx.sw * 0.8,
            "stroke-dasharray": "12 10",
          }),
          rect(28, 76, 120, 14, 7, { fill: colors.stone200 }),
          rect(28, 110, 300, 90, 10, { fill: "none", stroke: colors.stone200, "stroke-width": ctx.sw }),
          line(28, 110, 328, 200, { stroke: colors.stone200, "stroke-width": ctx.sw }),
          line(328, 110, 28, 200, { stroke: colors.stone200, "stroke-width": ctx.sw }),
          ...[0, 1, 2].map((i) => rect(28 + i * 104, 222, 88, 70, 8, { fill: "none", stroke: colors.stone200, "stroke-width": ctx.sw })),
        ],
        { transform: "rotate(-5 180 180)" },
      ),
    )
    const frame = browserFrame(ctx, 250, 130, 440, 330)
    out.push(frame.svg, miniLayout(ctx, 250, frame.top, 440, 330 - (frame.top - 130)))
    out.push(
      path("M150 380C150 450 200 470 236 440", {
        fill: "none",
        stroke: colors.saffron,
        "stroke-width": ctx.sw * 1.2,
        "stroke-linecap": "round",
        "stroke-dasharray": "2 12",
      }),
    )
    out.push(
      path("M222 428L238 440L224 456", {
        fill: "none",
        stroke: colors.saffron,
        "stroke-width": ctx.sw * 1.2,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
    )
    return out.join("")
  },
}
