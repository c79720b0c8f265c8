import fs from "node:fs/promises"
import path from "node:path"

/** A folder Gatsby's image jobs write a source file's pictures into: public/static/<the file's MD5>/. */
const PICTURE_FOLDER = /^[0-9a-f]{32}$/

/**
 * Removes the pictures drawn from files that are gone. Gatsby's image jobs write every size of a
 * picture under public/static/<digest of its source File node>/ (gatsby-source-filesystem's MD5 of
 * the file), and a query of the picture's `original` copies the file beside them as
 * <name>-<digest>.<ext>; both stay when the file is removed or replaced, so a removed post's cover
 * would stay in public/ and in the CDN's folder. After the build, such a folder whose name is the
 * digest of no File node (`digests`) is removed with the copies of the same digest (webpack names
 * its own files, such as the font, by a digest of the same form, but never has a folder of
 * pictures). A picture that comes back is drawn again: at its next start Gatsby drops a finished job
 * whose input file is gone or changed. Returns how many pictures' folders were removed.
 */
export async function removeStalePictures(publicDir: string, digests: ReadonlySet<string>): Promise<number> {
  const staticDir = path.join(publicDir, "static")
  const entries = await fs.readdir(staticDir, { withFileTypes: true }).catch(() => [])
  const stale = new Set(
    entries
      .filter((entry) => entry.isDirectory() && PICTURE_FOLDER.test(entry.name) && !digests.has(entry.name))
      .map((entry) => entry.name),
  )
  const copies = entries.filter((entry) => entry.isFile() && stale.has(/-([0-9a-f]{32})\.[^.]+$/.exec(entry.name)?.[1] ?? ""))
  await Promise.all(
    [...stale, ...copies.map((entry) => entry.name)].map((name) => fs.rm(path.join(staticDir, name), { recursive: true, force: true })),
  )
  return stale.size
}
