import crypto from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"
import { eachLimited } from "./each-limited"

/** A folder Gatsby's image jobs write a source file's pictures into: public/static/<the file's MD5>/. */
const PICTURE_FOLDER = /^[0-9a-f]{32}$/

/**
 * Removes the pictures drawn from files that are gone. Gatsby's image jobs write every size of a
 * picture under public/static/<MD5 of its source file>/ (gatsby-source-filesystem's digest of a
 * file) and leave them when the file is removed or replaced, so a removed post's cover would stay
 * in public/ and in the CDN's folder. After the build, such a folder whose name is the digest of no
 * file under `contentDir` is removed. A picture that comes back is drawn again: at its next start
 * Gatsby drops a finished job whose input file is gone or changed. Returns how many were removed.
 */
export async function removeStalePictures(publicDir: string, contentDir: string): Promise<number> {
  const staticDir = path.join(publicDir, "static")
  const folders = (await fs.readdir(staticDir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory() && PICTURE_FOLDER.test(entry.name))
    .map((entry) => entry.name)
  if (folders.length === 0) return 0
  const sources = (await fs.readdir(contentDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
  const digests = new Set<string>()
  await eachLimited(sources, async (file) => {
    digests.add(
      crypto
        .createHash("md5")
        .update(await fs.readFile(file))
        .digest("hex"),
    )
  })
  const stale = folders.filter((folder) => !digests.has(folder))
  await Promise.all(stale.map((folder) => fs.rm(path.join(staticDir, folder), { recursive: true, force: true })))
  return stale.length
}
