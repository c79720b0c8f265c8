/**
 * The GraphQL schema of the content: generated from the content registry's zod schemas
 * (src/content-schema/graphql.ts), plus what Gatsby's own nodes carry (MDX fields) and the FAQ
 * answer as sanitised HTML.
 */
import type { GatsbyNode } from "gatsby"
import sanitizeHtml from "sanitize-html"
import { graphqlTypeDefs } from "../src/content-schema/graphql"

/** FAQ answers are editor HTML: keep line breaks and simple emphasis and links, drop the rest. */
export function sanitizeAnswer(html: string): string {
  return sanitizeHtml(html.replace(/\r?\n/g, "<br>"), {
    allowedTags: ["br", "strong", "em", "b", "i", "ul", "ol", "li", "a", "p"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["https", "mailto", "tel"],
    allowProtocolRelative: false,
  })
}

/** Blog posts and legal pages are both Mdx nodes; fields.kind (set in onCreateNode) tells them apart. */
const mdxTypeDefs = `
  type Mdx implements Node { frontmatter: MdxFrontmatter!, fields: MdxFields! }
  type MdxFields { kind: String!, slug: String! }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([graphqlTypeDefs(), mdxTypeDefs])
}

/** FAQ answers are sanitised once at build time; the page renders them with dangerouslySetInnerHTML. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    ServiceFaq: { answerHtml: { type: "String!", resolve: (source: { answer: string }) => sanitizeAnswer(source.answer) } },
  })
}
