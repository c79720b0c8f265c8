/**
 * The six clips of the home page's "Our Videos" section: the promo and five service overviews.
 * Each is a short motion graphic in the banner's look (dark ink, saffron light): the title, three
 * or four captions arriving one by one beside the service's illustration, then an end card with
 * the brand and how to reach it. Frames are drawn as SVG (text in DejaVu Sans, as every generated
 * picture with text), rasterised by sharp and encoded by ffmpeg into H.264 MP4s within the budget
 * of a phone on mobile data. Everything derives from the clip's own seed, so a re-run is identical.
 */
import { createHash } from "node:crypto"
import { execFile } from "node:child_process"
import { copyFile, mkdtemp, readFile, rm, stat } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import sharp from "sharp"
import site from "../../content/site.json"
import type { DrawContext, Motif } from "./draw-context"
import { brandMark } from "./glyphs"
import * as common from "./motifs/common"
import * as design from "./motifs/design"
import * as marketing from "./motifs/marketing"
import * as misc from "./motifs/misc"
import * as pr from "./motifs/pr"
import * as web from "./motifs/web"
import { writeBuffer } from "./output"
import { colors, tokens } from "./palette"
import { createRng } from "./prng"
import { circle, Defs, document, el, g, n, rect, translate } from "./svg"

const run = promisify(execFile)

export const CLIP = { width: 1280, height: 720, fps: 24 } as const
/** A phone on mobile data should not pay more than this for one clip. */
export const CLIP_MAX_BYTES = 1.5 * 1024 * 1024
/** Where the quality search stops: comfortably under the limit. */
const CLIP_TARGET_BYTES = 1.2 * 1024 * 1024

export type ServiceClip = {
  /** File name under static/media/videos/, and the clip's seed. */
  slug: string
  /** The name of the video in content/home/videos.json (a unit test holds them equal). */
  title: string
  eyebrow: string
  /** Three or four short lines from the video's description, shown one after another. */
  captions: string[]
  motif: Motif
  chips: [Motif, Motif]
}

export const serviceClips: ServiceClip[] = [
  {
    slug: "meet-saffron-reach",
    title: "Meet Saffron Reach",
    eyebrow: `Since ${site.foundingYear} · ${site.address.locality}`,
    captions: [
      "Our studio in T. Nagar, Chennai",
      "One team plans, builds, promotes",
      "Web, marketing and PR together",
      "Brands across Chennai",
    ],
    motif: misc.collageMotif,
    chips: [common.sparkleChip, common.starChip],
  },
  {
    slug: "web-development",
    title: "Web Development",
    eyebrow: "Service overview",
    captions: ["From first sketch to launch", "Fast, mobile-ready sites", "Visitors turned into enquiries"],
    motif: web.devicesMotif,
    chips: [common.codeChip, common.speedChip],
  },
  {
    slug: "digital-marketing",
    title: "Digital Marketing",
    eyebrow: "Service overview",
    captions: ["Search, ads and content", "Campaigns with a clear goal", "Every rupee measured", "Reports on what each returns"],
    motif: marketing.barChartMotif,
    chips: [marketing.targetChip, common.pieChip],
  },
  {
    slug: "social-media-marketing",
    title: "Social Media Marketing",
    eyebrow: "Service overview",
    captions: ["Creatives that stop the scroll", "Reels and boosted posts", "An audience that actually buys"],
    motif: marketing.socialPostMotif,
    chips: [common.heartChip, marketing.megaphoneChip],
  },
  {
    slug: "branding",
    title: "Branding",
    eyebrow: "Service overview",
    captions: ["From logo to signage", "One look everywhere", "A brand people remember"],
    motif: design.swatchesMotif,
    chips: [design.penChip, design.layersChip],
  },
  {
    slug: "public-relations",
    title: "Public Relations",
    eyebrow: "Service overview",
    captions: ["Media relations that land", "Campaigns and public perception", "Leaders, brands, public figures"],
    motif: pr.microphoneMotif,
    chips: [pr.quoteChip, pr.flashChip],
  },
]

/** The lines of the end card (the brand line at the top says its first two, smaller). */
const END_CARD = {
  brand: site.brand,
  tagline: `Web · Digital marketing · PR  —  ${site.address.locality}, ${site.address.city}`,
  host: new URL(site.siteUrl).host.replace(/^www\./, ""),
  contact: `${site.email}   ·   ${site.phone}`,
}

/**
 * Every line of text a clip shows, in the order it appears: the eyebrow, the title, the captions,
 * then the end card. The clips have no sound, so this is what a visitor who cannot see them reads
 * instead (`transcript` in content/home/videos.json; a unit test holds the two equal). SVG draws
 * runs of spaces as one, and so does this.
 */
export const clipText = (clip: ServiceClip): string[] =>
  [clip.eyebrow, clip.title, ...clip.captions, END_CARD.brand, END_CARD.tagline, END_CARD.host, END_CARD.contact].map((line) =>
    line.replace(/\s+/g, " "),
  )

export const clipFile = (slug: string): string => `static/media/videos/${slug}.mp4`
export const clipPosterFile = (slug: string): string => `static/media/videos/${slug}.webp`

// ---- Text ------------------------------------------------------------------------------------

const FONT = "DejaVu Sans"
type Weight = "bold" | "normal"

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

const text = (
  value: string,
  x: number,
  y: number,
  size: number,
  attrs: { weight?: Weight; fill?: string; anchor?: "start" | "middle" | "end"; spacing?: number } = {},
) =>
  el(
    "text",
    {
      x,
      y,
      "font-family": FONT,
      "font-size": size,
      "font-weight": attrs.weight ?? "normal",
      "letter-spacing": attrs.spacing,
      fill: attrs.fill ?? colors.white,
      "text-anchor": attrs.anchor ?? "start",
    },
    escapeXml(value),
  )

/** Rendered width of a line, measured by the renderer that draws the frames (as the client logos are). */
const measure = async (value: string, size: number, weight: Weight, spacing = 0): Promise<number> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="${Math.ceil(size * 2)}">${text(value, 10, size * 1.4, size, { weight, fill: "#000", spacing })}</svg>`
  const { info } = await sharp(Buffer.from(svg))
    .flatten({ background: "#fff" })
    .trim({ threshold: 10 })
    .toBuffer({ resolveWithObject: true })
  return info.width
}

// ---- Layout ----------------------------------------------------------------------------------

const LEFT = 84
/** The text column ends here; the illustration's stage starts beyond it. */
const TEXT_MAX = 540
const STAGE = { cx: 950, cy: 392, r: 250 }
const CAPTION_STEP = 3
const CAPTIONS_FROM = 2.8

type Layout = {
  clip: ServiceClip
  motif: Sprite
  chips: [Sprite, Sprite]
  titleLines: string[]
  titleSize: number
  captionSize: number
  /** Top of the text column, chosen so the column sits in the frame's optical middle. */
  top: number
  exitAt: number
  duration: number
  posterAt: number
  /** The ambient motion (glows, rings, particles) comes to rest here, so the end card holds still. */
  restFrom: number
  restLength: number
}

/** The title on one line at the largest size that fits, or on two balanced lines. */
const fitTitle = async (title: string): Promise<{ lines: string[]; size: number }> => {
  for (const size of [60, 56, 52]) if ((await measure(title, size, "bold", -1)) <= TEXT_MAX) return { lines: [title], size }
  const words = title.split(" ")
  const splits = words.slice(1).map((_, i) => [words.slice(0, i + 1).join(" "), words.slice(i + 1).join(" ")])
  const balanced = splits.sort((a, b) => Math.abs(a[0].length - a[1].length) - Math.abs(b[0].length - b[1].length))[0]
  if (balanced) {
    for (const size of [60, 56, 52, 48]) {
      const widths = await Promise.all(balanced.map((line) => measure(line, size, "bold", -1)))
      if (widths.every((w) => w <= TEXT_MAX)) return { lines: balanced, size }
    }
  }
  throw new Error(`title "${title}" does not fit the text column`)
}

const CAPTION_INDENT = 54

const fitCaptions = async (captions: string[]): Promise<number> => {
  for (const size of [30, 28, 26]) {
    const widths = await Promise.all(captions.map((caption) => measure(caption, size, "normal")))
    if (widths.every((w) => w <= TEXT_MAX - CAPTION_INDENT)) return size
  }
  throw new Error(`a caption of "${captions.join(" / ")}" does not fit the text column`)
}

const layouts = new Map<string, Promise<Layout>>()

const layoutOf = (clip: ServiceClip): Promise<Layout> => {
  const cached = layouts.get(clip.slug)
  if (cached) return cached
  const made = (async (): Promise<Layout> => {
    if (clip.captions.length < 3 || clip.captions.length > 4) throw new Error(`${clip.slug}: three or four captions`)
    const { lines, size } = await fitTitle(clip.title)
    const captionSize = await fitCaptions(clip.captions)
    const height = columnHeight(lines.length, size, clip.captions.length)
    const lastCaption = CAPTIONS_FROM + CAPTION_STEP * (clip.captions.length - 1)
    const exitAt = lastCaption + 3.2
    const [motif, ...chips] = await Promise.all([
      sprite(clip.motif, 440, 330, `${clip.slug}:motif`),
      ...clip.chips.map((chip, i) => sprite(chip, 150, 110, `${clip.slug}:chip-${i}`)),
    ])
    return {
      clip,
      motif,
      chips: [chips[0], chips[1]],
      titleLines: lines,
      titleSize: size,
      captionSize,
      top: Math.round(CLIP.height * 0.55 - height / 2),
      exitAt,
      // The end card enters over about 1.4 s and then holds for three more.
      duration: exitAt + 4.6,
      posterAt: exitAt - 0.5,
      restFrom: exitAt + 0.6,
      restLength: 2,
    }
  })()
  layouts.set(clip.slug, made)
  return made
}

const EYEBROW = 17
const CAPTION_ROW = 60
const columnHeight = (titleLines: number, titleSize: number, captions: number) =>
  EYEBROW + 26 + titleLines * titleSize * 1.1 + 24 + 6 + 44 + captions * CAPTION_ROW

/** Whole frames of a clip. */
export const clipFrames = async (clip: ServiceClip): Promise<number> => Math.round((await layoutOf(clip)).duration * CLIP.fps)

// ---- Motion ----------------------------------------------------------------------------------

const clamp01 = (x: number) => Math.min(1, Math.max(0, x))
const span = (t: number, start: number, length: number) => clamp01((t - start) / length)
const easeOut = (x: number) => 1 - (1 - x) ** 3
const easeInOut = (x: number) => (x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2)
/** Overshoots a little before settling: for shapes that pop in. */
const easeBack = (x: number) => {
  const c = 1.4
  return x <= 0 ? 0 : x >= 1 ? 1 : 1 + (c + 1) * (x - 1) ** 3 + c * (x - 1) ** 2
}
const TAU = Math.PI * 2

/** Time for ambient motion: runs at full speed, then slows smoothly to a stop for the end card. */
const ambientTime = (t: number, from: number, length: number) => {
  if (t <= from) return t
  const d = Math.min(t - from, length)
  return from + d - (d * d) / (2 * length)
}

// ---- Drawing ---------------------------------------------------------------------------------

type Particle = { x: number; y: number; r: number; speed: number; sway: number; phase: number; warm: boolean }

const particlesFor = (seed: string): Particle[] => {
  const rng = createRng(`${seed}:particles`)
  return Array.from({ length: 30 }, () => ({
    x: rng.range(0, CLIP.width),
    y: rng.range(0, CLIP.height),
    r: rng.range(1.2, 3),
    speed: rng.range(8, 22),
    sway: rng.range(6, 18),
    phase: rng.next(),
    warm: rng.chance(0.7),
  }))
}
const particleCache = new Map<string, Particle[]>()

const background = (defs: Defs, slug: string, ta: number): string => {
  const { width: W, height: H } = CLIP
  const out: string[] = []
  out.push(
    rect(0, 0, W, H, 0, {
      fill: defs.linear(
        "bg",
        [
          [0, colors.black],
          [1, colors.ink],
        ],
        35,
      ),
    }),
  )
  const glow = (id: string, color: string, opacity: number) =>
    defs.radial(id, [
      [0, color, opacity],
      [0.45, color, opacity * 0.45],
      [1, color, 0],
    ])
  const w = TAU / 24
  out.push(circle(W * 0.9 + 60 * Math.cos(w * ta), H * 0.08 + 40 * Math.sin(w * ta), 500, { fill: glow("g1", colors.saffron, 0.5) }))
  out.push(circle(W * 0.04 + 60 * Math.sin(w * ta), H * 1.02 + 30 * Math.cos(w * ta), 520, { fill: glow("g2", colors.deep, 0.6) }))
  out.push(circle(STAGE.cx, STAGE.cy, 420, { fill: glow("g3", colors.saffron, 0.16) }))

  let particles = particleCache.get(slug)
  if (!particles) {
    particles = particlesFor(slug)
    particleCache.set(slug, particles)
  }
  const rangeY = H + 40
  out.push(
    g(
      particles.map((p) => {
        const y = ((((p.y - ta * p.speed) % rangeY) + rangeY) % rangeY) - 20
        const x = p.x + p.sway * Math.sin(TAU * (ta / 6 + p.phase))
        // Quieter behind the text column.
        const calm = x < LEFT + TEXT_MAX ? 0.3 : 0.8
        return circle(x, y, p.r, {
          fill: p.warm ? colors.saffron200 : colors.white,
          opacity: n(calm * (0.5 + 0.5 * Math.sin(TAU * (ta / 4 + p.phase)) ** 2)),
        })
      }),
    ),
  )
  return out.join("")
}

/** The brand line at the top; it gives way to the end card, which says the same larger. */
const header = (t: number, exitAt: number): string => {
  const a = easeOut(span(t, 0.1, 0.8)) * (1 - easeInOut(span(t, exitAt, 0.7)))
  return g(
    [
      brandMark(LEFT + 20, 64, 44, colors.white),
      text(END_CARD.brand, LEFT + 52, 72, 22, { weight: "bold" }),
      text(END_CARD.host, CLIP.width - LEFT, 72, 18, { fill: colors.stone400, anchor: "end" }),
    ],
    { opacity: n(a), transform: translate(0, (1 - a) * -12) },
  )
}

/**
 * A motif drawn once into a transparent bitmap, at its final size, strokes in the same weight as
 * every generated picture. Frames place the bitmap: the illustrations' soft shadows are filters,
 * and drawing them again in each of some 500 frames would multiply the clip's drawing time by four.
 */
type Sprite = { href: string; w: number; h: number }

const SPRITE_PAD = 48

const sprite = async (motif: Motif, maxW: number, maxH: number, seed: string): Promise<Sprite> => {
  const scale = Math.min(maxW / motif.w, maxH / motif.h)
  const w = Math.ceil(motif.w * scale) + 2 * SPRITE_PAD
  const h = Math.ceil(motif.h * scale) + 2 * SPRITE_PAD
  const defs = new Defs()
  const ctx: DrawContext = { rng: createRng(seed), defs, sw: (tokens.stroke * (CLIP.height / 900)) / scale }
  const body = g(motif.draw(ctx), { transform: translate(SPRITE_PAD, SPRITE_PAD, scale) })
  const png = await sharp(Buffer.from(document(w, h, defs, body)))
    .png()
    .toBuffer()
  return { href: `data:image/png;base64,${png.toString("base64")}`, w, h }
}

/** A sprite centred on (0, 0); the caller moves and scales it. */
const spriteAt = (s: Sprite, attrs: Record<string, string | number> = {}): string =>
  el("image", { href: s.href, x: -s.w / 2, y: -s.h / 2, width: s.w, height: s.h, ...attrs })

const stage = (defs: Defs, layout: Layout, t: number, ta: number): string => {
  const { clip } = layout
  const { cx, cy, r } = STAGE
  const out: string[] = []
  const disc = easeBack(span(t, 0.2, 1))
  out.push(circle(cx, cy, r * Math.max(0.01, disc), { fill: colors.ink2, opacity: 0.92 }))
  const ringIn = easeOut(span(t, 0.5, 1.2))
  out.push(
    circle(cx, cy, r * 1.16, {
      fill: "none",
      stroke: colors.deep,
      "stroke-width": 2.5,
      "stroke-dasharray": "7 11",
      opacity: n(0.9 * ringIn),
      transform: `rotate(${n(ta * 6)} ${cx} ${cy})`,
    }),
  )
  out.push(
    circle(cx, cy, r * 1.3, {
      fill: "none",
      stroke: colors.saffron,
      "stroke-width": 2,
      "stroke-dasharray": "180 60 30 60",
      opacity: n(0.35 * ringIn),
      transform: `rotate(${n(-ta * 4)} ${cx} ${cy})`,
    }),
  )
  // A pulse leaves the stage as each caption arrives.
  clip.captions.forEach((_, i) => {
    const p = span(t, CAPTIONS_FROM + CAPTION_STEP * i, 1.1)
    if (p > 0 && p < 1)
      out.push(
        circle(cx, cy, r * (1 + 0.35 * easeOut(p)), {
          fill: "none",
          stroke: colors.saffron,
          "stroke-width": 3,
          opacity: n(0.55 * (1 - p)),
        }),
      )
  })

  const m = easeOut(span(t, 0.6, 1))
  out.push(
    g(spriteAt(layout.motif), {
      opacity: n(m),
      transform: translate(cx, cy, 0.85 + 0.15 * m),
    }),
  )
  // Two chips float over opposite corners of the illustration, bobbing gently.
  const corners = [
    { x: cx + 190, y: cy - 130, from: 1.4, dx: 40 },
    { x: cx - 200, y: cy + 125, from: 1.8, dx: -40 },
  ]
  clip.chips.forEach((_, i) => {
    const c = corners[i]
    const a = easeBack(span(t, c.from, 0.8))
    const bob = 7 * Math.sin(TAU * (ta / 4 + i * 0.5))
    out.push(
      g(spriteAt(layout.chips[i]), {
        opacity: n(clamp01(a)),
        transform: `${translate(c.x + (1 - a) * c.dx, c.y + bob)} scale(${n(0.6 + 0.4 * a)})`,
      }),
    )
  })
  return out.join("")
}

const column = (layout: Layout, t: number): string => {
  const { clip, titleLines, titleSize, captionSize } = layout
  const out: string[] = []
  let y = layout.top

  const eyebrow = easeOut(span(t, 0.5, 0.8))
  out.push(
    g(text(clip.eyebrow.toUpperCase(), LEFT, y + EYEBROW * 0.8, EYEBROW, { weight: "bold", fill: colors.saffron, spacing: 3 }), {
      opacity: n(eyebrow),
      transform: translate((1 - eyebrow) * -24, 0),
    }),
  )
  y += EYEBROW + 26

  titleLines.forEach((line, i) => {
    const a = easeOut(span(t, 0.8 + i * 0.15, 0.9))
    const baseline = y + titleSize * 0.8 + i * titleSize * 1.1
    out.push(
      g(text(line, LEFT, baseline, titleSize, { weight: "bold", spacing: -1 }), { opacity: n(a), transform: translate(0, (1 - a) * 30) }),
    )
  })
  y += titleLines.length * titleSize * 1.1 + 24

  const bar = easeInOut(span(t, 1.5, 0.8))
  out.push(rect(LEFT, y, 120 * bar, 6, 3, { fill: colors.saffron }))
  y += 6 + 44

  clip.captions.forEach((caption, i) => {
    const start = CAPTIONS_FROM + CAPTION_STEP * i
    const a = easeOut(span(t, start, 0.7))
    if (a <= 0) return
    // The newest caption is bright; earlier ones step back when the next arrives.
    const next = i + 1 < clip.captions.length ? span(t, start + CAPTION_STEP, 0.6) : 0
    const dim = 1 - 0.4 * next
    const rowY = y + i * CAPTION_ROW
    const pop = easeBack(span(t, start, 0.5))
    const bullet = g(
      [
        circle(0, 0, 17, { fill: colors.saffron }),
        text(String(i + 1).padStart(2, "0"), 0, 5, 14, { weight: "bold", fill: colors.ink, anchor: "middle" }),
      ],
      { transform: translate(LEFT + 17, rowY + 18, Math.max(0.01, pop)) },
    )
    out.push(
      g([bullet, text(caption, LEFT + CAPTION_INDENT, rowY + 18 + captionSize * 0.36, captionSize, { fill: colors.white })], {
        opacity: n(a * dim),
        transform: translate((1 - a) * 36, 0),
      }),
    )
  })
  return out.join("")
}

const MARK_Y = 246

const endCard = (defs: Defs, t: number, ta: number, start: number): string => {
  const { width: W } = CLIP
  const cx = W / 2
  const out: string[] = []
  const rings = easeOut(span(t, start, 1.4))
  out.push(
    circle(cx, MARK_Y, 170 * rings, {
      fill: defs.radial("end-glow", [
        [0, colors.saffron, 0.35],
        [1, colors.saffron, 0],
      ]),
    }),
  )
  out.push(
    circle(cx, MARK_Y, Math.max(0.01, 128 * rings), {
      fill: "none",
      stroke: colors.deep,
      "stroke-width": 2.5,
      "stroke-dasharray": "7 11",
      opacity: n(rings),
      transform: `rotate(${n(ta * 6)} ${cx} ${MARK_Y})`,
    }),
  )
  const mark = easeBack(span(t, start + 0.1, 0.8))
  out.push(g(brandMark(0, 0, 140, colors.white), { transform: translate(cx, MARK_Y - 8, Math.max(0.01, mark)), opacity: n(clamp01(mark)) }))
  const name = easeOut(span(t, start + 0.35, 0.8))
  out.push(
    g(text(END_CARD.brand, cx, 430, 64, { weight: "bold", anchor: "middle", spacing: -1 }), {
      opacity: n(name),
      transform: translate(0, (1 - name) * 24),
    }),
  )
  const tagline = easeOut(span(t, start + 0.55, 0.8))
  out.push(g(text(END_CARD.tagline, cx, 478, 22, { fill: colors.stone200, anchor: "middle" }), { opacity: n(tagline) }))
  const contact = easeOut(span(t, start + 0.75, 0.8))
  out.push(
    g(
      [
        rect(cx - 150, 520, 300, 58, 29, { fill: colors.saffron }),
        text(END_CARD.host, cx, 558, 26, { weight: "bold", fill: colors.ink, anchor: "middle" }),
        text(END_CARD.contact, cx, 624, 20, { fill: colors.stone400, anchor: "middle" }),
      ],
      { opacity: n(contact), transform: translate(0, (1 - contact) * 24) },
    ),
  )
  return out.join("")
}

const frameFor = (layout: Layout, t: number): string => {
  const defs = new Defs()
  const ta = ambientTime(t, layout.restFrom, layout.restLength)
  const exit = easeInOut(span(t, layout.exitAt, 0.7))
  const out = [background(defs, layout.clip.slug, ta), header(t, layout.exitAt)]
  if (exit < 1) {
    out.push(g(column(layout, t), { opacity: n(1 - exit), transform: translate(-60 * exit, 0) }))
    out.push(g(stage(defs, layout, t, ta), { opacity: n(1 - exit), transform: translate(60 * exit, 0) }))
  }
  if (t >= layout.exitAt + 0.4) out.push(endCard(defs, t, ta, layout.exitAt + 0.4))
  return document(CLIP.width, CLIP.height, defs, out.join(""))
}

/** The SVG of frame `index` (0-based) of a clip. */
export const clipFrameSvg = async (clip: ServiceClip, index: number): Promise<string> => frameFor(await layoutOf(clip), index / CLIP.fps)

// ---- Output ----------------------------------------------------------------------------------

export type ClipReport = { bytes: number; seconds: number; crf: number; frames: number; drawn: number }

/**
 * Draws every frame (a frame identical to an earlier one, as in the end card's still hold, is
 * copied rather than drawn again), then encodes at a constant quality, raising CRF until the file
 * is under the target; a file above the hard limit is an error, as for the banner.
 */
export const renderServiceClip = async (clip: ServiceClip, file: string, log: (line: string) => void): Promise<ClipReport> => {
  const layout = await layoutOf(clip)
  const frames = Math.round(layout.duration * CLIP.fps)
  const dir = await mkdtemp(path.join(os.tmpdir(), `clip-${clip.slug}-`))
  try {
    const frameFile = (i: number) => path.join(dir, `f${String(i).padStart(4, "0")}.png`)
    const drawnBy = new Map<string, number>()
    let drawn = 0
    // Two at a time: the machine has two cores and librsvg draws one frame on one core.
    for (let i = 0; i < frames; i += 2) {
      const batch = [i, i + 1]
        .filter((k) => k < frames)
        .map((k) => {
          const svg = frameFor(layout, k / CLIP.fps)
          return { k, svg, key: createHash("sha1").update(svg).digest("hex") }
        })
      const fresh = batch.filter((f, j) => !drawnBy.has(f.key) && batch.findIndex((o) => o.key === f.key) === j)
      await Promise.all(fresh.map((f) => sharp(Buffer.from(f.svg)).png({ compressionLevel: 1 }).toFile(frameFile(f.k))))
      for (const f of fresh) drawnBy.set(f.key, f.k)
      drawn += fresh.length
      for (const f of batch) if (!fresh.includes(f)) await copyFile(frameFile(drawnBy.get(f.key) as number), frameFile(f.k))
    }
    log(`  ${clip.slug}: ${frames} frames, ${drawn} drawn`)
    const out = path.join(dir, "out.mp4")
    for (let crf = 23; crf <= 35; crf += 2) {
      await run("ffmpeg", [
        "-y",
        "-loglevel",
        "error",
        "-framerate",
        String(CLIP.fps),
        "-i",
        path.join(dir, "f%04d.png"),
        "-c:v",
        "libx264",
        "-profile:v",
        "main",
        "-pix_fmt",
        "yuv420p",
        "-preset",
        "slow",
        "-crf",
        String(crf),
        "-tune",
        "animation",
        // A keyframe every 3 s keeps seeking quick in the player.
        "-g",
        String(CLIP.fps * 3),
        "-threads",
        "2",
        "-an",
        "-movflags",
        "+faststart",
        "-map_metadata",
        "-1",
        "-fflags",
        "+bitexact",
        "-flags:v",
        "+bitexact",
        out,
      ])
      const bytes = (await stat(out)).size
      log(`  ${clip.slug}: crf ${crf}: ${(bytes / 1024).toFixed(0)} KB`)
      if (bytes <= CLIP_TARGET_BYTES || (crf >= 35 && bytes <= CLIP_MAX_BYTES)) {
        await writeBuffer(file, await readFile(out))
        return { bytes, seconds: frames / CLIP.fps, crf, frames, drawn }
      }
    }
    throw new Error(`${clip.slug} stays above ${CLIP_MAX_BYTES} bytes`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The poster: the frame with the title and every caption in place, just before the end card. */
export const writeClipPoster = async (clip: ServiceClip, file: string): Promise<number> => {
  const layout = await layoutOf(clip)
  const buffer = await sharp(Buffer.from(frameFor(layout, layout.posterAt)))
    .webp({ quality: 75, effort: 6 })
    .toBuffer()
  await writeBuffer(file, buffer)
  return buffer.length
}
