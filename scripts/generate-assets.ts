/**
 * `npm run assets`: draws every picture of the site as SVG in code, rasterises it with sharp and
 * renders the home banner loop and the six clips of "Our Videos" with ffmpeg. The outputs are committed; this script exists so they
 * can be regenerated or restyled in one place.
 *
 *   npx tsx scripts/generate-assets.ts            only files that do not exist yet
 *   npx tsx scripts/generate-assets.ts --force    redraw everything
 *   npx tsx scripts/generate-assets.ts --only=services/web   only outputs whose path contains the text
 *
 * Output is deterministic: each picture's randomness is seeded from its own file path.
 */
import { existsSync } from "node:fs"
import path from "node:path"
import { BANNER_FULL, BANNER_PHONE, renderBannerVideo, writeBannerPoster, type BannerEncode } from "./assets/banner-video"
import { aboutPictures, blogCovers, families, familyChips, familyPanoramas, processSteps, services } from "./assets/catalogue"
import { clientBrands, clientLogoSvg, kebab } from "./assets/clients"
import { composeBanner, composePanorama, composeScene, type Theme } from "./assets/compose"
import type { Motif } from "./assets/draw-context"
import { interRupee, interSubset } from "./assets/font-subset"
import { brandIconSvg, itemIconSvg } from "./assets/icons"
import { writeBuffer, writeJpeg, writePng } from "./assets/output"
import { createRng } from "./assets/prng"
import { clipFile, clipPosterFile, renderServiceClip, serviceClips, writeClipPoster } from "./assets/service-videos"

const root = path.resolve(__dirname, "..")
const args = process.argv.slice(2)
const force = args.includes("--force")
const only = args.find((arg) => arg.startsWith("--only="))?.slice("--only=".length)

type Job = { file: string; run: (absolute: string) => Promise<string> }

const jobs: Job[] = []
const add = (file: string, run: Job["run"]) => jobs.push({ file, run })

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

const jpeg = (file: string, svg: () => string | Promise<string>) =>
  add(file, async (absolute) => {
    const { bytes, quality } = await writeJpeg(absolute, await svg())
    return `${kb(bytes)}${quality !== 78 ? ` (quality ${quality})` : ""}`
  })

const png = (file: string, svg: () => string | Promise<string>) =>
  add(file, async (absolute) => kb((await writePng(absolute, await svg())).bytes))

/** Two chips from the family pool, chosen by the picture's own seed. */
const chipsFor = (seed: string, pool: Motif[]): Motif[] => createRng(`${seed}:chips`).shuffle(pool).slice(0, 2)

// 1. Services: hero and about per slug, a closing banner and an item icon per family, defaults.
for (const family of families) {
  services[family].forEach(({ slug, hero, about }, index) => {
    const heroFile = `content/images/services/${slug}/hero.jpg`
    const aboutFile = `content/images/services/${slug}/about.jpg`
    // Alternate the light themes down each family so neighbouring pages do not look alike.
    const heroTheme: Theme = index % 2 === 0 ? "cream" : "white"
    const aboutTheme: Theme = heroTheme === "cream" ? "white" : "cream"
    jpeg(heroFile, () =>
      composeScene({
        width: 1600,
        height: 900,
        seed: heroFile,
        theme: heroTheme,
        primary: hero,
        chips: chipsFor(heroFile, familyChips[family]),
      }),
    )
    jpeg(aboutFile, () =>
      composeScene({
        width: 1200,
        height: 900,
        seed: aboutFile,
        theme: aboutTheme,
        primary: about,
        chips: chipsFor(aboutFile, familyChips[family]),
        maxWidth: 0.6,
        maxHeight: 0.6,
        align: "center",
      }),
    )
  })
  const closing = `content/images/services/${family}-closing.jpg`
  const closingTheme: Theme = family === "web" || family === "design" ? "dark" : "saffron"
  jpeg(closing, () => composePanorama({ width: 1600, height: 600, seed: closing, theme: closingTheme, motifs: familyPanoramas[family] }))
  png(`content/images/services/${family}-item.png`, () => itemIconSvg(family))
}
jpeg("content/images/services/default-hero.jpg", () =>
  composeScene({
    width: 1600,
    height: 900,
    seed: "content/images/services/default-hero.jpg",
    theme: "cream",
    primary: aboutPictures.collage,
    chips: chipsFor("default", familyChips.web.slice(3)),
    align: "center",
  }),
)
png("content/images/services/default-item.png", () => itemIconSvg("default"))

// 2. Home: process steps, client logos and their list.
processSteps.forEach(({ key, motif }, i) => {
  const file = `content/images/home/process-${key}.jpg`
  jpeg(file, () =>
    composeScene({
      width: 1200,
      height: 900,
      seed: file,
      theme: i % 2 === 0 ? "cream" : "white",
      primary: motif,
      maxWidth: 0.72,
      maxHeight: 0.7,
      align: "center",
    }),
  )
})
for (const brand of clientBrands) png(`content/images/clients/${kebab(brand.name)}.png`, () => clientLogoSvg(brand))
add("content/home/clients.json", async (absolute) => {
  const clients = clientBrands.map((brand) => ({ name: brand.name, logo: `images/clients/${kebab(brand.name)}.png` }))
  await writeBuffer(absolute, Buffer.from(`${JSON.stringify({ clients }, null, 2)}\n`))
  return `${clients.length} clients`
})

// 3. Banner video (full size, and the phone encode chosen by <source media>) and its posters.
const bannerVideo = (file: string, encode: BannerEncode) =>
  add(file, async (absolute) => {
    const { bytes, crf } = await renderBannerVideo(absolute, (line) => console.log(line), encode)
    return `${kb(bytes)}, ${encode.width}x${encode.height}, crf ${crf}`
  })
bannerVideo("static/media/banner.mp4", BANNER_FULL)
bannerVideo("static/media/banner-640.mp4", BANNER_PHONE)
add("static/media/banner-poster.webp", async (absolute) => kb(await writeBannerPoster(absolute, 1080, 608)))
add("static/media/banner-poster-720.webp", async (absolute) => kb(await writeBannerPoster(absolute, 720, 405)))
// Phones held upright see the middle of the frame, its full height (object-fit: cover): the same
// pixels as the 1080 px poster shows there, a third of its area to download and decode.
add("static/media/banner-poster-portrait.webp", async (absolute) => kb(await writeBannerPoster(absolute, 342, 608)))

// 3b. "Our Videos": the promo and the five service overviews, each with its poster frame.
for (const clip of serviceClips) {
  add(clipFile(clip.slug), async (absolute) => {
    const { bytes, seconds, crf, frames, drawn } = await renderServiceClip(clip, absolute, (line) => console.log(line))
    return `${kb(bytes)}, ${seconds.toFixed(2)} s, crf ${crf}, ${drawn} of ${frames} frames drawn`
  })
  add(clipPosterFile(clip.slug), async (absolute) => kb(await writeClipPoster(clip, absolute)))
}

// 4. About.
jpeg("content/images/about/hero.jpg", () =>
  composeScene({
    width: 1600,
    height: 900,
    seed: "content/images/about/hero.jpg",
    theme: "cream",
    primary: aboutPictures.hero,
    maxWidth: 0.62,
    maxHeight: 0.72,
    align: "center",
  }),
)
jpeg("content/images/about/story.jpg", () =>
  composeScene({
    width: 1200,
    height: 900,
    seed: "content/images/about/story.jpg",
    theme: "white",
    primary: aboutPictures.story,
    maxWidth: 0.74,
    maxHeight: 0.7,
    align: "center",
  }),
)

// 5. Blog.
for (const { slug, motif, chips } of blogCovers) {
  const file = `content/blog/${slug}/cover.jpg`
  jpeg(file, () =>
    composeScene({ width: 1600, height: 900, seed: file, theme: slug.startsWith("why") ? "white" : "cream", primary: motif, chips }),
  )
}
jpeg("content/images/blog/banner.jpg", () =>
  composeBanner({ width: 1920, height: 600, seed: "content/images/blog/banner.jpg", theme: "cream" }),
)

// 6. Brand icon: the source, the logo named in structured data, the favicon and the home-screen icon.
png("content/images/brand/icon.png", () => brandIconSvg())
for (const [file, size] of [
  ["static/icons/icon-512x512.png", 512],
  ["static/apple-touch-icon.png", 180],
  ["static/favicon-32x32.png", 32],
] as const) {
  add(file, async (absolute) => kb((await writePng(absolute, brandIconSvg(), size)).bytes))
}

// 7. The site's font: Inter cut to the characters and weights the site uses.
for (const [file, cut] of [
  ["src/styles/fonts/inter-subset.woff2", interSubset],
  ["src/styles/fonts/inter-rupee.woff2", interRupee],
] as const) {
  add(file, async (absolute) => {
    const buffer = await cut(root)
    await writeBuffer(absolute, buffer)
    return kb(buffer.length)
  })
}

const main = async () => {
  const selected = only ? jobs.filter((job) => job.file.includes(only)) : jobs
  let made = 0
  let skipped = 0
  for (const job of selected) {
    const absolute = path.join(root, job.file)
    if (!force && existsSync(absolute)) {
      skipped += 1
      continue
    }
    const started = Date.now()
    const note = await job.run(absolute)
    made += 1
    console.log(`${job.file}  ${note}  ${Date.now() - started} ms`)
  }
  console.log(`assets: ${made} written, ${skipped} already present${force ? "" : " (use --force to redraw)"}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
