/**
 * The home banner loop: an abstract, dark brand animation behind white headline text. Every moving
 * value is a periodic function of the loop phase (0..1), so the last frame flows into the first.
 * Frames are drawn as SVG, rasterised by sharp and encoded by ffmpeg.
 */
import { execFile } from "node:child_process"
import { mkdtemp, readdir, rm, stat } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import sharp from "sharp"
import { colors } from "./palette"
import { createRng } from "./prng"
import { circle, Defs, document, g, n, rect } from "./svg"
import { writeBuffer } from "./output"

const run = promisify(execFile)

export const VIDEO = { width: 1280, height: 720, fps: 24, seconds: 9 } as const
export const FRAME_COUNT = VIDEO.fps * VIDEO.seconds

/** One encode of the loop: its frame size and its byte budget (the CRF search stops at the first file within `targetBytes`). */
export type BannerEncode = { width: number; height: number; targetBytes: number; maxBytes: number }

/** The full-size loop, for screens wider than a phone. */
export const BANNER_FULL: BannerEncode = {
  width: VIDEO.width,
  height: VIDEO.height,
  targetBytes: 0.95 * 1024 * 1024,
  maxBytes: 1.5 * 1024 * 1024,
}

/**
 * The phone encode, chosen by `<source media>` below the md breakpoint: behind the banner's scrims
 * the soft glows look as clean at 640x360 on a phone, for about a fifth of the full size's bytes.
 * Its budget leaves the whole first load of the home page on a phone, video included, under 350 kB.
 */
export const BANNER_PHONE: BannerEncode = { width: 640, height: 360, targetBytes: 125 * 1024, maxBytes: 160 * 1024 }

type Particle = { x: number; y: number; r: number; laps: number; sway: number; phase: number; twinkle: number; warm: boolean }

const particles: Particle[] = (() => {
  const rng = createRng("static/media/banner.mp4:particles")
  return Array.from({ length: 46 }, () => ({
    x: rng.range(0, VIDEO.width),
    y: rng.range(0, VIDEO.height),
    r: rng.range(1.4, 3.6),
    // Whole laps per loop keep the drift seamless.
    laps: rng.pick([1, 1, 2]),
    sway: rng.range(8, 26),
    phase: rng.next(),
    twinkle: rng.pick([1, 2, 3]),
    warm: rng.chance(0.7),
  }))
})()

const TAU = Math.PI * 2

/** One frame at loop phase `t` in [0, 1). */
export const bannerFrameSvg = (t: number): string => {
  const { width: W, height: H } = VIDEO
  const defs = new Defs()
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
  // Slow glows in the corners; the centre stays dark for the headline.
  out.push(circle(W * 0.86 + 70 * Math.cos(TAU * t), H * 0.12 + 50 * Math.sin(TAU * t), 520, { fill: glow("g1", colors.saffron, 0.68) }))
  out.push(circle(W * 0.08 + 80 * Math.sin(TAU * t), H * 0.98 + 40 * Math.cos(TAU * t), 560, { fill: glow("g2", colors.deep, 0.72) }))
  // A large setting-sun disc at the lower right edge, rising and sinking a little each loop.
  out.push(
    circle(W * 0.97, H * 1.08 - 24 * Math.sin(TAU * t), 330, {
      fill: defs.linear(
        "disc",
        [
          [0, colors.saffron, 0.42],
          [1, colors.deep, 0.1],
        ],
        250,
      ),
    }),
  )
  out.push(
    circle(W * 0.16 + 50 * Math.cos(TAU * (t + 0.3)), H * 0.14 + 36 * Math.sin(TAU * 2 * t), 300, {
      fill: glow("g3", colors.saffron300, 0.22),
    }),
  )
  out.push(
    circle(W * 0.9 + 40 * Math.sin(TAU * (t + 0.6)), H * 0.86 + 30 * Math.cos(TAU * t), 340, { fill: glow("g4", colors.saffron, 0.3) }),
  )

  // Glowing rings: a soft blurred copy under a crisp dashed ring that turns once per loop.
  const ring = (cx: number, cy: number, r: number, turn: number, dash: string, opacity: number) => [
    circle(cx, cy, r, { fill: "none", stroke: colors.saffron, "stroke-width": 10, opacity: opacity * 0.5, filter: defs.blur(10) }),
    circle(cx, cy, r, {
      fill: "none",
      stroke: colors.saffron300,
      "stroke-width": 2,
      opacity,
      "stroke-dasharray": dash,
      transform: `rotate(${n(turn)} ${n(cx)} ${n(cy)})`,
    }),
  ]
  out.push(...ring(W * 0.84, H * 0.7, 190 + 10 * Math.sin(TAU * t), 360 * t, "220 40 60 40", 0.55))
  out.push(...ring(W * 0.84, H * 0.7, 262 + 8 * Math.sin(TAU * (t + 0.5)), -360 * t, "4 14", 0.35))
  out.push(...ring(W * 0.14, H * 0.28, 124 + 8 * Math.cos(TAU * t), -360 * t, "160 30 20 30", 0.45))

  // Drifting particles, fainter towards the centre.
  const span = H + 40
  const dots = particles.map((p) => {
    const y = ((((p.y - t * p.laps * span) % span) + span) % span) - 20
    const x = p.x + p.sway * Math.sin(TAU * (t * p.laps + p.phase))
    const centre = Math.hypot((x - W / 2) / (W / 2), (y - H / 2) / (H / 2))
    const calm = Math.min(1, Math.max(0.15, (centre - 0.25) / 0.6))
    const twinkle = 0.45 + 0.55 * (0.5 + 0.5 * Math.sin(TAU * (t * p.twinkle + p.phase)))
    return circle(x, y, p.r, { fill: p.warm ? colors.saffron200 : colors.white, opacity: n(0.85 * calm * twinkle) })
  })
  out.push(g(dots))

  // A dark veil over the middle and the lower third keeps white text readable at all times.
  out.push(
    rect(0, 0, W, H, 0, {
      fill: defs.radial(
        "veil",
        [
          [0, colors.black, 0.62],
          [0.55, colors.black, 0.35],
          [1, colors.black, 0],
        ],
        0.5,
        0.52,
        0.62,
      ),
    }),
  )
  return document(W, H, defs, out.join(""))
}

/** Drawn at full size, then scaled down (if asked) by sharp. */
const renderFrame = (i: number, width: number, height: number) => {
  const frame = sharp(Buffer.from(bannerFrameSvg(i / FRAME_COUNT)))
  const sized = width === VIDEO.width && height === VIDEO.height ? frame : frame.resize(width, height)
  return sized.png({ compressionLevel: 1 })
}

/** Encodes at a constant quality, raising CRF until the file is under the encode's budget. */
export const renderBannerVideo = async (
  file: string,
  log: (line: string) => void,
  encode: BannerEncode = BANNER_FULL,
): Promise<{ bytes: number; crf: number }> => {
  const { width, height, targetBytes, maxBytes } = encode
  const dir = await mkdtemp(path.join(os.tmpdir(), "banner-frames-"))
  try {
    const indices = Array.from({ length: FRAME_COUNT }, (_, i) => i)
    // Two at a time: the machine has two cores and librsvg is single-threaded per frame.
    for (let i = 0; i < indices.length; i += 2) {
      await Promise.all(
        indices.slice(i, i + 2).map((k) => renderFrame(k, width, height).toFile(path.join(dir, `f${String(k).padStart(4, "0")}.png`))),
      )
    }
    log(`  rendered ${(await readdir(dir)).length} frames of ${width}x${height}`)
    for (let crf = 19; crf <= 33; crf += 2) {
      await run("ffmpeg", [
        "-y",
        "-loglevel",
        "error",
        "-framerate",
        String(VIDEO.fps),
        "-i",
        path.join(dir, "f%04d.png"),
        "-c:v",
        "libx264",
        "-profile:v",
        "main",
        "-pix_fmt",
        "yuv420p",
        "-preset",
        "veryslow",
        "-crf",
        String(crf),
        "-tune",
        "animation",
        "-x264-params",
        "aq-mode=3",
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
        path.join(dir, "out.mp4"),
      ])
      const bytes = (await stat(path.join(dir, "out.mp4"))).size
      log(`  crf ${crf}: ${(bytes / 1024).toFixed(0)} KB`)
      if (bytes <= targetBytes || (crf >= 33 && bytes <= maxBytes)) {
        const { readFile } = await import("node:fs/promises")
        await writeBuffer(file, await readFile(path.join(dir, "out.mp4")))
        return { bytes, crf }
      }
    }
    throw new Error(`banner video ${width}x${height} stays above ${maxBytes} bytes`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Poster = the first frame, so the swap from poster to playing video is invisible. */
export const writeBannerPoster = async (file: string, width: number, height: number): Promise<number> => {
  const buffer = await sharp(Buffer.from(bannerFrameSvg(0)))
    .resize(width, height, { fit: "cover" })
    .webp({ quality: 70, effort: 6 })
    .toBuffer()
  await writeBuffer(file, buffer)
  return buffer.length
}
