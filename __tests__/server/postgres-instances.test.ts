/**
 * @jest-environment node
 *
 * Two real API processes on one PostgreSQL database, as behind a load balancer: posts to both
 * under load, one killed with SIGKILL mid-stream; every acknowledged enquiry is stored, none twice.
 * The CLI reads the same database through DATABASE_URL.
 */
import { execFile, type ChildProcess } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"
import { randomUUID } from "node:crypto"
import { openPostgresStore } from "../../server/enquiries/postgres-store"
import { makeTestDirs, removeTestDirs, startServerProcess, validEnquiry, type TestDirs } from "./helpers/enquiry-app"
import { testPostgres } from "./helpers/postgres-server"

jest.setTimeout(90_000)

const ROOT = path.resolve(__dirname, "../..")

const postgres = testPostgres()
let dirs: TestDirs
const children: ChildProcess[] = []

beforeEach(() => {
  dirs = makeTestDirs("pg-instances-")
})
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  removeTestDirs(dirs)
})

async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const server = await startServerProcess(dirs, { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_IP: "0", RATE_LIMIT_GLOBAL: "0" })
  children.push(server.child)
  return server
}

test("two instances under load, one killed with SIGKILL: every acknowledged enquiry stored once", async () => {
  const url = await postgres.createDatabase()
  const servers = await Promise.all([startServer(url), startServer(url)])
  const acknowledged = new Map<string, { id: string; name: string }>()
  let victimKilled = false
  let refused = 0

  // Eight visitors in a loop, alternating instances; each retry of a post reuses its submissionId
  // on the other instance, as the site's form does after a network error.
  const visitor = async (n: number) => {
    for (let i = 0; i < 40; i++) {
      const submissionId = randomUUID()
      const name = `Visitor ${n}-${i}`
      const body = JSON.stringify(validEnquiry({ name, submissionId }))
      for (const server of i % 2 === 0 ? servers : [...servers].reverse()) {
        try {
          const response = await fetch(`${server.base}/user/create/`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body,
          })
          if (response.status !== 201 && response.status !== 200) throw new Error(`status ${response.status}`)
          const { data } = (await response.json()) as { data: { id: string } }
          const earlier = acknowledged.get(submissionId)
          if (earlier) expect(earlier.id).toBe(data.id)
          acknowledged.set(submissionId, { id: data.id, name })
          // A quarter of the way in, the first instance dies with posts in flight.
          if (acknowledged.size === 80) victimKilled = servers[0].child.kill("SIGKILL")
          break
        } catch {
          refused++ // the killed instance: the visitor's form tries the other one
        }
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, (_, n) => visitor(n)))
  expect(victimKilled).toBe(true)
  expect(
    servers[0].child.signalCode ?? (await new Promise((resolve) => servers[0].child.once("exit", (_code, signal) => resolve(signal)))),
  ).toBe("SIGKILL")
  expect(refused).toBeGreaterThan(0)
  expect(acknowledged.size).toBe(320)

  const store = await openPostgresStore({ connectionString: url })
  try {
    const stored = await store.list({ offset: 0, limit: 1_000 })
    const byId = new Map(stored.map((e) => [e.id, e]))
    for (const [submissionId, ack] of acknowledged) expect(byId.get(ack.id)).toMatchObject({ name: ack.name, submissionId })
    // None twice: one row per submissionId.
    expect(new Set(stored.map((e) => e.submissionId)).size).toBe(stored.length)
    expect(stored.length).toBe(acknowledged.size)
  } finally {
    await store.close()
  }
})

test("the CLI lists and deletes through DATABASE_URL", async () => {
  const url = await postgres.createDatabase()
  const store = await openPostgresStore({ connectionString: url })
  try {
    const { name, email, mobile, services, description } = validEnquiry({ name: "Lakshmi Narayanan", email: "lakshmi@example.com" })
    await store.insert({ name, email, mobile, services, description, submissionId: null }, [])
  } finally {
    await store.close()
  }
  const cli = (args: string[]) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", path.join(ROOT, "server/cli.ts"), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dirs.dataDir },
    })
  const listed = await cli(["list"])
  expect(listed.stdout).toContain("Lakshmi Narayanan")
  expect(listed.stderr).toContain("1 of 1 enquiries shown")
  const deleted = await cli(["delete", "LAKSHMI@example.com"])
  expect(deleted.stderr).toContain("Deleted 1 enquiry")
  await expect(cli(["backup", path.join(dirs.root, "copy.sqlite")])).rejects.toMatchObject({ stderr: expect.stringContaining("pg_dump") })
})
