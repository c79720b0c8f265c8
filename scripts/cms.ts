/**
 * `npm run cms`: the browser editor on this machine. Starts decap-server, which reads and writes the
 * files of this working tree for the editor, on 127.0.0.1:8081 only, and the site's own server
 * (server/start.ts, building the site first when there is no build), then prints the editor's
 * address. Opened on localhost, the editor finds decap-server by itself (`local_backend` in its
 * configuration) and saves straight into content/: review and commit the changes with git as usual.
 * Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"
import { CMS_LOCAL_BACKEND_URL } from "../common/security-headers"
import { CMS_FOLDER } from "../common/site-files"
import { ConfigError, loadConfig } from "../server/config"
import { main as startSite } from "../server/start"
import { writeCms } from "../gatsby/cms"

const root = path.resolve(__dirname, "..")

/** Whether decap-server answers its `info` action at `url`, in file-system mode. */
async function decapServerAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    })
    return ((await response.json()) as { type?: string }).type === "local_fs"
  } catch {
    return false
  }
}

export type DecapServerOptions = {
  /** The working tree whose files the editor reads and writes */
  repoDir: string
  /**
   * Where it answers: by default the editor's local backend. The browser journey
   * (__tests__/e2e/cms-journey.test.ts) runs its own elsewhere and forwards the editor's requests to it.
   */
  url?: string
  /** Its own process group, for a caller that stops it by group (the browser test) */
  detached?: boolean
  /** Where its log lines go */
  output?: "inherit" | "ignore"
}

/**
 * decap-server in file-system mode (`MODE=fs`: entries are the files of repoDir, no git), listening
 * on the loopback interface only: its entry binds to BIND_HOST when given one (by default it listens
 * on every interface, which would let anyone on the network write the working tree). Resolves once
 * it answers; fails if it stops first, e.g. when port 8081 is taken.
 */
export async function startDecapServer({
  repoDir,
  url = CMS_LOCAL_BACKEND_URL,
  detached = false,
  output = "inherit",
}: DecapServerOptions): Promise<ChildProcess> {
  if (await decapServerAnswers(url)) throw new Error(`Something already answers at ${url}: is another npm run cms running?`)
  const { hostname, port } = new URL(url)
  const child = spawn(process.execPath, [path.join(root, "node_modules", "decap-server", "dist", "index.js")], {
    cwd: repoDir,
    env: { ...process.env, MODE: "fs", GIT_REPO_DIRECTORY: repoDir, BIND_HOST: hostname, PORT: port, LOG_LEVEL: "info" },
    stdio: ["ignore", output, output],
    detached,
  })
  const deadline = Date.now() + 15_000
  while (!(await decapServerAnswers(url))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill()
      throw new Error(`decap-server did not start at ${url} (is port ${port} in use?)`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return child
}

async function main(): Promise<void> {
  const config = loadConfig(process.env, root)
  const built = existsSync(path.join(config.publicDir, "index.html"))
  // A build made before the editor existed has no public/cms/; later builds write it themselves.
  if (built && !existsSync(path.join(config.publicDir, CMS_FOLDER, "index.html"))) {
    console.log("› This build has no editor yet: writing public/cms/")
    writeCms(config.publicDir)
  }
  const app = await startSite(built ? ["--no-build"] : [])
  const decapServer = await startDecapServer({ repoDir: root })
  let stopping = false
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => (stopping = true))
  // The site's server exits on Ctrl-C (server/start.ts); decap-server goes with it.
  process.on("exit", () => decapServer.kill())
  decapServer.on("exit", () => {
    if (stopping) return
    console.error("decap-server stopped; stopping the site too")
    void app.close().then(() => process.exit(1))
  })
  const address = app.server.address()
  const port = typeof address === "object" && address !== null ? address.port : config.port
  console.log(`› Editor: http://localhost:${port}/${CMS_FOLDER}/ (saves into content/ of this working tree; Ctrl-C stops)`)
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
