/**
 * `npx tsx scripts/audit-html.ts`: the Nu Html Checker (vnu) over every built page, errors counted by page
 * type and by message. Needs Java (Debian: `apt-get install default-jre-headless`) and the checker's
 * jar (`npm install --no-save vnu-jar`, or VNU_JAR naming it). Reads public/ as the last build left it.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

type Message = { type: string; url: string; message: string }

const root = path.resolve(__dirname, "..")
const publicDir = path.join(root, "public")

/** The page type of a file under public/, as the README's tables name them. */
export function pageType(relativeFile: string): string {
  const route = `/${relativeFile.replace(/(^|\/)index\.html$/, "").replace(/\/$/, "")}`
  if (route.startsWith("/_gatsby/")) return "Gatsby slice fragment (not a page)"
  if (route === "/") return "home"
  if (route === "/404" || route === "/404.html" || route === "/blog/404.html") return "404"
  if (route === "/service/__fallback") return "service fallback"
  if (route.startsWith("/service/")) return "service (incl. aliases)"
  if (/^\/blog\/\d+$/.test(route)) return "blog"
  if (route.startsWith("/blog/")) return "blog post"
  if (["/privacyPolicy", "/termsAndCondition", "/userDataDeletion"].includes(route)) return "legal"
  return route.slice(1)
}

function main(): void {
  const jar = process.env.VNU_JAR ?? path.join(root, "node_modules", "vnu-jar", "build", "dist", "vnu.jar")
  if (!fs.existsSync(jar)) throw new Error(`No checker at ${jar}: npm install --no-save vnu-jar, or set VNU_JAR`)
  let output: string
  try {
    output = execFileSync("java", ["-Xss8m", "-jar", jar, "--errors-only", "--format", "json", "--skip-non-html", publicDir], {
      encoding: "utf8",
      stdio: ["ignore", "ignore", "pipe"],
      maxBuffer: 256 * 1024 * 1024,
    })
  } catch (error) {
    // vnu exits 1 when it found errors; the report is on stderr either way.
    output = (error as { stderr?: string }).stderr ?? ""
    if (!output.trim().startsWith("{")) throw error
  }
  const messages = (JSON.parse(output) as { messages: Message[] }).messages.filter((m) => m.type === "error")
  const files = new Map<string, number>()
  for (const file of fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" }))
    if (file.endsWith(".html") && !file.startsWith("page-data")) files.set(pageType(file), (files.get(pageType(file)) ?? 0) + 1)
  const byType = new Map<string, number>()
  const byMessage = new Map<string, number>()
  for (const message of messages) {
    const file = path.relative(publicDir, decodeURIComponent(new URL(message.url).pathname))
    byType.set(pageType(file), (byType.get(pageType(file)) ?? 0) + 1)
    byMessage.set(message.message, (byMessage.get(message.message) ?? 0) + 1)
  }
  console.log(`Nu Html Checker: ${messages.length} errors in ${files.size} page types`)
  for (const [type, count] of [...files].sort()) console.log(`  ${type}: ${byType.get(type) ?? 0} errors (${count} files)`)
  for (const [message, count] of [...byMessage].sort((a, b) => b[1] - a[1])) console.log(`  ${count} × ${message}`)
}

if (require.main === module) main()
