/**
 * @jest-environment node
 *
 * Two staff members change one enquiry from the same version at the same moment, through two API
 * instances: one change is applied, the other gets ConflictError with what the first wrote, and
 * the history holds the first change only. PostgreSQL with two stores (two pools); SQLite with two
 * processes, each with its own connection to the same file.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { ConflictError, type InboxEnquiry } from "../../server/inbox/inbox-store"
import { newEnquiry } from "./helpers/enquiry-app"
import { openPostgresInbox, openSqliteInbox, type PostgresHandle } from "./helpers/inbox-backends"
import { testPostgres } from "./helpers/postgres-server"

const ROOT = path.resolve(__dirname, "../..")

describe("PostgreSQL, two instances", () => {
  const postgres = testPostgres()
  let h: PostgresHandle
  beforeEach(async () => {
    h = await openPostgresInbox(postgres)
  })
  afterEach(async () => {
    await h.done()
  })

  /** Backends waiting for a row lock, as pg_stat_activity shows them. */
  async function waitingForLocks(): Promise<number> {
    const { rows } = await h.store.pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    )
    return Number(rows[0].n)
  }

  test("both changes wait on the same row; when it frees, one is applied and the other conflicts", async () => {
    const one = await h.again()
    const two = await h.again()
    for (let round = 0; round < 5; round += 1) {
      const { id } = await h.store.insert(newEnquiry(), [])
      // A third connection holds the row, so both changes are in flight together before either can read it.
      const blocker = await h.store.pool.connect()
      await blocker.query("BEGIN")
      await blocker.query("SELECT 1 FROM enquiries WHERE id = $1 FOR UPDATE", [id])
      const outcomes = Promise.allSettled([
        one.inbox.update(id, { status: "contacted", note: "Asha called" }, 1, "asha"),
        two.inbox.update(id, { status: "lost", note: "Ravi: went elsewhere" }, 1, "ravi"),
      ])
      const deadline = Date.now() + 10_000
      while ((await waitingForLocks()) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
      expect(await waitingForLocks()).toBe(2)
      await blocker.query("COMMIT")
      blocker.release()

      const settled = await outcomes
      const applied = settled.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value as InboxEnquiry] : []))
      const refused = settled.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as unknown] : []))
      expect(applied).toHaveLength(1)
      expect(refused).toHaveLength(1)
      expect(refused[0]).toBeInstanceOf(ConflictError)
      const winner = applied[0]
      expect(winner.version).toBe(2)
      expect((refused[0] as ConflictError).current).toEqual(winner)
      const by = winner.status === "contacted" ? "asha" : "ravi"
      const detail = await h.inbox.detail(id)
      expect(detail?.enquiry).toEqual(winner)
      expect(detail?.history.map((entry) => [entry.by, entry.what, entry.to])).toEqual([
        [by, "status", winner.status],
        [by, "note", winner.note],
      ])
    }
  })
})

type ProcessOutcome = { by: string; outcome: "updated" | "conflict"; version?: number; current?: InboxEnquiry }

describe("SQLite, two processes on one file", () => {
  test("changes from the same version released together: one is applied, the other conflicts", async () => {
    const h = await openSqliteInbox()
    try {
      const { id } = await h.store.insert(newEnquiry(), [])
      const go = path.join(h.dataDir as string, "..", "go")
      const run = (status: string, by: string) =>
        new Promise<{ ready: Promise<void>; done: Promise<ProcessOutcome> }>((resolve) => {
          const child = spawn(
            process.execPath,
            ["--import", "tsx", path.join(__dirname, "helpers/inbox-update-process.ts"), id, status, by],
            {
              cwd: ROOT,
              env: { ...process.env, DATA_DIR: h.dataDir, GO: go },
              stdio: ["ignore", "pipe", "pipe"],
            },
          )
          let out = ""
          let err = ""
          let markReady: () => void = () => {}
          const ready = new Promise<void>((r) => (markReady = r))
          child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()))
          child.stdout.on("data", (chunk: Buffer) => {
            out += chunk.toString()
            if (out.startsWith("READY\n")) markReady()
          })
          const done = new Promise<ProcessOutcome>((r, reject) =>
            child.on("exit", (code) =>
              code === 0 ? r(JSON.parse(out.split("\n")[1]) as ProcessOutcome) : reject(new Error(`exit ${code}: ${err}`)),
            ),
          )
          resolve({ ready, done })
        })
      const asha = await run("contacted", "asha")
      const ravi = await run("lost", "ravi")
      await Promise.all([asha.ready, ravi.ready])
      fs.writeFileSync(go, "")
      const outcomes = await Promise.all([asha.done, ravi.done])

      expect(outcomes.map((o) => o.outcome).sort()).toEqual(["conflict", "updated"])
      const winner = outcomes.find((o) => o.outcome === "updated") as ProcessOutcome
      const loser = outcomes.find((o) => o.outcome === "conflict") as ProcessOutcome
      expect(winner.version).toBe(2)
      expect(loser.current).toMatchObject({ version: 2, note: `by ${winner.by}` })
      const detail = await h.inbox.detail(id)
      expect(detail?.enquiry).toMatchObject({ version: 2, status: winner.by === "asha" ? "contacted" : "lost", note: `by ${winner.by}` })
      expect(detail?.history.map((entry) => entry.by)).toEqual([winner.by, winner.by])
    } finally {
      await h.done()
    }
  })
})
