/** @jest-environment node */
/**
 * The committed output of scripts/generate-assets.ts: the banner video within its budget and in
 * H.264, the LCP poster at its size, every service's hero and about image, 14 distinct client logos.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import slugFixture from "../fixtures/spec-service-slugs.json"
import clients from "../../content/home/clients.json"

const root = path.resolve(__dirname, "..", "..")
const servicesDir = path.join(root, "content", "services")
const mainSlugs = fs.readdirSync(servicesDir).map((file) => file.replace(/\.json$/, ""))

describe("generated media", () => {
  it("has a banner video of at most 1.5 MB with an H.264 track, fast-start", () => {
    const video = fs.readFileSync(path.join(root, "static", "media", "banner.mp4"))
    expect(video.length).toBeLessThanOrEqual(1.5 * 1024 * 1024)
    expect(video.subarray(4, 8).toString("latin1")).toBe("ftyp")
    expect(video.includes(Buffer.from("avc1"))).toBe(true)
    // +faststart puts the index (moov) before the media data (mdat), so playback starts at once.
    expect(video.indexOf(Buffer.from("moov"))).toBeLessThan(video.indexOf(Buffer.from("mdat")))
  })

  it("has WebP posters of 1080 and 720 px for the LCP image", async () => {
    const large = await sharp(path.join(root, "static", "media", "banner-poster.webp")).metadata()
    const small = await sharp(path.join(root, "static", "media", "banner-poster-720.webp")).metadata()
    expect([large.format, large.width, large.height]).toEqual(["webp", 1080, 608])
    expect([small.format, small.width]).toEqual(["webp", 720])
  })

  it.each(mainSlugs)("service %s has its hero (1600x900) and about images", async (slug) => {
    const hero = await sharp(path.join(root, "content", "images", "services", slug, "hero.jpg")).metadata()
    expect([hero.width, hero.height]).toEqual([1600, 900])
    expect(fs.existsSync(path.join(root, "content", "images", "services", slug, "about.jpg"))).toBe(true)
  })

  it("covers every main slug of the spec with images", () => {
    const specSlugs = Object.values(slugFixture.slugs).flat()
    for (const slug of mainSlugs) expect(specSlugs).toContain(slug)
  })

  it("has 14 distinct client logos with names for alt text", () => {
    expect(clients.clients).toHaveLength(14)
    const hashes = clients.clients.map((client) =>
      crypto.createHash("sha256").update(fs.readFileSync(path.join(root, "content", client.logo))).digest("hex"),
    )
    expect(new Set(hashes).size).toBe(14)
    expect(new Set(clients.clients.map((c) => c.name)).size).toBe(14)
  })
})
