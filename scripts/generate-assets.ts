/**
 * `npm run assets`: draws every image of the site and renders the home banner video.
 * Illustrations are SVG scenes (scripts/assets/) rasterised by sharp; the video is SVG frames
 * encoded by ffmpeg (Debian's package). Deterministic: each picture is seeded by its file name.
 * Existing files are kept unless `--force` is given, so a run only fills in what is missing.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { composeScene, type Theme } from "./assets/compose"
import type { DrawContext, Motif } from "./assets/draw-context"
import * as common from "./assets/motifs/common"
import * as design from "./assets/motifs/design"
import * as marketing from "./assets/motifs/marketing"
import * as messaging from "./assets/motifs/messaging"
import * as pr from "./assets/motifs/pr"
import * as web from "./assets/motifs/web"
import { colors, tokens } from "./assets/palette"
import { createRng } from "./assets/prng"
import { Defs, document, g, translate } from "./assets/svg"

const root = path.resolve(__dirname, "..")
const force = process.argv.includes("--force")
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length)

type Scene = { primary: Motif; chips: Motif[]; theme: Theme }
type Family = "web" | "marketing" | "design" | "messaging" | "pr"

/** Main slug → hero scene and about scene, chosen to show what each service is about. */
const SERVICES: Record<string, { family: Family; hero: Scene; about: Scene }> = {
  "best-web-development-company-in-chennai": { family: "web", hero: { primary: web.browserMotif, chips: [common.codeChip, common.speedChip], theme: "cream" }, about: { primary: web.codeEditorMotif, chips: [common.checkChip], theme: "white" } },
  "best-ecommerce-development-company": { family: "web", hero: { primary: web.shopMotif, chips: [common.growthChip, common.checkChip], theme: "cream" }, about: { primary: web.devicesMotif, chips: [common.heartChip], theme: "white" } },
  "app-development-in-chennai": { family: "web", hero: { primary: web.phoneAppMotif, chips: [common.notifyChip, common.starChip], theme: "dark" }, about: { primary: web.codeEditorMotif, chips: [common.speedChip], theme: "cream" } },
  "wordpress-development": { family: "web", hero: { primary: web.cmsMotif, chips: [common.cursorChip, common.checkChip], theme: "white" }, about: { primary: web.browserMotif, chips: [common.sparkleChip], theme: "cream" } },
  "responsive-website-design-in-chennai": { family: "web", hero: { primary: web.devicesMotif, chips: [common.cursorChip, common.sparkleChip], theme: "cream" }, about: { primary: web.phoneAppMotif, chips: [common.checkChip], theme: "white" } },
  "website-maintenance-in-chennai": { family: "web", hero: { primary: web.maintenanceMotif, chips: [common.speedChip, common.checkChip], theme: "white" }, about: { primary: web.codeEditorMotif, chips: [common.notifyChip], theme: "cream" } },
  "website-redesign-in-chennai": { family: "web", hero: { primary: web.redesignMotif, chips: [common.sparkleChip, common.growthChip], theme: "cream" }, about: { primary: web.browserMotif, chips: [common.starChip], theme: "saffron" } },
  "cms-best-web-development-company-in-chennai": { family: "web", hero: { primary: web.cmsMotif, chips: [common.codeChip, common.cursorChip], theme: "dark" }, about: { primary: web.devicesMotif, chips: [common.checkChip], theme: "cream" } },
  "digital-marketing": { family: "marketing", hero: { primary: marketing.barChartMotif, chips: [common.growthChip, marketing.targetChip], theme: "cream" }, about: { primary: marketing.funnelMotif, chips: [common.pieChip], theme: "white" } },
  "social-media-marketing": { family: "marketing", hero: { primary: marketing.socialPostMotif, chips: [common.heartChip, common.notifyChip], theme: "cream" }, about: { primary: marketing.megaphoneMotif, chips: [common.starChip], theme: "white" } },
  "google-ads-marketing-company": { family: "marketing", hero: { primary: marketing.adsMotif, chips: [marketing.magnifierChip, common.growthChip], theme: "white" }, about: { primary: marketing.searchMotif, chips: [common.pieChip], theme: "cream" } },
  "facebook-instagram-marketing": { family: "marketing", hero: { primary: marketing.socialPostMotif, chips: [marketing.targetChip, common.heartChip], theme: "dark" }, about: { primary: marketing.targetMotif, chips: [common.growthChip], theme: "cream" } },
  "seo-services": { family: "marketing", hero: { primary: marketing.searchMotif, chips: [common.growthChip, marketing.magnifierChip], theme: "cream" }, about: { primary: marketing.barChartMotif, chips: [common.checkChip], theme: "white" } },
  "influencer-marketing": { family: "marketing", hero: { primary: marketing.influencerMotif, chips: [common.heartChip, common.starChip], theme: "saffron" }, about: { primary: marketing.socialPostMotif, chips: [common.notifyChip], theme: "cream" } },
  "product-video-photoshoot": { family: "marketing", hero: { primary: marketing.cameraMotif, chips: [common.sparkleChip, common.starChip], theme: "dark" }, about: { primary: pr.cameraFlashMotif, chips: [common.heartChip], theme: "cream" } },
  "indoor-outdoor-marketing": { family: "marketing", hero: { primary: design.hoardingMotif, chips: [marketing.megaphoneChip, marketing.targetChip], theme: "cream" }, about: { primary: marketing.megaphoneMotif, chips: [common.growthChip], theme: "white" } },
  "project-release-activation": { family: "marketing", hero: { primary: marketing.rocketMotif, chips: [common.sparkleChip, marketing.megaphoneChip], theme: "dark" }, about: { primary: pr.eventStageMotif, chips: [common.starChip], theme: "cream" } },
  "branding-design-in-chennai": { family: "design", hero: { primary: design.swatchesMotif, chips: [design.penChip, common.sparkleChip], theme: "cream" }, about: { primary: design.stationeryMotif, chips: [design.swatchChip], theme: "white" } },
  "logo-design-in-chennai": { family: "design", hero: { primary: design.logoGridMotif, chips: [design.penChip, design.layersChip], theme: "white" }, about: { primary: design.penNibMotif, chips: [common.checkChip], theme: "cream" } },
  "signage-hoardings": { family: "design", hero: { primary: design.hoardingMotif, chips: [common.starChip, design.swatchChip], theme: "cream" }, about: { primary: design.ledBoardMotif, chips: [common.checkChip], theme: "dark" } },
  "led-sign-board": { family: "design", hero: { primary: design.ledBoardMotif, chips: [common.sparkleChip, common.speedChip], theme: "dark" }, about: { primary: design.hoardingMotif, chips: [common.checkChip], theme: "cream" } },
  "corporate-brochure-design": { family: "design", hero: { primary: design.brochureMotif, chips: [design.layersChip, design.penChip], theme: "cream" }, about: { primary: design.printStackMotif, chips: [design.swatchChip], theme: "white" } },
  "corporate-profile-in-chennai": { family: "design", hero: { primary: design.profileMotif, chips: [common.starChip, design.layersChip], theme: "white" }, about: { primary: design.brochureMotif, chips: [common.checkChip], theme: "cream" } },
  "print-media-in-chennai": { family: "design", hero: { primary: design.printStackMotif, chips: [design.swatchChip, common.checkChip], theme: "cream" }, about: { primary: pr.newspaperMotif, chips: [design.penChip], theme: "white" } },
  "outdoor-media-in-chennai": { family: "design", hero: { primary: design.hoardingMotif, chips: [marketing.targetChip, common.growthChip], theme: "saffron" }, about: { primary: design.ledBoardMotif, chips: [common.starChip], theme: "cream" } },
  "marketing-collaterals-design": { family: "design", hero: { primary: design.stationeryMotif, chips: [design.swatchChip, design.penChip], theme: "cream" }, about: { primary: design.artboardMotif, chips: [design.layersChip], theme: "white" } },
  "bulk-database": { family: "messaging", hero: { primary: messaging.databaseMotif, chips: [common.pieChip, common.checkChip], theme: "cream" }, about: { primary: messaging.envelopeMotif, chips: [messaging.mailChip], theme: "white" } },
  "bulk-sms-marketing": { family: "messaging", hero: { primary: messaging.phoneNotifyMotif, chips: [messaging.bubbleChip, common.notifyChip], theme: "cream" }, about: { primary: messaging.broadcastMotif, chips: [messaging.ticksChip], theme: "dark" } },
  "whatsapp-marketing": { family: "messaging", hero: { primary: messaging.chatMotif, chips: [messaging.ticksChip, messaging.bubbleChip], theme: "white" }, about: { primary: messaging.phoneNotifyMotif, chips: [common.heartChip], theme: "cream" } },
  "bulk-email-marketing": { family: "messaging", hero: { primary: messaging.envelopeMotif, chips: [messaging.mailChip, common.checkChip], theme: "cream" }, about: { primary: messaging.databaseMotif, chips: [common.growthChip], theme: "white" } },
  "political-election-campaign": { family: "pr", hero: { primary: pr.ballotMotif, chips: [pr.micChip, common.checkChip], theme: "cream" }, about: { primary: pr.podiumMotif, chips: [common.starChip], theme: "white" } },
  "political-pr-companies": { family: "pr", hero: { primary: pr.podiumMotif, chips: [pr.quoteChip, pr.micChip], theme: "white" }, about: { primary: pr.newspaperMotif, chips: [pr.quoteChip], theme: "cream" } },
  "media-relations": { family: "pr", hero: { primary: pr.newspaperMotif, chips: [pr.quoteChip, pr.micChip], theme: "cream" }, about: { primary: pr.microphoneMotif, chips: [pr.flashChip], theme: "white" } },
  "celebrity-management": { family: "pr", hero: { primary: pr.spotlightMotif, chips: [pr.flashChip, common.starChip], theme: "dark" }, about: { primary: pr.cameraFlashMotif, chips: [pr.micChip], theme: "saffron" } },
  "event-management-company-in-chennai": { family: "pr", hero: { primary: pr.eventStageMotif, chips: [common.starChip, common.sparkleChip], theme: "cream" }, about: { primary: pr.spotlightMotif, chips: [pr.flashChip], theme: "dark" } },
  "crisis-perception-management": { family: "pr", hero: { primary: pr.shieldMotif, chips: [pr.quoteChip, common.checkChip], theme: "white" }, about: { primary: pr.socialPrMotif, chips: [common.growthChip], theme: "cream" } },
  "print-editorial-services": { family: "pr", hero: { primary: pr.newspaperMotif, chips: [design.penChip, pr.quoteChip], theme: "white" }, about: { primary: design.printStackMotif, chips: [pr.quoteChip], theme: "cream" } },
  "digital-public-relations": { family: "pr", hero: { primary: pr.socialPrMotif, chips: [pr.quoteChip, common.growthChip], theme: "cream" }, about: { primary: pr.microphoneMotif, chips: [common.notifyChip], theme: "white" } },
}

const FAMILY_SCENES: Record<Family, { closing: Scene; icon: Motif }> = {
  web: { closing: { primary: web.devicesMotif, chips: [common.codeChip], theme: "dark" }, icon: common.codeChip },
  marketing: { closing: { primary: marketing.barChartMotif, chips: [common.growthChip], theme: "dark" }, icon: marketing.targetChip },
  design: { closing: { primary: design.artboardMotif, chips: [design.penChip], theme: "dark" }, icon: design.swatchChip },
  messaging: { closing: { primary: messaging.broadcastMotif, chips: [messaging.bubbleChip], theme: "dark" }, icon: messaging.bubbleChip },
  pr: { closing: { primary: pr.spotlightMotif, chips: [pr.micChip], theme: "dark" }, icon: pr.micChip },
}

const PROCESS: Record<string, Scene> = {
  discovery: { primary: marketing.searchMotif, chips: [common.sparkleChip, marketing.magnifierChip], theme: "cream" },
  strategy: { primary: marketing.targetMotif, chips: [common.checkChip, design.penChip], theme: "white" },
  implementation: { primary: web.codeEditorMotif, chips: [common.cursorChip, common.speedChip], theme: "cream" },
  measurement: { primary: marketing.barChartMotif, chips: [common.pieChip, common.growthChip], theme: "white" },
  reporting: { primary: marketing.funnelMotif, chips: [common.pieChip, common.checkChip], theme: "cream" },
  scaling: { primary: marketing.rocketMotif, chips: [common.growthChip, common.sparkleChip], theme: "saffron" },
}

const VIDEOS: Scene[] = [
  { primary: pr.spotlightMotif, chips: [common.starChip, common.sparkleChip], theme: "dark" },
  { primary: web.browserMotif, chips: [common.codeChip, common.speedChip], theme: "dark" },
  { primary: marketing.barChartMotif, chips: [common.growthChip, marketing.targetChip], theme: "saffron" },
  { primary: marketing.socialPostMotif, chips: [common.heartChip, common.notifyChip], theme: "dark" },
  { primary: design.swatchesMotif, chips: [design.penChip, common.sparkleChip], theme: "saffron" },
  { primary: pr.microphoneMotif, chips: [pr.quoteChip, pr.flashChip], theme: "dark" },
]

/** Fictional clients for the logo strip (none is a real company). */
const CLIENTS = [
  "Kaveri Looms", "Marina Heights", "Vellore Care Hospital", "Adyar Learning Academy", "Thalam Foods",
  "Sundaram Jewellers", "Coromandel Freight", "Paisa Setu", "Ember Bay Hotel", "Nila Organics",
  "Anna Salai Motors", "Kolam Interiors", "Vetri Pharma", "Mylai Textiles",
]

const out = (...parts: string[]) => path.join(root, ...parts)

async function writeImage(file: string, svg: string, width: number, height: number, format: "jpeg" | "png"): Promise<void> {
  if (only && !file.includes(only)) return
  if (!force && fs.existsSync(file)) return
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const image = sharp(Buffer.from(svg), { density: 72 }).resize(width, height)
  if (format === "jpeg") await image.jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: "4:2:0" }).toFile(file)
  else await image.png({ compressionLevel: 9, palette: true }).toFile(file)
  console.log(`  ${path.relative(root, file)}`)
}

const scene = (s: Scene, width: number, height: number, seed: string, extra: Partial<Parameters<typeof composeScene>[0]> = {}) =>
  composeScene({ width, height, seed, theme: s.theme, primary: s.primary, chips: s.chips, ...extra })

/** A motif alone on a transparent square: the small item icons of service sections. */
function iconSvg(motif: Motif, size: number, seed: string): string {
  const defs = new Defs()
  const pad = size * 0.08
  const scale = Math.min((size - pad * 2) / motif.w, (size - pad * 2) / motif.h)
  const ctx: DrawContext = { rng: createRng(seed), defs, sw: tokens.stroke / scale }
  const x = (size - motif.w * scale) / 2
  const y = (size - motif.h * scale) / 2
  return document(size, size, defs, g(motif.draw(ctx), { transform: translate(x, y, scale) }))
}

/** Wordmark with a simple geometric mark, dark grey on transparent, for the client strip. */
function clientLogoSvg(name: string, index: number): string {
  const rng = createRng(`client-${name}`)
  const grey = colors.logoGrey
  const marks = [
    `<circle cx="50" cy="70" r="30" fill="${grey}"/><circle cx="50" cy="70" r="13" fill="#fff"/>`,
    `<rect x="22" y="42" width="56" height="56" rx="14" fill="${grey}"/><path d="M36 84l14-28 14 28z" fill="#fff"/>`,
    `<path d="M20 98L50 40l30 58z" fill="${grey}"/><circle cx="50" cy="80" r="9" fill="#fff"/>`,
    `<path d="M50 40a30 30 0 1 0 0.1 0zM50 52a18 18 0 1 1-0.1 0z" fill="${grey}" fill-rule="evenodd"/><rect x="44" y="60" width="12" height="20" fill="${grey}"/>`,
    `<rect x="22" y="44" width="24" height="52" rx="6" fill="${grey}"/><rect x="54" y="58" width="24" height="38" rx="6" fill="${grey}"/>`,
    `<path d="M50 38l9 20 22 2-17 14 6 22-20-12-20 12 6-22-17-14 22-2z" fill="${grey}"/>`,
    `<rect x="20" y="50" width="60" height="40" rx="20" fill="${grey}"/><rect x="34" y="62" width="32" height="16" rx="8" fill="#fff"/>`,
  ]
  const words = name.split(" ")
  const first = words[0]
  const rest = words.slice(1).join(" ")
  const fontSize = name.length > 18 ? 26 : 30
  const weight = rng.pick([700, 800])
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="140" viewBox="0 0 360 140">
  ${marks[index % marks.length]}
  <text x="96" y="${rest ? 68 : 82}" font-family="DejaVu Sans" font-weight="${weight}" font-size="${fontSize}" fill="${grey}" letter-spacing="-0.5">${first}</text>
  ${rest ? `<text x="96" y="100" font-family="DejaVu Sans" font-size="${fontSize - 8}" fill="${grey}" letter-spacing="1.5">${rest.toUpperCase()}</text>` : ""}
</svg>`
}

function iconBrandSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 36 36">
  <rect width="36" height="36" rx="9" fill="${colors.saffron}"/>
  <path d="M8 24a10 10 0 0 1 20 0z" fill="${colors.black}"/>
  <rect x="6" y="26" width="24" height="2.6" rx="1.3" fill="${colors.black}"/>
  <path d="M18 8v4M9.5 11.5l2.8 2.8M26.5 11.5l-2.8 2.8" stroke="${colors.black}" stroke-width="2.4" stroke-linecap="round"/>
</svg>`
}

const kebab = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/(^-|-$)/g, "")

/**
 * One frame of the banner loop at time t (seconds) of `duration`: a dark field with slow saffron
 * glows, two rings and drifting particles. Every motion is periodic in `duration`, so the loop is
 * seamless; the centre stays dark for the white headline on top.
 */
function bannerFrame(t: number, duration: number, width: number, height: number): string {
  const phase = (2 * Math.PI * t) / duration
  const rng = createRng("banner-particles")
  const glowA = { x: width * (0.78 + 0.06 * Math.cos(phase)), y: height * (0.22 + 0.08 * Math.sin(phase)) }
  const glowB = { x: width * (0.12 + 0.05 * Math.sin(phase)), y: height * (0.86 + 0.05 * Math.cos(phase)) }
  const particles = Array.from({ length: 42 }, () => {
    const baseX = rng.range(0, width)
    const baseY = rng.range(0, height)
    const speed = rng.pick([1, 2])
    const r = rng.range(1.2, 3.4)
    const opacity = rng.range(0.25, 0.8)
    const y = (baseY - ((t / duration) * height * speed) % height + height) % height
    const x = baseX + 14 * Math.sin(phase * speed + baseX)
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${colors.saffron300}" opacity="${opacity.toFixed(2)}"/>`
  }).join("")
  const ringScale = 1 + 0.05 * Math.sin(phase)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="a" r="0.5"><stop offset="0" stop-color="${colors.saffron}" stop-opacity="0.55"/><stop offset="1" stop-color="${colors.saffron}" stop-opacity="0"/></radialGradient>
    <radialGradient id="b" r="0.5"><stop offset="0" stop-color="${colors.deep}" stop-opacity="0.5"/><stop offset="1" stop-color="${colors.deep}" stop-opacity="0"/></radialGradient>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.black}"/><stop offset="1" stop-color="${colors.ink}"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <ellipse cx="${glowA.x}" cy="${glowA.y}" rx="${width * 0.42}" ry="${height * 0.62}" fill="url(#a)"/>
  <ellipse cx="${glowB.x}" cy="${glowB.y}" rx="${width * 0.36}" ry="${height * 0.5}" fill="url(#b)"/>
  <g transform="translate(${width * 0.8} ${height * 0.3}) scale(${ringScale.toFixed(4)}) rotate(${((t / duration) * 360).toFixed(2)})">
    <circle r="${height * 0.42}" fill="none" stroke="${colors.saffron}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="6 14"/>
    <circle r="${height * 0.3}" fill="none" stroke="${colors.saffron300}" stroke-opacity="0.25" stroke-width="1.5"/>
  </g>
  <g transform="translate(${width * 0.16} ${height * 0.8}) rotate(${(-(t / duration) * 360).toFixed(2)})">
    <circle r="${height * 0.26}" fill="none" stroke="${colors.saffron}" stroke-opacity="0.22" stroke-width="2" stroke-dasharray="2 10"/>
  </g>
  ${particles}
  <rect width="${width}" height="${height}" fill="${colors.black}" opacity="0.18"/>
</svg>`
}

async function renderBanner(): Promise<void> {
  const video = out("static", "media", "banner.mp4")
  const poster = out("static", "media", "banner-poster.webp")
  const posterSmall = out("static", "media", "banner-poster-720.webp")
  if (only && !"banner".includes(only)) return
  if (!force && fs.existsSync(video) && fs.existsSync(poster) && fs.existsSync(posterSmall)) return
  const width = 1280
  const height = 720
  const fps = 24
  const duration = 8
  const frames = fps * duration
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "banner-frames-"))
  for (let i = 0; i < frames; i++) {
    await sharp(Buffer.from(bannerFrame(i / fps, duration, width, height))).png({ compressionLevel: 1 }).toFile(path.join(dir, `f${String(i).padStart(4, "0")}.png`))
  }
  fs.mkdirSync(path.dirname(video), { recursive: true })
  execFileSync("ffmpeg", [
    "-y", "-loglevel", "error", "-framerate", String(fps), "-i", path.join(dir, "f%04d.png"),
    "-c:v", "libx264", "-profile:v", "main", "-pix_fmt", "yuv420p", "-preset", "slow", "-crf", "30",
    "-movflags", "+faststart", "-an", video,
  ])
  const first = path.join(dir, "f0000.png")
  await sharp(first).resize(1080, 608, { fit: "cover" }).webp({ quality: 70 }).toFile(poster)
  await sharp(first).resize(720, 405, { fit: "cover" }).webp({ quality: 68 }).toFile(posterSmall)
  fs.rmSync(dir, { recursive: true, force: true })
  for (const file of [video, poster, posterSmall]) console.log(`  ${path.relative(root, file)} (${(fs.statSync(file).size / 1024).toFixed(0)} KB)`)
}

async function main(): Promise<void> {
  console.log("Services")
  for (const [slug, { hero, about }] of Object.entries(SERVICES)) {
    await writeImage(out("content", "images", "services", slug, "hero.jpg"), scene(hero, 1600, 900, `${slug}/hero`), 1600, 900, "jpeg")
    await writeImage(out("content", "images", "services", slug, "about.jpg"), scene(about, 1200, 900, `${slug}/about`, { maxWidth: 0.62 }), 1200, 900, "jpeg")
  }
  for (const [family, { closing, icon }] of Object.entries(FAMILY_SCENES)) {
    await writeImage(out("content", "images", "services", `${family}-closing.jpg`), scene(closing, 1600, 600, `${family}-closing`, { maxHeight: 0.72, maxWidth: 0.4 }), 1600, 600, "jpeg")
    await writeImage(out("content", "images", "services", `${family}-item.png`), iconSvg(icon, 192, `${family}-item`), 192, 192, "png")
  }
  await writeImage(out("content", "images", "services", "default-hero.jpg"), scene({ primary: web.browserMotif, chips: [common.starChip, common.checkChip], theme: "cream" }, 1600, 900, "default-hero"), 1600, 900, "jpeg")
  await writeImage(out("content", "images", "services", "default-item.png"), iconSvg(common.checkChip, 192, "default-item"), 192, 192, "png")

  console.log("Home")
  for (const [key, s] of Object.entries(PROCESS)) {
    await writeImage(out("content", "images", "home", `process-${key}.jpg`), scene(s, 1200, 900, `process-${key}`, { maxWidth: 0.62 }), 1200, 900, "jpeg")
  }
  for (const [i, s] of VIDEOS.entries()) {
    await writeImage(out("content", "images", "home", `video-${i + 1}.jpg`), scene(s, 1280, 720, `video-${i + 1}`, { align: "center" }), 1280, 720, "jpeg")
  }
  for (const [i, name] of CLIENTS.entries()) {
    await writeImage(out("content", "images", "clients", `${kebab(name)}.png`), clientLogoSvg(name, i), 360, 140, "png")
  }
  const clientsFile = out("content", "home", "clients.json")
  const clients = { clients: CLIENTS.map((name) => ({ name, logo: `images/clients/${kebab(name)}.png` })) }
  fs.writeFileSync(clientsFile, `${JSON.stringify(clients, null, 2)}\n`)

  console.log("About, blog, brand")
  await writeImage(out("content", "images", "about", "hero.jpg"), scene({ primary: design.artboardMotif, chips: [common.heartChip, common.starChip], theme: "cream" }, 1600, 900, "about-hero"), 1600, 900, "jpeg")
  await writeImage(out("content", "images", "about", "story.jpg"), scene({ primary: marketing.rocketMotif, chips: [common.growthChip], theme: "white" }, 1200, 900, "about-story", { maxWidth: 0.62 }), 1200, 900, "jpeg")
  await writeImage(out("content", "blog", "transform-your-website-with-smart-technology", "cover.jpg"), scene({ primary: web.devicesMotif, chips: [common.sparkleChip, common.speedChip], theme: "cream" }, 1600, 900, "blog-transform"), 1600, 900, "jpeg")
  await writeImage(out("content", "blog", "why-ai-matters-in-website-development", "cover.jpg"), scene({ primary: web.codeEditorMotif, chips: [common.sparkleChip, common.checkChip], theme: "dark" }, 1600, 900, "blog-ai"), 1600, 900, "jpeg")
  await writeImage(out("content", "images", "blog", "banner.jpg"), scene({ primary: pr.newspaperMotif, chips: [pr.quoteChip], theme: "cream" }, 1920, 600, "blog-banner", { maxHeight: 0.74, maxWidth: 0.34, calmCenter: true, align: "right" }), 1920, 600, "jpeg")
  await writeImage(out("content", "images", "brand", "icon.png"), iconBrandSvg(512), 512, 512, "png")

  console.log("Banner video")
  await renderBanner()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
