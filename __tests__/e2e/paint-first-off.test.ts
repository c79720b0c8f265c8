/**
 * The site built with its start-up plugin switched off (PAINT_FIRST=off, in build-paint-first-off/)
 * is Gatsby's default build: none of the plugin's techniques is in it. The shell and enquiry
 * journeys run against this build in the same Jest project.
 */
import fs from "node:fs"
import path from "node:path"
import { COMPILE_HINT } from "../../plugins/gatsby-plugin-paint-first/compile-hint"
import { builtPages } from "../../scripts/lib/built-pages"

const publicDir = path.resolve(__dirname, "..", "..", "build-paint-first-off", "public")
const pages = builtPages(publicDir).filter((page) => page.route !== "/dev-404-page")

describe("the site built without its start-up plugin", () => {
  it("has every page", () => {
    expect(pages.map((page) => page.route)).toEqual(
      expect.arrayContaining(["/", "/about", "/contact", "/pricing", "/services", "/blog", "/service/seo-services"]),
    )
  })

  it.each(pages.map((page) => [page.route, page] as const))(
    "%s starts Gatsby's scripts as Gatsby writes them, with emotion's own styles",
    (_route, page) => {
      expect(page.html).not.toContain('id="start-after-paint"')
      expect(page.html).toMatch(/<script src="\/app-[0-9a-f]+\.js" async/)
      expect(page.html).not.toContain("data-sr-styles")
      expect(page.html).toContain('data-emotion="css')
    },
  )

  it("has no compile hint in its app bundle", () => {
    // The app bundle the pages start (public/ keeps earlier builds' bundles too).
    const app = pages.find((page) => page.route === "/")!.scripts.find((src) => /^\/app-[0-9a-f]+\.js$/.test(src))
    expect(app).toBeDefined()
    const source = fs.readFileSync(path.join(publicDir, app!), "utf8")
    expect(source.startsWith(COMPILE_HINT)).toBe(false)
  })
})
