/**
 * Every content type is declared here with @dontInfer: an optional field missing from every file
 * is still queryable, and a wrong type fails the build instead of silently changing the schema.
 * Image fields link to File nodes by their path under content/ (e.g. "images/services/x/hero.jpg").
 */
import type { GatsbyNode } from "gatsby"
import sanitizeHtml from "sanitize-html"

/** FAQ answers are editor HTML: keep line breaks and simple emphasis and links, drop the rest. */
export function sanitizeAnswer(html: string): string {
  return sanitizeHtml(html.replace(/\r?\n/g, "<br>"), {
    allowedTags: ["br", "strong", "em", "b", "i", "ul", "ol", "li", "a", "p"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["https", "mailto", "tel"],
    allowProtocolRelative: false,
  })
}

const typeDefs = `
  type SiteInfo implements Node @dontInfer {
    brand: String!
    legalName: String!
    siteUrl: String!
    title: String!
    description: String!
    footerText: String!
    foundingYear: Int!
    copyrightYear: Int!
    address: SiteAddress!
    geo: SiteGeo!
    phone: String!
    email: String!
    openingHours: String!
    whatsapp: SiteWhatsapp!
    social: [SiteSocial!]!
  }
  type SiteAddress { street: String!, locality: String!, city: String!, region: String!, postalCode: String!, country: String! }
  type SiteGeo { latitude: Float!, longitude: Float! }
  type SiteWhatsapp { number: String!, text: String! }
  type SiteSocial { kind: String!, label: String!, url: String! }

  type NavLink { label: String!, value: String! }
  type NavGroup { title: String!, items: [NavLink!]! }
  type NavHeaderItem { name: String!, path: String!, dropdown: Boolean! }
  type NavContact { label: String!, path: String! }
  type Navigation implements Node @dontInfer {
    header: [NavHeaderItem!]!
    contact: NavContact!
    megaMenu: [NavGroup!]!
    mobileGroups: [NavGroup!]!
    footerColumns: [NavGroup!]!
    legal: [NavLink!]!
  }

  type ServiceEntry implements Node @dontInfer {
    slug: String!
    aliases: [String!]!
    family: String!
    metaTitle: String!
    metaDescription: String!
    pageTitle: String!
    pageTitle2: String
    aboutImage: File @link(by: "relativePath")
    aboutTitle: String!
    aboutSubTitle: String
    aboutDesc: String!
    sections: [ServiceSection!]!
    closingImage: ServiceImage
    faqs: [ServiceFaq!]!
  }
  type ServiceImage { alt: String!, url: File @link(by: "relativePath") }
  type ServiceSection { title: String!, image: ServiceImage, data: [ServiceItem!]! }
  type ServiceItem { id: String, title: String, description: String!, image: File @link(by: "relativePath") }

  type Pricing implements Node @dontInfer { title: String!, intro: String!, sections: [PricingSection!]! }
  type PricingSection { id: String!, title: String!, intro: String, notes: [String!], tiers: [PricingTier!]! }
  type PricingTier { name: String!, price: Int, term: String, summary: String, features: [PricingFeature!]!, cta: NavLink }
  type PricingFeature { text: String!, kind: String! }

  type About implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    intro: String!
    heroImage: File @link(by: "relativePath")
    story: [String!]!
    storyImage: File @link(by: "relativePath")
    stats: [AboutStat!]!
    process: [AboutItem!]!
    values: [AboutItem!]!
  }
  type AboutStat { value: String!, label: String! }
  type AboutItem { title: String!, description: String! }

  type OurSolutions implements Node @dontInfer { cards: [SolutionCard!]! }
  type SolutionCard { title: String!, summary: String!, link: String!, image: File @link(by: "relativePath") }

  type HomeServicesList implements Node @dontInfer { rows: [HomeServiceRow!]! }
  type HomeServiceRow { number: String!, title: String!, link: String! }
  type HomeProcess implements Node @dontInfer { steps: [ProcessStep!]! }
  type ProcessStep { key: String!, title: String!, description: String!, image: File @link(by: "relativePath") }
  type HomeVideos implements Node @dontInfer { videos: [HomeVideo!]! }
  # One of src (an MP4 under static/) and youtubeId, as the content schema requires; the poster is
  # a file under static/ by its site path, used as it is by the slide and by <video poster>; the
  # transcript is the text the video shows, line by line (required for an MP4 of our own).
  type HomeVideo { name: String!, description: String!, src: String, youtubeId: String, poster: String!, transcript: [String!] }
  type HomeClients implements Node @dontInfer { clients: [ClientLogo!]! }
  type ClientLogo { name: String!, logo: File @link(by: "relativePath") }

  # Blog posts and legal pages share the Mdx type; fields.kind tells them apart (set in onCreateNode).
  type Mdx implements Node { frontmatter: MdxFrontmatter!, fields: MdxFields! }
  type MdxFields { kind: String!, slug: String! }
  type MdxFrontmatter {
    title: String!
    date: Date @dateformat
    description: String
    image: File @fileByRelativePath
    imageAlt: String
    path: String
    updated: String
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes([
    typeDefs,
    schema.buildObjectType({
      name: "ServiceFaq",
      fields: {
        id: "String!",
        question: "String!",
        answer: "String!",
        // Sanitised once at build time; the page renders it with dangerouslySetInnerHTML.
        answerHtml: { type: "String!", resolve: (source: { answer: string }) => sanitizeAnswer(source.answer) },
      },
    }),
  ])
}
