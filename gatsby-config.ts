import type { GatsbyConfig } from "gatsby"
import site from "./content/site.json"
import { jsonTypeName } from "./src/content-schema/registry"
import { sitemapOptions } from "./gatsby/sitemap"
import { feedOptions } from "./gatsby/feed"
import { developmentApiProxy } from "./gatsby/develop-proxy"
import { optionsFromEnv } from "./plugins/gatsby-plugin-paint-first/options"

// SITE_URL lets a staging deploy have its own canonicals; content/site.json holds the real one.
const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/$/, "")

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    title: site.title,
    description: site.description,
  },
  graphqlTypegen: { typesOutputPath: "types/gatsby-types.d.ts", generateOnBuild: true },
  // JSX compiles one way everywhere (the build, Jest, TypeScript): React's automatic runtime through
  // emotion's, so the css prop works in every file and no file imports React for JSX alone.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  trailingSlash: "never",
  // `gatsby develop` only: the enquiry forms and admin pages reach a running API (`npm run serve`)
  // on the development server's own origin, as they reach it through our server or the CDN.
  proxy: developmentApiProxy(process.env.API_ORIGIN),
  plugins: [
    // The start-up layer (plugins/gatsby-plugin-paint-first/README.md); PAINT_FIRST=off builds without it.
    { resolve: "gatsby-plugin-paint-first", options: optionsFromEnv(process.env) },
    // Source maps of every css block would bloat production chunks.
    { resolve: "gatsby-plugin-emotion", options: { sourceMap: false } },
    // gatsby-plugin-image itself is not a plugin here: its GraphQL types and image data come with
    // gatsby-transformer-sharp, and its components and head styles are not used (src/components/ui/picture.tsx).
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // WebP plus the original format: AVIF for every image multiplies build time several-fold. A
        // placeholder colour, not a blurred picture: each blurred one was about 800 bytes of base64
        // in the HTML, 1.5 KB of the home page's compressed HTML.
        defaults: { formats: ["auto", "webp"], placeholder: "dominantColor", quality: 72, breakpoints: [390, 640, 960, 1280, 1600] },
      },
    },
    "gatsby-transformer-sharp",
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: `${__dirname}/content` } },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: ({ node }: { node: { relativePath: string } }) => jsonTypeName(node.relativePath) },
    },
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    { resolve: "gatsby-plugin-feed", options: feedOptions },
  ],
}

export default config
