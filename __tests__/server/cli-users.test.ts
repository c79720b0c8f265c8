/**
 * @jest-environment node
 *
 * Staff accounts from the enquiries CLI (`npm run enquiries -- add-user | remove-user | list-users`)
 * as a real process: the password from standard input, refused when short, stored only as a hash
 * that verifies; the same through DATABASE_URL. Then the terminal prompt, which shows nothing of
 * what is typed.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { PassThrough } from "node:stream"
import { openPostgresStore } from "../../server/enquiries/postgres-store"
import { openSqliteStore } from "../../server/enquiries/sqlite-store"
import type { InboxStore } from "../../server/inbox/inbox-store"
import { PostgresInboxStore } from "../../server/inbox/postgres-inbox"
import { SqliteInboxStore } from "../../server/inbox/sqlite-inbox"
import { verifyPassword } from "../../server/inbox/passwords"
import { PasswordInputError, readNewPassword } from "../../server/inbox/read-password"
import { makeTestDirs, removeTestDirs, type TestDirs } from "./helpers/enquiry-app"
import { testPostgres } from "./helpers/postgres-server"

const ROOT = path.resolve(__dirname, "../..")
const PASSWORD = "kolam at dawn, 6 sharp"

type Run = { code: number | null; stdout: string; stderr: string }

/** The CLI as `npm run enquiries -- …` runs it, with `input` on its standard input (none: closed). */
function cli(args: string[], env: Record<string, string>, input?: string): Promise<Run> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server/cli.ts"), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  })
  let stdout = ""
  let stderr = ""
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdin.end(input)
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })))
}

describe("on the SQLite store", () => {
  let dirs: TestDirs
  beforeEach(() => {
    dirs = makeTestDirs("cli-users-")
  })
  afterEach(() => {
    removeTestDirs(dirs)
  })

  async function withInbox<T>(work: (inbox: InboxStore) => Promise<T>): Promise<T> {
    const store = openSqliteStore(dirs.dataDir)
    try {
      return await work(new SqliteInboxStore(store))
    } finally {
      await store.close()
    }
  }

  test("add-user reads one line, stores a hash of it that verifies; list-users and remove-user (which ends the sessions)", async () => {
    const env = { DATA_DIR: dirs.dataDir }
    const added = await cli(["add-user", "asha.k"], env, `${PASSWORD}\nthe rest is ignored\n`)
    expect(added).toMatchObject({ code: 0, stdout: "", stderr: expect.stringContaining("Added staff user asha.k.\n") })
    const session = await withInbox(async (inbox) => {
      const hash = (await inbox.passwordHashOf("asha.k")) as string
      expect(hash).toMatch(/^\$scrypt\$/)
      expect(hash).not.toContain(PASSWORD)
      expect(await verifyPassword(PASSWORD, hash)).toBe(true)
      expect(await verifyPassword("the rest is ignored", hash)).toBe(false)
      return inbox.createSession("asha.k")
    })

    const listed = await cli(["list-users"], env)
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(/^Name\s+Added \(UTC\)\nasha\.k\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\n$/)
    expect(listed.stderr).toContain("1 staff user.\n")

    expect(await cli(["add-user", "asha.k"], env, "another long password\n")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("already a staff user asha.k"),
    })
    expect(await cli(["remove-user", "asha.k"], env)).toMatchObject({
      code: 0,
      stdout: "",
      stderr: expect.stringContaining("Removed staff user asha.k; their sessions ended.\n"),
    })
    expect(await cli(["remove-user", "asha.k"], env)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("There is no staff user asha.k.\n"),
    })
    await withInbox(async (inbox) => {
      expect(await inbox.listUsers()).toEqual([])
      expect(await inbox.getSession(session.id, { idleMs: 60_000, absoluteMs: 600_000 })).toBeNull()
    })
  })

  test("a short password, a bad name or no password at all is refused, saving nothing", async () => {
    const env = { DATA_DIR: dirs.dataDir }
    const [short, badName, none] = await Promise.all([
      cli(["add-user", "ravi"], env, "eleven char\n"),
      cli(["add-user", "ravi kumar"], env, `${PASSWORD}\n`),
      cli(["add-user", "ravi"], env),
    ])
    expect(short).toMatchObject({
      code: 1,
      stdout: "",
      stderr: expect.stringContaining("The password must be at least 12 characters long. Nothing was saved.\n"),
    })
    expect(badName).toMatchObject({ code: 2, stderr: expect.stringContaining("1 to 40 letters, digits, dots, dashes or underscores") })
    expect(none).toMatchObject({ code: 1, stderr: expect.stringContaining("No password on standard input") })
    await withInbox(async (inbox) => expect(await inbox.listUsers()).toEqual([]))
  })

  test("the usage text names the user commands", async () => {
    const help = await cli(["help"], { DATA_DIR: dirs.dataDir })
    expect(help.code).toBe(0)
    for (const line of ["add-user <name>", "remove-user <name>", "list-users"]) expect(help.stderr).toContain(line)
  })
})

test("on PostgreSQL through DATABASE_URL", async () => {
  const dirs = makeTestDirs("cli-users-pg-")
  try {
    const url = await testPostgres().createDatabase()
    expect(await cli(["add-user", "meena"], { DATABASE_URL: url, DATA_DIR: dirs.dataDir }, `${PASSWORD}\r\n`)).toMatchObject({ code: 0 })
    expect((await cli(["list-users"], { DATABASE_URL: url, DATA_DIR: dirs.dataDir })).stdout).toContain("meena")
    const store = await openPostgresStore({ connectionString: url })
    try {
      expect(await verifyPassword(PASSWORD, (await new PostgresInboxStore(store.pool).passwordHashOf("meena")) as string)).toBe(true)
    } finally {
      await store.close()
    }
  } finally {
    removeTestDirs(dirs)
  }
})

describe("the prompt on a terminal", () => {
  /** A terminal as Node sees one: a stream with isTTY and setRawMode. */
  class FakeTerminal extends PassThrough {
    readonly isTTY = true
    readonly rawModes: boolean[] = []
    setRawMode(mode: boolean): this {
      this.rawModes.push(mode)
      return this
    }
  }

  function typeInto(terminal: FakeTerminal, output: PassThrough, keys: string[]): void {
    // Each answer is typed once its prompt is shown, as a person would.
    let prompts = 0
    output.on("data", (chunk: Buffer) => {
      if (/: $/.test(chunk.toString()) && prompts < keys.length) terminal.write(keys[prompts++])
    })
  }

  test("asks twice, shows nothing typed, handles backspace, leaves raw mode", async () => {
    const terminal = new FakeTerminal()
    const output = new PassThrough()
    let shown = ""
    output.on("data", (chunk: Buffer) => (shown += chunk.toString()))
    typeInto(terminal, output, ["kolam at dawnX\u007f, 6 sharp\r", `${PASSWORD}\r`])
    await expect(readNewPassword(terminal, output, "asha")).resolves.toBe(PASSWORD)
    expect(shown).toBe("New password for asha (not shown): \nThe same password again: \n")
    expect(terminal.rawModes).toEqual([true, false, true, false])
  })

  test("two different answers, or Ctrl-C, save nothing", async () => {
    const differ = new FakeTerminal()
    const out1 = new PassThrough()
    typeInto(differ, out1, [`${PASSWORD}\r`, `${PASSWORD}!\r`])
    await expect(readNewPassword(differ, out1, "asha")).rejects.toEqual(
      new PasswordInputError("The two passwords differ; nothing was saved."),
    )

    const cancelled = new FakeTerminal()
    const out2 = new PassThrough()
    typeInto(cancelled, out2, ["kolam\u0003"])
    await expect(readNewPassword(cancelled, out2, "asha")).rejects.toEqual(new PasswordInputError("Cancelled; nothing was saved."))
    expect(cancelled.rawModes).toEqual([true, false])
  })
})
