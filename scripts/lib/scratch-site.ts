/**
 * A copy of the site in a scratch folder, its content ours with generated posts added, to build as
 * the project is built: the code and configuration copied, node_modules linked. `npm run
 * bench:build -- --posts N` builds a blog of N posts with it.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { slugifyTitle } from "../../common/text"

const root = path.resolve(__dirname, "..", "..")
const FOLDERS = ["src", "gatsby", "plugins", "common", "static", "types"]
const FILES = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "package.json", "tsconfig.json"]

/**
 * Copies the site into `dir` with the project's content. A copy made before is replaced, all but
 * Gatsby's cache and public/, which a build there reuses.
 */
export function scratchSite(dir: string): void {
  for (const name of [...FOLDERS, ...FILES, "content", "node_modules"]) fs.rmSync(path.join(dir, name), { recursive: true, force: true })
  for (const name of FOLDERS) fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true })
  for (const name of FILES) fs.copyFileSync(path.join(root, name), path.join(dir, name))
  fs.cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true })
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir")
}

const TOPICS = ["Local SEO", "Google Ads", "Page speed", "Social media", "Branding", "Email campaigns", "Web design", "Public relations"]

/** The title, date and words of generated post number `n` (from 1): distinct titles, a day each, newest last. */
export function generatedPost(n: number): { folder: string; title: string; date: string } {
  const topic = TOPICS[n % TOPICS.length]
  const date = new Date(Date.UTC(2021, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)
  const title = `${topic} notes number ${n}`
  return { folder: slugifyTitle(title), title, date }
}

/** A cover of its own for post `n`: a 1200x630 JPEG in a hue of its own with the post's number. */
function cover(n: number): Promise<Buffer> {
  const hue = (n * 47) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="hsl(${hue},70%,55%)"/>
  <circle cx="${200 + ((n * 97) % 800)}" cy="315" r="180" fill="hsl(${(hue + 180) % 360},70%,40%)"/>
  <text x="80" y="560" font-family="DejaVu Sans" font-size="120" font-weight="700" fill="#fff">${n}</text>
</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

/** Adds `count` generated posts, each with its own cover, to the blog of a content folder. */
export async function addPosts(contentDir: string, count: number, from = 1): Promise<string[]> {
  const folders: string[] = []
  for (let n = from; n < from + count; n++) {
    const { folder, title, date } = generatedPost(n)
    const dir = path.join(contentDir, "blog", folder)
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, "cover.jpg"), await cover(n))
    const description = `Notes from our Chennai team on ${title.toLowerCase()}: what worked for clients, what did not and what to try next.`
    fs.writeFileSync(
      path.join(dir, "index.mdx"),
      `---\ntitle: ${title}\ndate: ${date}\ndescription: ${JSON.stringify(description)}\nimage: ./cover.jpg\nimageAlt: A coloured cover with the number ${n}\n---\n\n` +
        `What we learned about ${title.toLowerCase()} this week, for business owners in Chennai.\n\n## What worked\n\nClear pages, quick answers and a phone number in reach.\n`,
    )
    folders.push(folder)
  }
  return folders
}
