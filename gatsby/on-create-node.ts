import type { GatsbyNode } from "gatsby"
import { slugifyTitle } from "../common/text"

type MdxNode = { internal: { type: string; contentFilePath?: string }; frontmatter?: { title?: string } }

/** Marks each MDX file as a blog post or a page, and gives posts their slug (spec: from the title). */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions }) => {
  const mdx = node as unknown as MdxNode
  if (mdx.internal.type !== "Mdx") return
  const file = (mdx.internal.contentFilePath ?? "").split("\\").join("/")
  const kind = file.includes("/content/blog/") ? "blog" : "page"
  const slug = kind === "blog" ? slugifyTitle(mdx.frontmatter?.title ?? "") : ""
  actions.createNodeField({ node, name: "kind", value: kind })
  actions.createNodeField({ node, name: "slug", value: slug })
}
