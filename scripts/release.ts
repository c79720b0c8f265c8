/**
 * `npm run release`: builds the site, copies the build into `releases/<id>/` and switches
 * `releases/current` to it atomically (server/release.ts). A server started with
 * `PUBLIC_DIR=releases/current/public GATSBY_CACHE_DIR=releases/current` serves the new build from
 * its next request, without a restart and without ever serving a half-written file.
 * `-- --no-build` publishes the build already in public/. RELEASES_DIR names another folder.
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { publishRelease } from "../server/release"

const root = path.resolve(__dirname, "..")
const releasesDir = path.resolve(root, process.env.RELEASES_DIR ?? "releases")

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npx", ["gatsby", "build"], { cwd: root, stdio: "inherit" })
  if (build.status !== 0) {
    console.error("gatsby build failed: the current release is still served.")
    process.exit(build.status ?? 1)
  }
}
const id = publishRelease({ publicDir: path.join(root, "public"), cacheDir: path.join(root, ".cache"), releasesDir })
console.log(`Release ${id} is live: ${path.relative(root, path.join(releasesDir, "current"))} -> ${id}`)
