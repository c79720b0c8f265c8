// Font files imported for their URL (webpack emits them under /static with a content hash).
declare module "*.woff2" {
  const url: string
  export default url
}

// Gatsby's own browser entry (.cache/production-app), started by src/app-entry.ts.
declare module "gatsby-production-app"
