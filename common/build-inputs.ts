/**
 * What a build of the site is made from: the files Gatsby reads and the environment variables the
 * build reads. Each build records when it started and those variables in `public/.build-inputs.json`
 * (gatsby/post-build.ts; a dotfile, so never served nor deployed). A build is stale when that record
 * is missing, a variable differs, or an input changed after the build started: `npm start` rebuilds
 * then, and `npm test` keeps each of its two builds while it is not.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

/** The folders and files a build reads, relative to the project's root. */
export const BUILD_INPUTS = [
  "src",
  "gatsby",
  "plugins",
  "common",
  "content",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
] as const

/** The environment variables a build reads (gatsby-config.ts, gatsby/cms.ts, the start-up plugin, the form). */
export const BUILD_VARIABLES = [
  "SITE_URL",
  "PAINT_FIRST",
  "PAINT_FIRST_WITHOUT",
  "CMS_REPO",
  "CMS_AUTH_URL",
  "GITHUB_REPOSITORY",
  "GATSBY_ENQUIRY_ENDPOINT",
] as const

/** The record's name in a build's public/. */
export const BUILD_RECORD = ".build-inputs.json"

export type BuildRecord = { startedAt: number; variables: Record<string, string | null> }

/** The build variables as they are in `env` (null for unset). */
export const buildVariables = (env: NodeJS.ProcessEnv): Record<string, string | null> =>
  Object.fromEntries(BUILD_VARIABLES.map((name) => [name, env[name] ?? null]))

/** Newest modification time (ms) of a file or of any file below a directory; 0 when absent. */
export function newestMtime(target: string): number {
  let stat
  try {
    stat = statSync(target)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  // The directory's own time counts too: deleting a content file changes nothing else.
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

/** Why the build in `publicDir` is not the one the inputs under `root` and `env` make; null when it is. */
export function staleBecause(root: string, publicDir: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const file = path.join(publicDir, BUILD_RECORD)
  if (!existsSync(path.join(publicDir, "index.html")) || !existsSync(file)) return "there is no build"
  let record: BuildRecord
  try {
    record = JSON.parse(readFileSync(file, "utf8")) as BuildRecord
  } catch {
    return "its record is unreadable"
  }
  const now = buildVariables(env)
  const changed = BUILD_VARIABLES.filter((name) => (record.variables?.[name] ?? null) !== now[name])
  if (changed.length > 0) return `${changed.join(", ")} changed`
  const input = BUILD_INPUTS.find((name) => newestMtime(path.join(root, name)) > record.startedAt)
  return input === undefined ? null : `${input} changed`
}
