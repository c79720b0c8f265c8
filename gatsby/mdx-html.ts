/**
 * An MDX body (a blog post, a legal page) as HTML, rendered once at build time, which its page's
 * template shows in its prose column. gatsby-plugin-mdx's own way, a page component of its own for
 * every MDX file, puts every post into every page: Gatsby writes the names of all page components
 * into each page's HTML, some 240 bytes a post (245 KB in every page of a blog of 1,000 posts), and
 * webpack builds a script for each. Our MDX is text (Markdown with no components), so its HTML is all
 * a page needs: one template, and a post costs no other page anything.
 */
import { createElement } from "react"
import * as runtime from "react/jsx-runtime"
import { renderToStaticMarkup } from "react-dom/server"

export async function mdxHtml(body: string): Promise<string> {
  // Loaded when first needed: an ES module, which modules that only import the schema need not load.
  const { evaluate } = await import("@mdx-js/mdx")
  const { default: Content } = await evaluate(body, { ...runtime, development: false })
  return renderToStaticMarkup(createElement(Content))
}
