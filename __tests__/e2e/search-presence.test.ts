/**
 * What a search engine reads of the built site: links to canonical addresses only, titles and
 * descriptions that fit a results page, complete structured data, share-image text, one
 * theme-color, a feed and a sitemap that name the site and when pages changed, and one address
 * per page as our server answers it.
 */
import fs from "node:fs"
import path from "node:path"
import {
  builtPages,
  canonicalOf,
  decodeHtml,
  hasType,
  isNoindex,
  jsonLdNodes,
  metaContent,
  type BuiltPage,
  type LdNode,
} from "../../scripts/lib/built-pages"
import { aliasPaths } from "../../gatsby/sitemap"
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../../src/utils/search-snippet"
import { baseUrl, connectBrowser, newPage } from "./helpers/browser"

const root = path.resolve(__dirname, "..", "..")
const publicDir = path.join(root, "public")
const pages = builtPages(publicDir)
const home = pages.find((p) => p.route === "/") as BuiltPage
const siteUrl = new URL(canonicalOf(home.html) as string).origin
const aliases = aliasPaths(root)

const titleOf = (html: string): string => decodeHtml(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "")

/** Pages a search engine may list: not noindex, and their own canonical. */
const indexable = pages.filter((p) => {
  const canonical = canonicalOf(p.html)
  return canonical !== null && !isNoindex(p.html) && new URL(canonical).pathname === p.route
})

/** Every <a href> of a page as a path on this site (absolute links to the site included), decoded. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)].flatMap((match) => {
    const url = new URL(decodeHtml(match[1]), `${siteUrl}/`)
    return url.origin === siteUrl ? [decodeURIComponent(url.pathname)] : []
  })
}

describe("links go to canonical addresses", () => {
  it("knows the alias slugs and finds links on every page", () => {
    expect(aliases).toEqual(expect.arrayContaining(["/service/seo-service", "/service/crisis-&-preception-mangement"]))
    expect(internalLinks(home.html).filter((link) => link.startsWith("/service/")).length).toBeGreaterThan(30)
  })

  it.each(pages.map((p) => [p.route, p] as [string, BuiltPage]))("%s links no alias page", (_route, page) => {
    const links = internalLinks(page.html).map((link) => link.replace(/\/$/, ""))
    expect(links.filter((link) => aliases.includes(link))).toEqual([])
  })

  it("still builds every alias page, with its main slug as canonical", () => {
    for (const alias of aliases) {
      const page = pages.find((p) => p.route === alias)
      expect(page).toBeDefined()
      expect(new URL(canonicalOf((page as BuiltPage).html) as string).pathname).not.toBe(alias)
    }
  })
})

describe("titles and descriptions fit a results page", () => {
  it("covers every indexable page", () => {
    expect(indexable.length).toBeGreaterThanOrEqual(49)
  })

  it.each(indexable.map((p) => [p.route, p] as [string, BuiltPage]))("%s", (_route, page) => {
    const title = titleOf(page.html)
    const description = decodeHtml(metaContent(page.html, "name", "description") ?? "")
    expect({ title, length: title.length <= TITLE_MAX }).toEqual({ title, length: true })
    expect({ description, length: description.length >= DESCRIPTION_MIN && description.length <= DESCRIPTION_MAX }).toEqual({
      description,
      length: true,
    })
  })
})

describe("head of every page", () => {
  it.each(pages.map((p) => [p.route, p] as [string, BuiltPage]))("%s: share-image text and one theme-color", (_route, page) => {
    const ogAlt = metaContent(page.html, "property", "og:image:alt")
    expect(ogAlt).toMatch(/^Saffron Reach logo and the title “.+”$/)
    expect(metaContent(page.html, "name", "twitter:image:alt")).toBe(ogAlt)
    expect(page.html.match(/<meta name="theme-color"/g)).toHaveLength(1)
  })

  it("gives the 404 page no canonical of its own", () => {
    for (const route of ["/404.html", "/404"]) {
      const page = pages.find((p) => p.route === route) as BuiltPage
      expect(isNoindex(page.html)).toBe(true)
      const canonical = canonicalOf(page.html)
      if (canonical !== null) expect(canonical).not.toMatch(/404/)
      expect(metaContent(page.html, "property", "og:url") ?? "").not.toMatch(/404/)
    }
  })
})

describe("structured data", () => {
  const organizationId = `${siteUrl}/#organization`
  const nodesOf = (route: string): LdNode[] => jsonLdNodes((pages.find((p) => p.route === route) as BuiltPage).html)
  const refsIn = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(refsIn)
    if (value && typeof value === "object") {
      const entries = Object.entries(value)
      const self = entries.length === 1 && entries[0][0] === "@id" ? [entries[0][1] as string] : []
      return [...self, ...entries.flatMap(([, v]) => refsIn(v))]
    }
    return []
  }

  it("has a WebSite node on home with name, url and publisher", () => {
    const website = nodesOf("/").find((node) => hasType(node, "WebSite")) as LdNode
    expect(website).toMatchObject({ name: "Saffron Reach", url: `${siteUrl}/`, publisher: { "@id": organizationId } })
  })

  it.each(pages.map((p) => [p.route, p] as [string, BuiltPage]))("%s defines every node it refers to", (_route, page) => {
    const nodes = jsonLdNodes(page.html)
    const defined = new Set(nodes.map((node) => node["@id"]).filter(Boolean))
    for (const ref of refsIn(nodes)) expect(defined).toContain(ref)
  })

  it("names the agency by one @id on every page, as one ProfessionalService with opening hours", () => {
    const agencies = pages.flatMap((p) =>
      jsonLdNodes(p.html).filter((node) => hasType(node, "ProfessionalService") || hasType(node, "Organization")),
    )
    expect(agencies.length).toBeGreaterThan(40)
    expect(new Set(agencies.map((node) => node["@id"]))).toEqual(new Set([organizationId]))
    const agency = agencies[0]
    expect(agency.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((day) => `https://schema.org/${day}`),
        opens: "09:30",
        closes: "18:30",
      },
    ])
    expect(agency.logo).toMatchObject({ "@type": "ImageObject", url: `${siteUrl}/icons/icon-512x512.png` })
    expect(fs.existsSync(path.join(publicDir, "icons", "icon-512x512.png"))).toBe(true)
  })

  it("gives every service page a Service with serviceType, provided by the agency", () => {
    const servicePages = indexable.filter((p) => p.route.startsWith("/service/"))
    expect(servicePages.length).toBeGreaterThanOrEqual(38)
    for (const page of servicePages) {
      const service = jsonLdNodes(page.html).find((node) => hasType(node, "Service")) as LdNode
      expect(typeof service.serviceType === "string" && service.serviceType.length > 2).toBe(true)
      expect(service.provider).toEqual({ "@id": organizationId })
    }
    const seo = nodesOf("/service/seo-services").find((node) => hasType(node, "Service"))
    expect(seo?.serviceType).toBe("SEO Services")
  })

  it("gives every post a BlogPosting with the publisher's logo, zoned dates and an image 1200 px wide or more", () => {
    const posts = indexable.filter((p) => p.route.startsWith("/blog/"))
    expect(posts.length).toBeGreaterThanOrEqual(2)
    for (const page of posts) {
      const nodes = jsonLdNodes(page.html)
      const post = nodes.find((node) => hasType(node, "BlogPosting")) as LdNode & { image: { url: string; width: string } }
      for (const key of ["datePublished", "dateModified"])
        expect(post[key]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/)
      const publisher = nodes.find((node) => node["@id"] === (post.publisher as LdNode)["@id"]) as LdNode & { logo: { url: string } }
      expect(publisher.logo.url).toMatch(/^https:\/\/.+\.png$/)
      expect(Number(post.image.width)).toBeGreaterThanOrEqual(1200)
      const file = path.join(publicDir, new URL(post.image.url).pathname)
      expect(fs.existsSync(file)).toBe(true)
    }
  })
})

describe("feed and sitemap", () => {
  it("names the site as the RSS channel's link and the feed itself as atom:link rel=self", () => {
    const rss = fs.readFileSync(path.join(publicDir, "rss.xml"), "utf8")
    const channel = rss.slice(rss.indexOf("<channel>"), rss.indexOf("<item>"))
    expect(/<link>([^<]+)<\/link>/.exec(channel)?.[1]).toBe(`${siteUrl}/`)
    expect(channel).toMatch(new RegExp(`<atom:link href="${siteUrl}/rss\\.xml" rel="self" type="application/rss\\+xml"/>`))
    expect(rss).not.toContain("github.com/dylang")
  })

  it("gives every sitemap entry a lastmod with a time zone, not in the future, and posts one no earlier than their date", () => {
    const sitemap = fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8")
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(m[1])?.[1] ?? "",
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[1])?.[1],
    }))
    expect(entries.length).toBe(indexable.length)
    const builtAt = fs.statSync(path.join(publicDir, "sitemap-0.xml")).mtimeMs
    for (const { loc, lastmod } of entries) {
      expect({ loc, lastmod }).toEqual({
        loc,
        lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/),
      })
      expect(Date.parse(lastmod as string)).toBeLessThanOrEqual(builtAt + 1000)
    }
    const post = entries.find((entry) => entry.loc.endsWith("/blog/why-ai-matters-in-website-development"))
    expect(Date.parse(post?.lastmod as string)).toBeGreaterThanOrEqual(Date.parse("2025-01-17T00:00:00+05:30"))
  })
})

describe("one address per page (our server)", () => {
  const get = (pathname: string) => fetch(`${baseUrl()}${pathname}`, { redirect: "manual" })

  it.each([
    "/about",
    "/pricing",
    "/service/seo-services",
    "/service/facebook-instagram-marketing",
    "/blog/why-ai-matters-in-website-development",
  ])("%s answers 200 and %s/ a 301 to it", async (pathname) => {
    const canonical = canonicalOf(await (await get(pathname)).text())
    const [plain, slashed] = await Promise.all([get(pathname), get(`${pathname}/`)])
    expect([plain.status, slashed.status]).toEqual([200, 301])
    expect(new URL(slashed.headers.get("location") as string, baseUrl()).pathname).toBe(encodeURI(pathname))
    expect(new URL(canonical as string).pathname).toBe(encodeURI(pathname))
  })

  it("keeps /index and /index.html serving home", async () => {
    for (const pathname of ["/", "/index", "/index.html"]) {
      const response = await get(pathname)
      expect(response.status).toBe(200)
      expect(canonicalOf(await response.text())).toBe(`${siteUrl}/`)
    }
  })
})

describe("image markup as HTML wants it", () => {
  /** A page's HTML without its <noscript> copies. */
  const scripted = (html: string): string => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "")

  it.each(pages.map((p) => [p.route, p] as [string, BuiltPage]))("%s: every image and source has its address", (_route, page) => {
    const html = scripted(page.html)
    expect(html.match(/<img\b[^>]*\sdata-src(set)?="[^>]*>/g) ?? []).toEqual([])
    expect(html.match(/<source\b(?![^>]*\ssrc[sS]et=")[^>]*>/g) ?? []).toEqual([])
    expect(html.match(/<img alt="" role="presentation"[^>]*>/g) ?? []).toEqual([])
  })

  it("loads lazy images when they come near, and shows them", async () => {
    const browser = await connectBrowser()
    try {
      const { context, page } = await newPage(browser, "desktop")
      await page.goto("/about")
      const lazy = page.locator('picture img[loading="lazy"]')
      expect(await lazy.count()).toBeGreaterThan(0)
      await lazy.last().scrollIntoViewIfNeeded()
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLImageElement>('picture img[loading="lazy"]')]
            .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
            .every((img) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === "1"),
        undefined,
        { timeout: 15_000 },
      )
      await context.close()
    } finally {
      await browser.close()
    }
  })
})
