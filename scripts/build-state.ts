/**
 * `tsx scripts/build-state.ts PUBLIC_DIR`: whether the build in PUBLIC_DIR is the one the sources and
 * the environment make now (common/build-inputs.ts). Exits 0 and says it is kept, or 1 with why it
 * is stale; `npm test` and `npm run deploy:check` build only then.
 */
import path from "node:path"
import { staleBecause } from "../common/build-inputs"

const root = path.resolve(__dirname, "..")
const publicDir = path.resolve(root, process.argv[2] ?? "public")
const reason = staleBecause(root, publicDir)
console.log(
  reason === null
    ? `  ${path.relative(root, publicDir)}: kept, nothing it is made from changed`
    : `  ${path.relative(root, publicDir)}: ${reason}`,
)
process.exit(reason === null ? 0 : 1)
