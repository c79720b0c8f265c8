/**
 * gatsby-plugin-sitemap options: only canonical pages. Alias pages (a service's other addresses, a
 * retitled post's first address: their canonical is the main address), the client-only fallbacks, 404 pages, /index (canonical /) and noindex pages are left out.
 * Each page has a lastmod: when the content it shows last changed, from git history.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { blogPath, postFolderAlias, servicePath } from "../common/paths"
import { slugifyTitle } from "../common/text"

const ROOT = path.join(__dirname, "..")

/** The addresses that show another address's page: services' aliases and retitled posts' first addresses. */
export function aliasPaths(root = ROOT, folders: ContentFolders = contentFolders(root)): string[] {
  const dir = path.join(root, "content", "services")
  const services = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith(".json"))
        .flatMap((file) => (JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")).aliases ?? []) as string[])
        .map((alias) => servicePath(alias))
    : []
  const posts = [...folders.blog].flatMap(([slug, folder]) => {
    const alias = postFolderAlias(`${folder}/index.mdx`, slug)
    return alias ? [blogPath(alias)] : []
  })
  return [...services, ...posts]
}

const NON_CANONICAL_PATHS = ["/index", "/404", "/404.html", "/dev-404-page", "/service/__fallback", "/blog/404.html"]

/** Pages marked noindex in their Head: a sitemap listing them would contradict them. */
const NOINDEX_PATHS = ["/enquiry-sent"]

/**
 * The files, relative to the repository, whose text a page shows: its content files and, for pages
 * whose words are written in code, its page component. Shared layout (header, footer) is left out,
 * so a menu change does not mark every page as modified.
 */
export function pageSources(pagePath: string, root = ROOT, folders: ContentFolders = contentFolders(root)): string[] {
  const clean = pagePath.length > 1 ? pagePath.replace(/\/$/, "") : pagePath
  const service = /^\/service\/(.+)$/.exec(clean)
  if (service) return [`content/services/${service[1]}.json`]
  // A page of the blog's list (/blog/2) changes with the posts, as /blog does.
  if (/^\/blog\/\d+$/.test(clean)) return pageSources("/blog", root, folders)
  const post = /^\/blog\/(.+)$/.exec(clean)
  if (post) {
    const folder = folders.blog.get(post[1])
    return folder ? [`content/blog/${folder}`] : []
  }
  const legal = folders.legal.get(clean)
  if (legal) return [`content/pages/${legal}`]
  const fixed: Record<string, string[]> = {
    "/": ["content/site.json", "content/home", "src/pages/index.tsx"],
    "/about": ["content/about.json", "src/pages/about.tsx"],
    "/services": ["content/our-solutions.json", "src/pages/services.tsx"],
    "/pricing": ["content/pricing.json", "src/pages/pricing.tsx"],
    "/contact": ["content/site.json", "src/pages/contact.tsx"],
    "/blog": ["content/blog", "src/templates/blog-list.tsx"],
  }
  return fixed[clean] ?? []
}

/**
 * Blog slug (the title, as gatsby-node derives it) → its folder under content/blog, and legal page
 * path (its frontmatter `path`) → its file under content/pages: read once for a whole sitemap.
 */
export type ContentFolders = { blog: Map<string, string>; legal: Map<string, string> }
export const contentFolders = (root = ROOT): ContentFolders => ({ blog: blogFolders(root), legal: legalFiles(root) })

function blogFolders(root: string): Map<string, string> {
  const dir = path.join(root, "content", "blog")
  if (!fs.existsSync(dir)) return new Map()
  return new Map(
    fs
      .readdirSync(dir)
      .filter((folder) => fs.existsSync(path.join(dir, folder, "index.mdx")))
      .map((folder): [string, string] => [slugifyTitle(String(matter.read(path.join(dir, folder, "index.mdx")).data.title ?? "")), folder]),
  )
}

function legalFiles(root: string): Map<string, string> {
  const dir = path.join(root, "content", "pages")
  if (!fs.existsSync(dir)) return new Map()
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".mdx"))
      .map((file): [string, string] => [String(matter.read(path.join(dir, file)).data.path ?? ""), file]),
  )
}

/** When each file under `content/` and `src/pages/` was last committed (ISO 8601 with offset), from one `git log`. */
export function commitDates(root = ROOT): Map<string, string> {
  const dates = new Map<string, string>()
  let log: string
  try {
    log = execFileSync("git", ["log", "--format=@%cI", "--name-only", "--no-renames", "--", "content", "src/pages"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    })
  } catch {
    return dates // not a git checkout (e.g. an exported tarball): modification times are used instead
  }
  let current = ""
  for (const line of log.split("\n")) {
    if (line.startsWith("@")) current = line.slice(1)
    else if (line && !dates.has(line)) dates.set(line, current) // newest commit first
  }
  // A file edited since its last commit (a local build) is newer than its history says: it counts
  // by its modification time, as an uncommitted one does.
  const status = execFileSync("git", ["status", "--porcelain", "-z", "--untracked-files=all", "--", "content", "src/pages"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  })
  for (const entry of status.split("\0")) if (entry.length > 3) dates.delete(entry.slice(3))
  return dates
}

const newest = (dates: readonly string[]): string | null =>
  dates.reduce<string | null>((latest, date) => (latest === null || Date.parse(date) > Date.parse(latest) ? date : latest), null)

/**
 * A page's lastmod: the newest commit of its sources (a folder counts by the files in it); a file
 * without a commit date (edited, new, or no git) counts by its modification time. Null for a page
 * without known sources.
 */
export function lastModified(pagePath: string, root = ROOT, commits: Map<string, string> = commitDates(root)): string | null {
  return sourcesModified(pageSources(pagePath, root), root, commits)
}

function sourcesModified(sources: readonly string[], root: string, commits: Map<string, string>): string | null {
  const dates: string[] = []
  for (const source of sources) {
    const full = path.join(root, source)
    if (!fs.existsSync(full)) continue
    const files = fs.statSync(full).isDirectory()
      ? fs
          .readdirSync(full, { recursive: true, encoding: "utf8" })
          .map((name) => path.posix.join(source, name.split(path.sep).join("/")))
          .filter((name) => fs.statSync(path.join(root, name)).isFile())
      : [source]
    for (const file of files) dates.push(commits.get(file) ?? fs.statSync(path.join(root, file)).mtime.toISOString())
  }
  return newest(dates)
}

/** The content's folders, read once for the build's sitemap: for its excludes and its pages' sources. */
const siteFolders = contentFolders()

/** What a build's sitemap reads once more: the commits, each set of sources' lastmod (a list page's is the blog's). */
let build: { commits: Map<string, string>; lastmods: Map<string, string | null> } | undefined

export const sitemapOptions = {
  output: "/",
  entryLimit: 45000,
  // The plugin drops every page whose path equals one of these (exact paths, no globs needed).
  excludes: [...NON_CANONICAL_PATHS, ...NOINDEX_PATHS, ...aliasPaths(ROOT, siteFolders)],
  serialize: ({ path: pagePath }: { path: string }) => {
    build ??= { commits: commitDates(), lastmods: new Map() }
    const sources = pageSources(pagePath, ROOT, siteFolders)
    const key = sources.join("\n")
    if (!build.lastmods.has(key)) build.lastmods.set(key, sourcesModified(sources, ROOT, build.commits))
    const lastmod = build.lastmods.get(key)
    return { url: pagePath, ...(lastmod ? { lastmod } : {}) }
  },
}
