import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { blogListPath, blogPath, postFolderAlias, POSTS_PER_PAGE, servicePath } from "../common/paths"

const template = (name: string) => path.resolve(__dirname, "..", "src", "templates", `${name}.tsx`)

type PagesQuery = {
  allServiceEntry: { nodes: { id: string; slug: string; aliases: string[] }[] }
  allMdx: {
    nodes: {
      id: string
      fields: { kind: string; slug: string }
      internal: { contentFilePath: string }
      frontmatter: { path: string | null; date: string | null }
    }[]
  }
}

/**
 * The posts "Keep reading" offers after post `index` of a list newest first: its two neighbours in
 * time (the two nearest at either end), so a new or edited post changes its neighbours' pages only.
 */
export function keepReading<T>(newestFirst: readonly T[], index: number): T[] {
  const start = Math.min(Math.max(index - 1, 0), Math.max(newestFirst.length - 3, 0))
  return newestFirst.slice(start, start + 3).filter((_, i) => start + i !== index)
}

/**
 * Only ids and paths go into page context; each template queries its own data. Service aliases
 * and a retitled post's first address get their own page with the main address's content and a
 * canonical link to it, so an old address keeps working without splitting the page's ranking.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { createPage, createRedirect } = actions
  const result = await graphql<PagesQuery>(`
    {
      allServiceEntry {
        nodes {
          id
          slug
          aliases
        }
      }
      allMdx {
        nodes {
          id
          fields {
            kind
            slug
          }
          internal {
            contentFilePath
          }
          frontmatter {
            path
            date
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query content for page creation", result.errors)
    return
  }

  for (const entry of result.data.allServiceEntry.nodes) {
    const canonicalPath = servicePath(entry.slug)
    for (const slug of [entry.slug, ...entry.aliases]) {
      createPage({ path: servicePath(slug), component: template("service-page"), context: { id: entry.id, slug, canonicalPath } })
    }
  }
  // Unknown /service/<slug>: placeholder content, title-cased slug, noindex. Static pages win.
  createPage({ path: "/service/__fallback", matchPath: "/service/*", component: template("service-fallback"), context: {} })

  const mdx = result.data.allMdx.nodes
  for (const node of mdx.filter((node) => node.fields.kind !== "blog" && node.frontmatter.path)) {
    createPage({ path: node.frontmatter.path as string, component: template("legal-page"), context: { id: node.id } })
  }
  const newestFirst = mdx
    .filter((node) => node.fields.kind === "blog")
    .sort((a, b) => (b.frontmatter.date ?? "").localeCompare(a.frontmatter.date ?? "") || a.fields.slug.localeCompare(b.fields.slug))
  newestFirst.forEach((node, index) => {
    // The two posts of Keep reading, newest first; "" where there is none (a blog of one or two posts).
    const [first = "", second = ""] = keepReading(newestFirst, index).map((other) => other.id)
    const alias = postFolderAlias(node.internal.contentFilePath, node.fields.slug)
    for (const slug of alias ? [node.fields.slug, alias] : [node.fields.slug]) {
      createPage({ path: blogPath(slug), component: template("blog-post"), context: { id: node.id, first, second } })
    }
  })
  // The blog's list, newest first, a page of POSTS_PER_PAGE at /blog, /blog/2, …
  const posts = newestFirst.length
  const pages = Math.max(1, Math.ceil(posts / POSTS_PER_PAGE))
  for (let page = 1; page <= pages; page++) {
    const context = { skip: (page - 1) * POSTS_PER_PAGE, limit: POSTS_PER_PAGE, page, pages }
    createPage({ path: blogListPath(page), component: template("blog-list"), context })
  }
  // Unknown /blog/<slug>: 'No blog data available.', the site's 404 page as it shows under /blog/,
  // written as the nearest 404.html of the blog's addresses, which the server and the CDN send with
  // status 404. Not a client-only route /blog/*: Gatsby would list every post in its match paths,
  // which the app's script holds (every page's HTML would change with each post added).
  createPage({ path: "/blog/404.html", component: path.resolve(__dirname, "..", "src", "pages", "404.tsx"), context: {} })

  // /index is served by our server as the home page itself (server/static-site.ts): a Gatsby page
  // there would write page-data/index/, the home page's own page-data file. In the browser, Gatsby
  // then moves /index to / so the page hydrates as Home.
  createRedirect({ fromPath: "/index", toPath: "/", redirectInBrowser: true })
}
