/**
 * Writers for the generated files. JPEG quality steps down only if a picture would exceed the page
 * weight budget, so most files keep the house quality and none is silently oversized.
 */
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

export const JPEG_QUALITY = 78
export const JPEG_MAX_BYTES = 180 * 1024
const JPEG_MIN_QUALITY = 54

export const writeBuffer = async (file: string, buffer: Buffer): Promise<void> => {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, buffer)
}

/** librsvg rasterises at the SVG's own width and height: one SVG unit is one output pixel. */
export const rasterise = (svg: string): sharp.Sharp => sharp(Buffer.from(svg))

export const writeJpeg = async (file: string, svg: string): Promise<{ bytes: number; quality: number }> => {
  const raw = await rasterise(svg).flatten({ background: "#ffffff" }).png().toBuffer()
  let quality = JPEG_QUALITY
  for (;;) {
    const buffer = await sharp(raw).jpeg({ quality, mozjpeg: true }).toBuffer()
    if (buffer.length <= JPEG_MAX_BYTES || quality <= JPEG_MIN_QUALITY) {
      await writeBuffer(file, buffer)
      return { bytes: buffer.length, quality }
    }
    quality -= 4
  }
}

/** Transparent PNG; flat art quantises to a palette with no visible loss and far fewer bytes. */
export const writePng = async (file: string, svg: string, size?: number): Promise<{ bytes: number }> => {
  const image = size === undefined ? rasterise(svg) : sharp(await rasterise(svg).png().toBuffer()).resize(size, size)
  const buffer = await image.png({ compressionLevel: 9, palette: true, quality: 95, effort: 10 }).toBuffer()
  await writeBuffer(file, buffer)
  return { bytes: buffer.length }
}
