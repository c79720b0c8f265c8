/**
 * `npm run audit:code`: the code's shape in figures, against the goals of the design (in brackets).
 * Files that know the start-up plugin, imports across the layers, README's length, and for the
 * components: duplicate pairs (with the `duplicates` command, when it is installed), raw colours
 * outside the theme, distinct fluid font sizes and files over 250 lines.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { tokens } from "../common/tokens"

const root = path.resolve(__dirname, "..")

function filesUnder(dir: string, extensions = [".ts", ".tsx"]): string[] {
  const full = path.join(root, dir)
  if (!fs.existsSync(full)) return []
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const importsFrom = (folder: string) => new RegExp(`from ["'](?:\\.\\./)+${folder}/`)

const src = filesUnder("src")
const pluginImporters = src.filter((file) => importsFrom("plugins").test(read(file)) || /HydrateWhenVisible/.test(read(file)))
const cross = [
  ...src.filter((file) => importsFrom("server").test(read(file))).map((file) => `${file} → server/`),
  ...filesUnder("server")
    .filter((file) => importsFrom("src").test(read(file)))
    .map((file) => `${file} → src/`),
  ...filesUnder("common")
    .filter((file) => /from ["'](?:\.\.\/)+(?:src|server|plugins)\//.test(read(file)))
    .map((file) => `${file} → site or server`),
]
const readmeLines = read("README.md").split("\n").length - 1

const colours = src
  .filter((file) => file !== path.join("src", "styles", "theme.ts"))
  .flatMap((file) => read(file).match(/#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b|rgba?\([0-9]/g) ?? [])
const fontSizes = new Set(src.flatMap((file) => read(file).match(/font-size: ?clamp\([^)]*\)/g) ?? []))
const scale = Object.keys(tokens.fontSize).length
const long = src
  .filter((file) => !file.endsWith(".d.ts"))
  .map((file) => [file, read(file).split("\n").length - 1] as const)
  .filter(([, lines]) => lines > 250)

function duplicatePairs(): string {
  try {
    const out = execFileSync("duplicates", ["--most", "200", "--seconds", "20"], {
      cwd: path.join(root, "src"),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    })
    return out.split("\n")[0].split(/\s+/)[0] ?? "?"
  } catch {
    return "? (the duplicates command is not installed)"
  }
}

const lines = [
  `files in src/ that know the start-up plugin: ${pluginImporters.length} [<=4, none in pages/]${pluginImporters.length ? ` (${pluginImporters.join(", ")})` : ""}`,
  `  of them in src/pages/: ${pluginImporters.filter((file) => file.startsWith(path.join("src", "pages"))).length}`,
  `imports across layers (src ↔ server, common → either): ${cross.length} [0]${cross.length ? ` (${cross.join(", ")})` : ""}`,
  `README lines: ${readmeLines} [<=200]`,
  `duplicate pairs in src/: ${duplicatePairs()} [<=25]`,
  `raw colours outside src/styles/theme.ts: ${colours.length} [0]`,
  `distinct fluid font sizes: ${scale + fontSizes.size} [<=5] (${scale} in the type scale, ${fontSizes.size} written outside it)`,
  `files in src/ over 250 lines: ${long.length} [0]${long.length ? ` (${long.map(([file, n]) => `${file} ${n}`).join(", ")})` : ""}`,
]
console.log(lines.join("\n"))
