// Typed exports only; each Gatsby API lives in its own module under src/node/.
export { onPreBootstrap } from "./src/node/validate-content"
export { createResolvers, createSchemaCustomization } from "./src/node/schema"
export { onCreateNode } from "./src/node/on-create-node"
export { createPages } from "./src/node/create-pages"
export { onPostBuild } from "./src/node/post-build"
export { onCreateWebpackConfig } from "./src/node/webpack"
