/** Site paths built from content slugs (the slug is used as is, not encoded). */

/** A service page's path: "seo" → "/service/seo". */
export function servicePath(slug: string): string {
  return `/service/${slug}`
}

/** A blog post's path: "my-post" → "/blog/my-post". */
export function blogPath(slug: string): string {
  return `/blog/${slug}`
}

/** Posts on each page of the blog's list, newest first. */
export const POSTS_PER_PAGE = 12

/** A page of the blog's list: 1 → "/blog", 2 → "/blog/2". */
export function blogListPath(page: number): string {
  return page > 1 ? `/blog/${page}` : "/blog"
}
