// A Gatsby plugin: its APIs are gatsby-node.ts, gatsby-ssr.tsx and gatsby-browser.tsx.
