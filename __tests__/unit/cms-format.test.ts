import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { asCmsSaves, cmsContentFiles, frontmatterFile, jsonFile } from "../../scripts/lib/cms-format"
import { validateContent } from "../../src/content-schema/validate"

const CONTENT = path.join(__dirname, "..", "..", "content")
const files = cmsContentFiles(CONTENT)

describe("content files in the form the browser editor saves", () => {
  it("finds every content type's files", () => {
    expect(files).toEqual(expect.arrayContaining(["site.json", "pricing.json", "services/seo-services.json", "pages/privacy-policy.mdx"]))
    expect(files.filter((file) => file.startsWith("blog/")).length).toBeGreaterThanOrEqual(2)
  })

  it.each(files)("content/%s is byte for byte what the editor would save unchanged", (file) => {
    const text = fs.readFileSync(path.join(CONTENT, file), "utf8")
    // On failure: `npm run format:content` rewrites the file into this form.
    expect(asCmsSaves(file, text)).toBe(text)
  })

  it("passes the content check after every file has been loaded and saved as the editor does", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-saved-"))
    try {
      fs.cpSync(CONTENT, copy, { recursive: true })
      for (const file of files) fs.writeFileSync(path.join(copy, file), asCmsSaves(file, fs.readFileSync(path.join(copy, file), "utf8")))
      const { errors, services } = validateContent(copy, path.join(CONTENT, "..", "static"))
      expect(errors).toEqual([])
      expect(services.length).toBeGreaterThan(30)
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })

  it("changes one line when an editor changes a post's title", () => {
    const file = files.find((f) => f.startsWith("blog/"))!
    const before = fs.readFileSync(path.join(CONTENT, file), "utf8")
    const after = frontmatterFile(before.replace(/^title: .*$/m, "title: A New Title"), ["title", "date", "description"])
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i])
    expect(changed).toEqual(["title: A New Title"])
  })
})

describe("the editor's formats", () => {
  it("writes JSON indented by two spaces, ending with a newline", () => {
    expect(jsonFile({ a: [1, { b: "c" }] }, ["a"])).toBe('{\n  "a": [\n    1,\n    {\n      "b": "c"\n    }\n  ]\n}\n')
  })

  it("writes an entry's keys in its fields' order, keys of no field after them, and objects below as they are", () => {
    const saved = jsonFile({ stray: 1, b: { z: 1, y: 2 }, a: 2, other: 3 }, ["a", "b", "c"])
    expect(Object.keys(JSON.parse(saved))).toEqual(["a", "b", "stray", "other"])
    expect(Object.keys(JSON.parse(saved).b)).toEqual(["z", "y"])
  })

  it("writes front matter in the fields' order, long text folded, dates as written, the body kept", () => {
    const text = [
      "---",
      'description: "' + "word ".repeat(30).trim() + '"',
      'date: "2025-01-23"',
      "title: Hello",
      "---",
      "",
      "Body with <Component /> tags.",
      "",
    ].join("\n")
    const saved = frontmatterFile(text, ["title", "date", "description"])
    const [, meta, body] = saved.split(/^---$/m)
    expect(meta.trim().split("\n")[0]).toBe("title: Hello")
    expect(meta).toContain("date: 2025-01-23\n")
    expect(meta.split("\n").every((line) => line.length <= 80)).toBe(true)
    expect(body).toBe("\n\nBody with <Component /> tags.\n")
    // A body without a final newline gets one, as Decap ends every file it writes.
    expect(frontmatterFile("---\ntitle: Hello\n---\n\nNo newline", ["title"])).toBe("---\ntitle: Hello\n---\n\nNo newline\n")
  })

  it("refuses a file of no content type", () => {
    expect(() => asCmsSaves("stray.json", "{}")).toThrow(/no content type/)
  })
})
