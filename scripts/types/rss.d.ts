/** The part of the `rss` library (used by gatsby-plugin-feed) that the feed tests drive directly. */
declare module "rss" {
  export default class RSS {
    constructor(channel: Record<string, unknown>)
    item(item: Record<string, unknown>): this
    xml(): string
  }
}
