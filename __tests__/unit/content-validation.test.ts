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
    expect(errors.join("\n")).toContain("content/navigation.json: contact.path Required")
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

describe("a home video's source", () => {
  const video = { name: "Web Development", description: "How we build websites.", poster: "/media/videos/web-development.webp" }
  const issues = (data: unknown) => {
    const result = homeVideoSchema.safeParse(data)
    return result.success ? [] : result.error.issues.map((issue) => `${formatIssuePath(issue.path)} ${issue.message}`)
  }

  it("is our own MP4 under static/ or a YouTube id", () => {
    expect(issues({ ...video, src: "/media/videos/web-development.mp4" })).toEqual([])
    expect(issues({ ...video, youtubeId: "abcDEF12345" })).toEqual([])
  })

  it("is exactly one of the two", () => {
    expect(issues({ ...video, src: "/media/videos/web-development.mp4", youtubeId: "abcDEF12345" })).toEqual(["youtubeId must not be given with src (a video has one source)"])
    expect(issues(video)).toEqual(["src or youtubeId is required (an MP4 under static/ or a YouTube id)"])
  })

  it("names an MP4 by its site path and a poster image, and an 11-character YouTube id", () => {
    expect(issues({ ...video, src: "media/videos/web-development.mp4" })).toHaveLength(1)
    expect(issues({ ...video, src: "/media/videos/web-development.webm" })).toHaveLength(1)
    expect(issues({ ...video, src: "https://cdn.example.com/clip.mp4" })).toHaveLength(1)
    expect(issues({ ...video, youtubeId: "short" })).toHaveLength(1)
    expect(issues({ ...video, src: "/media/videos/web-development.mp4", poster: "images/home/video-2.jpg" })).toHaveLength(1)
  })
})

describe("the build's content gate (onPreBootstrap)", () => {
  it("panics with the file and field when content is broken, and stays quiet otherwise", async () => {
    const { assertValidContent } = await import("../../src/node/validate-content")
    const panic = jest.fn()
    assertValidContent(contentDir, { panic } as never)
    expect(panic).not.toHaveBeenCalled()

    const dir = copyContent()
    editJson(path.join(dir, "site.json"), (site) => {
      delete site.phone
    })
    assertValidContent(dir, { panic } as never)
    expect(panic).toHaveBeenCalledTimes(1)
    expect(panic.mock.calls[0][0]).toContain("content/site.json: phone Required")
  })
})
