/**
 * Node type names for the JSON files under content/, by path. gatsby-transformer-json would
 * otherwise name them after the file ("PricingJson"), and every services/*.json would share
 * "ServicesJson"; explicit names keep the schema (src/node/schema.ts) readable.
 */
const byFile: Record<string, string> = {
  "site.json": "SiteInfo",
  "navigation.json": "Navigation",
  "pricing.json": "Pricing",
  "about.json": "About",
  "our-solutions.json": "OurSolutions",
  "home/services-list.json": "HomeServicesList",
  "home/process-steps.json": "HomeProcess",
  "home/videos.json": "HomeVideos",
  "home/clients.json": "HomeClients",
}

export function jsonTypeName(relativePath: string): string {
  const normalised = relativePath.split("\\").join("/")
  if (normalised.startsWith("services/")) return "ServiceEntry"
  const name = byFile[normalised]
  if (!name) throw new Error(`content/${normalised}: no node type is declared for this JSON file (src/node/type-names.ts)`)
  return name
}
