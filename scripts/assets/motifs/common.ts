/**
 * Small chips and page fragments reused across families (a mini page layout appears inside
 * browsers, laptops and phones alike).
 */
import type { DrawContext, Motif } from "../draw-context"
import { colors, tokens } from "../palette"
import { arcPath, circle, line, path, rect, slicePath } from "../svg"
import { arrowUp, badge, bar, card, checkMark, cursor, heart, picture, sparkle, star, textLines } from "../widgets"

/** A generic web page: nav, hero (text + picture), a row of cards. Scales to the box it is given. */
export const miniLayout = (ctx: DrawContext, x: number, y: number, w: number, h: number, options: { compact?: boolean } = {}): string => {
  const { rng } = ctx
  const pad = Math.max(12, w * 0.05)
  const out: string[] = []
  const navH = Math.max(8, h * 0.045)
  out.push(circle(x + pad + navH, y + pad + navH / 2, navH * 0.9, { fill: colors.saffron }))
  if (!options.compact) {
    for (let i = 0; i < 3; i += 1)
      out.push(bar(x + w - pad - navH * 4.6 * (i + 1) - navH * 2, y + pad + navH * 0.2, navH * 3.4, navH * 0.6, colors.stone200))
    out.push(bar(x + w - pad - navH * 4.2, y + pad - navH * 0.2, navH * 4.2, navH * 1.4, colors.ink))
  } else {
    for (let i = 0; i < 3; i += 1)
      out.push(bar(x + w - pad - navH * 1.6, y + pad + i * navH * 0.45 - navH * 0.1, navH * 1.6, navH * 0.28, colors.stone400))
  }
  const heroTop = y + pad + navH * 2.6
  const heroH = h * (options.compact ? 0.36 : 0.4)
  if (options.compact) {
    out.push(picture(ctx, x + pad, heroTop, w - pad * 2, heroH * 0.62))
    const ty = heroTop + heroH * 0.62 + pad * 0.8
    out.push(bar(x + pad, ty, (w - pad * 2) * 0.8, navH * 0.9, colors.ink))
    out.push(textLines(rng, x + pad, ty + navH * 1.8, w - pad * 2, 2, { h: navH * 0.55, gap: navH * 1.1 }))
  } else {
    const flip = rng.chance(0.35)
    const textX = flip ? x + w * 0.52 : x + pad
    const picX = flip ? x + pad : x + w * 0.52
    const colW = w * 0.48 - pad
    out.push(bar(textX, heroTop + heroH * 0.08, colW * 0.92, navH * 1.1, colors.ink))
    out.push(bar(textX, heroTop + heroH * 0.08 + navH * 1.7, colW * 0.64, navH * 1.1, colors.ink))
    out.push(textLines(rng, textX, heroTop + heroH * 0.08 + navH * 3.8, colW * 0.9, 2, { h: navH * 0.55, gap: navH * 1.2 }))
    out.push(bar(textX, heroTop + heroH * 0.08 + navH * 6.6, colW * 0.42, navH * 1.5, colors.saffron))
    out.push(picture(ctx, picX, heroTop, colW, heroH))
  }
  const cardsTop = heroTop + heroH + pad * (options.compact ? 1.9 : 1.2)
  const cardsH = y + h - cardsTop - pad * 0.7
  if (cardsH > 12) {
    const count = options.compact ? 2 : rng.pick([3, 3, 4])
    const gap = pad * 0.6
    const cw = (w - pad * 2 - gap * (count - 1)) / count
    for (let i = 0; i < count; i += 1) {
      const cx = x + pad + i * (cw + gap)
      out.push(rect(cx, cardsTop, cw, cardsH, tokens.radiusSmall * (w / 640), { fill: colors.cream }))
      const r = Math.min(cw, cardsH) * 0.14
      out.push(circle(cx + r * 1.8, cardsTop + r * 1.8, r, { fill: i === 1 ? colors.saffron : colors.saffron200 }))
      if (cardsH > r * 5)
        out.push(
          textLines(rng, cx + r * 0.8, cardsTop + r * 3.6, cw - r * 1.8, Math.min(2, Math.floor((cardsH - r * 3.6) / (r * 1.3))), {
            h: r * 0.5,
            gap: r,
          }),
        )
    }
  }
  return out.join("")
}

export const checkChip: Motif = {
  w: 140,
  h: 140,
  draw: (ctx) => badge(ctx, 70, 70, 56, colors.saffron, checkMark(70, 72, 44, colors.white, ctx.sw * 2.2)),
}

export const cursorChip: Motif = {
  w: 220,
  h: 140,
  draw: (ctx) =>
    [
      card(ctx, 10, 20, 200, 96, { shadow: "sm" }),
      bar(34, 50, 132, 36, colors.saffron),
      bar(54, 63, 70, 10, colors.white),
      cursor(ctx, 138, 70, 52),
    ].join(""),
}

export const codeChip: Motif = {
  w: 150,
  h: 140,
  draw: (ctx) =>
    [
      card(ctx, 10, 10, 130, 120, { fill: colors.ink, shadow: "sm" }),
      path("M58 48L36 70L58 92", {
        fill: "none",
        stroke: colors.saffron,
        "stroke-width": ctx.sw * 2,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      path("M92 48L114 70L92 92", {
        fill: "none",
        stroke: colors.saffron,
        "stroke-width": ctx.sw * 2,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      line(82, 44, 68, 96, { stroke: colors.white, "stroke-width": ctx.sw * 2 }),
    ].join(""),
}

export const speedChip: Motif = {
  w: 200,
  h: 150,
  draw: (ctx) => {
    const angle = ctx.rng.range(-35, -10)
    const rad = (angle * Math.PI) / 180
    return [
      card(ctx, 10, 10, 180, 130, { shadow: "sm" }),
      path(arcPath(100, 104, 58, 180, 360), {
        fill: "none",
        stroke: colors.stone200,
        "stroke-width": ctx.sw * 3.2,
        "stroke-linecap": "round",
      }),
      path(arcPath(100, 104, 58, 180, 360 + angle), {
        fill: "none",
        stroke: colors.saffron,
        "stroke-width": ctx.sw * 3.2,
        "stroke-linecap": "round",
      }),
      line(100, 104, 100 + 44 * Math.cos(rad), 104 + 44 * Math.sin(rad), { stroke: colors.ink, "stroke-width": ctx.sw * 1.4 }),
      circle(100, 104, 8, { fill: colors.ink }),
    ].join("")
  },
}

export const growthChip: Motif = {
  w: 200,
  h: 150,
  draw: (ctx) => {
    const heights = [0.35, 0.55, 0.5, 0.8, 1].map((v) => v * ctx.rng.range(0.9, 1))
    return [
      card(ctx, 10, 10, 180, 130, { shadow: "sm" }),
      ...heights.map((v, i) =>
        rect(34 + i * 28, 118 - v * 70, 18, v * 70, 6, { fill: i === heights.length - 1 ? colors.saffron : colors.saffron200 }),
      ),
      badge(ctx, 160, 40, 20, colors.ink, arrowUp(160, 40, 20, colors.white, ctx.sw * 1.2), "none"),
    ].join("")
  },
}

export const heartChip: Motif = {
  w: 170,
  h: 120,
  draw: (ctx) =>
    [
      card(ctx, 10, 10, 150, 86, { r: 43, shadow: "sm" }),
      circle(53, 53, 26, { fill: colors.saffron }),
      heart(53, 55, 26, colors.white),
      bar(92, 40, 46, 12, colors.ink),
      bar(92, 60, 32, 10, colors.stone200),
    ].join(""),
}

export const starChip: Motif = {
  w: 210,
  h: 110,
  draw: (ctx) =>
    [
      card(ctx, 10, 10, 190, 80, { r: 40, shadow: "sm" }),
      ...[0, 1, 2, 3, 4].map((i) => star(48 + i * 33, 50, 15, i < 4 ? colors.saffron : colors.saffron200)),
    ].join(""),
}

export const sparkleChip: Motif = {
  w: 130,
  h: 130,
  draw: (ctx) => [badge(ctx, 65, 65, 52, colors.ink, sparkle(65, 65, 28, colors.saffron)), sparkle(98, 34, 10, colors.saffron300)].join(""),
}

export const notifyChip: Motif = {
  w: 220,
  h: 120,
  draw: (ctx) =>
    [
      card(ctx, 10, 14, 200, 84, { shadow: "sm" }),
      rect(28, 32, 48, 48, 14, { fill: colors.saffron100 }),
      circle(52, 56, 12, { fill: colors.saffron }),
      bar(92, 38, 92, 12, colors.ink),
      bar(92, 60, 64, 10, colors.stone200),
      circle(198, 22, 13, { fill: colors.deep, stroke: colors.white, "stroke-width": ctx.sw }),
    ].join(""),
}

export const pieChip: Motif = {
  w: 160,
  h: 150,
  draw: (ctx) => {
    const split = ctx.rng.range(0.55, 0.72)
    const end = -90 + split * 360
    return [
      card(ctx, 10, 10, 140, 130, { shadow: "sm" }),
      circle(80, 75, 42, { fill: colors.saffron200 }),
      path(slicePath(80, 75, 42, -90, end), { fill: colors.saffron }),
      circle(80, 75, 18, { fill: colors.white }),
    ].join("")
  },
}
