/** Site paths built from content slugs (the slug is used as is, not encoded). */

/** A service page's path: "seo" → "/service/seo". */
export function servicePath(slug: string): string {
  return `/service/${slug}`
}

/** A blog post's path: "my-post" → "/blog/my-post". */
export function blogPath(slug: string): string {
  return `/blog/${slug}`
}
