/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { execFileSync } from "node:child_process"
import { homeVideoSchema } from "../../src/content-schema"
import { formatIssuePath, validateContent } from "../../src/content-schema/validate"

const root = path.resolve(__dirname, "..", "..")
const contentDir = path.join(root, "content")

/** A full copy of content/ to break one file at a time, beside the real static/ (videos, posters). */
function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  fs.cpSync(contentDir, path.join(dir, "content"), { recursive: true })
  fs.symlinkSync(path.join(root, "static"), path.join(dir, "static"))
  return path.join(dir, "content")
}

const editJson = (file: string, edit: (data: Record<string, unknown>) => void) => {
  const data = JSON.parse(fs.readFileSync(file, "utf8"))
  edit(data)
  fs.writeFileSync(file, JSON.stringify(data))
}

describe("content validation", () => {
  it("accepts the committed content", () => {
    const { errors } = validateContent(contentDir)
    expect(errors).toEqual([])
  })

  it("gives every post an address of its own, and refuses a title that gives none or another post's", () => {
    const dir = copyContent()
    const setTitle = (folder: string, title: string) => {
      const file = path.join(dir, "blog", folder, "index.mdx")
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`))
    }
    const ai = "content/blog/why-ai-matters-in-website-development/index.mdx"
    const smart = "content/blog/transform-your-website-with-smart-technology/index.mdx"
    // Punctuation, a slash, a hash and a question mark leave the address: these titles are fine.
    setTitle("why-ai-matters-in-website-development", "What is new? A/B tests #1 for SEO")
    expect(validateContent(dir).errors.filter((error) => error.includes("address"))).toEqual([])
    // Two titles that differ only in what the address leaves out: one address, both files named.
    setTitle("transform-your-website-with-smart-technology", "What is new: AB tests 1, for SEO!")
    expect(validateContent(dir).errors.filter((error) => error.includes("address"))).toEqual([
      `${ai}: title gives the address /blog/what-is-new-ab-tests-1-for-seo/, which ${smart} already has`,
    ])
    setTitle("transform-your-website-with-smart-technology", "வலைத்தள வடிவமைப்பு")
    expect(validateContent(dir).errors.filter((error) => error.includes("address"))).toEqual([
      `${smart}: title gives the post no address (it needs a letter a-z or a digit)`,
    ])
    // Digits alone are the address of a page of the blog's list.
    setTitle("transform-your-website-with-smart-technology", "2024")
    expect(validateContent(dir).errors.filter((error) => error.includes("address"))).toEqual([
      `${smart}: title gives the address /blog/2024/, a page of the blog's list (it needs a letter a-z)`,
    ])
  })

  it("keeps a retitled post's first address (its folder's) for it, and refuses another post that title", () => {
    const dir = copyContent()
    const setTitle = (folder: string, title: string) => {
      const file = path.join(dir, "blog", folder, "index.mdx")
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`))
    }
    setTitle("why-ai-matters-in-website-development", "Why AI Matters When You Build a Website")
    expect(validateContent(dir).errors.filter((error) => error.includes("address"))).toEqual([])
    // The other post takes the retitled post's first address as its title's.
    setTitle("transform-your-website-with-smart-technology", "Why AI matters in website development")
    expect(validateContent(dir).errors.filter((error) => error.includes("address"))).toEqual([
      "content/blog/why-ai-matters-in-website-development/index.mdx: its folder keeps the post's first address, " +
        "/blog/why-ai-matters-in-website-development/, which content/blog/transform-your-website-with-smart-technology/index.mdx has by its title",
    ])
  })

  it("formats zod paths as file-style field paths", () => {
    expect(formatIssuePath(["faqs", 2, "id"])).toBe("faqs[2].id")
    expect(formatIssuePath(["address", "postalCode"])).toBe("address.postalCode")
  })

  it("names the file and field of a wrong type", () => {
    const dir = copyContent()
    editJson(path.join(dir, "site.json"), (site) => {
      site.copyrightYear = "2025"
    })
    const { errors } = validateContent(dir)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^content\/site\.json: copyrightYear /)
  })

  it("names the file and field of a missing required field", () => {
    const dir = copyContent()
    editJson(path.join(dir, "navigation.json"), (nav) => {
      delete (nav.contact as Record<string, unknown>).path
    })
    const { errors } = validateContent(dir)
    expect(errors.join("\n")).toContain("content/navigation.json: contact.path is required")
  })

  it("says how many items a list may have, where its schema gives no words of its own", () => {
    const dir = copyContent()
    editJson(path.join(dir, "about.json"), (about) => {
      const process = about.process as unknown[]
      process.push(process[0])
      about.story = []
    })
    editJson(path.join(dir, "services", "seo-services.json"), (entry) => {
      const faqs = entry.faqs as unknown[]
      faqs.push({ ...(faqs[0] as object), id: "04" })
    })
    const { errors } = validateContent(dir)
    expect(errors).toEqual(
      expect.arrayContaining([
        "content/about.json: process must have exactly 4 items",
        "content/about.json: story must have at least 1 item",
        "content/services/seo-services.json: faqs must have exactly three FAQs (ids 01 to 03)",
      ]),
    )
  })

  it("reports a service FAQ id that is not the two-digit sequence", () => {
    const dir = copyContent()
    const file = path.join(dir, "services", "seo-services.json")
    editJson(file, (entry) => {
      ;(entry.faqs as { id: string }[])[2].id = "3"
    })
    const { errors } = validateContent(dir)
    expect(errors.some((e) => e.startsWith("content/services/seo-services.json: faqs[2].id"))).toBe(true)
  })

  it("rejects a slug used twice and a navigation link to a missing service", () => {
    const dir = copyContent()
    editJson(path.join(dir, "services", "seo-services.json"), (entry) => {
      entry.aliases = ["digital-marketing"]
    })
    editJson(path.join(dir, "navigation.json"), (nav) => {
      ;(nav.megaMenu as { items: { value: string }[] }[])[0].items[0].value = "/service/no-such-service"
    })
    const text = validateContent(dir).errors.join("\n")
    expect(text).toMatch(/slug "digital-marketing" is already used by/)
    expect(text).toContain('megaMenu[0].items[0].value links to unknown service "no-such-service"')
  })

  it("follows the links inside an FAQ answer's Markdown too", () => {
    const dir = copyContent()
    editJson(path.join(dir, "services", "seo-services.json"), (entry) => {
      ;(entry.faqs as { answer: string }[])[1].answer = "See [our ads work](/service/no-such-ads) and [pricing](/pricing)."
    })
    expect(validateContent(dir).errors).toEqual([
      'content/services/seo-services.json: faqs[1].answer links to unknown service "no-such-ads"',
    ])
  })

  it("holds pictures in their field's folder, where the browser editor looks for them", () => {
    const dir = copyContent()
    editJson(path.join(dir, "services", "seo-services.json"), (entry) => {
      // Both exist, so only the folder is wrong: another service's folder, and a subfolder of the shared one.
      entry.aboutImage = "images/services/digital-marketing/about.jpg"
      ;(entry.closingImage as { url: string }).url = "images/services/seo-services/hero.jpg"
    })
    editJson(path.join(dir, "about.json"), (about) => {
      about.heroImage = "images/home/process-strategy.jpg"
    })
    // (The broken service then counts as missing, so links to it are reported too.)
    const errors = validateContent(dir).errors.filter((error) => !error.includes("links to unknown service"))
    expect(errors).toEqual([
      "content/services/seo-services.json: closingImage.url must be a picture directly in content/images/services/",
      "content/services/seo-services.json: aboutImage must be in the service's own folder, content/images/services/seo-services/",
      "content/about.json: heroImage must be a picture directly in content/images/about/",
    ])
  })

  it("rejects a video src or poster that does not exist under static/", () => {
    const dir = copyContent()
    editJson(path.join(dir, "home", "videos.json"), (data) => {
      const videos = data.videos as { src?: string; poster: string }[]
      videos[1].src = "/media/videos/no-such-clip.mp4"
      videos[4].poster = "/media/videos/no-such-poster.webp"
    })
    expect(validateContent(dir).errors).toEqual([
      "content/home/videos.json: videos[1].src /media/videos/no-such-clip.mp4 does not exist under static/",
      "content/home/videos.json: videos[4].poster /media/videos/no-such-poster.webp does not exist under static/",
    ])
  })

  it("fails `npm run check:content` with the file and field named", () => {
    const dir = copyContent()
    editJson(path.join(dir, "site.json"), (site) => {
      site.email = "not-an-email"
    })
    let output = ""
    let code = 0
    try {
      execFileSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/check-content.ts", dir], {
        cwd: root,
        stdio: "pipe",
      })
    } catch (error) {
      const failure = error as { status: number; stderr: Buffer }
      code = failure.status
      output = failure.stderr.toString()
    }
    expect(code).toBe(1)
    expect(output).toContain("content/site.json: email must be an e-mail address")
  })
})

describe("links and search snippets", () => {
  const runCheck = (dir: string): { code: number; output: string } => {
    try {
      execFileSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/check-content.ts", dir], {
        cwd: root,
        stdio: "pipe",
      })
      return { code: 0, output: "" }
    } catch (error) {
      const failure = error as { status: number; stderr: Buffer }
      return { code: failure.status, output: failure.stderr.toString() }
    }
  }

  it("fails `npm run check:content` when the navigation links an alias slug, naming the main slug", () => {
    const dir = copyContent()
    editJson(path.join(dir, "navigation.json"), (nav) => {
      ;(nav.mobileGroups as { items: { value: string }[] }[])[1].items[2].value = "/service/google-ads-marketing-agency"
      ;(nav.footerColumns as { items: { value: string }[] }[])[2].items[4].value = "/service/crisis-&-preception-mangement"
    })
    const { code, output } = runCheck(dir)
    expect(code).toBe(1)
    expect(output).toContain(
      'content/navigation.json: mobileGroups[1].items[2].value links to the alias "/service/google-ads-marketing-agency"; link the main slug "/service/google-ads-marketing-company"',
    )
    expect(output).toContain('footerColumns[2].items[4].value links to the alias "/service/crisis-&-preception-mangement"')
  })

  it("rejects an alias link anywhere in the content, also in a post's body", () => {
    const dir = copyContent()
    editJson(path.join(dir, "home", "services-list.json"), (list) => {
      ;(list.rows as { link: string }[])[8].link = "/service/seo-service"
    })
    const post = path.join(dir, "blog", "why-ai-matters-in-website-development", "index.mdx")
    fs.appendFileSync(post, "\nSee [our Facebook ads](/service/facebook-instagram-marketing-Agency).\n")
    const text = validateContent(dir).errors.join("\n")
    expect(text).toContain('content/home/services-list.json: rows[8].link links to the alias "/service/seo-service"')
    expect(text).toContain(
      'content/blog/why-ai-matters-in-website-development/index.mdx links to the alias "/service/facebook-instagram-marketing-Agency"',
    )
  })

  it("counts the brand suffix in a title and holds descriptions to 70–160 characters", () => {
    const dir = copyContent()
    editJson(path.join(dir, "services", "logo-design-in-chennai.json"), (entry) => {
      // 45 characters, 61 with " | Saffron Reach"
      entry.metaTitle = "Logo Design Company in Chennai, India: Quick!"
      entry.metaDescription = "Logos in a week or two, for print and screens."
    })
    editJson(path.join(dir, "site.json"), (site) => {
      site.description = "x".repeat(161)
    })
    const { code, output } = runCheck(dir)
    expect(code).toBe(1)
    expect(output).toContain(
      'content/services/logo-design-in-chennai.json: metaTitle is 61 characters as rendered ("Logo Design Company in Chennai, India: Quick! | Saffron Reach"); at most 60',
    )
    expect(output).toContain("content/services/logo-design-in-chennai.json: metaDescription is 46 characters; it must be 70–160")
    expect(output).toContain("content/site.json: description is 161 characters; it must be 70–160")

    // One character less is within the limit: 60 as rendered.
    editJson(path.join(dir, "services", "logo-design-in-chennai.json"), (entry) => {
      entry.metaTitle = "Logo Design Company in Chennai, India: Quick"
      entry.metaDescription = "x".repeat(70)
    })
    editJson(path.join(dir, "site.json"), (site) => {
      site.description = "x".repeat(160)
    })
    expect(validateContent(dir).errors).toEqual([])
  })

  it("checks the legal pages' frontmatter too", () => {
    const dir = copyContent()
    const terms = path.join(dir, "pages", "terms-and-conditions.mdx")
    fs.writeFileSync(
      terms,
      fs.readFileSync(terms, "utf8").replace(/^title: .*$/m, 'title: "Terms and Conditions of Using This Website and Its Forms"'),
    )
    expect(validateContent(dir).errors.join("\n")).toMatch(
      /content\/pages\/terms-and-conditions\.mdx: title is 72 characters as rendered \(".*"\)/,
    )
  })
})

describe("a home video's source", () => {
  const video = {
    name: "Web Development",
    description: "How we build websites.",
    poster: "/media/videos/web-development.webp",
    transcript: ["Web Development"],
  }
  const issues = (data: unknown) => {
    const result = homeVideoSchema.safeParse(data)
    return result.success ? [] : result.error.issues.map((issue) => `${formatIssuePath(issue.path)} ${issue.message}`)
  }

  it("is our own MP4 under static/ or a YouTube id", () => {
    expect(issues({ ...video, src: "/media/videos/web-development.mp4" })).toEqual([])
    expect(issues({ ...video, youtubeId: "abcDEF12345" })).toEqual([])
  })

  it("is exactly one of the two", () => {
    expect(issues({ ...video, src: "/media/videos/web-development.mp4", youtubeId: "abcDEF12345" })).toEqual([
      "youtubeId must not be given with src (a video has one source)",
    ])
    expect(issues(video)).toEqual(["src or youtubeId is required (an MP4 under static/ or a YouTube id)"])
  })

  it("names an MP4 by its site path and a poster image, and an 11-character YouTube id", () => {
    expect(issues({ ...video, src: "media/videos/web-development.mp4" })).toHaveLength(1)
    expect(issues({ ...video, src: "/media/videos/web-development.webm" })).toHaveLength(1)
    expect(issues({ ...video, src: "https://cdn.example.com/clip.mp4" })).toHaveLength(1)
    expect(issues({ ...video, youtubeId: "short" })).toHaveLength(1)
    expect(issues({ ...video, src: "/media/videos/web-development.mp4", poster: "images/home/video-2.jpg" })).toHaveLength(1)
  })

  it("comes with the text it shows when it is our own MP4, and may for a YouTube video", () => {
    const { transcript: _, ...untranscribed } = video
    expect(issues({ ...untranscribed, src: "/media/videos/web-development.mp4" })).toEqual([
      "transcript is required with src: the text the video shows, line by line, for visitors who cannot see it",
    ])
    expect(issues({ ...untranscribed, youtubeId: "abcDEF12345" })).toEqual([])
    expect(issues({ ...video, src: "/media/videos/web-development.mp4", transcript: [] })).toEqual([
      "transcript must have at least one line",
    ])
    expect(issues({ ...video, src: "/media/videos/web-development.mp4", transcript: ["Web Development", " "] })).toEqual([
      "transcript[1] must not be empty",
    ])
  })
})

describe("the build's content gate (onPreBootstrap)", () => {
  it("panics with the file and field when content is broken, and stays quiet otherwise", async () => {
    const { assertValidContent } = await import("../../gatsby/validate-content")
    const panic = jest.fn()
    assertValidContent(contentDir, { panic } as never)
    expect(panic).not.toHaveBeenCalled()

    const dir = copyContent()
    editJson(path.join(dir, "site.json"), (site) => {
      delete site.phone
    })
    assertValidContent(dir, { panic } as never)
    expect(panic).toHaveBeenCalledTimes(1)
    expect(panic.mock.calls[0][0]).toContain("content/site.json: phone is required")
  })
})
