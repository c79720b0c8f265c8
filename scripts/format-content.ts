/**
 * `npm run format:content`: rewrites every content file into the form the browser editor saves
 * (scripts/lib/cms-format.ts), so that a later edit in the editor changes only what it means to.
 */
import fs from "node:fs"
import path from "node:path"
import { asCmsSaves, cmsContentFiles } from "./lib/cms-format"

const contentDir = path.resolve(process.argv[2] ?? "content")
let changed = 0
for (const file of cmsContentFiles(contentDir)) {
  const full = path.join(contentDir, file)
  const text = fs.readFileSync(full, "utf8")
  const saved = asCmsSaves(file, text)
  if (saved === text) continue
  fs.writeFileSync(full, saved)
  console.log(`formatted content/${file}`)
  changed += 1
}
console.log(`${changed} file(s) rewritten`)
