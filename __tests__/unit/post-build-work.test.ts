/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { eachLimited } from "../../gatsby/each-limited"
import { writeOgImages } from "../../gatsby/og-images"
import { pageFiles } from "../../gatsby/page-files"
import { precompressPages } from "../../gatsby/precompress"
import { removeStalePictures } from "../../gatsby/stale-pictures"

let dir: string
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "post-build-"))))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A built page with its title and share image. */
function page(route: string, title: string): void {
  const file = path.join(dir, route, "index.html")
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const image = `https://www.example.com/og/${route || "home"}.jpg`
  fs.writeFileSync(
    file,
    `<html><head><title>${title} | Brand</title><link rel="canonical" href="https://www.example.com/${route}"/>` +
      `<meta property="og:image" content="${image}"/></head><body>${title}</body></html>`,
  )
}

describe("the pages' files", () => {
  it("are listed without the folders of assets, page data, share images and the editor", () => {
    page("", "Home")
    page("blog/media", "A post whose address has a folder's name")
    for (const file of ["static/a1b2/cover.webp", "page-data/app-data.json", "og/home.jpg", "cms/index.html"]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), "not a page")
    }
    expect(
      pageFiles(dir)
        .map((file) => path.relative(dir, file))
        .sort(),
    ).toEqual(["blog/media/index.html", "index.html"])
    expect(pageFiles(path.join(dir, "no-such-public"))).toEqual([])
  })
})

describe("brotli copies", () => {
  it("are made for pages whose bytes changed, and removed with their page", async () => {
    page("", "Home")
    page("about", "About")
    const first = await precompressPages(dir)
    expect([first.pages, first.compressed]).toEqual([2, 2])
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "about", "index.html.br"))).toString()).toContain("About")

    expect((await precompressPages(dir, first.digests)).compressed).toBe(0)
    page("about", "About us")
    const edited = await precompressPages(dir, first.digests)
    expect(edited.compressed).toBe(1)
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "about", "index.html.br"))).toString()).toContain("About us")

    fs.rmSync(path.join(dir, "about", "index.html"))
    expect((await precompressPages(dir, edited.digests)).pages).toBe(1)
    expect(fs.existsSync(path.join(dir, "about", "index.html.br"))).toBe(false)
    // A copy lost since the last build is made again.
    fs.rmSync(path.join(dir, "index.html.br"))
    expect((await precompressPages(dir, edited.digests)).compressed).toBe(1)
  })
})

describe("pictures of files that are gone", () => {
  it("are removed from public/static, and only those", async () => {
    const write = (file: string, bytes: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), bytes)
    }
    const md5 = (bytes: string) => crypto.createHash("md5").update(bytes).digest("hex")
    // The digests of the File nodes Gatsby sourced: the removed cover's is not among them.
    const files = new Set([md5("kept cover"), md5("hero"), md5("a page's text")])
    for (const source of ["kept cover", "hero", "removed cover"]) {
      write(`public/static/${md5(source)}/06fb6/cover.webp`, "drawn")
      write(`public/static/cover-${md5(source)}.jpg`, source)
    }
    // webpack's files: a digest of the same form, no folder of pictures.
    write(`public/static/inter-subset-${md5("font")}.woff2`, "font")
    write("public/static/0123456789abcdef0123456789abcdef.txt", "a file, not a folder of pictures")
    expect(await removeStalePictures(path.join(dir, "public"), files)).toBe(1)
    expect(fs.readdirSync(path.join(dir, "public", "static")).sort()).toEqual(
      [
        md5("kept cover"),
        `cover-${md5("kept cover")}.jpg`,
        md5("hero"),
        `cover-${md5("hero")}.jpg`,
        `inter-subset-${md5("font")}.woff2`,
        "0123456789abcdef0123456789abcdef.txt",
      ].sort(),
    )
    // Nothing more to remove; a build without pictures has none to remove.
    expect(await removeStalePictures(path.join(dir, "public"), files)).toBe(0)
    expect(await removeStalePictures(path.join(dir, "no-such-public"), files)).toBe(0)
  })
})

describe("share images", () => {
  it("are drawn for titles that changed, kept for the rest, and removed when no page names them", async () => {
    page("", "Home")
    page("about", "About")
    const first = await writeOgImages(dir, "Brand")
    expect([first.images, first.drawn]).toEqual([2, 2])
    const drawnAt = fs.statSync(path.join(dir, "og", "home.jpg")).mtimeMs

    expect((await writeOgImages(dir, "Brand", first.keys)).drawn).toBe(0)
    page("about", "About us")
    const edited = await writeOgImages(dir, "Brand", first.keys)
    expect(edited.drawn).toBe(1)
    expect(fs.statSync(path.join(dir, "og", "home.jpg")).mtimeMs).toBe(drawnAt)

    fs.rmSync(path.join(dir, "about"), { recursive: true })
    expect((await writeOgImages(dir, "Brand", edited.keys)).images).toBe(1)
    expect(fs.readdirSync(path.join(dir, "og"))).toEqual(["home.jpg"])
  })
})

describe("eachLimited", () => {
  it("does every item, never more at once than its limit", async () => {
    let running = 0
    let most = 0
    const done: number[] = []
    await eachLimited(
      [1, 2, 3, 4, 5, 6, 7],
      async (n) => {
        running++
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 8 - n))
        done.push(n)
        running--
      },
      3,
    )
    expect(most).toBe(3)
    expect([...done].sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it("passes a failure on", async () => {
    await expect(
      eachLimited(
        [1, 2],
        async (n) => {
          if (n === 2) throw new Error("two")
        },
        1,
      ),
    ).rejects.toThrow("two")
  })
})
