/**
 * Every kind of content file, once: where its files are under content/, the GraphQL node type
 * Gatsby makes of them, and the zod schema they must pass. Validation (validate.ts), the node type
 * names (gatsby-transformer-json's typeName) and the GraphQL schema (graphql.ts) all read this list.
 */
import type { z } from "zod"
import {
  aboutSchema,
  blogFrontmatterSchema,
  homeClientsSchema,
  homeProcessSchema,
  homeServicesListSchema,
  homeVideosSchema,
  legalFrontmatterSchema,
  navigationSchema,
  pricingSchema,
  serviceSchema,
  servicesPageSchema,
  siteSchema,
} from "./index"

export type ContentType = {
  /** The GraphQL node type; MDX files are all `Mdx` nodes, and their frontmatter schemas merge. */
  typeName: string
  /** What an editor calls it. */
  label: string
  /** The files under content/: a path, or one with `*` standing for one name (e.g. "services/*.json"). */
  files: string
  schema: z.ZodType
  /** A single file the site cannot build without. */
  required?: boolean
  /**
   * The fields a results page shows, held to its limits as rendered (src/utils/search-snippet.ts):
   * the title with the brand suffix, the description's length. A page whose title is in code
   * (PAGE_META) names only its description.
   */
  snippet?: { title?: string; description: string }
  /**
   * Where the site shows an entry, for the editor's "View Live" (Decap's preview_path: `{{slug}}` is
   * the entry's file name, `{{fields.x}}` a field's value as an address); none: the home page.
   */
  livePath?: string
}

export const CONTENT_TYPES: readonly ContentType[] = [
  {
    typeName: "SiteInfo",
    label: "Site details",
    files: "site.json",
    schema: siteSchema,
    required: true,
    snippet: { title: "title", description: "description" },
  },
  { typeName: "Navigation", label: "Navigation", files: "navigation.json", schema: navigationSchema, required: true },
  {
    typeName: "ServiceEntry",
    label: "Services",
    files: "services/*.json",
    schema: serviceSchema,
    snippet: { title: "metaTitle", description: "metaDescription" },
    livePath: "service/{{slug}}",
  },
  { typeName: "Pricing", label: "Pricing", files: "pricing.json", schema: pricingSchema, livePath: "pricing" },
  {
    typeName: "About",
    label: "About page",
    files: "about.json",
    schema: aboutSchema,
    snippet: { description: "description" },
    livePath: "about",
  },
  { typeName: "OurSolutions", label: "Services page cards", files: "our-solutions.json", schema: servicesPageSchema, livePath: "services" },
  { typeName: "HomeServicesList", label: "Home: services list", files: "home/services-list.json", schema: homeServicesListSchema },
  { typeName: "HomeProcess", label: "Home: how we work", files: "home/process-steps.json", schema: homeProcessSchema },
  { typeName: "HomeVideos", label: "Home: videos", files: "home/videos.json", schema: homeVideosSchema },
  { typeName: "HomeClients", label: "Home: clients", files: "home/clients.json", schema: homeClientsSchema },
  {
    typeName: "Mdx",
    label: "Blog posts",
    files: "blog/*/index.mdx",
    schema: blogFrontmatterSchema,
    snippet: { title: "title", description: "description" },
    // The address follows the title (common/text.ts), as Decap writes a title as an address.
    livePath: "blog/{{fields.title}}",
  },
  {
    typeName: "Mdx",
    label: "Legal pages",
    files: "pages/*.mdx",
    schema: legalFrontmatterSchema,
    snippet: { title: "title", description: "description" },
    livePath: "{{fields.path}}",
  },
]

const patternOf = (files: string) => new RegExp(`^${files.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]+")}$`)

/** The content type of a file, by its path under content/ ("services/seo.json"). */
export function contentTypeOf(relativePath: string): ContentType | undefined {
  const normalised = relativePath.split("\\").join("/")
  return CONTENT_TYPES.find((type) => patternOf(type.files).test(normalised))
}

/** The node type of a JSON file under content/, for gatsby-transformer-json. */
export function jsonTypeName(relativePath: string): string {
  const type = relativePath.endsWith(".json") ? contentTypeOf(relativePath) : undefined
  if (!type) throw new Error(`content/${relativePath}: no content type is declared for this file (src/content-schema/registry.ts)`)
  return type.typeName
}
