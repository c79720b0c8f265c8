/**
 * Scroll on a client-side navigation (gatsby-browser.tsx's shouldUpdateScroll): the spec has the
 * blog list, pricing and every service page open at the top; an anchor and other pages follow Gatsby.
 * The first view of a server-rendered page never reaches it: Gatsby asks only on route updates.
 */
import type { GatsbyBrowser } from "gatsby"
import { shouldUpdateScroll } from "../../gatsby-browser"

type Args = Parameters<NonNullable<GatsbyBrowser["shouldUpdateScroll"]>>[0]

const navigateTo = (url: string, action = "PUSH") => {
  const { pathname, hash } = new URL(url, "http://localhost")
  return shouldUpdateScroll!(
    {
      routerProps: { location: { pathname, hash } },
      prevRouterProps: undefined,
      getSavedScrollPosition: () => [0, 900],
      pathname,
      action,
    } as unknown as Args,
    { plugins: [] },
  )
}

describe("shouldUpdateScroll", () => {
  it("opens pricing and the blog list at the top, also on back and forward", () => {
    expect(navigateTo("/pricing")).toEqual([0, 0])
    expect(navigateTo("/pricing", "POP")).toEqual([0, 0])
    expect(navigateTo("/blog")).toEqual([0, 0])
  })

  it("opens a service page at the top when the slug changes", () => {
    expect(navigateTo("/service/seo-services")).toEqual([0, 0])
    expect(navigateTo("/service/ecommerce-website-development")).toEqual([0, 0])
  })

  it("leaves an anchor and other pages to Gatsby", () => {
    expect(navigateTo("/service/seo-services#faq")).toBe(true)
    expect(navigateTo("/about")).toBe(true)
    expect(navigateTo("/blog/transform-your-website-with-smart-technology")).toBe(true)
    expect(navigateTo("/")).toBe(true)
  })
})
