/**
 * Zod schemas for every content file under content/. They are the single source of truth for
 * what an editor may write: `npm run check:content`, the Gatsby build (onPreBootstrap) and the
 * content tests all run `validateContent`, so a bad file fails early with its path and field.
 */
import { z } from "zod/v4"
import {
  checkWhole,
  imagePath,
  imagePathsIn,
  imagesIn,
  imageWithAlt,
  linkSchema,
  matching,
  named,
  nonEmpty,
  sitePath as path,
  twoDigits,
  url,
} from "./fields"

export { linkSchema }
export * from "./pages"

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
        postalCode: matching(/^\d{6}$/, "must be a six-digit PIN code"),
        country: z.string().length(2),
      })
      .strict(),
    geo: z.object({ latitude: z.number(), longitude: z.number() }).strict(),
    phone: matching(/^\+?[\d ]{7,20}$/, "must be a phone number"),
    email: z.string().email("must be an e-mail address"),
    openingHours: nonEmpty,
    whatsapp: z.object({ number: matching(/^\d{8,15}$/, "must be digits only, with country code"), text: nonEmpty }).strict(),
    social: z
      .array(z.object({ kind: named("SocialKind", z.enum(["video", "photo", "social", "professional"])), label: nonEmpty, url }).strict())
      .length(4, "must list the four social profiles"),
  })
  .strict()

const menuGroup = named("NavGroup", z.object({ title: nonEmpty, items: z.array(linkSchema).min(1) }).strict())

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

/** A service's own pictures: images/services/<its slug>/ (about.jpg, hero.jpg). */
const SERVICE_IMAGES = "services/{{slug}}"

const serviceItem = z
  .object({
    id: twoDigits.optional(),
    title: nonEmpty.optional(),
    description: nonEmpty,
    image: imagesIn(SERVICE_IMAGES, imagePath).optional(),
  })
  .strict()

export const serviceSchema = checkWhole(
  z
    .object({
      slug: matching(/^[A-Za-z0-9&-]+$/, "must be the slug as the spec spells it"),
      aliases: z.array(matching(/^[A-Za-z0-9&-]+$/, "must be letters, digits, & and - only")),
      family: named("ServiceFamily", z.enum(serviceFamilies)),
      // Lengths checked as rendered, brand suffix included: validate.ts (search-snippet.ts).
      metaTitle: nonEmpty,
      metaDescription: nonEmpty,
      // Empty on purpose for the branding page (the spec shows it so); the template then uses the
      // title-cased slug, so the page never has an empty h1.
      pageTitle: z.string(),
      pageTitle2: nonEmpty.optional(),
      aboutImage: imagesIn(SERVICE_IMAGES, imagePath),
      aboutTitle: nonEmpty,
      aboutSubTitle: nonEmpty.optional(),
      aboutDesc: nonEmpty,
      sections: z
        .array(
          z
            .object({
              title: nonEmpty,
              image: imagesIn(SERVICE_IMAGES, imageWithAlt).optional(),
              data: z.array(serviceItem).min(1),
            })
            .strict(),
        )
        .min(1),
      // One per family, shared: design-closing.jpg, marketing-closing.jpg...
      closingImage: imagesIn("services", imageWithAlt).optional(),
      faqs: z
        .array(named("ServiceFaq", z.object({ id: twoDigits, question: nonEmpty, answer: nonEmpty }).strict()))
        .length(3, "must have exactly three FAQs (ids 01 to 03)"),
    })
    .strict(),
  (entry, report) => {
    for (const { at, ref } of imagePathsIn(entry)) {
      const folder = /^images\/services\/([^/]+)\//.exec(ref)?.[1]
      if (folder !== undefined && folder !== entry.slug)
        report(at, `must be in the service's own folder, content/images/services/${entry.slug}/`)
    }
    entry.faqs.forEach((faq, i) => {
      const expected = String(i + 1).padStart(2, "0")
      if (faq.id !== expected) report(["faqs", i, "id"], `must be "${expected}"`)
    })
  },
)

const feature = z
  .object({
    text: nonEmpty,
    // included: a tick; excluded: a cross; quantity: a plain line such as "15 creatives"
    kind: named("FeatureKind", z.enum(["included", "excluded", "quantity"])),
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
            id: matching(/^[a-z0-9-]+$/, "must be lower-case letters, digits and - only"),
            title: nonEmpty,
            intro: nonEmpty.optional(),
            // Minimum terms and extras shown under the tiers ("Minimum 3 months", "Install ads extra")
            notes: z.array(nonEmpty),
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

export type ServiceContent = z.infer<typeof serviceSchema>
export type PricingContent = z.infer<typeof pricingSchema>
