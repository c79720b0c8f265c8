/** @jest-environment node */
/**
 * The committed output of scripts/generate-assets.ts: the banner video (full size and phone encode)
 * within its budget and in H.264, the LCP posters at their sizes, every service's pictures, 14 distinct client logos.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { homeClientsSchema } from "../../src/content-schema"

const root = path.resolve(__dirname, "..", "..")
const fromRoot = (...parts: string[]) => path.join(root, ...parts)

// The 38 service entries with their own pictures, by family (the spec's variant slugs reuse them).
const serviceSlugs: Record<string, string[]> = {
  web: [
    "best-web-development-company-in-chennai",
    "best-ecommerce-development-company",
    "app-development-in-chennai",
    "wordpress-development",
    "responsive-website-design-in-chennai",
    "website-maintenance-in-chennai",
    "website-redesign-in-chennai",
    "cms-best-web-development-company-in-chennai",
  ],
  marketing: [
    "digital-marketing",
    "social-media-marketing",
    "google-ads-marketing-company",
    "facebook-instagram-marketing",
    "seo-services",
    "influencer-marketing",
    "product-video-photoshoot",
    "indoor-outdoor-marketing",
    "project-release-activation",
  ],
  design: [
    "branding-design-in-chennai",
    "logo-design-in-chennai",
    "signage-hoardings",
    "led-sign-board",
    "corporate-brochure-design",
    "corporate-profile-in-chennai",
    "print-media-in-chennai",
    "outdoor-media-in-chennai",
    "marketing-collaterals-design",
  ],
  messaging: ["bulk-database", "bulk-sms-marketing", "whatsapp-marketing", "bulk-email-marketing"],
  pr: [
    "political-election-campaign",
    "political-pr-companies",
    "media-relations",
    "celebrity-management",
    "event-management-company-in-chennai",
    "crisis-perception-management",
    "print-editorial-services",
    "digital-public-relations",
  ],
}
const allSlugs = Object.values(serviceSlugs).flat()

const size = async (file: string) => {
  const meta = await sharp(file).metadata()
  return [meta.format, meta.width, meta.height]
}

describe("banner video", () => {
  const video = fs.readFileSync(fromRoot("static", "media", "banner.mp4"))

  it("is an MP4 of at most 1.5 MB with an H.264 (avc1) track", () => {
    expect(video.length).toBeLessThanOrEqual(1.5 * 1024 * 1024)
    expect(video.subarray(4, 8).toString("latin1")).toBe("ftyp")
    expect(video.includes(Buffer.from("avc1"))).toBe(true)
  })

  it("is fast-start: the index (moov) comes before the media data (mdat)", () => {
    expect(video.indexOf(Buffer.from("moov"))).toBeGreaterThan(0)
    expect(video.indexOf(Buffer.from("moov"))).toBeLessThan(video.indexOf(Buffer.from("mdat")))
  })

  it("has a 640x360 phone encode of at most 160 KB, H.264 and fast-start", () => {
    const phone = fs.readFileSync(fromRoot("static", "media", "banner-640.mp4"))
    expect(phone.length).toBeLessThanOrEqual(160 * 1024)
    expect(phone.subarray(4, 8).toString("latin1")).toBe("ftyp")
    expect(phone.includes(Buffer.from("avc1"))).toBe(true)
    expect(phone.indexOf(Buffer.from("moov"))).toBeLessThan(phone.indexOf(Buffer.from("mdat")))
    // The track header (tkhd, version 0 as ffmpeg writes it) ends with width and height in 16.16 fixed point.
    const tkhd = phone.indexOf(Buffer.from("tkhd")) + 4
    expect(phone[tkhd]).toBe(0)
    expect([phone.readUInt32BE(tkhd + 76) / 65536, phone.readUInt32BE(tkhd + 80) / 65536]).toEqual([640, 360])
  })

  it("has WebP posters of 1080 and 720 px, and the frame's middle for screens held upright", async () => {
    expect(await size(fromRoot("static", "media", "banner-poster.webp"))).toEqual(["webp", 1080, 608])
    expect(await size(fromRoot("static", "media", "banner-poster-720.webp"))).toEqual(["webp", 720, 405])
    expect(await size(fromRoot("static", "media", "banner-poster-portrait.webp"))).toEqual(["webp", 342, 608])
  })
})

describe("service pictures", () => {
  it("lists the 38 service entries", () => {
    expect(allSlugs).toHaveLength(38)
    expect(new Set(allSlugs).size).toBe(38)
  })

  it.each(allSlugs)("%s has a 1600x900 hero and a 1200x900 about image", async (slug) => {
    expect(await size(fromRoot("content", "images", "services", slug, "hero.jpg"))).toEqual(["jpeg", 1600, 900])
    expect(await size(fromRoot("content", "images", "services", slug, "about.jpg"))).toEqual(["jpeg", 1200, 900])
  })

  it.each([...Object.keys(serviceSlugs), "default"])("family %s has its item icon (192 px, transparent)", async (family) => {
    const meta = await sharp(fromRoot("content", "images", "services", `${family}-item.png`)).metadata()
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["png", 192, 192, true])
  })

  it.each(Object.keys(serviceSlugs))("family %s has its 1600x600 closing banner", async (family) => {
    expect(await size(fromRoot("content", "images", "services", `${family}-closing.jpg`))).toEqual(["jpeg", 1600, 600])
  })

  it("keeps every generated JPEG within 180 KB", () => {
    const jpegs = [
      ...allSlugs.flatMap((slug) => ["hero", "about"].map((name) => fromRoot("content", "images", "services", slug, `${name}.jpg`))),
      ...fs.readdirSync(fromRoot("content", "images", "home")).map((file) => fromRoot("content", "images", "home", file)),
    ].filter((file) => file.endsWith(".jpg"))
    const oversized = jpegs.filter((file) => fs.statSync(file).size > 180 * 1024)
    expect(oversized).toEqual([])
  })
})

describe("client logos", () => {
  const clients = JSON.parse(fs.readFileSync(fromRoot("content", "home", "clients.json"), "utf8")) as unknown

  it("clients.json is valid content", () => {
    expect(homeClientsSchema.safeParse(clients).success).toBe(true)
  })

  it("has 14 distinct names and 14 distinct 360x140 logo files", async () => {
    const list = homeClientsSchema.parse(clients).clients
    expect(new Set(list.map((client) => client.name)).size).toBe(14)
    const files = list.map((client) => fromRoot("content", client.logo))
    const hashes = files.map((file) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex"))
    expect(new Set(hashes).size).toBe(14)
    for (const file of files) expect(await size(file)).toEqual(["png", 360, 140])
  })
})
