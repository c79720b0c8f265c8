/** The schema of a service page (content/services/<slug>.json). */
import { z } from "zod"
import { checkWhole, imagePath, imagePathsIn, imagesIn, imageWithAlt, matching, named, nonEmpty, twoDigits, PICTURE_FILE } from "./fields"

export const serviceFamilies = ["web", "marketing", "design", "messaging", "pr"] as const

/** A service's own pictures: images/services/<its slug>/ (about.jpg, hero.jpg). */
const SERVICE_IMAGES = "services/{{slug}}"

const serviceItem = z
  .object({
    id: twoDigits
      .meta({
        label: "Step number",
        description: "For a section of steps: two digits shown in a badge on the card, e.g. 01. Leave empty in other sections.",
      })
      .optional(),
    title: nonEmpty.meta({ label: "Card heading", description: "E.g. Technical SEO audit." }).optional(),
    description: nonEmpty.meta({
      label: "Card text",
      description: "One or two sentences, e.g. Crawl errors, speed and indexing checked and fixed.",
    }),
    image: imagesIn(
      SERVICE_IMAGES,
      imagePath.meta({
        label: "Card icon",
        description: `A small square icon (shown 56 × 56 pixels) from the service's own folder; without one, the card shows the family's icon. ${PICTURE_FILE}`,
      }),
    ).optional(),
  })
  .strict()

export const serviceSchema = checkWhole(
  z
    .object({
      slug: matching(/^[A-Za-z0-9&-]+$/, "must be letters, digits, & and - only, e.g. seo-services").meta({
        label: "Page address",
        description:
          "The page's address after /service/, e.g. seo-services for /service/seo-services: letters, digits, & and - only. The entry's file is named after it, and it cannot be changed once saved: links across the site and the service's picture folder use it.",
      }),
      aliases: z
        .array(
          matching(/^[A-Za-z0-9&-]+$/, "must be letters, digits, & and - only").meta({
            label: "Other address",
            description: "Letters, digits, & and - only, e.g. seo-service.",
          }),
        )
        .meta({
          label: "Other addresses",
          itemLabel: "Other address",
          description:
            "Further addresses after /service/ that show this same page, e.g. seo-service; search engines are pointed to the main address. May be empty.",
        }),
      family: named("ServiceFamily", z.enum(serviceFamilies)).meta({
        label: "Service family",
        description:
          "The small label above the page heading (web: Web development, marketing: Digital marketing, design: Design and print, messaging: Bulk messaging, pr: Public relations), and the icon of cards that have none.",
      }),
      // Lengths checked as rendered, brand suffix included: validate.ts (search-snippet.ts).
      metaTitle: nonEmpty.meta({
        label: "Search result title",
        description:
          'The page\'s title in search results and browser tabs: at most 60 characters including the " | Saffron Reach" the site adds, so about 44 of your own, e.g. Local & Technical SEO Services in Chennai.',
      }),
      metaDescription: nonEmpty.meta({
        label: "Search result description",
        description:
          "The text under the title in search results, 70–160 characters, e.g. SEO services in Chennai: technical audits, on-page fixes and local SEO.",
      }),
      // Empty on purpose for the branding page (the spec shows it so); the template then uses the
      // title-cased slug, so the page never has an empty h1.
      pageTitle: z.string().meta({
        label: "Page heading",
        description:
          "The large heading at the top of the page, e.g. SEO Services Company in Chennai. Left empty, the page shows its address in words instead (Branding Design In Chennai).",
      }),
      pageTitle2: nonEmpty
        .meta({
          label: "Line under the heading",
          description: "A sentence under the large heading, e.g. Technical fixes, useful content and local visibility.",
        })
        .optional(),
      aboutImage: imagesIn(
        SERVICE_IMAGES,
        imagePath.meta({
          label: "About picture",
          description: `The picture beside the "About the service" block under the top of the page, from the service's own folder, e.g. about.jpg. ${PICTURE_FILE}`,
        }),
      ),
      aboutTitle: nonEmpty.meta({
        label: "About heading",
        description: 'The heading of the "About the service" block, e.g. Search visibility that compounds.',
      }),
      aboutSubTitle: nonEmpty
        .meta({
          label: "About subheading",
          description: "A short highlighted line under the about heading, e.g. Honest SEO, without shortcuts.",
        })
        .optional(),
      aboutDesc: nonEmpty.meta({
        label: "About text",
        description: 'The text of the "About the service" block: every line is a paragraph of its own.',
      }),
      sections: z
        .array(
          z
            .object({
              title: nonEmpty.meta({ label: "Section heading", description: "E.g. What our SEO work includes." }),
              image: imagesIn(
                SERVICE_IMAGES,
                imageWithAlt.meta({
                  label: "Section picture",
                  description:
                    "A wide picture under the section's heading, from the service's own folder. The first section's picture is the large picture at the top of the page instead (without one, the page shows a standard picture there). May be left empty.",
                }),
              ).optional(),
              data: z.array(serviceItem).min(1).meta({
                label: "Cards",
                itemLabel: "Card",
                description: "The section's cards, at least one: each a text, with a heading, a step number and an icon where given.",
              }),
            })
            .strict(),
        )
        .min(1)
        .meta({
          label: "Sections",
          itemLabel: "Section",
          description: "The parts of the page after the about block, at least one, each a heading over a grid of cards.",
        }),
      // One per family, shared: design-closing.jpg, marketing-closing.jpg...
      closingImage: imagesIn(
        "services",
        imageWithAlt.meta({
          label: "Closing picture",
          description:
            "A wide picture after the sections, before the questions, shared by several services: directly in the services picture folder, e.g. marketing-closing.jpg. May be left empty.",
        }),
      ).optional(),
      faqs: z
        .array(
          named(
            "ServiceFaq",
            z
              .object({
                id: twoDigits.meta({ label: "Question number", description: "The first question is 01, the second 02, the third 03." }),
                question: nonEmpty.meta({ label: "Question", description: "E.g. How long does SEO take to show results?" }),
                answer: nonEmpty.meta({
                  label: "Answer",
                  widget: "markdown",
                  description:
                    "One or more short paragraphs; bold, italics, lists and links are kept (a link to a page of this site by its address, e.g. /pricing).",
                }),
              })
              .strict(),
          ),
        )
        .length(3, "must have exactly three FAQs (ids 01 to 03)")
        .meta({
          label: "Frequently asked questions",
          itemLabel: "Question",
          description: "Exactly three questions, numbered 01 to 03, at the foot of the page; a visitor opens one answer at a time.",
        }),
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

export type ServiceContent = z.infer<typeof serviceSchema>
