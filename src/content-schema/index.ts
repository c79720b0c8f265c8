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

/** The hint of a link to a page of this site. */
const PAGE_LINK = "A page of this site, starting with /, e.g. /service/seo-services."

export const siteSchema = z
  .object({
    brand: nonEmpty.meta({
      label: "Brand name",
      description:
        "The agency's name as visitors see it: beside the logo, on the contact page and after the | that ends every page title, e.g. Saffron Reach.",
    }),
    legalName: nonEmpty.meta({
      label: "Registered company name",
      description: "The company's full legal name, in the footer's copyright line, e.g. Saffron Reach Digital Private Limited.",
    }),
    siteUrl: url.meta({
      label: "Website address",
      description:
        "The live site's full address, starting with https://, e.g. https://www.saffronreach.in. The addresses search engines and shared links are given start with it.",
    }),
    title: nonEmpty.meta({
      label: "Home page title",
      description:
        'The home page\'s title in browser tabs and search results: at most 60 characters. A title that does not name the brand gets " | Saffron Reach" added, which counts. E.g. Digital Marketing & Web Agency in Chennai | Saffron Reach.',
    }),
    // Length as a results page shows it: validate.ts (search-snippet.ts), with the rendered title.
    description: nonEmpty.meta({
      label: "Home page description",
      description:
        "The text under the home page's title in search results, 70–160 characters; search engines also read it as the agency's description.",
    }),
    footerText: nonEmpty.meta({
      label: "Footer text",
      description: "The short paragraph under the logo in the footer of every page, one or two sentences.",
    }),
    foundingYear: z.number().int().min(1900).meta({
      label: "Year founded",
      description: "The year the agency was founded, e.g. 2005. Search engines are given it; the pages do not show it.",
    }),
    copyrightYear: z
      .number()
      .int()
      .min(2000)
      .meta({ label: "Copyright year", description: "The year in the footer's copyright line (© 2025 …), e.g. 2025." }),
    address: z
      .object({
        street: nonEmpty.meta({ label: "Street", description: "Door number and street, e.g. No. 14, Thanikachalam Road." }),
        locality: nonEmpty.meta({ label: "Area", description: "The neighbourhood, e.g. T. Nagar." }),
        city: nonEmpty.meta({ label: "City", description: "E.g. Chennai." }),
        region: nonEmpty.meta({ label: "State", description: "E.g. Tamil Nadu." }),
        postalCode: matching(/^\d{6}$/, "must be a six-digit PIN code").meta({
          label: "PIN code",
          description: "Six digits, e.g. 600017.",
        }),
        country: z.string().length(2).meta({
          label: "Country code",
          description: "Two letters, e.g. IN for India. Search engines are given it; the pages do not show it.",
        }),
      })
      .strict()
      .meta({
        label: "Office address",
        description: "Shown on the contact page with a link to Google Maps, in part in the footer, and given to search engines.",
      }),
    geo: z
      .object({
        latitude: z.number().meta({ label: "Latitude", description: "Degrees north, with decimals, e.g. 13.0418." }),
        longitude: z.number().meta({ label: "Longitude", description: "Degrees east, with decimals, e.g. 80.2341." }),
      })
      .strict()
      .meta({ label: "Map position", description: "Where the office is on a map. Search engines are given it; the pages do not show it." }),
    phone: matching(/^\+?[\d ]{7,20}$/, "must be a phone number").meta({
      label: "Phone number",
      description:
        "Shown in the footer and on the contact page, where tapping it calls: digits and spaces, with + and the country code, e.g. +91 90031 45780.",
    }),
    email: z.string().email("must be an e-mail address").meta({
      label: "E-mail address",
      description: "Shown in the footer and on the contact page, where clicking it starts an e-mail, e.g. hello@saffronreach.in.",
    }),
    openingHours: nonEmpty.meta({
      label: "Opening hours",
      description:
        "Days and hours as search engines read them: two-letter days and 24-hour times, e.g. Mo-Sa 09:30-18:30, which the contact page shows as Monday to Saturday, 9:30 am – 6:30 pm.",
    }),
    whatsapp: z
      .object({
        number: matching(/^\d{8,15}$/, "must be digits only, with country code").meta({
          label: "WhatsApp number",
          description: "Digits only, with the country code and without + or spaces, e.g. 919003145780.",
        }),
        text: nonEmpty.meta({
          label: "Greeting",
          description: "The message WhatsApp fills in for the visitor to send, e.g. Hello, can I help you?",
        }),
      })
      .strict()
      .meta({
        label: "WhatsApp",
        description: "The WhatsApp button at the corner of every page, and the WhatsApp link on the contact page.",
      }),
    social: z
      .array(
        z
          .object({
            kind: named("SocialKind", z.enum(["video", "photo", "social", "professional"])).meta({
              label: "Icon",
              description:
                "video: a play button (YouTube); photo: a camera (Instagram); social: an f (Facebook); professional: in (LinkedIn).",
            }),
            label: nonEmpty.meta({ label: "Network name", description: "Read out to visitors who use a screen reader, e.g. YouTube." }),
            url: url.meta({
              label: "Profile address",
              description: "The profile's full address, e.g. https://www.youtube.com/@saffronreach.",
            }),
          })
          .strict(),
      )
      .length(4, "must list the four social profiles")
      .meta({
        label: "Social media profiles",
        itemLabel: "Profile",
        description: "Exactly four profiles, shown as icons linking to them in the footer.",
      }),
  })
  .strict()

const menuGroup = named(
  "NavGroup",
  z
    .object({
      title: nonEmpty.meta({ label: "Heading", description: "The heading above the links, e.g. Web Development." }),
      items: z
        .array(linkSchema)
        .min(1)
        .meta({ label: "Links", itemLabel: "Link", description: "The links under the heading, in order, at least one." }),
    })
    .strict(),
)

export const navigationSchema = z
  .object({
    header: z
      .array(
        z
          .object({
            name: nonEmpty.meta({ label: "Menu text", description: "The words in the menu, e.g. About Us." }),
            path: path.meta({ label: "Link (page address)", description: PAGE_LINK }),
            dropdown: z.boolean().meta({
              label: "Opens the services menu",
              description:
                "On: the item opens the services menu (the four columns on a computer, the phone menu's groups on a phone) instead of going to its page. For Our Services.",
            }),
          })
          .strict(),
      )
      .min(1)
      .meta({
        label: "Header menu",
        itemLabel: "Menu item",
        description: "The menu across the top of every page, and of the phone menu, in order; at least one item.",
      }),
    contact: z
      .object({
        label: nonEmpty.meta({ label: "Button text", description: "E.g. Contact." }),
        path: path.meta({ label: "Link (page address)", description: "A page of this site, starting with /, e.g. /contact." }),
      })
      .strict()
      .meta({
        label: "Contact button",
        description: "The highlighted button at the right of the header, and at the foot of the phone menu.",
      }),
    megaMenu: z.array(menuGroup).length(4, "must have the four mega-menu columns").meta({
      label: "Services menu columns",
      itemLabel: "Column",
      description: "The menu that opens from Our Services on a computer: exactly four columns of links.",
    }),
    mobileGroups: z.array(menuGroup).length(4, "must have the four mobile groups").meta({
      label: "Phone menu groups",
      itemLabel: "Group",
      description: "Under Our Services in the phone menu: exactly four groups, each opening to its links.",
    }),
    footerColumns: z
      .array(menuGroup)
      .length(4, "must have the four footer columns")
      .meta({ label: "Footer columns", itemLabel: "Column", description: "Exactly four columns of links in the footer of every page." }),
    legal: z.array(linkSchema).min(1).meta({
      label: "Legal links",
      itemLabel: "Link",
      description:
        "The links at the very bottom of the footer, e.g. Privacy Policy; each legal page lists the others beside its text. At least one.",
    }),
  })
  .strict()

export const serviceFamilies = ["web", "marketing", "design", "messaging", "pr"] as const

/** A service's own pictures: images/services/<its slug>/ (about.jpg, hero.jpg). */
const SERVICE_IMAGES = "services/{{slug}}"

/** What an image field's file name may be (imagePath). */
const PICTURE_FILE = "Its file name in lower-case letters, digits, - and _, a JPEG, PNG, WebP or SVG."

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

export type ServiceContent = z.infer<typeof serviceSchema>
export type PricingContent = z.infer<typeof pricingSchema>
