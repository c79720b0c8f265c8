/**
 * @jest-environment node
 *
 * The docs name only what exists: every relative link and every file a doc names in backticks is in
 * the repository, every `npm run` script is in package.json, and every UI primitive the design doc
 * lists is exported from src/components.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "../..")
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((file) => file !== "" && fs.existsSync(path.join(ROOT, file)))
const docs = files.filter((file) => file.endsWith(".md") && !file.startsWith("bench-results/"))
const scripts = Object.keys((JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: object }).scripts)

const read = (doc: string) => fs.readFileSync(path.join(ROOT, doc), "utf8")
/** A path as a doc writes it: from the repository's root, from the doc's folder, or its last parts alone. */
const exists = (doc: string, name: string): boolean => {
  const clean = name.replace(/[#?].*$/, "").replace(/\/$/, "")
  if (clean === "") return true
  const candidates = [clean, path.join(path.dirname(doc), clean)].map((p) => path.normalize(p))
  if (candidates.some((p) => fs.existsSync(path.join(ROOT, p)))) return true
  return files.some((file) => file === clean || file.endsWith(`/${clean}`))
}
/** Backticked words that look like a file of ours: a name with one of our extensions, or a path under one of our folders. */
const FILE_LIKE = /^(?:[\w.-]+\/)*[\w.-]+\.(?:ts|tsx|js|mjs|json|md|sh|yml)$/
const BUILT = ["webpack.stats.json", "chunk-map.json", "match-paths.json", "_worker.js", "_routes.json", "config.yml"]
const OUR_FOLDERS = /^(?:src|server|common|scripts|plugins|content|docs|static|__tests__|\.github|\.ci)\//

describe.each(docs)("%s", (doc) => {
  const text = read(doc)

  it("links only to files that exist", () => {
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((href) => !/^(?:[a-z]+:|#)/.test(href))
    expect(links.filter((href) => !exists(doc, decodeURI(href)))).toEqual([])
  })

  it("names only files that exist", () => {
    const named = [...text.matchAll(/`([^`\s]+)`/g)]
      .map((m) => m[1])
      .filter((word) => (FILE_LIKE.test(word) || OUR_FOLDERS.test(word)) && !word.includes("*") && !word.includes("<"))
      // Files a build or a run writes (public/, .cache/, the data folder, Gatsby's and the CDN's outputs) are not in the repository.
      .filter((word) => !/^(?:public|\.cache|data|node_modules|types)\//.test(word) && !BUILT.includes(path.basename(word)))
    expect(named.filter((word) => !exists(doc, word))).toEqual([])
  })

  it("names only npm scripts that exist", () => {
    const run = [...text.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1])
    expect(run.filter((name) => !scripts.includes(name))).toEqual([])
  })
})

test("every UI primitive docs/design.md lists is exported from src/components", () => {
  const sources = files
    .filter((file) => file.startsWith("src/components/") && /\.tsx?$/.test(file))
    .map(read)
    .join("\n")
  const table = read("docs/design.md")
    .split("\n")
    .filter((line) => line.startsWith("| `"))
  const names = table.flatMap((line) => [...line.split("|")[1].matchAll(/`([A-Z]\w+)`/g)].map((m) => m[1]))
  expect(names.length).toBeGreaterThan(10)
  expect(names.filter((name) => !new RegExp(`export (?:function|const|type) ${name}\\b`).test(sources))).toEqual([])
})
