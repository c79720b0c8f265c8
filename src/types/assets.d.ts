// Font files imported for their URL (webpack emits them under /static with a content hash).
declare module "*.woff2" {
  const url: string
  export default url
}
