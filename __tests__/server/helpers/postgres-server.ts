/**
 * A real PostgreSQL server for the store tests: Debian's binaries (installed by
 * scripts/ensure-tools.sh when missing), a fresh data directory under the system's temporary
 * folder, a free loopback port, and nothing left behind. Never a system service.
 */
import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import { freePort } from "../../setup/free-port"

export type TestPostgres = {
  /** postgres://… of a new, empty database on the server */
  createDatabase(): Promise<string>
  stop(): Promise<void>
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

export async function startPostgres(): Promise<TestPostgres> {
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
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`
  let databases = 0
  return {
    async createDatabase() {
      const name = `enquiries_${process.pid}_${++databases}`
      const client = new pg.Client({ connectionString: admin })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE ${name}`)
      } finally {
        await client.end()
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    async stop() {
      try {
        run(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
