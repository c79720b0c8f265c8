/**
 * The browser editor, Decap CMS, at /cms/: written into public/cms/ at the end of every build
 * (post-build.ts). Decap is one prebuilt bundle with its own React 19, so nothing webpack compiles
 * imports it: its files are copied from node_modules as they are, and the site's bundles do not
 * change. Beside them: the page that loads them, the configuration generated from the content
 * registry (src/content-schema/cms.ts), our part of the editor (src/cms/editor.ts: preview
 * templates, widgets, the content check) bundled into one script, and the preview's stylesheet in
 * the site's look.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { buildSync } from "esbuild"
import site from "../content/site.json"
import { CMS_LOCAL_BACKEND_URL } from "../common/security-headers"
import { CMS_FOLDER } from "../common/site-files"
import { cmsConfig } from "../src/content-schema/cms"
import { editorCss, PREVIEW_FONT, previewCss } from "./cms-preview"

const ROOT = path.join(__dirname, "..")

/** The build-time settings of the editor (README, Configuration). */
export type CmsEnv = Partial<Record<"CMS_REPO" | "CMS_AUTH_URL" | "GITHUB_REPOSITORY" | "SITE_URL", string>>

/** Where our own server signs editors in with GitHub (server/cms-auth/), on the site's origin. */
export const SIGN_IN_PATH = "/admin/cms/auth"

/** "owner/name" of the GitHub repository this clone was taken from, or null. */
export function originRepository(root = ROOT): string | null {
  try {
    const url = execFileSync("git", ["remote", "get-url", "origin"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
    return /github\.com[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?\s*$/.exec(url)?.[1] ?? null
  } catch {
    return null
  }
}

/**
 * The editor's backend on the live site: GitHub. The repository is CMS_REPO, else the one GitHub
 * Actions builds (GITHUB_REPOSITORY), else this clone's origin on GitHub. Editors sign in through
 * the popup at CMS_AUTH_URL, by default our server's on the site's origin (SITE_URL); Decap takes the
 * popup's answer only from that origin, its `base_url`.
 */
export function cmsBackend(env: CmsEnv, origin: () => string | null = originRepository) {
  const repo = env.CMS_REPO?.trim() || env.GITHUB_REPOSITORY?.trim() || origin()
  if (repo && !/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`CMS_REPO must name a GitHub repository as owner/name, got "${repo}"`)
  const siteOrigin = new URL(env.SITE_URL?.trim() || site.siteUrl).origin
  const signIn = env.CMS_AUTH_URL?.trim() || `${siteOrigin}${SIGN_IN_PATH}`
  const url = URL.canParse(signIn) ? new URL(signIn) : null
  if (url === null || !/^https?:$/.test(url.protocol) || url.pathname === "/" || url.search !== "" || url.hash !== "") {
    throw new Error(
      `CMS_AUTH_URL must be the http(s) address of a GitHub sign-in for Decap, such as https://example.com/auth, got "${signIn}"`,
    )
  }
  return {
    name: "github",
    ...(repo ? { repo } : {}),
    branch: "main",
    base_url: url.origin,
    auth_endpoint: url.pathname.replace(/^\/+|\/+$/g, ""),
    // The commit status the pull request's preview deploy sets (.github/workflows/site.yml): the
    // editor's "View preview" opens its address.
    preview_context: "deploy/preview",
  }
}

/** The editor's whole configuration. */
export function editorConfig(env: CmsEnv, origin?: () => string | null) {
  return cmsConfig({
    backend: cmsBackend(env, origin),
    // Decap asks decap-server here only when the editor is opened on localhost or 127.0.0.1.
    localBackend: { url: CMS_LOCAL_BACKEND_URL },
    publishMode: "editorial_workflow",
    // The agency's mark on the sign-in screen (static/icons/, written by npm run assets).
    logoUrl: "/icons/icon-512x512.png",
    // A published entry's "View Live" opens its page there; a change in review has its deploy preview.
    siteUrl: new URL(env.SITE_URL?.trim() || site.siteUrl).origin,
  })
}

/** The page Decap's package loads: the rest of dist/ is what it fetches beside itself. */
const DECAP_ENTRY = "decap-cms.js"

/**
 * The folder of Decap's prebuilt files, wherever the package is installed for the project at `root`.
 * (Resolved from the project's package.json: Gatsby bundles this file, and its bundler has no
 * `require.resolve` of its own.)
 */
export const decapDist = (root = ROOT) =>
  path.join(path.dirname(createRequire(path.join(root, "package.json")).resolve("decap-cms/package.json")), "dist")

/**
 * The files of Decap's dist/ the editor serves: every one but the source maps and the package's
 * copies under its old name (cms.js with its numbered chunks `N.cms.js`, its licence notice, and
 * cms.css, an empty file kept for old set-ups). What decap-cms.js loads at run time is among them,
 * whatever its bundler names it.
 */
export function decapRuntimeFiles(distDir: string): string[] {
  const oldName = /^(?:\d+\.)?cms\.(?:js|css|js\.LICENSE\.txt)$/
  return fs
    .readdirSync(distDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".map") && !oldName.test(entry.name))
    .map((entry) => entry.name)
    .sort()
}

/** Our part of the editor, one script, bundled from src/cms/editor.ts and what it imports. */
export const EDITOR_SCRIPT = "editor.js"

/**
 * src/cms/editor.ts bundled for the browser: it runs once loaded, after Decap's own script, and
 * defines no global; what it needs of Decap it reads from Decap's globals (src/cms/decap.ts).
 */
export function editorScript(root = ROOT): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(root, "src", "cms", "editor.ts")],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    legalComments: "none",
    write: false,
  })
  return outputFiles[0].text
}

/** The editor's page: Decap, then our script; no inline script, so the policy needs no hash. */
export function cmsIndexHtml(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="stylesheet" href="/${CMS_FOLDER}/editor.css" />
    <title>Content editor · ${site.brand}</title>
    <link href="/${CMS_FOLDER}/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
${[DECAP_ENTRY, EDITOR_SCRIPT].map((file) => `    <script src="/${CMS_FOLDER}/${file}"></script>\n`).join("")}
  </body>
</html>
`
}

export type CmsWriteOptions = { env?: CmsEnv; root?: string; origin?: () => string | null }

/** Writes public/cms/ afresh; returns the files written (relative to it) and the repository the editor commits to. */
export function writeCms(publicDir: string, { env = process.env, root = ROOT, origin }: CmsWriteOptions = {}) {
  const config = editorConfig(env, origin)
  const dir = path.join(publicDir, CMS_FOLDER)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const distDir = decapDist(root)
  const decapFiles = decapRuntimeFiles(distDir)
  for (const file of decapFiles) fs.copyFileSync(path.join(distDir, file), path.join(dir, file))
  fs.writeFileSync(path.join(dir, "editor.css"), editorCss())
  fs.copyFileSync(path.join(root, PREVIEW_FONT.source), path.join(dir, PREVIEW_FONT.file))
  fs.writeFileSync(path.join(dir, "preview.css"), previewCss())
  fs.writeFileSync(path.join(dir, EDITOR_SCRIPT), editorScript(root))
  // JSON is YAML too.
  fs.writeFileSync(path.join(dir, "config.yml"), `${JSON.stringify(config, null, 2)}\n`)
  fs.writeFileSync(path.join(dir, "index.html"), cmsIndexHtml())
  const files = [...decapFiles, EDITOR_SCRIPT, "editor.css", PREVIEW_FONT.file, "preview.css", "config.yml", "index.html"].sort()
  return { files, repo: "repo" in config.backend ? String(config.backend.repo) : null }
}
