/**
 * One real PostgreSQL server for a Jest run of the server project: Debian's binaries (installed by
 * scripts/ensure-tools.sh when missing), a fresh data directory under the system's temporary
 * folder, a free loopback port, and nothing left behind. Never a system service. The project's
 * global setup starts it (../setup/global-setup.ts) and its teardown stops it; a test file gets new
 * databases on it through testPostgres().
 */
import { execFileSync, spawnSync } from "node:child_process"
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import { freePort } from "../../setup/free-port"
import { runStateFile } from "../../setup/run-state-file"

export type TestPostgres = {
  /** postgres://… of a new, empty database on the server */
  createDatabase(): Promise<string>
}

/** Where the run's server is (its superuser's URL and its folder), or why it did not start. */
export type PostgresState = { admin: string; dir: string } | { error: string }

/** The run's state file of its PostgreSQL server: two runs on one machine never share a server. */
export const stateFile = (): string => runStateFile("postgres")

export function readState(): PostgresState | undefined {
  const file = stateFile()
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as PostgresState) : undefined
}

function pgBin(): string {
  const root = "/usr/lib/postgresql"
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, "bin", "initdb"))) : []
  versions.sort((a, b) => Number(b) - Number(a))
  if (versions.length === 0)
    throw new Error(
      "PostgreSQL binaries not found under /usr/lib/postgresql: run `apt-get install postgresql` (npm test does this itself as root)",
    )
  return path.join(root, versions[0], "bin")
}

/** PostgreSQL refuses to run as root: as root the server runs as the `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args]
}

function run(command: string, args: string[]): void {
  const [file, argv] = asServerUser(command, args)
  // Output to files, not pipes: pg_ctl's server outlives it and would hold a pipe open.
  const result = spawnSync(file, argv, { stdio: "ignore" })
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed with status ${result.status}`)
}

export async function startPostgres(): Promise<{ admin: string; dir: string }> {
  const bin = pgBin()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-pg-"))
  const data = path.join(dir, "data")
  const log = path.join(dir, "server.log")
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir])
  const port = await freePort()
  try {
    run(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"])
    run(path.join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      log,
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      "-w",
      "-t",
      "60",
      "start",
    ])
  } catch (error) {
    const detail = fs.existsSync(log) ? fs.readFileSync(log, "utf8").slice(-2000) : ""
    fs.rmSync(dir, { recursive: true, force: true })
    throw new Error(`${(error as Error).message}\n${detail}`)
  }
  return { admin: `postgres://postgres@127.0.0.1:${port}/postgres`, dir }
}

export function stopPostgres(dir: string): void {
  try {
    run(path.join(pgBin(), "pg_ctl"), ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "stop"])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The run's server, for a test file: each database it creates has a name no other file or worker uses. */
export function testPostgres(): TestPostgres {
  return {
    async createDatabase() {
      const state = readState()
      if (!state) throw new Error("No PostgreSQL for this run: the server project's global setup starts it (jest.config.js)")
      if ("error" in state) throw new Error(`PostgreSQL did not start for this run: ${state.error}`)
      const name = `enquiries_${randomUUID().replaceAll("-", "")}`
      const client = new pg.Client({ connectionString: state.admin })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE ${name}`)
      } finally {
        await client.end()
      }
      const url = new URL(state.admin)
      url.pathname = `/${name}`
      return url.href
    },
  }
}
