/** Site paths built from content slugs (the slug is used as is, not encoded). */

/** A service page's path: "seo" → "/service/seo". */
export function servicePath(slug: string): string {
  return `/service/${slug}`
}

/** A blog post's path: "my-post" → "/blog/my-post". */
export function blogPath(slug: string): string {
  return `/blog/${slug}`
}

/**
 * A post's first address, kept when its title changes: the name of its folder (`file` is the post's
 * …/content/blog/<folder>/index.mdx; the editor names the folder after the first title and keeps it),
 * when that is an address of its own (lower-case letters, digits and single hyphens, not a page number
 * of the list) and the title now gives another (`slug`). That address shows the post too, with its
 * canonical at the title's address. Null otherwise.
 */
export function postFolderAlias(file: string, slug: string): string | null {
  const folder = file.split(/[\\/]/).at(-2) ?? ""
  return folder !== slug && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(folder) && !/^\d+$/.test(folder) ? folder : null
}

/** Posts on each page of the blog's list, newest first. */
export const POSTS_PER_PAGE = 12

/** A page of the blog's list: 1 → "/blog", 2 → "/blog/2". */
export function blogListPath(page: number): string {
  return page > 1 ? `/blog/${page}` : "/blog"
}
