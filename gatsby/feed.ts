/** gatsby-plugin-feed options: /rss.xml with the newest FEED_POSTS blog posts, newest first. */
import { chennaiDateTime } from "../src/utils/structured-data"
import { blogPath } from "../common/paths"

type SiteMetadata = { siteUrl: string; title: string; description: string }
type FeedQuery = {
  site: { siteMetadata: SiteMetadata }
  allMdx: {
    nodes: { excerpt: string; fields: { slug: string }; frontmatter: { title: string; date: string; description: string } }[]
  }
}

const FEED_OUTPUT = "/rss.xml"
const FEED_TITLE = "Saffron Reach — Latest news"
/** A feed reader fetches the whole file on every poll: the newest posts are what it needs. */
export const FEED_POSTS = 30

/**
 * The channel's own fields for the rss library. Its `site_url` is the channel's <link> (the
 * library falls back to its own GitHub page without it) and `feed_url` its atom:link rel="self".
 */
export function feedChannel(siteMetadata: SiteMetadata, output = FEED_OUTPUT) {
  const siteUrl = siteMetadata.siteUrl.replace(/\/$/, "")
  return {
    title: FEED_TITLE,
    description: siteMetadata.description,
    site_url: `${siteUrl}/`,
    feed_url: `${siteUrl}${output}`,
    language: "en-IN",
    generator: "GatsbyJS",
  }
}

export const feedOptions = {
  query: `{ site { siteMetadata { siteUrl title description } } }`,
  feeds: [
    {
      output: FEED_OUTPUT,
      title: FEED_TITLE,
      match: "^/blog/",
      query: `{
        allMdx(filter: { fields: { kind: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }, limit: ${FEED_POSTS}) {
          nodes { excerpt fields { slug } frontmatter { title date(formatString: "YYYY-MM-DD") description } }
        }
      }`,
      setup: ({ query }: { query: FeedQuery }) => feedChannel(query.site.siteMetadata),
      serialize: ({ query }: { query: FeedQuery }) =>
        query.allMdx.nodes.map((node) => {
          const url = `${query.site.siteMetadata.siteUrl}${blogPath(node.fields.slug)}`
          return {
            title: node.frontmatter.title,
            description: node.frontmatter.description,
            date: chennaiDateTime(node.frontmatter.date),
            url,
            guid: url,
          }
        }),
    },
  ],
}
