/**
 * Reads every content file and checks it against its schema. Used by `npm run check:content`,
 * by gatsby-node before sourcing, and by the content tests. Node-only (fs), no Gatsby imports.
 */
import fs from "node:fs"
import nodePath from "node:path"
import matter from "gray-matter"
import type { ZodIssue, ZodTypeAny } from "zod"
import {
  aboutSchema,
  blogFrontmatterSchema,
  homeClientsSchema,
  homeProcessSchema,
  homeServicesListSchema,
  homeVideosSchema,
  legalFrontmatterSchema,
  navigationSchema,
  pricingSchema,
  serviceSchema,
  servicesPageSchema,
  siteSchema,
  type ServiceContent,
} from "./index"
import { PAGE_META } from "../utils/page-meta"
import { snippetProblems } from "../utils/search-snippet"

export type ContentReport = { errors: string[]; services: ServiceContent[] }

/** "faqs[2].id" from zod's ["faqs", 2, "id"] */
export function formatIssuePath(issuePath: (string | number)[]): string {
  return issuePath.reduce<string>(
    (acc, part) => (typeof part === "number" ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part),
    "",
  )
}

function describe(file: string, issue: ZodIssue): string {
  const where = formatIssuePath(issue.path)
  return `${file}: ${where ? `${where} ` : ""}${issue.message}`
}

/** Collects every string field that names an image under content/ */
function imageRefs(value: unknown, key = ""): string[] {
  if (typeof value === "string") return /^images\//.test(value) && /image|logo|poster|url/i.test(key) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((v) => imageRefs(v, key))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => imageRefs(v, k))
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

/** Every string that is a link to a page of the site (starts with "/"), with its field path. */
function siteLinks(value: unknown, at: (string | number)[] = []): { at: (string | number)[]; ref: string }[] {
  if (typeof value === "string") return value.startsWith("/") ? [{ at, ref: value }] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => siteLinks(v, [...at, i]))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => siteLinks(v, [...at, k]))
  return []
}

/**
 * `staticDir` is the folder Gatsby copies to the site's root as it is (videos and their posters
 * live there); by default the `static/` beside `content/`.
 */
export function validateContent(contentDir: string, staticDir = nodePath.join(nodePath.dirname(contentDir), "static")): ContentReport {
  const errors: string[] = []
  const rel = (file: string) => nodePath.relative(nodePath.dirname(contentDir), file).split(nodePath.sep).join("/")

  const check = <T extends ZodTypeAny>(file: string, schema: T, data: unknown): ReturnType<T["parse"]> | null => {
    const result = schema.safeParse(data)
    if (!result.success) {
      errors.push(...result.error.issues.map((issue) => describe(rel(file), issue)))
      return null
    }
    for (const ref of imageRefs(result.data)) {
      if (!fs.existsSync(nodePath.join(contentDir, ref))) errors.push(`${rel(file)}: image ${ref} does not exist under content/`)
    }
    for (const { at, ref } of staticRefs(result.data)) {
      if (!fs.existsSync(nodePath.join(staticDir, ref))) errors.push(`${rel(file)}: ${formatIssuePath(at)} ${ref} does not exist under static/`)
    }
    return result.data
  }

  const readJson = (file: string): unknown => {
    try {
      return JSON.parse(fs.readFileSync(file, "utf8"))
    } catch (error) {
      errors.push(`${rel(file)}: is not valid JSON (${(error as Error).message})`)
      return undefined
    }
  }

  const jsonFiles: [string, ZodTypeAny, boolean][] = [
    ["site.json", siteSchema, true],
    ["navigation.json", navigationSchema, true],
    ["pricing.json", pricingSchema, false],
    ["about.json", aboutSchema, false],
    ["our-solutions.json", servicesPageSchema, false],
    ["home/services-list.json", homeServicesListSchema, false],
    ["home/process-steps.json", homeProcessSchema, false],
    ["home/videos.json", homeVideosSchema, false],
    ["home/clients.json", homeClientsSchema, false],
  ]
  const parsed: Record<string, unknown> = {}
  for (const [name, schema, required] of jsonFiles) {
    const file = nodePath.join(contentDir, name)
    if (!fs.existsSync(file)) {
      if (required) errors.push(`${rel(file)}: is missing`)
      continue
    }
    const data = readJson(file)
    if (data !== undefined) parsed[name] = check(file, schema, data)
  }

  // Services: one file per entry, named after its main slug; slugs and aliases unique.
  const services: ServiceContent[] = []
  const servicesDir = nodePath.join(contentDir, "services")
  const seen = new Map<string, string>()
  if (fs.existsSync(servicesDir)) {
    for (const name of fs.readdirSync(servicesDir).filter((f) => f.endsWith(".json")).sort()) {
      const file = nodePath.join(servicesDir, name)
      const data = readJson(file)
      if (data === undefined) continue
      const entry = check(file, serviceSchema, data) as ServiceContent | null
      if (!entry) continue
      if (`${entry.slug}.json` !== name) errors.push(`${rel(file)}: slug must match the file name (${name.replace(/\.json$/, "")})`)
      for (const slug of [entry.slug, ...entry.aliases]) {
        const other = seen.get(slug)
        if (other) errors.push(`${rel(file)}: slug "${slug}" is already used by ${other}`)
        else seen.set(slug, rel(file))
      }
      services.push(entry)
    }
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
    for (const [name] of jsonFiles) {
      for (const { at, ref } of siteLinks(parsed[name])) checkServiceLink(`content/${name}: ${formatIssuePath(at)}`, ref)
    }
  }

  // What a results page shows: the rendered title and the description of every indexable page
  // whose text is content (or, for the few pages written in code, PAGE_META).
  const site = parsed["site.json"] as { brand: string; title: string; description: string } | null | undefined
  const brand = site?.brand ?? ""
  const checkSnippet = (where: string, title: string, description: string) => {
    for (const problem of snippetProblems(title, description, brand)) errors.push(`${where}: ${problem}`)
  }
  if (site) {
    checkSnippet("content/site.json (home page)", site.title, site.description)
    const about = parsed["about.json"] as { description: string } | null | undefined
    if (about) checkSnippet("content/about.json (with PAGE_META /about)", PAGE_META["/about"].title, about.description)
    for (const [route, meta] of Object.entries(PAGE_META)) {
      if ("description" in meta) checkSnippet(`src/utils/page-meta.ts: ${route}`, meta.title, meta.description)
    }
    for (const entry of services) checkSnippet(`content/services/${entry.slug}.json`, entry.metaTitle, entry.metaDescription)
  }

  const mdxDirs: [string, ZodTypeAny][] = [
    ["blog", blogFrontmatterSchema],
    ["pages", legalFrontmatterSchema],
  ]
  for (const [dir, schema] of mdxDirs) {
    const base = nodePath.join(contentDir, dir)
    if (!fs.existsSync(base)) continue
    const files =
      dir === "blog"
        ? fs.readdirSync(base).map((d) => nodePath.join(base, d, "index.mdx")).filter((f) => fs.existsSync(f))
        : fs.readdirSync(base).filter((f) => f.endsWith(".mdx")).map((f) => nodePath.join(base, f))
    for (const file of files) {
      let data: unknown
      try {
        data = matter(fs.readFileSync(file, "utf8")).data
      } catch (error) {
        errors.push(`${rel(file)}: frontmatter is not valid YAML (${(error as Error).message})`)
        continue
      }
      // YAML turns an unquoted 2025-01-23 into a Date; the schema wants the ISO text.
      const fm = Object.fromEntries(
        Object.entries(data as Record<string, unknown>).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]),
      )
      const ok = check(file, schema, fm) as { image?: string; title: string; description: string } | null
      if (ok && site) checkSnippet(rel(file), ok.title, ok.description)
      const body = fs.readFileSync(file, "utf8")
      for (const link of body.matchAll(/\]\((\/service\/[^)\s]+)\)/g)) checkServiceLink(rel(file), link[1])
      if (ok?.image && !fs.existsSync(nodePath.join(nodePath.dirname(file), ok.image)))
        errors.push(`${rel(file)}: image ${ok.image} does not exist beside the post`)
    }
  }

  return { errors, services }
}
