/** @jest-environment node */
/**
 * The site's Inter subset: the committed file (scripts/assets/font-subset.ts) holds exactly the
 * characters its @font-face declares, and every character of the content is among them (or is the
 * rupee sign, which has a 1 KB file of its own).
 */
import { convert } from "fontverter"
import fs from "node:fs"
import path from "node:path"
import { INTER_RUPEE_RANGES, INTER_SUBSET_RANGES, subsetText, unicodeRange } from "../../src/utils/font-subset"

const root = path.resolve(__dirname, "..", "..")
const fontFile = path.join(root, "src", "styles", "fonts", "inter-subset.woff2")
const rupeeFile = path.join(root, "src", "styles", "fonts", "inter-rupee.woff2")

/** The code points a font file maps: its cmap table (format 4 or 12), read from the sfnt. */
async function codePointsOf(woff2: Buffer): Promise<Set<number>> {
  const font = await convert(woff2, "sfnt")
  const tables = font.readUInt16BE(4)
  let cmap = -1
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16
    if (font.toString("latin1", record, record + 4) === "cmap") cmap = font.readUInt32BE(record + 8)
  }
  if (cmap < 0) throw new Error("no cmap table")
  const codes = new Set<number>()
  const subtables = font.readUInt16BE(cmap + 2)
  for (let i = 0; i < subtables; i++) {
    const at = cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4)
    const format = font.readUInt16BE(at)
    if (format === 4) {
      const segments = font.readUInt16BE(at + 6) / 2
      const ends = at + 14
      const starts = ends + segments * 2 + 2
      for (let s = 0; s < segments; s++) {
        const end = font.readUInt16BE(ends + s * 2)
        const start = font.readUInt16BE(starts + s * 2)
        if (start === 0xffff) continue
        for (let code = start; code <= end; code++) codes.add(code)
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(at + 12)
      for (let g = 0; g < groups; g++) {
        const start = font.readUInt32BE(at + 16 + g * 12)
        const end = font.readUInt32BE(at + 20 + g * 12)
        for (let code = start; code <= end; code++) codes.add(code)
      }
    }
  }
  return codes
}

const inRanges = (ranges: typeof INTER_SUBSET_RANGES) => (code: number) => ranges.some(([from, to]) => code >= from && code <= to)
const inSubset = inRanges(INTER_SUBSET_RANGES)
const inRupee = inRanges(INTER_RUPEE_RANGES)

describe("Inter subset", () => {
  it("writes the ranges as a CSS unicode-range", () => {
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0x20b9, 0x20b9],
      ]),
    ).toBe("U+0020-007E,U+20B9")
    expect(
      subsetText([
        [0x41, 0x43],
        [0x20b9, 0x20b9],
      ]),
    ).toBe("ABC₹")
  })

  it("is a WOFF2 file well under the original Latin file's 48 KB", () => {
    const buffer = fs.readFileSync(fontFile)
    expect(buffer.subarray(0, 4).toString("latin1")).toBe("wOF2")
    expect(buffer.length).toBeLessThan(26 * 1024)
  })

  it("maps exactly the declared characters", async () => {
    const codes = await codePointsOf(fs.readFileSync(fontFile))
    const declared = [...subsetText(INTER_SUBSET_RANGES)].map((ch) => ch.codePointAt(0) as number)
    // No-break space and soft hyphen may be dropped or kept by the subsetter; every other must be there.
    const missing = declared.filter((code) => !codes.has(code) && code !== 0xa0 && code !== 0xad)
    expect(missing.map((code) => code.toString(16))).toEqual([])
    expect([...codes].filter((code) => !inSubset(code) && code > 0x20).map((code) => code.toString(16))).toEqual([])
  })

  it("has the rupee sign, and only that, in a file of about 1 KB", async () => {
    const buffer = fs.readFileSync(rupeeFile)
    expect(buffer.subarray(0, 4).toString("latin1")).toBe("wOF2")
    expect(buffer.length).toBeLessThan(2 * 1024)
    const codes = await codePointsOf(buffer)
    expect([...codes].filter((code) => code > 0x20)).toEqual([0x20b9])
  })

  it("covers every character of the content", () => {
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) return files(full)
        return /\.(json|mdx)$/.test(entry.name) ? [full] : []
      })
    const outside = new Map<string, string>()
    for (const file of files(path.join(root, "content"))) {
      for (const ch of fs.readFileSync(file, "utf8")) {
        const code = ch.codePointAt(0) as number
        if (code >= 0x20 && !inSubset(code) && !inRupee(code)) outside.set(ch, path.relative(root, file))
      }
    }
    expect(Object.fromEntries(outside)).toEqual({})
  })
})
