/**
 * `npm run bench:build`: cold build (after `gatsby clean`) and warm build (cache kept) of the site,
 * each timed with peak resident memory of the whole process tree (GNU time's maxrss of gatsby and
 * its workers is sampled from /proc). Budgets: cold <= 3 min, warm <= 30 s on 2 cores.
 *
 * `npm run bench:build -- --posts 1000`: a scratch copy of the site whose blog has that many posts,
 * each with a cover of its own (scripts/lib/scratch-site.ts), built cold, then again with nothing
 * changed, one post edited, one added and one removed, public/ and the cache kept as the deploy
 * workflow keeps them: seconds, public/'s size, the slowest steps, and the first list page's HTML.
 * `--keep` leaves the scratch site in place, to measure its pages.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { requestedPictures } from "./lib/requested-images"
import { addPosts, generatedPost, scratchSite } from "./lib/scratch-site"

type Run = { seconds: number; peakMb: number; code: number; output: string }

/** Sum of RSS over a process and its descendants, from /proc (Linux). */
function treeRssKb(rootPid: number): number {
  let total = 0
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // process ended while reading
    }
  }
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop() as number
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8")
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

function run(command: string, args: string[], cwd = process.cwd()): Promise<Run> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint()
    // Gatsby's plain logger: a line a step ("success building schema - 1.234s").
    const env = { ...process.env, CI: "true", GATSBY_LOGGER: "yurnalist", GATSBY_TELEMETRY_DISABLED: "1" }
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "inherit"], env })
    let output = ""
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()))
    let peak = 0
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRssKb(child.pid as number))
    }, 250)
    child.on("exit", (code) => {
      clearInterval(timer)
      resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMb: peak / 1024, code: code ?? 1, output })
    })
  })
}

/** A folder's size in bytes, every file under it. */
function sizeOf(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0)
}

/** The slowest steps Gatsby reports ("success run page queries - 12.345s"), slowest first. */
function slowestSteps(output: string, count = 3): string {
  const steps = [...output.matchAll(/success (.+?) - ([\d.]+)s/g)].map((m) => [m[1], Number(m[2])] as const)
  return [...steps]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
    .join(", ")
}

/**
 * The pictures Gatsby made of the posts' covers (public/static/…/cover*): how many no page's HTML
 * or page data names, and how many no page would have a browser fetch at any window width and
 * density (requested-images.ts) nor names outside a srcset (as BlogPosting's image): each is work
 * an image job did for nothing.
 */
function coverFiles(publicDir: string): { files: number; unnamed: number; unrequested: number } {
  const texts = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|json)$/.test(entry.name) && !entry.parentPath.includes(`${path.sep}static`))
    .map((entry) => ({ html: entry.name.endsWith(".html"), text: fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8") }))
  const names = (text: string) => [...text.matchAll(/\/static\/[^\s"',)\\]*?cover[^\s"',)\\]*/g)].map((m) => m[0])
  const named = new Set(texts.flatMap(({ text }) => names(text)))
  const used = new Set<string>()
  for (const { text } of texts.filter((page) => page.html)) {
    const { offered, requested } = requestedPictures(text)
    for (const url of requested) used.add(new URL(url, "https://x").pathname)
    const offeredPaths = new Set([...offered].map((url) => new URL(url, "https://x").pathname))
    for (const name of names(text)) if (!offeredPaths.has(name)) used.add(name)
  }
  const files = fs
    .readdirSync(path.join(publicDir, "static"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.startsWith("cover"))
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
  return {
    files: files.length,
    unnamed: files.filter((file) => !named.has(file)).length,
    unrequested: files.filter((file) => !used.has(file)).length,
  }
}

async function blogBench(posts: number, keep: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-blog-"))
  scratchSite(dir)
  const content = path.join(dir, "content")
  const own = fs.readdirSync(path.join(content, "blog")).length
  await addPosts(content, posts - own)
  const edited = path.join(content, "blog", generatedPost(1).folder, "index.mdx")
  const removed = path.join(content, "blog", generatedPost(2).folder)
  const changes: [string, () => unknown][] = [
    ["cold", () => run("npx", ["gatsby", "clean"], dir)],
    ["warm, nothing changed", () => {}],
    ["one post edited", () => fs.appendFileSync(edited, "\nOne more sentence from the editor.\n")],
    ["one post added", () => addPosts(content, 1, posts - own + 1)],
    ["one post removed", () => fs.rmSync(removed, { recursive: true })],
  ]
  console.log(`| ${posts} posts | seconds | public/ | slowest steps |\n|---|---|---|---|`)
  for (const [name, change] of changes) {
    await change()
    const build = await run("npx", ["gatsby", "build"], dir)
    if (build.code !== 0) throw new Error(`${name}: the build failed`)
    const mb = (sizeOf(path.join(dir, "public")) / 1024 / 1024).toFixed(0)
    console.log(`| ${name} | ${build.seconds.toFixed(1)} | ${mb} MB | ${slowestSteps(build.output)} |`)
  }
  const list = fs.readFileSync(path.join(dir, "public", "blog", "index.html"))
  const br = fs.readFileSync(path.join(dir, "public", "blog", "index.html.br"))
  console.log(`/blog: ${(list.length / 1024).toFixed(1)} KB of HTML, ${(br.length / 1024).toFixed(1)} KB brotli`)
  const covers = coverFiles(path.join(dir, "public"))
  console.log(
    `Cover pictures: ${covers.files} files for ${posts} posts, ${covers.unnamed} named by no page, ` +
      `${covers.unrequested} fetched at no window width (320–2560 px) and density (1–3)`,
  )
  if (keep) console.log(`The site is kept in ${dir} (npm run bench:lighthouse with PUBLIC_DIR=${dir}/public)`)
  else fs.rmSync(dir, { recursive: true, force: true })
}

async function main() {
  const postsAt = process.argv.indexOf("--posts")
  if (postsAt > 0) return blogBench(Number(process.argv[postsAt + 1]), process.argv.includes("--keep"))
  const runs = Number(process.env.BENCH_RUNS ?? 1)
  const results: { cold: Run[]; warm: Run[] } = { cold: [], warm: [] }
  for (let i = 0; i < runs; i++) {
    await run("npx", ["gatsby", "clean"])
    const cold = await run("npx", ["gatsby", "build"])
    if (cold.code !== 0) throw new Error("cold build failed")
    results.cold.push(cold)
    const warm = await run("npx", ["gatsby", "build"])
    if (warm.code !== 0) throw new Error("warm build failed")
    results.warm.push(warm)
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  for (const kind of ["cold", "warm"] as const) {
    const list = results[kind]
    console.log(
      `${kind} build: median ${median(list.map((r) => r.seconds)).toFixed(1)} s over ${list.length} run(s) ` +
        `(${list.map((r) => r.seconds.toFixed(1)).join(", ")}), peak memory ${Math.max(...list.map((r) => r.peakMb)).toFixed(0)} MB`,
    )
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
