// Typed exports only; each Gatsby API lives in its own module under gatsby/.
export { onPreBootstrap } from "./gatsby/validate-content"
export { createResolvers, createSchemaCustomization } from "./gatsby/schema"
export { onCreateNode } from "./gatsby/on-create-node"
export { createPages } from "./gatsby/create-pages"
export { onPostBuild } from "./gatsby/post-build"
export { onCreateWebpackConfig } from "./gatsby/webpack"
