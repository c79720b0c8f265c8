import { render, screen, within } from "@testing-library/react"
import { blogListPath, POSTS_PER_PAGE } from "../../common/paths"
import { createPages, keepReading } from "../../gatsby/create-pages"
import { pageNumbers, Pagination } from "../../src/components/ui/pagination"

type Created = { path: string; component: string; context: Record<string, unknown> }

/** The pages createPages makes for a site of `posts` blog posts and one service. */
async function pagesFor(posts: number): Promise<Created[]> {
  return (await allPagesFor(posts)).filter((page) => page.component.endsWith("blog-list.tsx"))
}

/** `folderOf`: a post's folder, by default named as its title's address. */
async function allPagesFor(posts: number, folderOf = (i: number) => `post-${i}`): Promise<Created[]> {
  const created: Created[] = []
  const data = {
    allServiceEntry: { nodes: [{ id: "s", slug: "seo-services", aliases: [] }] },
    allMdx: {
      nodes: Array.from({ length: posts }, (_, i) => ({
        id: `post-${i}`,
        fields: { kind: "blog", slug: `post-${i}` },
        internal: { contentFilePath: `/site/content/blog/${folderOf(i)}/index.mdx` },
        // post-0 the oldest, a day each
        frontmatter: { path: null, date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10) },
      })),
    },
  }
  const actions = { createPage: (page: Created) => created.push(page), createRedirect: () => {} }
  const reporter = { panicOnBuild: (message: string) => Promise.reject(new Error(message)) }
  await (createPages as unknown as (args: object) => Promise<void>)({ graphql: async () => ({ data }), actions, reporter })
  return created
}

describe("the blog's list", () => {
  it("is one page at /blog while the posts fit on it, as with today's posts", async () => {
    for (const posts of [0, 2, POSTS_PER_PAGE])
      expect((await pagesFor(posts)).map((page) => [page.path, page.context])).toEqual([
        ["/blog", { skip: 0, limit: POSTS_PER_PAGE, page: 1, pages: 1 }],
      ])
  })

  it("is numbered pages at /blog, /blog/2, … each with its share of the posts, newest first", async () => {
    const pages = await pagesFor(1000)
    const count = Math.ceil(1000 / POSTS_PER_PAGE)
    expect(pages.map((page) => page.path)).toEqual(Array.from({ length: count }, (_, i) => blogListPath(i + 1)))
    expect(pages[1].context).toEqual({ skip: POSTS_PER_PAGE, limit: POSTS_PER_PAGE, page: 2, pages: count })
    // Every post on exactly one page.
    const shown = pages.reduce((sum, page) => sum + Math.min(POSTS_PER_PAGE, 1000 - (page.context.skip as number)), 0)
    expect(shown).toBe(1000)
  })

  it("links the first, the last and two pages either side of this one", () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(6, 84)).toEqual([1, null, 4, 5, 6, 7, 8, null, 84])
    expect(pageNumbers(84, 84)).toEqual([1, null, 82, 83, 84])
    expect(pageNumbers(4, 84)).toEqual([1, 2, 3, 4, 5, 6, null, 84])
  })
})

describe("a retitled post", () => {
  it("keeps its first address (its folder's name) as a second page of the same post; other folder names make none", async () => {
    const folders: Record<number, string> = { 1: "first-title", 2: "2024", 3: "Not_An-Address" }
    const posts = (await allPagesFor(4, (i) => folders[i] ?? `post-${i}`)).filter((page) => page.component.endsWith("blog-post.tsx"))
    expect(posts.map((page) => page.path).sort()).toEqual([
      "/blog/first-title",
      "/blog/post-0",
      "/blog/post-1",
      "/blog/post-2",
      "/blog/post-3",
    ])
    const [main, first] = ["/blog/post-1", "/blog/first-title"].map((path) => posts.find((page) => page.path === path))
    expect(first?.context).toEqual(main?.context)
  })
})

describe("the page numbers of a list", () => {
  const numbers = (page: number, pages: number) => {
    render(<Pagination page={page} pages={pages} pathOf={blogListPath} label="Pages of posts" />)
    const nav = screen.queryByRole("navigation", { name: "Pages of posts" })
    return nav && within(nav)
  }

  it("are left out when there is one page", () => {
    expect(numbers(1, 1)).toBeNull()
  })

  it("are plain links to each page's address, this one marked, with the previous and next pages", () => {
    const nav = numbers(6, 84)!
    expect(nav.getByText("6").getAttribute("aria-current")).toBe("page")
    expect(nav.getByText("6").closest("a")).toBeNull()
    expect(nav.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/blog/5")
    expect(nav.getByRole("link", { name: "Previous page" }).getAttribute("rel")).toBe("prev")
    expect(nav.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/blog/7")
    expect(nav.getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe("/blog")
    expect(nav.getByRole("link", { name: "Page 84" }).getAttribute("href")).toBe("/blog/84")
  })

  it("offer no previous page on the first nor a next page on the last", () => {
    expect(numbers(1, 3)!.queryByRole("link", { name: "Previous page" })).toBeNull()
    document.body.innerHTML = ""
    expect(numbers(3, 3)!.queryByRole("link", { name: "Next page" })).toBeNull()
  })
})

describe("a post's Keep reading", () => {
  it("offers its two neighbours in time, the two nearest at either end", () => {
    const posts = ["e", "d", "c", "b", "a"]
    expect(posts.map((_, i) => keepReading(posts, i).join(""))).toEqual(["dc", "ec", "db", "ca", "cb"])
    expect(keepReading(["b", "a"], 0)).toEqual(["a"])
    expect(keepReading(["a"], 0)).toEqual([])
  })

  it("names the neighbours of each post in its page's context, so a new post changes one other post page", async () => {
    const before = (await allPagesFor(30)).filter((page) => page.component.endsWith("blog-post.tsx"))
    const after = (await allPagesFor(31)).filter((page) => page.component.endsWith("blog-post.tsx"))
    expect(before.find((page) => page.path === "/blog/post-10")?.context).toMatchObject({ first: "post-11", second: "post-9" })
    const changed = after.filter((page) => {
      const old = before.find((other) => other.path === page.path)
      return !old || JSON.stringify(old.context) !== JSON.stringify(page.context)
    })
    expect(changed.map((page) => page.path)).toEqual(["/blog/post-30", "/blog/post-29"])
  })
})
