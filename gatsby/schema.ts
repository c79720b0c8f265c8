/**
 * The GraphQL schema of the content: generated from the content registry's zod schemas
 * (src/content-schema/graphql.ts), plus what Gatsby's own nodes carry (MDX fields), an MDX body
 * as HTML (mdx-html.ts) and the FAQ answer as sanitised HTML.
 */
import type { GatsbyNode } from "gatsby"
import MarkdownIt from "markdown-it"
import sanitizeHtml from "sanitize-html"
import { graphqlTypeDefs } from "../src/content-schema/graphql"
import { mdxHtml } from "./mdx-html"

/** CommonMark; HTML typed into the text is shown as text, not taken as HTML. */
const commonMark = new MarkdownIt({ html: false })

/**
 * FAQ answers are Markdown (the editor's rich text): paragraphs, lists, emphasis and links, rendered
 * to HTML that keeps only those, and links to this site or https, mailto and tel.
 */
export function sanitizeAnswer(markdown: string): string {
  return sanitizeHtml(commonMark.render(markdown), {
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

/**
 * FAQ answers are sanitised, and MDX bodies rendered, once at build time; the pages show them with
 * dangerouslySetInnerHTML.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    ServiceFaq: { answerHtml: { type: "String!", resolve: (source: { answer: string }) => sanitizeAnswer(source.answer) } },
    Mdx: { html: { type: "String!", resolve: (source: { body: string }) => mdxHtml(source.body) } },
  })
}
