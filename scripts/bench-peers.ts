/**
 * `npm run bench:peers`: our site against the lightest Gatsby sites we know of, LekoArts' minimal
 * blog (with our blog post as its one post) and Cara (a one-page landing site), each built with
 * gatsby 5.16.1 in a temporary folder (scripts/lib/peers.ts; kept between runs, `--rebuild` builds
 * again). Lighthouse (mobile preset, simulated throttling) alternates the sites run by run: our home
 * against both peers' homes, our blog post against the minimal blog's post, PEERS_ROUNDS rounds (2)
 * of LIGHTHOUSE_RUNS runs per site (3). Prints a Markdown table per page with the ratios ours/peer
 * and writes every run's figures to bench-results/peers-<date>.json. Needs `npm run build` first.
 *
 * Beside the simulated metrics it reports what Lighthouse's trace saw, unthrottled: the first frame
 * painted and the first with content. The simulated FCP counts the tasks up to the first frame
 * painted, so a page that paints an empty frame first is credited with that frame's cost.
 */
import { execFile } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"
import fastifyCompress from "@fastify/compress"
import fastifyStatic from "@fastify/static"
import Fastify, { type FastifyInstance } from "fastify"
import { buildApp } from "../server/app"
import { loadConfig } from "../server/config"
import { chromePath, lighthouseRunner, lighthouseVersion, type Lhr } from "./lib/lighthouse"
import { ensurePeerBuilt, peers } from "./lib/peers"

const ROUNDS = Number(process.env.PEERS_ROUNDS ?? 2)
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const REBUILD = process.argv.includes("--rebuild")
const OUR_ROUTES: Record<string, string> = { home: "/", "blog post": "/blog/transform-your-website-with-smart-technology" }
const PAGE_TYPES = Object.keys(OUR_ROUTES)
const METRICS = ["fcp", "lcp", "tbt", "si", "bytes", "seenFcp"] as const

type Site = { name: string; origin: string; routes: Record<string, string> }
type Figures = {
  score: number
  fcp: number
  lcp: number
  tbt: number
  si: number
  bytes: number
  documentBytes: number
  /** What the trace saw, unthrottled: the first frame painted, and the first with content. */
  seenPaint: number
  seenFcp: number
}
type Run = Figures & { page: string; site: string; round: number; run: number; url: string }

const root = path.resolve(__dirname, "..")

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

// The same compression as our site's (server/static-site.ts): @fastify/compress on every route,
// brotli then gzip, the same compressible types, the plugin's defaults otherwise (brotli quality 4,
// nothing under 1 KB compressed). Where our build keeps a brotli copy of each page's HTML
// (index.html.br, quality 11, text mode), which our server sends in place of compressing, the
// peers' pages get the same copies, made once when their server starts.
const COMPRESSIBLE = /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?(?:javascript|json|xml)\b|^image\/svg\+xml\b/i

/** The file of `publicDir` an address names, relative to it: the file itself or its folder's index.html. */
function peerFile(publicDir: string, url: string): string | null {
  const pathname = decodeURIComponent(new URL(url, "http://peer").pathname)
  const target = path.resolve(publicDir, "." + pathname)
  if (target !== publicDir && !target.startsWith(publicDir + path.sep)) return null
  for (const file of [target, path.join(target, "index.html")]) {
    if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return path.relative(publicDir, file)
  }
  return null
}

const OUR_BROTLI_COPIES = fs.existsSync(path.join(root, "public", "index.html.br"))

/** Brotli copies of the HTML pages of `publicDir` (quality 11, text mode), by path relative to it. */
function brotliCopies(publicDir: string): Map<string, Buffer> {
  const pages = fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"))
  return new Map(
    pages.map((file) => {
      const html = fs.readFileSync(path.join(publicDir, file))
      const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT, BROTLI_PARAM_SIZE_HINT } = zlib.constants
      const params = { [BROTLI_PARAM_QUALITY]: 11, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT, [BROTLI_PARAM_SIZE_HINT]: html.length }
      return [file, zlib.brotliCompressSync(html, { params })]
    }),
  )
}

/** A peer's public/ on 127.0.0.1, clean URLs without redirects, as Gatsby documents for self-hosting. */
async function servePeer(publicDir: string): Promise<FastifyInstance> {
  const app = Fastify()
  await app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"], customTypes: COMPRESSIBLE })
  await app.register(fastifyStatic, { root: publicDir, serve: false })
  const copies = OUR_BROTLI_COPIES ? brotliCopies(publicDir) : new Map<string, Buffer>()
  app.get("/*", async (request, reply) => {
    const file = peerFile(publicDir, request.url)
    const copy = file === null ? undefined : copies.get(file)
    if (copy && /\bbr\b/.test(String(request.headers["accept-encoding"]))) {
      // Its Content-Encoding keeps the compression hook from compressing it again.
      return reply.header("Content-Encoding", "br").header("Vary", "Accept-Encoding").type("text/html; charset=utf-8").send(copy)
    }
    if (file !== null) return reply.sendFile(file)
    const notFound = path.join(publicDir, "404.html")
    return reply
      .code(404)
      .type("text/html; charset=utf-8")
      .send(fs.existsSync(notFound) ? fs.readFileSync(notFound) : "Not found")
  })
  await app.listen({ port: 0, host: "127.0.0.1" })
  return app
}

const originOf = (app: FastifyInstance): string => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`

/** One run's figures: the performance score, the metrics, the page's bytes and its HTML document's. */
function figures({ categories, audits }: Lhr): Figures {
  const value = (id: string) => audits[id]?.numericValue ?? 0
  const document = audits["network-requests"]?.details?.items?.find((item) => item.resourceType === "Document")
  const seen = (key: string) => Number(audits.metrics?.details?.items?.[0]?.[key] ?? 0)
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    si: value("speed-index"),
    bytes: value("total-byte-weight"),
    documentBytes: Number(document?.transferSize ?? 0),
    seenPaint: seen("observedFirstPaint"),
    seenFcp: seen("observedFirstContentfulPaint"),
  }
}

/** ROUNDS rounds; in each, per page type, RUNS runs alternating the sites that have that page. */
async function measure(sites: Site[]): Promise<{ runs: Run[]; repeated: number }> {
  const lighthouse = lighthouseRunner(root, ["performance"])
  const runs: Run[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of PAGE_TYPES) {
      for (let run = 1; run <= RUNS; run++) {
        for (const site of sites.filter((s) => s.routes[page])) {
          const url = site.origin + site.routes[page]
          const result = { page, site: site.name, round, run, url, ...figures(await lighthouse.run(url)) }
          console.error(`round ${round} ${page} run ${run} ${site.name}: score ${result.score}, LCP ${Math.round(result.lcp)} ms`)
          runs.push(result)
        }
      }
    }
  }
  return { runs, repeated: lighthouse.repeated() }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** ours/peer, where a peer's 0 (no blocking time) gives ∞, or 1 when ours is 0 too. */
const ratio = (ours: number, peer: number): string => (peer === 0 ? (ours === 0 ? "1.00" : "∞") : (ours / peer).toFixed(2))

/** The Markdown table of one page type: per site and round the medians, then the ratios ours/peer over all runs. */
function pageTable(page: string, runs: Run[], sites: Site[]): string[] {
  const onPage = runs.filter((r) => r.page === page)
  const compared = sites.filter((s) => s.routes[page])
  const lines = [
    `### ${page}`,
    "",
    "| site | page | round | score | FCP | LCP | TBT | SI | bytes | document | unthrottled: first paint / FCP |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ]
  for (const site of compared) {
    for (let round = 1; round <= ROUNDS; round++) {
      const of = onPage.filter((r) => r.site === site.name && r.round === round)
      const m = (key: keyof Figures) => median(of.map((r) => r[key]))
      lines.push(
        `| ${site.name} | ${site.routes[page]} | ${round} | ${m("score")} | ${seconds(m("fcp"))} | ${seconds(m("lcp"))} | ${Math.round(m("tbt"))} ms | ` +
          `${seconds(m("si"))} | ${kb(m("bytes"))} | ${kb(m("documentBytes"))} | ${Math.round(m("seenPaint"))} / ${Math.round(m("seenFcp"))} ms |`,
      )
    }
  }
  const overall = (site: string, key: keyof Figures) => median(onPage.filter((r) => r.site === site).map((r) => r[key]))
  const [ours, ...others] = compared.map((s) => s.name)
  lines.push("", `Ratios ours/peer, medians of all ${ROUNDS * RUNS} runs per site:`, "")
  lines.push("| ours / | FCP | LCP | TBT | SI | bytes | FCP unthrottled |", "|---|---|---|---|---|---|---|")
  for (const peer of others) lines.push(`| ${peer} | ${METRICS.map((key) => ratio(overall(ours, key), overall(peer, key))).join(" | ")} |`)
  const best = METRICS.map((key) => others.reduce((a, b) => (overall(b, key) < overall(a, key) ? b : a)))
  if (others.length > 1) {
    lines.push(`| best peer | ${METRICS.map((key, i) => `${ratio(overall(ours, key), overall(best[i], key))} (${best[i]})`).join(" | ")} |`)
  }
  return [...lines, ""]
}

/** Date, machine and versions, as the first lines of the report and in the JSON. */
async function context(peerList: { name: string; version: string }[]) {
  const { stdout } = await promisify(execFile)(chromePath(), ["--version"]).catch(() => ({ stdout: "unknown" }))
  const cpus = os.cpus()
  return {
    date: new Date().toISOString(),
    machine: `${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB`,
    lighthouse: lighthouseVersion(root),
    chromium: stdout.split("\n")[0].trim(),
    node: process.version,
    peers: peerList.map((p) => `${p.name} ${p.version}`).join(", "),
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, "public", "index.html"))) throw new Error("Run `npm run build` first.")
  const peerList = peers(root)
  const peerDirs: string[] = []
  // One at a time: each install and build takes both cores.
  for (const peer of peerList) peerDirs.push(await ensurePeerBuilt(peer, REBUILD))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lh-data-"))
  const servers: FastifyInstance[] = []
  try {
    const ours = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir, HSTS: "0" }, root))
    servers.push(ours)
    await ours.listen({ port: 0, host: "127.0.0.1" })
    const sites: Site[] = [{ name: "ours", origin: originOf(ours), routes: OUR_ROUTES }]
    for (const [i, peer] of peerList.entries()) {
      const server = await servePeer(peerDirs[i])
      servers.push(server)
      sites.push({ name: peer.name, origin: originOf(server), routes: peer.routes })
    }
    const about = await context(peerList)
    const { runs, repeated } = await measure(sites)
    console.log(`\nLighthouse ${about.lighthouse} (mobile, simulated throttling), ${about.chromium}, Node ${about.node}`)
    console.log(`${about.date} on ${about.machine}; peers (gatsby 5.16.1): ${about.peers}`)
    const html = OUR_BROTLI_COPIES ? "pages' HTML as brotli-11 copies, the rest" : "everything"
    console.log(
      `${ROUNDS} round(s) of ${RUNS} run(s) per site, sites alternating run by run; medians. Every site sends ${html} compressed on the fly.\n`,
    )
    for (const page of PAGE_TYPES) console.log(pageTable(page, runs, sites).join("\n"))
    if (repeated > 0) console.log(`(${repeated} run${repeated === 1 ? "" : "s"} repeated after a Lighthouse trace error.)`)
    const out = path.join(root, "bench-results", `peers-${about.date.slice(0, 19).replace(/:/g, "-")}.json`)
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(out, JSON.stringify({ ...about, rounds: ROUNDS, runsPerRound: RUNS, sites, runs }, null, 2) + "\n")
    console.log(`Every run's figures: ${path.relative(root, out)}`)
  } finally {
    for (const server of servers) await server.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
