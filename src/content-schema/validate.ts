/**
 * Reads every content file and checks it against its schema. Used by `npm run check:content`,
 * by gatsby-node before sourcing, and by the content tests. Node-only (fs), no Gatsby imports.
 */
import fs from "node:fs"
import nodePath from "node:path"
import matter from "gray-matter"
import { checkEntry, formatIssuePath, type EntryIssue } from "./check-entry"
import type { ServiceContent } from "./index"
import { CONTENT_TYPES, contentTypeOf, type ContentType } from "./registry"
import { PAGE_META } from "../utils/page-meta"
import { descriptionProblem, titleProblem } from "../utils/search-snippet"
import { postFolderAlias } from "../../common/paths"
import { slugifyTitle } from "../../common/text"

export { formatIssuePath }

type ContentReport = { errors: string[]; services: ServiceContent[] }

const describe = (file: string, issue: EntryIssue) => {
  const where = formatIssuePath(issue.path)
  return `${file}: ${where ? `${where} ` : ""}${issue.message}`
}

/** Collects every string field that names an image under content/ */
function imageRefs(value: unknown, key = ""): string[] {
  if (typeof value === "string") return /^images\//.test(value) && /image|logo|poster|url/i.test(key) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((v) => imageRefs(v, key))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => imageRefs(v, k))
  return []
}

/** Every `src` and `poster` that names a file under static/ by its site path, with its field path. */
function staticRefs(value: unknown, at: (string | number)[] = []): { at: (string | number)[]; ref: string }[] {
  const key = at[at.length - 1]
  if (typeof value === "string") return value.startsWith("/") && (key === "src" || key === "poster") ? [{ at, ref: value }] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => staticRefs(v, [...at, i]))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => staticRefs(v, [...at, k]))
  return []
}

/** Every link to a page of the site, with its field path: a path ("/about"), or a Markdown link in text ("[x](/about)"). */
function siteLinks(value: unknown, at: (string | number)[] = []): { at: (string | number)[]; ref: string }[] {
  if (typeof value === "string")
    return value.startsWith("/") ? [{ at, ref: value }] : [...value.matchAll(/\]\((\/[^)\s]+)\)/g)].map((m) => ({ at, ref: m[1] }))
  if (Array.isArray(value)) return value.flatMap((v, i) => siteLinks(v, [...at, i]))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => siteLinks(v, [...at, k]))
  return []
}

/** The brand of content/site.json, if it has one. */
function siteBrand(contentDir: string): string | undefined {
  try {
    const { brand } = JSON.parse(fs.readFileSync(nodePath.join(contentDir, "site.json"), "utf8")) as { brand?: unknown }
    return typeof brand === "string" ? brand : undefined
  } catch {
    return undefined
  }
}

/**
 * `staticDir` is the folder Gatsby copies to the site's root as it is (videos and their posters
 * live there); by default the `static/` beside `content/`.
 */
export function validateContent(contentDir: string, staticDir = nodePath.join(nodePath.dirname(contentDir), "static")): ContentReport {
  const errors: string[] = []
  const rel = (file: string) => nodePath.relative(nodePath.dirname(contentDir), file).split(nodePath.sep).join("/")

  // The site's name, which every rendered title ends with (checked with site.json itself).
  const brand = siteBrand(contentDir)

  const check = (file: string, type: ContentType, data: unknown): unknown => {
    const { issues, value } = checkEntry(type, data, brand)
    errors.push(...issues.map((issue) => describe(rel(file), issue)))
    if (value === null) return null
    for (const ref of imageRefs(value)) {
      if (!fs.existsSync(nodePath.join(contentDir, ref))) errors.push(`${rel(file)}: image ${ref} does not exist under content/`)
    }
    for (const { at, ref } of staticRefs(value)) {
      if (!fs.existsSync(nodePath.join(staticDir, ref)))
        errors.push(`${rel(file)}: ${formatIssuePath(at)} ${ref} does not exist under static/`)
    }
    return value
  }

  const readData = (file: string): unknown => {
    const text = fs.readFileSync(file, "utf8")
    if (file.endsWith(".json")) {
      try {
        return JSON.parse(text)
      } catch (error) {
        errors.push(`${rel(file)}: is not valid JSON (${(error as Error).message})`)
        return undefined
      }
    }
    try {
      // YAML turns an unquoted 2025-01-23 into a Date; the schema wants the ISO text.
      return Object.fromEntries(
        Object.entries(matter(text).data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]),
      )
    } catch (error) {
      errors.push(`${rel(file)}: frontmatter is not valid YAML (${(error as Error).message})`)
      return undefined
    }
  }

  // Every file of every content type against its schema, by its path under content/.
  const parsed = new Map<string, { type: ContentType; data: unknown }>()
  const allFiles = fs.existsSync(contentDir)
    ? (fs.readdirSync(contentDir, { recursive: true }) as string[]).map((name) => name.split(nodePath.sep).join("/")).sort()
    : []
  for (const type of CONTENT_TYPES) {
    const files = allFiles.filter((name) => contentTypeOf(name) === type)
    if (type.required && files.length === 0) errors.push(`content/${type.files}: is missing`)
    for (const name of files) {
      const file = nodePath.join(contentDir, name)
      const data = readData(file)
      if (data !== undefined) parsed.set(name, { type, data: check(file, type, data) })
    }
  }
  const ofType = (typeName: string) => [...parsed].filter(([, entry]) => entry.type.typeName === typeName && entry.data)

  // Services: one file per entry, named after its main slug; slugs and aliases unique.
  const services: ServiceContent[] = []
  const seen = new Map<string, string>()
  for (const [name, { data }] of ofType("ServiceEntry")) {
    const entry = data as ServiceContent
    const where = `content/${name}`
    if (`services/${entry.slug}.json` !== name) errors.push(`${where}: slug must match the file name (${nodePath.basename(name, ".json")})`)
    for (const slug of [entry.slug, ...entry.aliases]) {
      const other = seen.get(slug)
      if (other) errors.push(`${where}: slug "${slug}" is already used by ${other}`)
      else seen.set(slug, where)
    }
    services.push(entry)
  }

  // Every /service/ link in the content must reach a built page, and name the page by its main
  // slug: an alias page declares the main slug canonical, so a link to it is a link to a duplicate.
  const mainSlugOf = new Map(services.flatMap((entry) => entry.aliases.map((alias): [string, string] => [alias, entry.slug])))
  const checkServiceLink = (where: string, link: string) => {
    const m = /^\/service\/([^?#]+)/.exec(link)
    if (!m) return
    const slug = m[1].replace(/\/$/, "")
    const main = mainSlugOf.get(slug)
    if (main) errors.push(`${where} links to the alias "/service/${slug}"; link the main slug "/service/${main}"`)
    else if (!seen.has(slug)) errors.push(`${where} links to unknown service "${slug}"`)
  }
  if (services.length > 0) {
    for (const [name, { data }] of parsed) {
      if (name.endsWith(".json"))
        for (const { at, ref } of siteLinks(data)) checkServiceLink(`content/${name}: ${formatIssuePath(at)}`, ref)
    }
  }

  // The pages whose title (and description) is in code.
  if (brand !== undefined) {
    for (const [route, meta] of Object.entries(PAGE_META)) {
      const problems = {
        title: titleProblem(meta.title, brand),
        description: "description" in meta ? descriptionProblem(meta.description) : null,
      }
      for (const [field, problem] of Object.entries(problems))
        if (problem) errors.push(`src/utils/page-meta.ts: ${route} ${field} ${problem}`)
    }
  }

  // Blog posts: an address of their own (from the title, common/text.ts), and a retitled post's
  // first address (its folder's name, common/paths.ts) no other post's.
  const postAddresses = new Map<string, string>()
  const posts = ofType("Mdx").filter(([name]) => name.startsWith("blog/"))
  const slugs = posts.map(([, { data }]) => slugifyTitle((data as { title: string }).title))
  posts.forEach(([name], i) => {
    const where = `content/${name}`
    const slug = slugs[i]
    const other = postAddresses.get(slug)
    if (slug === "") errors.push(`${where}: title gives the post no address (it needs a letter a-z or a digit)`)
    else if (/^\d+$/.test(slug))
      errors.push(`${where}: title gives the address /blog/${slug}/, a page of the blog's list (it needs a letter a-z)`)
    else if (other) errors.push(`${where}: title gives the address /blog/${slug}/, which ${other} already has`)
    else postAddresses.set(slug, where)
  })
  posts.forEach(([name], i) => {
    const alias = slugs[i] && postFolderAlias(name, slugs[i])
    const other = alias && postAddresses.get(alias)
    if (alias && other)
      errors.push(`content/${name}: its folder keeps the post's first address, /blog/${alias}/, which ${other} has by its title`)
    else if (alias) postAddresses.set(alias, `content/${name}`)
  })

  // Blog posts and legal pages: the snippet, the links in the text, the image beside the post.
  for (const [name, { data }] of ofType("Mdx")) {
    const file = nodePath.join(contentDir, name)
    const fm = data as { image?: string }
    for (const link of fs.readFileSync(file, "utf8").matchAll(/\]\((\/service\/[^)\s]+)\)/g)) checkServiceLink(rel(file), link[1])
    if (fm.image && !fs.existsSync(nodePath.join(nodePath.dirname(file), fm.image)))
      errors.push(`${rel(file)}: image ${fm.image} does not exist beside the post`)
  }

  return { errors, services }
}
