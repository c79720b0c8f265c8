/** The schema of the pricing page (content/pricing.json). */
import { z } from "zod"
import { linkSchema, matching, named, nonEmpty } from "./fields"

const feature = z
  .object({
    text: nonEmpty.meta({ label: "Feature text", description: "One line of the package card, e.g. Up to 50 target keywords." }),
    // included: a tick; excluded: a cross; quantity: a plain line such as "15 creatives"
    kind: named("FeatureKind", z.enum(["included", "excluded", "quantity"])).meta({
      label: "Marker",
      description: "included: a tick before the line; excluded: a cross; quantity: a plain line, e.g. 15 creatives.",
    }),
  })
  .strict()

export const pricingSchema = z
  .object({
    title: nonEmpty.meta({ label: "Page heading", description: "The heading at the top of the pricing page, e.g. Pricing." }),
    intro: nonEmpty.meta({
      label: "Introduction",
      description: "The paragraph under the heading, e.g. All prices are in Indian rupees per month.",
    }),
    sections: z
      .array(
        z
          .object({
            id: matching(/^[a-z0-9-]+$/, "must be lower-case letters, digits and - only").meta({
              label: "Short name",
              description:
                "The section's name in the page's code, not shown: lower-case letters, digits and - only, e.g. digital-marketing.",
            }),
            title: nonEmpty.meta({
              label: "Section heading",
              description: "The heading that opens the section's panel, e.g. Digital Marketing Packages.",
            }),
            intro: nonEmpty.meta({ label: "Section introduction", description: "A sentence at the top of the opened panel." }).optional(),
            // Minimum terms and extras shown under the tiers ("Minimum 3 months", "Install ads extra")
            notes: z.array(nonEmpty.meta({ label: "Term", description: "E.g. Minimum 3 months." })).meta({
              label: "Terms",
              itemLabel: "Term",
              description: "Short terms shown as tags above the packages, e.g. Minimum 3 months. May be empty.",
            }),
            tiers: z
              .array(
                z
                  .object({
                    name: nonEmpty.meta({ label: "Package name", description: "E.g. Starter." }),
                    // Rupees per month; null where the spec gives no price ("Price on request")
                    price: z.number().int().positive().nullable().meta({
                      label: "Monthly price in rupees",
                      description:
                        'Whole rupees a month, digits only: 2000 shows as ₹2,000 / month. Leave empty to show "Price on request".',
                    }),
                    term: nonEmpty.meta({ label: "Term", description: "A tag beside the package name, e.g. 3-month minimum." }).optional(),
                    summary: nonEmpty
                      .meta({ label: "Price note", description: "A line under the price, e.g. Quoted on scope." })
                      .optional(),
                    features: z
                      .array(feature)
                      .min(1)
                      .meta({ label: "Features", itemLabel: "Feature", description: "The lines of the package card, at least one." }),
                    cta: linkSchema
                      .meta({ label: "Button", description: "A button at the foot of the package card. May be left empty." })
                      .optional(),
                  })
                  .strict(),
              )
              .min(1)
              .meta({
                label: "Packages",
                itemLabel: "Package",
                description: "The package cards of the section, side by side, at least one, e.g. Starter, Booster and Premium.",
              }),
          })
          .strict(),
      )
      .min(1)
      .meta({
        label: "Sections",
        itemLabel: "Section",
        description: "The panels of the pricing page, at least one; a visitor opens one at a time.",
      }),
  })
  .strict()

export type PricingContent = z.infer<typeof pricingSchema>
