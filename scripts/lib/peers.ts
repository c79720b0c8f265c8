/**
 * The peer sites of `npm run bench:peers`: two of LekoArts' Gatsby themes, each as the smallest site
 * the theme builds (the theme alone, none of its starter's extra plugins), installed and built with
 * gatsby 5.16.1 in `<tmp>/agency-peers/<name>-<version>`. A successful build is kept and reused
 * until its files change or `--rebuild` asks for a new one.
 */
import { spawn } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import matter from "gray-matter"

export type Peer = {
  name: string
  version: string
  /** The routes measured, by the page type they stand against: "home", "blog post" */
  routes: Record<string, string>
  /** The site's files, path → text; a path ending in "/" is an empty folder the theme reads */
  files: Record<string, string>
}

const POST_SLUG = "transform-your-website-with-smart-technology"
const BUILT_MARK = ".bench-peer-built"

const packageJson = (name: string, theme: string, version: string): string =>
  JSON.stringify(
    {
      name: `peer-${name}`,
      private: true,
      dependencies: { [theme]: version, ajv: "^8.17.1", gatsby: "5.16.1", react: "^18.3.1", "react-dom": "^18.3.1" },
      // sharp's other versions download their binaries at install, which fails offline.
      overrides: { sharp: "^0.34.5" },
    },
    null,
    2,
  ) + "\n"

const gatsbyConfig = (plugin: unknown): string =>
  `export default ${JSON.stringify({ trailingSlash: "never", plugins: [plugin] }, null, 2)}\n`

/** Our blog post as a post of the minimal blog: its title, date, description and body. */
export function minimalBlogPost(root: string): string {
  const folder = path.join(root, "content", "blog")
  const entry = fs.readdirSync(folder).find((name) => name.includes(POST_SLUG))
  if (!entry) throw new Error(`No post named *${POST_SLUG}* under ${folder}.`)
  const file = entry.endsWith(".mdx") ? path.join(folder, entry) : path.join(folder, entry, "index.mdx")
  const { data, content } = matter(fs.readFileSync(file, "utf8"))
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date)
  const frontMatter = { title: data.title, date, slug: `/${POST_SLUG}`, description: data.description }
  return matter.stringify(stripJsx(content), frontMatter)
}

/** MDX the theme cannot render: our imports and exports, and our components (their text kept). */
const stripJsx = (mdx: string): string =>
  mdx
    .replace(/^(?:import|export) .*$/gm, "")
    .replace(/<[A-Z][\w.]*(?:\s[^>]*)?\/>/g, "")
    .replace(/<\/?[A-Z][\w.]*(?:\s[^>]*)?>/g, "")

// Cara preloads /icons.svg, the sprite of its floating shapes, which its starter keeps in static/;
// the theme ships none, so the site gets a small one of its own with the same symbol ids.
const CARA_ICONS = `<svg xmlns="http://www.w3.org/2000/svg"><defs>
<symbol id="triangle" viewBox="0 0 30 30"><polygon points="15,2 29,26 1,26"/></symbol>
<symbol id="circle" viewBox="0 0 30 30"><path d="M15 0a15 15 0 1 0 0 30a15 15 0 1 0 0-30zm0 6a9 9 0 1 1 0 18a9 9 0 1 1 0-18z"/></symbol>
<symbol id="arrowUp" viewBox="0 0 30 42"><path d="M15 0l15 20H0zm0 21l15 21H0z"/></symbol>
<symbol id="upDown" viewBox="0 0 30 45"><path d="M0 2l15 19L30 2l-2-2-13 17L2 0zm0 41l15-19 15 19-2 2-13-17L2 45z"/></symbol>
<symbol id="box" viewBox="0 0 30 30"><path d="M0 0h30v30H0zm2 2v26h26V2z"/></symbol>
<symbol id="hexa" viewBox="0 0 30 30"><polygon points="27.5,22 15,29 2.5,22 2.5,8 15,1 27.5,8"/></symbol>
<symbol id="cross" viewBox="0 0 100 100"><path d="M60 50l35-35-10-10-35 35L15 5 5 15l35 35L5 85l10 10 35-35 35 35 10-10z"/></symbol>
</defs></svg>
`

export function peers(root: string): Peer[] {
  return [
    {
      name: "minimal-blog",
      version: "6.2.6",
      routes: { home: "/", "blog post": `/${POST_SLUG}` },
      files: {
        "package.json": packageJson("minimal-blog", "@lekoarts/gatsby-theme-minimal-blog", "6.2.6"),
        "gatsby-config.mjs": gatsbyConfig({
          resolve: "@lekoarts/gatsby-theme-minimal-blog",
          options: { navigation: [{ title: "Blog", slug: "/blog" }] },
        }),
        [`content/posts/${POST_SLUG}/index.mdx`]: minimalBlogPost(root),
        // Read by the theme's gatsby-source-filesystem instances, which stop the build if missing.
        "content/pages/": "",
        "src/@lekoarts/": "",
      },
    },
    {
      name: "cara",
      version: "5.1.7",
      routes: { home: "/" },
      files: {
        "package.json": packageJson("cara", "@lekoarts/gatsby-theme-cara", "5.1.7"),
        "gatsby-config.mjs": gatsbyConfig("@lekoarts/gatsby-theme-cara"),
        "src/@lekoarts/gatsby-theme-cara/": "",
        "static/icons.svg": CARA_ICONS,
      },
    },
  ]
}

export const peerDir = (peer: Peer): string => path.join(os.tmpdir(), "agency-peers", `${peer.name}-${peer.version}`)

const filesDigest = (peer: Peer): string => createHash("sha256").update(JSON.stringify(peer.files)).digest("hex")

/** Without npm's variables of our own `npm run` (npm_config_local_prefix would point npm at our tree). */
const peerEnv = (): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("npm_") && key !== "INIT_CWD")),
  GATSBY_TELEMETRY_DISABLED: "1",
  CI: "1",
})

/** Runs a command in `cwd`, its output to `log`; rejects, naming the log, when it fails. */
function run(command: string, args: string[], cwd: string, log: string): Promise<void> {
  const fd = fs.openSync(log, "w")
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: peerEnv(), stdio: ["ignore", fd, fd] })
    child.on("error", reject)
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (exit ${code}); see ${log}`)),
    )
  }).finally(() => fs.closeSync(fd))
}

const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(0)} s`

/** The peer's built public/, from an earlier build with the same files unless `rebuild`. */
export async function ensurePeerBuilt(peer: Peer, rebuild: boolean): Promise<string> {
  const dir = peerDir(peer)
  const mark = path.join(dir, BUILT_MARK)
  const publicDir = path.join(dir, "public")
  const digest = filesDigest(peer)
  const built = fs.existsSync(path.join(publicDir, "index.html")) && fs.existsSync(mark) && fs.readFileSync(mark, "utf8") === digest
  if (built && !rebuild) return publicDir
  fs.rmSync(mark, { force: true })
  for (const [file, text] of Object.entries(peer.files)) {
    const target = path.join(dir, file)
    fs.mkdirSync(file.endsWith("/") ? target : path.dirname(target), { recursive: true })
    if (!file.endsWith("/")) fs.writeFileSync(target, text)
  }
  let start = Date.now()
  console.error(`${peer.name} ${peer.version}: npm install in ${dir} …`)
  await run("npm", ["install", "--no-audit", "--no-fund"], dir, path.join(dir, "install.log"))
  console.error(`${peer.name}: installed in ${seconds(start)}; gatsby build …`)
  start = Date.now()
  await run("npx", ["gatsby", "build"], dir, path.join(dir, "build.log"))
  console.error(`${peer.name}: built in ${seconds(start)}`)
  fs.writeFileSync(mark, digest)
  return publicDir
}
