/**
 * Zod schemas for every content file under content/. They are the single source of truth for
 * what an editor may write: `npm run check:content`, the Gatsby build (onPreBootstrap) and the
 * content tests all run `validateContent`, so a bad file fails early with its path and field.
 */
import { z } from "zod"

const nonEmpty = z.string().trim().min(1, "must not be empty")
const path = z.string().regex(/^\/[^\s]*$/, "must be a site path starting with /")
const imagePath = z
  .string()
  .regex(/^images\/[a-z0-9/_-]+\.(png|jpe?g|webp|svg)$/, "must be an image under content/images, e.g. images/services/web.png")
const url = z.string().url("must be an absolute URL")

export const linkSchema = z.object({ label: nonEmpty, value: path }).strict()

export const siteSchema = z
  .object({
    brand: nonEmpty,
    legalName: nonEmpty,
    siteUrl: url,
    title: nonEmpty,
    // Length as a results page shows it: validate.ts (search-snippet.ts), with the rendered title.
    description: nonEmpty,
    footerText: nonEmpty,
    foundingYear: z.number().int().min(1900),
    copyrightYear: z.number().int().min(2000),
    address: z
      .object({
        street: nonEmpty,
        locality: nonEmpty,
        city: nonEmpty,
        region: nonEmpty,
        postalCode: z.string().regex(/^\d{6}$/, "must be a six-digit PIN code"),
        country: z.string().length(2),
      })
      .strict(),
    geo: z.object({ latitude: z.number(), longitude: z.number() }).strict(),
    phone: z.string().regex(/^\+?[\d ]{7,20}$/, "must be a phone number"),
    email: z.string().email("must be an e-mail address"),
    openingHours: nonEmpty,
    whatsapp: z.object({ number: z.string().regex(/^\d{8,15}$/, "must be digits only, with country code"), text: nonEmpty }).strict(),
    social: z
      .array(
        z
          .object({ kind: z.enum(["video", "photo", "social", "professional"]), label: nonEmpty, url })
          .strict(),
      )
      .length(4, "must list the four social profiles"),
  })
  .strict()

const menuGroup = z.object({ title: nonEmpty, items: z.array(linkSchema).min(1) }).strict()

export const navigationSchema = z
  .object({
    header: z.array(z.object({ name: nonEmpty, path, dropdown: z.boolean() }).strict()).min(1),
    contact: z.object({ label: nonEmpty, path }).strict(),
    megaMenu: z.array(menuGroup).length(4, "must have the four mega-menu columns"),
    mobileGroups: z.array(menuGroup).length(4, "must have the four mobile groups"),
    footerColumns: z.array(menuGroup).length(4, "must have the four footer columns"),
    legal: z.array(linkSchema).min(1),
  })
  .strict()

export const serviceFamilies = ["web", "marketing", "design", "messaging", "pr"] as const

const serviceItem = z
  .object({
    id: z.string().regex(/^\d{2}$/, "must be a two-digit string like 01").optional(),
    title: nonEmpty.optional(),
    description: nonEmpty,
    image: imagePath.optional(),
  })
  .strict()

export const serviceSchema = z
  .object({
    slug: z.string().regex(/^[A-Za-z0-9&-]+$/, "must be the slug as the spec spells it"),
    aliases: z.array(z.string().regex(/^[A-Za-z0-9&-]+$/)),
    family: z.enum(serviceFamilies),
    // Lengths checked as rendered, brand suffix included: validate.ts (search-snippet.ts).
    metaTitle: nonEmpty,
    metaDescription: nonEmpty,
    // Empty on purpose for the branding page (the spec shows it so); the template then uses the
    // title-cased slug, so the page never has an empty h1.
    pageTitle: z.string(),
    pageTitle2: nonEmpty.optional(),
    aboutImage: imagePath,
    aboutTitle: nonEmpty,
    aboutSubTitle: nonEmpty.optional(),
    aboutDesc: nonEmpty,
    sections: z
      .array(
        z
          .object({
            title: nonEmpty,
            image: z.object({ alt: nonEmpty, url: imagePath }).strict().optional(),
            data: z.array(serviceItem).min(1),
          })
          .strict(),
      )
      .min(1),
    closingImage: z.object({ alt: nonEmpty, url: imagePath }).strict().optional(),
    faqs: z
      .array(
        z
          .object({
            id: z.string().regex(/^\d{2}$/, "must be a two-digit string like 01"),
            question: nonEmpty,
            answer: nonEmpty,
          })
          .strict(),
      )
      .length(3, "must have exactly three FAQs (ids 01 to 03)"),
  })
  .strict()
  .superRefine((entry, ctx) => {
    entry.faqs.forEach((faq, i) => {
      const expected = String(i + 1).padStart(2, "0")
      if (faq.id !== expected)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["faqs", i, "id"], message: `must be "${expected}"` })
    })
  })

const feature = z
  .object({
    text: nonEmpty,
    // included: a tick; excluded: a cross; quantity: a plain line such as "15 creatives"
    kind: z.enum(["included", "excluded", "quantity"]),
  })
  .strict()

export const pricingSchema = z
  .object({
    title: nonEmpty,
    intro: nonEmpty,
    sections: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9-]+$/),
            title: nonEmpty,
            intro: nonEmpty.optional(),
            // Minimum terms and extras shown under the tiers ("Minimum 3 months", "Install ads extra")
            notes: z.array(nonEmpty).default([]),
            tiers: z
              .array(
                z
                  .object({
                    name: nonEmpty,
                    // Rupees per month; null where the spec gives no price ("Price on request")
                    price: z.number().int().positive().nullable(),
                    term: nonEmpty.optional(),
                    summary: nonEmpty.optional(),
                    features: z.array(feature).min(1),
                    cta: linkSchema.optional(),
                  })
                  .strict(),
              )
              .min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()

export const homeServicesListSchema = z
  .object({
    rows: z
      .array(z.object({ number: z.string().regex(/^\d{2}$/), title: nonEmpty, link: path }).strict())
      .length(10, "must have the ten rows of the spec"),
  })
  .strict()

export const homeProcessSchema = z
  .object({
    steps: z
      .array(z.object({ key: nonEmpty, title: nonEmpty, description: nonEmpty, image: imagePath }).strict())
      .length(6, "must have the six steps of the spec"),
  })
  .strict()

/** A file under static/, named by the site path it is served at (e.g. "/media/videos/x.mp4"). */
const staticFile = (extensions: string, example: string) =>
  z.string().regex(new RegExp(`^/[a-z0-9/_-]+\\.(${extensions})$`), `must be a file under static/ named by its site path, e.g. ${example}`)

/**
 * A video plays from one of two sources, never both: `src`, our own H.264 MP4 under static/
 * (played inline in a <video>), or `youtubeId`, a video on the agency's YouTube channel (the
 * youtube-nocookie player loads only after a click). The poster is always a file under static/
 * too: for an MP4 it is the frame the asset pipeline writes beside it, and the slide and the
 * <video poster> then share one URL, so pressing play shows the same, already loaded picture.
 * Our clips have no sound and say everything in text on screen, so an MP4 of our own comes with
 * its `transcript`, that text line by line, for visitors who cannot see the video (WCAG 1.2.1);
 * a YouTube video has YouTube's captions and may have one.
 */
export const homeVideoSchema = z
  .object({
    name: nonEmpty,
    description: nonEmpty,
    src: staticFile("mp4", "/media/videos/web-development.mp4").optional(),
    youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, "must be an 11-character YouTube id").optional(),
    poster: staticFile("webp|jpe?g|png", "/media/videos/web-development.webp"),
    transcript: z.array(nonEmpty).min(1, "must have at least one line").optional(),
  })
  .strict()
  .superRefine((video, ctx) => {
    if (video.src !== undefined && video.youtubeId !== undefined)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["youtubeId"], message: "must not be given with src (a video has one source)" })
    if (video.src === undefined && video.youtubeId === undefined)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["src"], message: "or youtubeId is required (an MP4 under static/ or a YouTube id)" })
    if (video.src !== undefined && video.transcript === undefined)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["transcript"], message: "is required with src: the text the video shows, line by line, for visitors who cannot see it" })
  })

export const homeVideosSchema = z
  .object({ videos: z.array(homeVideoSchema).length(6, "must have six videos") })
  .strict()

export const homeClientsSchema = z
  .object({
    clients: z.array(z.object({ name: nonEmpty, logo: imagePath }).strict()).length(14, "must have 14 client logos"),
  })
  .strict()

export const servicesPageSchema = z
  .object({
    cards: z
      .array(z.object({ title: nonEmpty, summary: nonEmpty, link: path, image: imagePath }).strict())
      .length(8, "must have the eight cards of the spec"),
  })
  .strict()

export const aboutSchema = z
  .object({
    title: nonEmpty,
    description: nonEmpty,
    heading: nonEmpty,
    intro: nonEmpty,
    heroImage: imagePath,
    story: z.array(nonEmpty).min(1),
    storyImage: imagePath,
    stats: z.array(z.object({ value: nonEmpty, label: nonEmpty }).strict()).min(1),
    process: z.array(z.object({ title: nonEmpty, description: nonEmpty }).strict()).length(4),
    values: z.array(z.object({ title: nonEmpty, description: nonEmpty }).strict()).length(4),
  })
  .strict()

export const blogFrontmatterSchema = z
  .object({
    title: nonEmpty,
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be an ISO date YYYY-MM-DD"),
    description: nonEmpty,
    image: z.string().regex(/^\.\/[a-z0-9_-]+\.(png|jpe?g|webp)$/, "must be a file beside the post, e.g. ./cover.jpg"),
    imageAlt: nonEmpty,
  })
  .strict()

export const legalFrontmatterSchema = z
  .object({
    title: nonEmpty,
    description: nonEmpty,
    path,
    updated: nonEmpty,
  })
  .strict()

export type SiteContent = z.infer<typeof siteSchema>
export type NavigationContent = z.infer<typeof navigationSchema>
export type ServiceContent = z.infer<typeof serviceSchema>
export type PricingContent = z.infer<typeof pricingSchema>
