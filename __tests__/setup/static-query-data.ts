// The single static query of the site (src/hooks/use-site-data.ts) answered from the content files.
import site from "../../content/site.json"
import navigation from "../../content/navigation.json"

export const staticQueryData = () => ({ site: { siteMetadata: { siteUrl: site.siteUrl } }, siteInfo: site, navigation })
