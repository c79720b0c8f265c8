/** `npm run check:content`: validates every content file without a build. */
import path from "node:path"
import { validateContent } from "../src/content-schema/validate"

const contentDir = path.resolve(process.argv[2] ?? "content")
const { errors, services } = validateContent(contentDir)
if (errors.length > 0) {
  console.error(`Content check failed with ${errors.length} error(s):`)
  for (const error of errors) console.error(`  ${error}`)
  process.exit(1)
}
console.log(`Content OK: ${services.length} service entries, ${services.reduce((n, s) => n + 1 + s.aliases.length, 0)} service slugs.`)
