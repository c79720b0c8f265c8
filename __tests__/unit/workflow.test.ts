/** @jest-environment node */
/**
 * The git-triggered build (.github/workflows/site.yml), read as GitHub reads it: pull requests run
 * the content check and the tests, and those from the repository's own branches (the browser
 * editor's among them) are deployed as a preview linked from the pull request; pushes to main build with Gatsby's cache restored, deploy the
 * CDN folder to Cloudflare Pages and ask the API host to redeploy. Every script it runs exists and
 * every secret it reads is named in README.
 */
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"

type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>; if?: string }
type Job = { if?: string; "runs-on": string; steps: Step[]; "timeout-minutes"?: number; permissions?: Record<string, string> }
type Workflow = { on: Record<string, unknown>; jobs: Record<string, Job> }

const root = path.resolve(__dirname, "../..")
const text = fs.readFileSync(path.join(root, ".github/workflows/site.yml"), "utf8")
const workflow = parse(text) as Workflow
const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }

const runs = (job: Job): string[] => job.steps.flatMap((step) => (step.run ? [step.run.trim()] : []))
const indexOf = (job: Job, predicate: (step: Step) => boolean): number => {
  const index = job.steps.findIndex(predicate)
  expect(index).toBeGreaterThanOrEqual(0)
  return index
}
const runIndex = (job: Job, command: string | RegExp) =>
  indexOf(job, (step) => (typeof command === "string" ? step.run?.trim() === command : command.test(step.run ?? "")))

/** The jobs GitHub would run for an event: their `if` evaluated for that event, ref and the pull request's head repository. */
function jobsFor(eventName: string, ref: string, headRepository = "agency/site"): string[] {
  return Object.entries(workflow.jobs)
    .filter(([, job]) => {
      if (!job.if) return true
      const expression = job.if
        .replace(/github\.event_name/g, JSON.stringify(eventName))
        .replace(/github\.event\.pull_request\.head\.repo\.full_name/g, JSON.stringify(headRepository))
        .replace(/github\.repository/g, JSON.stringify("agency/site"))
        .replace(/github\.ref/g, JSON.stringify(ref))
        .replace(/'/g, '"')
      expect(expression).toMatch(/^[\s"a-zA-Z0-9/_=!&|()-]+$/)
      return Boolean(new Function(`return (${expression})`)())
    })
    .map(([name]) => name)
}

describe("triggers", () => {
  it("runs on pull requests and on pushes to main", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push"])
    expect(workflow.on.push).toEqual({ branches: ["main"] })
  })

  it("tests pull requests, previews those of the repository's own branches, deploys only pushes to main", () => {
    expect(jobsFor("pull_request", "refs/pull/7/merge")).toEqual(["test", "preview"])
    expect(jobsFor("pull_request", "refs/pull/8/merge", "someone/fork")).toEqual(["test"])
    expect(jobsFor("push", "refs/heads/main")).toEqual(["deploy"])
    expect(jobsFor("push", "refs/heads/feature")).toEqual([])
  })
})

describe("pull requests", () => {
  const job = workflow.jobs.test

  it("check out, install Node from .nvmrc, npm ci, the content check, then npm test", () => {
    const checkout = indexOf(job, (step) => step.uses?.startsWith("actions/checkout@") === true)
    const node = indexOf(job, (step) => step.uses?.startsWith("actions/setup-node@") === true)
    expect(job.steps[node].with).toMatchObject({ "node-version-file": ".nvmrc" })
    const install = runIndex(job, "npm ci")
    const content = runIndex(job, "npm run check:content")
    const test = runIndex(job, "npm test")
    expect([checkout, node, install, content, test]).toEqual([...[checkout, node, install, content, test]].sort((a, b) => a - b))
    expect(job["timeout-minutes"]).toBeLessThanOrEqual(30)
  })
})

describe("previews of pull requests", () => {
  const job = workflow.jobs.preview

  it("builds the change, deploys it as a branch of the Pages project and links it from the pull request", () => {
    const steps = [
      "npm ci",
      "npm run check:content",
      "npm run build",
      /^npm run cdn:dir -- cdn-dist$/,
      /^npx wrangler pages deploy cdn-dist /,
      /gh api .*statuses/,
    ]
    const order = steps.map((command) => runIndex(job, command))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    const deploy = job.steps[runIndex(job, /^npx wrangler pages deploy /)]
    expect(deploy.run).toContain('--branch="$BRANCH"')
    expect(deploy.env).toMatchObject({ BRANCH: "${{ github.head_ref }}", CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}" })
    const link = job.steps[runIndex(job, /gh api .*statuses/)]
    // The status the browser editor's "View preview" reads (backend.preview_context in its configuration).
    expect(link.run).toMatch(/-f context=deploy\/preview -f target_url="\$URL"/)
    expect(link.run).toMatch(/gh pr comment "\$PR"/)
    expect(link.env?.URL).toMatch(/^\$\{\{ steps\.\w+\.outputs\.url \}\}$/)
    expect(job.permissions).toEqual({ contents: "read", statuses: "write", "pull-requests": "write" })
  })

  it("passes a branch name and other values to scripts through the environment, never into their text", () => {
    for (const run of runs(job)) expect(run).not.toContain("${{")
  })
})

describe("pushes to main", () => {
  const job = workflow.jobs.deploy

  it("restores and saves Gatsby's .cache and public/ around the build", () => {
    const cache = indexOf(job, (step) => step.uses?.startsWith("actions/cache@") === true)
    const paths = String(job.steps[cache].with?.path)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
    expect(paths.sort()).toEqual([".cache", "public"])
    const key = String(job.steps[cache].with?.key)
    const restoreKeys = String(job.steps[cache].with?.["restore-keys"]).trim()
    // A new entry per commit (entries are immutable), restored from the newest of the same lockfile
    // and the same build code (what Gatsby's node APIs run).
    expect(key).toContain("${{ github.sha }}")
    expect(key.startsWith(restoreKeys)).toBe(true)
    expect(restoreKeys).toContain(
      "hashFiles('package-lock.json', 'gatsby-*.ts', 'gatsby/**', 'plugins/**', 'common/**', 'src/content-schema/**')",
    )
    expect(cache).toBeLessThan(runIndex(job, "npm run build"))
  })

  it("builds with API_ORIGIN, makes the CDN folder and deploys that folder to Cloudflare Pages", () => {
    const install = runIndex(job, "npm ci")
    const build = runIndex(job, "npm run build")
    const folder = runIndex(job, /^npm run cdn:dir -- (\S+)$/)
    const deploy = runIndex(job, /^npx wrangler pages deploy /)
    expect(install).toBeLessThan(build)
    expect(build).toBeLessThan(folder)
    expect(folder).toBeLessThan(deploy)
    const dir = /^npm run cdn:dir -- (\S+)$/.exec(job.steps[folder].run!.trim())![1]
    expect(job.steps[deploy].run).toMatch(new RegExp(`^npx wrangler pages deploy ${dir} --project-name=`))
    expect(job.steps[build].env?.API_ORIGIN).toBe("${{ vars.API_ORIGIN }}")
    expect(job.steps[folder].env?.API_ORIGIN).toBe("${{ vars.API_ORIGIN }}")
    expect(job.steps[deploy].env).toMatchObject({
      CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
      CLOUDFLARE_ACCOUNT_ID: "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
    })
  })

  it("triggers the API's redeploy after the site, only when its hook is configured", () => {
    const deploy = runIndex(job, /^npx wrangler pages deploy /)
    const hook = indexOf(job, (step) => step.env?.API_DEPLOY_HOOK === "${{ secrets.API_DEPLOY_HOOK }}")
    expect(hook).toBeGreaterThan(deploy)
    expect(job.steps[hook].run).toMatch(/if \[ -z "\$API_DEPLOY_HOOK" \]; then .*exit 0; fi/)
    expect(job.steps[hook].run).toMatch(/curl --fail .* -X POST "\$API_DEPLOY_HOOK"/)
  })
})

describe("consistency", () => {
  it("runs only scripts that package.json has, and the wrangler it installs", () => {
    const all = Object.values(workflow.jobs).flatMap(runs)
    const scripts = all.flatMap((run) => [...run.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]))
    expect(scripts.length).toBeGreaterThan(2)
    for (const script of scripts) expect([script, packageJson.scripts[script]]).toEqual([script, expect.any(String)])
    // npx without a version runs the devDependency, the one the deploy check verified.
    expect(all.filter((run) => run.includes("wrangler")).every((run) => /npx wrangler (?!@)/.test(run))).toBe(true)
    expect(JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).devDependencies.wrangler).toMatch(/^\d/)
  })

  it("names in README every secret and variable it reads", () => {
    const readme = fs.readFileSync(path.join(root, "README.md"), "utf8")
    const deploySection = readme.slice(readme.indexOf("## Deploy"))
    const names = [...text.matchAll(/\$\{\{\s*(?:secrets|vars)\.(\w+)\s*\}\}/g)].map((match) => match[1])
    expect(new Set(names)).toEqual(
      new Set(["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_PAGES_PROJECT", "API_ORIGIN", "SITE_URL", "API_DEPLOY_HOOK"]),
    )
    for (const name of names) expect([name, deploySection.includes(`\`${name}\``)]).toEqual([name, true])
  })
})
