/** @jest-environment node */
/**
 * The clips of "Our Videos" as they ship: every `src` in content/home/videos.json is a file under
 * static/ that a phone can afford and play (H.264 in MP4, at most 1.5 MB, 15–25 s, index first),
 * with its WebP poster. Read from the files' own bytes, so no system tool is needed.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { clipText, serviceClips } from "../../scripts/assets/service-videos"
import { homeVideosSchema } from "../../src/content-schema"
import content from "../../content/home/videos.json"

const root = path.resolve(__dirname, "..", "..")
const staticFile = (sitePath: string) => path.join(root, "static", sitePath)

type Box = { type: string; start: number; end: number; body: number }

/** The ISO base media boxes between `start` and `end`: size, four-letter type, contents. */
function boxes(file: Buffer, start = 0, end = file.length): Box[] {
  const found: Box[] = []
  let at = start
  while (at + 8 <= end) {
    let size = file.readUInt32BE(at)
    let header = 8
    if (size === 1) {
      size = Number(file.readBigUInt64BE(at + 8))
      header = 16
    } else if (size === 0) {
      size = end - at
    }
    if (size < header || at + size > end) throw new Error(`box at ${at} runs past its parent`)
    found.push({ type: file.toString("latin1", at + 4, at + 8), start: at, end: at + size, body: at + header })
    at += size
  }
  return found
}

const children = (file: Buffer, parent: Box, type: string) => boxes(file, parent.body, parent.end).filter((box) => box.type === type)
const child = (file: Buffer, parent: Box, type: string): Box => {
  const [box] = children(file, parent, type)
  if (!box) throw new Error(`no ${type} box in ${parent.type}`)
  return box
}

type Movie = { topLevel: string[]; seconds: number; tracks: { handler: string; sampleEntry: string; width: number; height: number }[] }

function readMovie(file: Buffer): Movie {
  const top = boxes(file)
  const moov = top.find((box) => box.type === "moov")
  if (!moov) throw new Error("no moov box")
  // mvhd: version and flags, then (32- or 64-bit) creation and modification times, timescale, duration.
  const mvhd = child(file, moov, "mvhd")
  const version = file.readUInt8(mvhd.body)
  const timescale = version === 1 ? file.readUInt32BE(mvhd.body + 20) : file.readUInt32BE(mvhd.body + 12)
  const duration = version === 1 ? Number(file.readBigUInt64BE(mvhd.body + 24)) : file.readUInt32BE(mvhd.body + 16)
  const tracks = children(file, moov, "trak").map((trak) => {
    const mdia = child(file, trak, "mdia")
    // hdlr: version and flags, pre_defined, then the handler type ("vide", "soun").
    const handler = file.toString("latin1", child(file, mdia, "hdlr").body + 8, child(file, mdia, "hdlr").body + 12)
    const stsd = child(file, child(file, child(file, mdia, "minf"), "stbl"), "stsd")
    // stsd: version and flags, entry count, then the sample entries as boxes.
    const [entry] = boxes(file, stsd.body + 8, stsd.end)
    // A visual sample entry: 6 reserved bytes, data reference index, 16 bytes, then width and height.
    return { handler, sampleEntry: entry.type, width: file.readUInt16BE(entry.body + 24), height: file.readUInt16BE(entry.body + 26) }
  })
  return { topLevel: top.map((box) => box.type), seconds: duration / timescale, tracks }
}

const videos = homeVideosSchema.parse(content).videos

describe("the videos of the home page", () => {
  it("are six clips of our own, each with its poster", () => {
    expect(videos.map((video) => video.src)).toEqual(serviceClips.map((clip) => `/media/videos/${clip.slug}.mp4`))
    expect(videos.map((video) => video.poster)).toEqual(serviceClips.map((clip) => `/media/videos/${clip.slug}.webp`))
  })

  it("carry the names of the content entries that play them", () => {
    expect(serviceClips.map((clip) => clip.title)).toEqual(videos.map((video) => video.name))
  })

  it("have in their content entry's transcript every line of text the clip draws, in order", () => {
    expect(videos.map((video) => video.transcript)).toEqual(serviceClips.map(clipText))
    // The title, the captions and the end card's address and contact are among them.
    expect(videos[1].transcript).toEqual(expect.arrayContaining(["Web Development", "Fast, mobile-ready sites", "saffronreach.in"]))
  })

  describe.each(videos.map((video) => [video.src as string]))("%s", (src) => {
    const file = fs.readFileSync(staticFile(src))
    const movie = readMovie(file)

    it("exists under static/ and is at most 1.5 MB", () => {
      expect(file.length).toBeGreaterThan(50 * 1024)
      expect(file.length).toBeLessThanOrEqual(1.5 * 1024 * 1024)
    })

    it("is an MP4 whose one track is H.264 video at 1280x720, with the index before the media data", () => {
      expect(file.toString("latin1", 4, 8)).toBe("ftyp")
      expect(movie.tracks).toEqual([{ handler: "vide", sampleEntry: "avc1", width: 1280, height: 720 }])
      expect(movie.topLevel.indexOf("moov")).toBeLessThan(movie.topLevel.indexOf("mdat"))
    })

    it("lasts 15 to 25 seconds", () => {
      expect(movie.seconds).toBeGreaterThanOrEqual(15)
      expect(movie.seconds).toBeLessThanOrEqual(25)
    })
  })

  it.each(videos.map((video) => [video.poster]))("poster %s is a 1280x720 WebP", async (poster) => {
    const meta = await sharp(staticFile(poster)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1280, 720])
    expect(fs.statSync(staticFile(poster)).size).toBeLessThanOrEqual(120 * 1024)
  })
})
