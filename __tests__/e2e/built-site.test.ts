/**
 * What the build must always produce, checked on public/ itself: head tags and JSON-LD on every
 * page, a sitemap of exactly the canonical pages, robots.txt, share images, and first-load JS budgets.
 */
import fs from "node:fs"
import path from "node:path"
import {
  builtPages,
  canonicalOf,
  decodeHtml,
  firstLoadJs,
  hasType,
  isNoindex,
  jsonLdBlocks,
  jsonLdNodes,
  metaContent,
  type BuiltPage,
} from "../../scripts/lib/built-pages"
import { COMPILE_HINT } from "../../plugins/gatsby-plugin-paint-first/compile-hint"
import { foldIndex } from "../../plugins/gatsby-plugin-paint-first/split-styles"
import { INTER_RUPEE_RANGES, INTER_SUBSET_RANGES } from "../../src/utils/font-subset"

const publicDir = path.resolve(__dirname, "..", "..", "public")
const pages = builtPages(publicDir)
const KB = 1024

/** Pages meant for people and search engines (not 404s, not client-only fallbacks). */
const contentPages = pages.filter((p) => !p.route.includes("404") && !p.route.includes("__fallback") && p.route !== "/dev-404-page")

describe("every built page", () => {
  it("found the site's pages", () => {
    expect(contentPages.length).toBeGreaterThanOrEqual(55)
  })

  it.each(contentPages.map((p) => [p.route, p] as [string, BuiltPage]))("%s has the required head tags", (_route, page) => {
    const { html } = page
    expect(html).toMatch(/<html[^>]* lang="en-IN"/)
    expect(html).toMatch(/<title[^>]*>[^<]{10,}<\/title>/)
    const description = metaContent(html, "name", "description")
    expect(description && description.length).toBeGreaterThanOrEqual(50)
    const canonical = canonicalOf(html)
    expect(canonical).toMatch(/^https:\/\//)
    for (const key of ["og:title", "og:description", "og:url", "og:image", "og:type"])
      expect(metaContent(html, "property", key)).toBeTruthy()
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image")
    const image = new URL(metaContent(html, "property", "og:image") as string)
    expect(fs.existsSync(path.join(publicDir, decodeURIComponent(image.pathname)))).toBe(true)
    // One JSON-LD document per page, its nodes in one @graph (references by @id resolve in it).
    const blocks = jsonLdBlocks(html)
    expect(blocks).toHaveLength(1)
    expect(JSON.parse(blocks[0])["@context"]).toBe("https://schema.org")
    const nodes = jsonLdNodes(html)
    if (page.route !== "/") expect(nodes.some((node) => hasType(node, "BreadcrumbList"))).toBe(true)
    for (const node of nodes) expect(typeof node["@type"]).toBe("string")
  })

  it.each(contentPages.map((p) => [p.route, p] as [string, BuiltPage]))(
    "%s has its styles in the head and preloads the font its first paint uses",
    (_route, page) => {
      const head = page.html.slice(0, page.html.indexOf("</head>"))
      const body = page.html.slice(page.html.indexOf("<body"))
      // Every emotion rule is in the head's one style block, none before elements in the body.
      expect(head).toMatch(/<style data-sr-styles="">/)
      expect(head).toMatch(/<style data-sr-global="[^"]+">/)
      expect(body).not.toMatch(/<style/)
      // Our Inter subset is preloaded and declared `optional`: drawn when it is there within the
      // short block period (and from the cache on every later view), never swapped in later, which
      // would reflow the page.
      const face =
        /@font-face\{font-family:"Inter Variable";[^}]*font-display:optional;[^}]*src:url\(([^)]+)\)[^}]*unicode-range:U\+0020-007E/.exec(
          head,
        )
      expect(face).not.toBeNull()
      const file = (face as RegExpExecArray)[1]
      expect(head).toContain(`<link rel="preload" as="font" type="font/woff2" href="${file}" crossorigin="anonymous"`)
      expect(fs.existsSync(path.join(publicDir, file))).toBe(true)
      // The subset is alone in its family: a face of the first family not yet downloaded would
      // stand in with the system's default font, one query to the system per size and weight of
      // the first layout.
      expect(head.match(/@font-face\{font-family:"Inter Variable"/g)).toHaveLength(1)
      expect(head).toMatch(/font-family:"Inter Variable","Inter Extended","Inter Fallback"[;}]/)
      // One weight range for every Inter face: a browser matches weight before unicode-range, so a
      // face with another range would hide the rest and Inter would never be drawn.
      const weights = new Set(
        [...head.matchAll(/@font-face\{font-family:"Inter (?:Variable|Extended)";[^}]*font-weight:([^;]+);/g)].map((match) => match[1]),
      )
      expect([...weights]).toEqual(["400 800"])
      expect(head).not.toContain("font-display:swap")
      // The rupee sign has a face of its own, inlined in the head of the page that shows prices: it
      // requests no font besides the subset (Latin Extended, 85 KB, is not needed for it). Other
      // pages do not carry it.
      const rupee = /@font-face\{font-family:"Inter Extended";[^}]*src:url\(([^)]+)\)[^}]*unicode-range:U\+20B9;?\}/.exec(head)?.[1]
      if (page.route === "/pricing") expect(rupee).toMatch(/^data:font\/woff2;base64,/)
      else expect(rupee).toBeUndefined()
    },
  )

  it.each(contentPages.map((p) => [p.route, p] as [string, BuiltPage]))("%s sends no legacy vendor-prefixed CSS", (_route, page) => {
    const css = [...page.html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("")
    // No -ms- or -moz- copies, and none of -webkit- but the few still needed, each next to the standard form.
    expect(css).not.toMatch(/-(ms|moz)-/)
    for (const [prefixed] of css.matchAll(/-webkit-[a-z-]+/g)) {
      expect([
        "-webkit-text-size-adjust",
        "-webkit-font-smoothing",
        "-webkit-tap-highlight-color",
        "-webkit-details-marker",
        "-webkit-mask-image",
        "-webkit-backdrop-filter",
      ]).toContain(prefixed)
    }
    if (css.includes("-webkit-mask-image:")) expect(css).toMatch(/[;{]mask-image:/)
  })

  it.each(contentPages.map((p) => [p.route, p] as [string, BuiltPage]))(
    "%s draws all its text with the site's own Inter files, none with a system font",
    (_route, page) => {
      // A character outside them is looked up in the system's fonts in the first layout
      // (blocking calls to the browser process) and drawn in another face.
      const text = decodeHtml(
        page.html
          .slice(page.html.indexOf("<body"))
          .replace(/<(script|style|noscript)\b[^>]*>[\s\S]*?<\/\1>/g, "")
          .replace(/<[^>]*>/g, " ")
          .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code))),
      )
      const drawn = (code: number) => [...INTER_SUBSET_RANGES, ...INTER_RUPEE_RANGES].some(([from, to]) => code >= from && code <= to)
      const outside = [...new Set(text)].filter((ch) => (ch.codePointAt(0) as number) >= 0x20 && !drawn(ch.codePointAt(0) as number))
      expect(outside).toEqual([])
    },
  )

  it.each(contentPages.map((p) => [p.route, p] as [string, BuiltPage]))(
    "%s gives every image whole-pixel dimensions and an address",
    (_route, page) => {
      for (const [tag] of page.html.matchAll(/<img\b[^>]*>/g)) {
        expect(tag).toMatch(/\ssrc="[^"]+"/)
        for (const [, value] of tag.matchAll(/\s(?:width|height)="([^"]*)"/g)) expect(value).toMatch(/^\d+$/)
      }
    },
  )

  it("gives every canonical page a unique title and description", () => {
    const canonical = contentPages.filter((p) => !isNoindex(p.html) && new URL(canonicalOf(p.html) as string).pathname === p.route)
    const titles = canonical.map((p) => /<title[^>]*>([^<]*)<\/title>/.exec(p.html)?.[1])
    const descriptions = canonical.map((p) => metaContent(p.html, "name", "description"))
    expect(new Set(titles).size).toBe(titles.length)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })

  it("has WebSite and the agency on home, Service and FAQPage on service pages, BlogPosting on posts", () => {
    const types = (route: string) =>
      jsonLdNodes((pages.find((p) => p.route === route) as BuiltPage).html).map((node) => node["@type"] as string)
    expect(types("/")).toEqual(expect.arrayContaining(["WebSite", "ProfessionalService"]))
    expect(types("/service/seo-services")).toEqual(expect.arrayContaining(["Service", "FAQPage", "BreadcrumbList"]))
    expect(types("/blog/why-ai-matters-in-website-development")).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]))
    expect(types("/contact")).toEqual(expect.arrayContaining(["ProfessionalService"]))
  })
})

describe("sitemap and robots", () => {
  const sitemap = fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8")
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)

  it("lists exactly the canonical pages: no aliases, fallbacks, 404s or /index", () => {
    const expected = contentPages
      .filter((p) => !isNoindex(p.html) && new URL(canonicalOf(p.html) as string).pathname === p.route)
      .map((p) => p.route)
    expect([...locs].sort()).toEqual([...expected].sort())
    expect(locs).not.toContain("/index")
    expect(locs).not.toContain("/service/seo-service")
    expect(locs).toContain("/service/seo-services")
  })

  it("has a robots.txt that names the sitemap", () => {
    const robots = fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8")
    expect(robots).toMatch(/^Sitemap: https:\/\/\S+\/sitemap-index\.xml$/m)
    expect(fs.existsSync(path.join(publicDir, "sitemap-index.xml"))).toBe(true)
  })

  it("links a favicon and a home-screen icon that exist, and no web app manifest (fetched ahead of the largest paint)", () => {
    for (const page of pages) {
      const icons = [...page.html.matchAll(/<link rel="(icon|apple-touch-icon|manifest)"[^>]*href="([^"]+)"/g)].map((m) => [m[1], m[2]])
      expect(icons).toEqual([
        ["icon", "/favicon-32x32.png"],
        ["apple-touch-icon", "/apple-touch-icon.png"],
      ])
    }
    for (const [file, size] of [
      ["favicon-32x32.png", 32],
      ["apple-touch-icon.png", 180],
      ["icons/icon-512x512.png", 512],
    ] as const) {
      const png = fs.readFileSync(path.join(publicDir, file))
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size])
    }
  })

  it("has an RSS feed of the posts", () => {
    const rss = fs.readFileSync(path.join(publicDir, "rss.xml"), "utf8")
    expect(rss).toContain("Transform Your Website with Smart Technology")
    expect(rss).toContain("Why AI Matters in Website Development")
  })

  it("lists the posts on one page at /blog while they fit on it: no page numbers, no next page", () => {
    const html = fs.readFileSync(path.join(publicDir, "blog", "index.html"), "utf8")
    expect(html).toContain("Why AI Matters in Website Development")
    expect(html).not.toContain('aria-label="Pages of posts"')
    expect(html).not.toMatch(/<link rel="(next|prev)"/)
    expect(fs.existsSync(path.join(publicDir, "blog", "2", "index.html"))).toBe(false)
  })
})

describe("MDX bodies", () => {
  it("are HTML in their page, so that every page names the site's templates and no post of its own", () => {
    const post = fs.readFileSync(path.join(publicDir, "blog", "why-ai-matters-in-website-development", "index.html"), "utf8")
    expect(post).toMatch(/<h2>Where AI genuinely helps in the build<\/h2>/)
    expect(post).toMatch(/<li><strong>First drafts of repetitive code<\/strong>, such as/)
    const home = fs.readFileSync(path.join(publicDir, "index.html"), "utf8")
    const mapping = /window\.___chunkMapping="((?:[^"\\]|\\.)*)"/.exec(home)?.[1] ?? ""
    const components = Object.keys(JSON.parse(JSON.parse(`"${mapping}"`))).filter((name) => name.startsWith("component---"))
    expect(components).toContain("component---src-templates-blog-post-tsx")
    for (const name of components) expect(name).toMatch(/^component---src-(pages|templates)-[a-z0-9-]+-tsx$/)
  })
})

describe("the first round trip", () => {
  // TCP sends ten segments (14,600 bytes) in its first round trip on a new connection; the page's
  // headers take about 1.2 KB of them (the Content-Security-Policy most). A page whose brotli copy
  // fits the rest is painted a round trip earlier (150 ms in Lighthouse's mobile simulation).
  it.each(contentPages.map((p) => [p.route, p] as [string, BuiltPage]))(
    "%s sends at most 13,300 bytes of compressed HTML",
    (_route, page) => {
      expect(fs.statSync(`${page.file}.br`).size).toBeLessThanOrEqual(13_300)
    },
  )

  it.each(contentPages.map((p) => [p.route, p] as [string, BuiltPage]))(
    "%s styles its first screen from its head; the rest of its rules come in a shared later sheet",
    (_route, page) => {
      const head = page.html.slice(0, page.html.indexOf("</head>"))
      const body = page.html.slice(page.html.indexOf("<body"))
      const headRules = /<style data-sr-styles="">([\s\S]*?)<\/style>/.exec(head)?.[1] ?? ""
      const href =
        /<noscript data-sr-later="">\s*<link rel="stylesheet" href="(\/static\/below-fold-[0-9a-f]{20}\.css)"\/>\s*<\/noscript>/.exec(
          head,
        )?.[1]
      if (href === undefined) return expect(headRules).not.toContain("[data-below-fold]")
      const later = fs.readFileSync(path.join(publicDir, href), "utf8")
      expect(later).toMatch(/:root\{--sr-fold:visible;--sr-fold-sections:auto;--sr-later:"[\w -]+"\}$/)
      expect(headRules).toContain("[data-below-fold]{visibility:var(--sr-fold,hidden)}")
      expect(headRules).toContain("[data-below-fold]>*{content-visibility:var(--sr-fold,hidden)}")
      expect(headRules).toContain("[data-below-fold]>:is(section,footer){content-visibility:var(--sr-fold-sections,hidden)!important}")
      // Every class of the first screen that has rules has them in the head.
      const fold = foldIndex(body)
      const firstScreen = new Set([...body.slice(0, fold).matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)))
      const onlyLater = [...firstScreen].filter((name) => later.includes(`.${name}{`) && !headRules.includes(`.${name}{`))
      expect(onlyLater).toEqual([])
    },
  )

  // Chromium draws no frame before the first screen is parsed: the head names, once, an element
  // id that comes after the fold (stability.test.ts sends the HTML in two parts).
  it.each(contentPages.map((p) => [p.route, p] as [string, BuiltPage]))(
    "%s holds its first frame until its first screen is parsed",
    (_route, page) => {
      const head = page.html.slice(0, page.html.indexOf("</head>"))
      const body = page.html.slice(page.html.indexOf("<body"))
      const expected = [...head.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render"\/>/g)].map((m) => m[1])
      expect(expected).toHaveLength(1)
      expect(body.indexOf(` id="${expected[0]}"`)).toBeGreaterThan(foldIndex(body))
    },
  )

  // The largest paint's picture is requested from the head, beside the font, in the very file the
  // picture shows (the same WebP widths and sizes), and it is the only picture fetched first.
  const withPreloadedPicture = contentPages.filter((p) => /^\/(services|service\/|blog\/)/.test(p.route))
  it.each(withPreloadedPicture.map((p) => [p.route, p] as [string, BuiltPage]))(
    "%s preloads the picture of its largest paint",
    (_route, page) => {
      const head = page.html.slice(0, page.html.indexOf("</head>"))
      const body = page.html.slice(page.html.indexOf("<body"))
      const preload =
        /<link rel="preload" as="image" type="image\/webp" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high"/i.exec(head)
      expect(preload).not.toBeNull()
      const first = [...body.matchAll(/<picture><source type="image\/webp" srcset="([^"]+)" sizes="([^"]+)"\/>(<img[^>]*>)/gi)].filter(
        (m) => m[3].includes('fetchpriority="high"'),
      )
      expect(first).toHaveLength(1)
      expect([preload![1], preload![2]]).toEqual([first[0][1], first[0][2]])
    },
  )
})

describe("first-load JavaScript budget (gzip)", () => {
  it.each(pages.map((p) => [p.route, p] as [string, BuiltPage]))("%s starts Gatsby's scripts after its first paint", (_route, page) => {
    // No script tag of its own left for the browser to fetch while the first screen loads…
    expect(page.html).not.toMatch(/<script[^>]+src=/)
    // …and the inline script starts the webpack runtime, React and the app, all of which exist.
    const names = page.scripts.map((src) => src.replace(/-[0-9a-f]+\.js$/, ""))
    expect(names).toEqual(["/webpack-runtime", "/framework", "/app"])
    for (const src of page.scripts) expect(fs.existsSync(path.join(publicDir, src))).toBe(true)
  })

  // Every chunk webpack made, those a page starts with and those loaded later (page templates, the
  // animation and form-schema chunks).
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>
  }
  const chunks = [...new Set(Object.values(stats.assetsByChunkName).flat())].filter((file) => file.endsWith(".js"))

  it.each(chunks)("%s opens with V8's compile hint, its source map a line lower to match", (file) => {
    expect(chunks.length).toBeGreaterThan(10)
    const lines = fs.readFileSync(path.join(publicDir, file), "utf8").split("\n")
    expect(lines[0]).toBe(COMPILE_HINT)
    const map = JSON.parse(fs.readFileSync(path.join(publicDir, `${file}.map`), "utf8")) as { mappings: string }
    // The hint's line maps to no source, and the map has a line for every line of code (all but the
    // last, the map's own address): the code keeps its mappings.
    expect(map.mappings.startsWith(";")).toBe(true)
    expect(map.mappings.split(";").length).toBe(lines.length - 1)
  })

  it.each(contentPages.map((p) => [p.route, p] as [string, BuiltPage]))("%s is within budget", (route, page) => {
    const budget = route === "/" || route === "/index" ? 105 * KB : 100 * KB
    expect(firstLoadJs(publicDir, page)).toBeLessThanOrEqual(budget)
  })
})
