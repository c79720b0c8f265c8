/**
 * Rebuilds on one machine without ever serving a half-written build. Gatsby writes into `public/`
 * in place, so the server does not serve `public/`: each build is copied into a folder of its own,
 * `releases/<id>/public` with its `match-paths.json` beside it, and the symlink `releases/current`
 * is switched to it with one rename, which is atomic. The server, started with
 * `PUBLIC_DIR=releases/current/public GATSBY_CACHE_DIR=releases/current`, resolves the symlink once
 * per request (server/static-site.ts), so each request is answered from one whole build and the
 * next build's pages and client-only routes are served without a restart.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  copyFileSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"
import { isBuildInternal } from "../common/site-files"

export const CURRENT = "current"

export type PublishOptions = {
  /** Gatsby's output, `public/` */
  publicDir: string
  /** Gatsby's `.cache/`, for match-paths.json */
  cacheDir: string
  /** Where releases live; `current` in it is the symlink the server follows */
  releasesDir: string
  /** Releases kept besides the current one, so requests in flight on the previous one finish */
  keep?: number
  /** Defaults to the time of publication, sortable */
  id?: string
}

/** The release `current` points at, or null before the first one. */
export function currentRelease(releasesDir: string): string | null {
  try {
    return path.basename(readlinkSync(path.join(releasesDir, CURRENT)))
  } catch {
    return null
  }
}

/** Points `current` at release `id` with one rename: a reader sees the old release or the new, never neither. */
export function switchRelease(releasesDir: string, id: string): void {
  if (!existsSync(path.join(releasesDir, id, "public", "index.html"))) {
    throw new Error(`${path.join(releasesDir, id)} is not a complete release (no public/index.html)`)
  }
  const next = path.join(releasesDir, `.${CURRENT}-${process.pid}-${Date.now()}`)
  symlinkSync(id, next)
  renameSync(next, path.join(releasesDir, CURRENT))
}

/**
 * Copies the build into a new release, switches `current` to it and removes the oldest releases
 * beyond `keep`. Resolves to the new release's id.
 */
export function publishRelease({ publicDir, cacheDir, releasesDir, keep = 2, id }: PublishOptions): string {
  if (!existsSync(path.join(publicDir, "index.html"))) throw new Error(`${publicDir} holds no build (no index.html)`)
  mkdirSync(releasesDir, { recursive: true })
  const releaseId =
    id ??
    new Date()
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d+Z$/, "Z")
  const target = path.join(releasesDir, releaseId)
  if (existsSync(target)) throw new Error(`release ${releaseId} exists already`)
  // Written under a hidden name and renamed once complete, so a crash mid-copy leaves no release.
  const partial = path.join(releasesDir, `.partial-${releaseId}`)
  rmSync(partial, { recursive: true, force: true })
  // Copies, not hard links: the next gatsby build rewrites public/'s files in place.
  cpSync(publicDir, path.join(partial, "public"), {
    recursive: true,
    filter: (source) => !isBuildInternal(path.relative(publicDir, source).split(path.sep)),
  })
  const matchPaths = path.join(cacheDir, "match-paths.json")
  if (existsSync(matchPaths)) copyFileSync(matchPaths, path.join(partial, "match-paths.json"))
  else writeFileSync(path.join(partial, "match-paths.json"), "[]\n")
  renameSync(partial, target)
  switchRelease(releasesDir, releaseId)
  pruneReleases(releasesDir, keep)
  return releaseId
}

/** Removes all but the newest `keep` releases other than the current one. */
export function pruneReleases(releasesDir: string, keep: number): string[] {
  const current = currentRelease(releasesDir)
  const releases = readdirSync(releasesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && entry.name !== current)
    .map((entry) => entry.name)
    .sort()
  const removed = releases.slice(0, Math.max(0, releases.length - keep))
  for (const name of removed) rmSync(path.join(releasesDir, name), { recursive: true, force: true })
  return removed
}
