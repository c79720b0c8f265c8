/** @jest-environment node */
/**
 * `npm run enquiries -- backup FILE` while the server is storing enquiries, then `restore`: the
 * backup holds every enquiry acknowledged before it started, passes SQLite's integrity check, and a
 * restore brings back every one of its rows as it was.
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import Database from "better-sqlite3"
import { openSqliteStore } from "../../server/enquiries/sqlite-store"
import { validEnquiry } from "./helpers/enquiry-app"
import { freePort } from "../setup/free-port"

jest.setTimeout(180_000)

const root = path.resolve(__dirname, "../..")
const TSX = path.join(root, "node_modules/tsx/dist/cli.mjs")

let work: string
let server: ChildProcess | undefined

/** Runs the enquiries CLI to its end; its output goes to a file so no pipe outlives it. */
function cli(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  const logFile = path.join(work, `cli-${args[0]}-${Date.now()}.log`)
  const log = fs.openSync(logFile, "w")
  const child = spawn(process.execPath, [TSX, "server/cli.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ["ignore", log, log],
  })
  fs.closeSync(log)
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output: fs.readFileSync(logFile, "utf8") })))
}

type Row = Record<string, unknown>
const rowsOf = (file: string): Row[] => {
  const db = new Database(file, { readonly: true })
  try {
    return db.prepare("SELECT * FROM enquiries ORDER BY id").all() as Row[]
  } finally {
    db.close()
  }
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-backup-"))
})

afterAll(async () => {
  if (server?.pid !== undefined && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve))
    process.kill(-server.pid, "SIGTERM")
    await exited
  }
  fs.rmSync(work, { recursive: true, force: true })
})

it("backs up a store under load consistently, and restores every row", async () => {
  const dataDir = path.join(work, "data")
  // Thousands of rows over many pages, so the backup takes several steps while writes land between them.
  const seed = openSqliteStore(dataDir)
  const filler = "A long message about a campaign in Chennai. ".repeat(20)
  for (let i = 0; i < 2000; i++) {
    await seed.insert({ ...validEnquiry({ description: `${i} ${filler}` }), submissionId: null }, [])
  }
  await seed.close()

  const port = await freePort()
  const publicDir = path.join(work, "public")
  fs.mkdirSync(publicDir)
  const log = fs.openSync(path.join(work, "server.log"), "w")
  server = spawn(process.execPath, [TSX, "server/start.ts", "--no-build"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_DIR: publicDir,
      RATE_LIMIT_PER_IP: "0",
      RATE_LIMIT_GLOBAL: "0",
      // Beside Jest's workers on a busy machine, stalls would be shed as load (load-shedding.test.ts).
      MAX_EVENT_LOOP_DELAY_MS: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", log, log],
    detached: true,
  })
  fs.closeSync(log)
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    const health = await fetch(`${base}/healthz`).catch(() => null)
    if (health?.status === 200) break
    if (i > 240) throw new Error(`server did not start:\n${fs.readFileSync(path.join(work, "server.log"), "utf8")}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  // Eight clients posting enquiries without pause until told to stop.
  const acknowledged: string[] = []
  let stop = false
  const client = async () => {
    while (!stop) {
      const response = await fetch(`${base}/user/create/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validEnquiry({ description: `Posted during the backup. ${filler}` })),
      })
      expect(response.status).toBe(201)
      acknowledged.push(((await response.json()) as { data: { id: string } }).data.id)
    }
  }
  const clients = Array.from({ length: 8 }, client)
  while (acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 20))

  const ackedBefore = [...acknowledged]
  const backupFile = path.join(work, "backups", "enquiries.sqlite")
  fs.mkdirSync(path.dirname(backupFile))
  const backup = await cli(["backup", backupFile], dataDir)
  const ackedDuring = acknowledged.length - ackedBefore.length
  stop = true
  await Promise.all(clients)

  expect(backup.output).toMatch(/Backed up \d+ enquiries to /)
  expect(backup.code).toBe(0)
  // The server kept storing enquiries while the backup ran.
  expect(ackedDuring).toBeGreaterThan(0)
  expect(fs.readdirSync(path.dirname(backupFile))).toEqual(["enquiries.sqlite"])

  const check = new Database(backupFile, { readonly: true })
  expect(check.pragma("integrity_check", { simple: true })).toBe("ok")
  check.close()
  const backedUp = rowsOf(backupFile)
  const backedUpIds = new Set(backedUp.map((row) => row.id))
  expect(backedUp.length).toBeGreaterThanOrEqual(2000 + ackedBefore.length)
  for (const id of ackedBefore) expect(backedUpIds.has(id)).toBe(true)
  // Whole rows only: every column of every row is there.
  for (const row of backedUp) expect(typeof row.description === "string" && (row.description as string).length > 0).toBe(true)

  // Restore into an empty store elsewhere: every row of the backup, as it was.
  const restoredDir = path.join(work, "restored")
  const restore = await cli(["restore", backupFile], restoredDir)
  expect(restore.output).toContain(`Restored ${backedUp.length} enquiries`)
  expect(restore.code).toBe(0)
  expect(rowsOf(path.join(restoredDir, "enquiries.sqlite"))).toEqual(backedUp)

  // And over the live store once the server is stopped: back to the backup's rows exactly.
  const exited = new Promise((resolve) => server!.once("exit", resolve))
  process.kill(-server.pid!, "SIGTERM")
  await exited
  expect(rowsOf(path.join(dataDir, "enquiries.sqlite")).length).toBe(2000 + acknowledged.length)
  const overLive = await cli(["restore", backupFile], dataDir)
  expect(overLive.code).toBe(0)
  expect(rowsOf(path.join(dataDir, "enquiries.sqlite"))).toEqual(backedUp)
  const reopened = openSqliteStore(dataDir)
  expect(reopened.readPragmas()).toMatchObject({ journalMode: "wal", synchronous: 2 })
  await reopened.close()
})

it("refuses a file that is not an enquiry store, leaving the store alone", async () => {
  const dataDir = path.join(work, "refuse-data")
  const store = openSqliteStore(dataDir)
  await store.insert({ ...validEnquiry(), submissionId: null }, [])
  await store.close()
  const bogus = path.join(work, "not-a-backup.sqlite")
  fs.writeFileSync(bogus, "this is not a database")
  const result = await cli(["restore", bogus], dataDir)
  expect(result.code).not.toBe(0)
  expect(rowsOf(path.join(dataDir, "enquiries.sqlite"))).toHaveLength(1)
})
