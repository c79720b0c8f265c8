/** gatsby-plugin-feed options: /rss.xml with every blog post, newest first. */
type FeedQuery = {
  site: { siteMetadata: { siteUrl: string; title: string; description: string } }
  allMdx: {
    nodes: { excerpt: string; fields: { slug: string }; frontmatter: { title: string; date: string; description: string } }[]
  }
}

export const feedOptions = {
  query: `{ site { siteMetadata { siteUrl title description } } }`,
  feeds: [
    {
      output: "/rss.xml",
      title: "Saffron Reach — Latest news",
      match: "^/blog/",
      query: `{
        allMdx(filter: { fields: { kind: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }) {
          nodes { excerpt fields { slug } frontmatter { title date description } }
        }
      }`,
      serialize: ({ query }: { query: FeedQuery }) =>
        query.allMdx.nodes.map((node) => {
          const url = `${query.site.siteMetadata.siteUrl}/blog/${node.fields.slug}`
          return { title: node.frontmatter.title, description: node.frontmatter.description, date: node.frontmatter.date, url, guid: url }
        }),
    },
  ],
}
