/**
 * Zod schemas for every content file under content/. They are the single source of truth for
 * what an editor may write: `npm run check:content`, the Gatsby build (onPreBootstrap) and the
 * content tests all run `validateContent`, so a bad file fails early with its path and field.
 */
import { z } from "zod"
import { isEmailAddress } from "../../common/text-rules"
import { linkSchema, matching, named, nonEmpty, sitePath as path, url, PAGE_LINK } from "./fields"

export { linkSchema }
export * from "./pages"
export * from "./about"
export * from "./service"
export * from "./pricing"

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
    email: z.string().refine(isEmailAddress, "must be an e-mail address").meta({
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
