/** @jest-environment node */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import RSS from "rss"
import { feedChannel, feedOptions } from "../../gatsby/feed"
import { aliasPaths, commitDates, lastModified, pageSources, sitemapOptions } from "../../gatsby/sitemap"

describe("RSS channel", () => {
  it("links the site and names itself with atom:link rel=self", () => {
    const channel = feedChannel({ siteUrl: "https://www.saffronreach.in", title: "t", description: "News from Chennai" })
    const xml = new RSS(channel).xml()
    expect(/<channel>[\s\S]*?<link>([^<]+)<\/link>/.exec(xml)?.[1]).toBe("https://www.saffronreach.in/")
    expect(xml).toContain('<atom:link href="https://www.saffronreach.in/rss.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).not.toContain("github.com")
  })

  it("is what the feed plugin's setup uses", () => {
    const query = { site: { siteMetadata: { siteUrl: "https://staging.example.in", title: "t", description: "d" } } }
    expect(feedOptions.feeds[0].setup({ query } as never)).toMatchObject({
      site_url: "https://staging.example.in/",
      feed_url: "https://staging.example.in/rss.xml",
    })
  })
})

describe("sitemap lastmod", () => {
  const git = (cwd: string, args: string[], date?: string) =>
    execFileSync("git", args, {
      cwd,
      stdio: "pipe",
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
        GIT_AUTHOR_NAME: "t",
        GIT_AUTHOR_EMAIL: "t@example.in",
        GIT_COMMITTER_NAME: "t",
        GIT_COMMITTER_EMAIL: "t@example.in",
      },
    })

  function repo(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lastmod-"))
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    write("content/services/seo-services.json", "{}")
    write("content/blog/a-post/index.mdx", '---\ntitle: "A Post"\n---\nText')
    write("content/pages/privacy.mdx", '---\npath: "/privacyPolicy"\n---\nText')
    write("src/pages/about.tsx", "export {}")
    write("content/about.json", "{}")
    git(dir, ["init", "-q"])
    git(dir, ["add", "."])
    git(dir, ["commit", "-q", "-m", "first"], "2025-01-10T10:00:00+05:30")
    fs.writeFileSync(path.join(dir, "content/about.json"), '{"a":1}')
    git(dir, ["commit", "-q", "-am", "about"], "2025-03-02T12:30:00+05:30")
    return dir
  }

  it("maps each page to the files whose text it shows", () => {
    const dir = repo()
    expect(pageSources("/service/seo-services", dir)).toEqual(["content/services/seo-services.json"])
    expect(pageSources("/blog/a-post", dir)).toEqual(["content/blog/a-post"])
    expect(pageSources("/privacyPolicy", dir)).toEqual(["content/pages/privacy.mdx"])
    expect(pageSources("/about/", dir)).toEqual(["content/about.json", "src/pages/about.tsx"])
    expect(pageSources("/no-such-page", dir)).toEqual([])
  })

  it("takes the newest commit of a page's sources, and the file's time once it is edited", () => {
    const dir = repo()
    expect(lastModified("/service/seo-services", dir)).toBe("2025-01-10T10:00:00+05:30")
    expect(lastModified("/blog/a-post", dir)).toBe("2025-01-10T10:00:00+05:30")
    expect(lastModified("/about", dir)).toBe("2025-03-02T12:30:00+05:30")
    expect(commitDates(dir).get("content/about.json")).toBe("2025-03-02T12:30:00+05:30")

    fs.writeFileSync(path.join(dir, "content/services/seo-services.json"), '{"edited":true}')
    const edited = lastModified("/service/seo-services", dir) as string
    expect(Math.abs(Date.parse(edited) - Date.now())).toBeLessThan(60_000)
    expect(lastModified("/no-such-page", dir)).toBeNull()
  })

  it("is what the sitemap plugin writes for each page", () => {
    const entry = sitemapOptions.serialize({ path: "/service/seo-services" })
    expect(entry.url).toBe("/service/seo-services")
    expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/)
  })
})

describe("sitemap aliases", () => {
  it("leaves out services' other addresses and a retitled post's first address", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "aliases-"))
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    }
    write("content/services/seo-services.json", JSON.stringify({ slug: "seo-services", aliases: ["seo-service"] }))
    write("content/blog/first-title/index.mdx", "---\ntitle: A Second Title\n---\n")
    write("content/blog/same-title/index.mdx", "---\ntitle: Same Title\n---\n")
    expect(aliasPaths(root)).toEqual(["/service/seo-service", "/blog/first-title"])
    fs.rmSync(root, { recursive: true })
  })
})
