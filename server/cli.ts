/**
 * `npm run enquiries -- list [--limit N] | export | delete <email> | backup <file> | restore <file>
 * | add-user <name> | remove-user <name> | list-users`
 * Works on the same store as the server (DATABASE_URL, else DATA_DIR), also while it runs: SQLite
 * in WAL mode lets this read beside it, a delete waits for the server's write lock, and a backup is
 * a consistent snapshot taken with SQLite's online backup API. On PostgreSQL, backups are the
 * database server's own (pg_dump).
 */
import fs from "node:fs"
import path from "node:path"
import { isEmailAddress } from "../common/text-rules"
import { loadConfig, requireProjectNode } from "./config"
import { exportCsv } from "./enquiries/csv"
import { openDatabase, type Database } from "./enquiries/open-store"
import { backupSqliteStore, restoreSqliteStore } from "./enquiries/sqlite-backup"
import type { StoredEnquiry } from "./enquiries/store"
import { readNewPassword } from "./inbox/read-password"
import { isUserCommand, runUserCommand, USER_COMMANDS, type UserCommandIo } from "./inbox/user-commands"

const USAGE = `Usage: npm run enquiries -- <command>

  list [--limit N]   newest enquiries as a table (default 50)
  export             every enquiry as CSV on stdout
  delete <email>     delete every enquiry of that e-mail address and its pending notifications
  backup <file>      consistent copy of the whole store into <file>, safe while the server runs
  restore <file>     replace the store with a backup (stop the server first)

  add-user <name>    add a staff user of the inbox (/admin/); the password (12 characters or
                     more) is asked for twice without showing it, or read from one piped line
  remove-user <name> remove a staff user and end their sessions
  list-users         the staff users

Reads DATABASE_URL or DATA_DIR like the server (default ./data). backup and restore are for the
SQLite store; with PostgreSQL use pg_dump and pg_restore.`

type Output = { out: (text: string) => void; err: (text: string) => void } & Partial<Pick<UserCommandIo, "readNewPassword">>

const noPasswordInput = async (): Promise<string> => {
  throw new Error("This CLI was started without a way to read a password")
}

const clip = (value: string, width: number): string => {
  const flat = value.replace(/\s+/g, " ")
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat
}

/** Plain fixed-width table; long messages are clipped, `export` gives them in full. */
export function formatTable(enquiries: readonly StoredEnquiry[]): string {
  const columns: { title: string; width: number; value: (e: StoredEnquiry) => string }[] = [
    { title: "Received (UTC)", width: 19, value: (e) => e.receivedAt.slice(0, 19).replace("T", " ") },
    { title: "Name", width: 24, value: (e) => e.name },
    { title: "E-mail", width: 30, value: (e) => e.email },
    { title: "Mobile", width: 17, value: (e) => e.mobile },
    { title: "Service", width: 30, value: (e) => e.services },
    { title: "Message", width: 40, value: (e) => e.description },
  ]
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => clip(cell, columns[i].width).padEnd(columns[i].width))
      .join("  ")
      .trimEnd()
  return [
    line(columns.map((c) => c.title)),
    line(columns.map((c) => "-".repeat(c.width))),
    ...enquiries.map((e) => line(columns.map((c) => c.value(e)))),
  ].join("\n")
}

export async function runCli(args: readonly string[], { store, inbox, sqlite }: Database, io: Output): Promise<number> {
  const [command, ...rest] = args
  if (isUserCommand(command)) return runUserCommand(command, rest, inbox, { readNewPassword: noPasswordInput, ...io })
  switch (command) {
    case "list": {
      const limitIndex = rest.indexOf("--limit")
      const limit = limitIndex >= 0 ? Number(rest[limitIndex + 1]) : 50
      if (!Number.isInteger(limit) || limit < 1) {
        io.err("--limit needs a whole number of 1 or more")
        return 2
      }
      const [enquiries, total] = await Promise.all([store.list({ offset: 0, limit }), store.count()])
      io.out(`${formatTable(enquiries)}\n`)
      io.err(`${enquiries.length} of ${total} enquiries shown, newest first.`)
      return 0
    }
    case "export":
      io.out(await exportCsv(store))
      return 0
    case "delete": {
      const email = rest[0]?.trim()
      if (!email || !isEmailAddress(email)) {
        io.err("delete needs the e-mail address, e.g. npm run enquiries -- delete someone@example.com")
        return 2
      }
      const deleted = await store.deleteByEmail(email)
      io.err(`Deleted ${deleted} enquir${deleted === 1 ? "y" : "ies"} of ${email}.`)
      return 0
    }
    case "backup": {
      const file = rest[0]
      if (!file) {
        io.err("backup needs a file name, e.g. npm run enquiries -- backup /var/backups/enquiries-$(date +%F).sqlite")
        return 2
      }
      if (sqlite === null) {
        io.err("backup works on the SQLite store; for PostgreSQL (DATABASE_URL) use pg_dump")
        return 2
      }
      // Written beside the target and renamed into place: a backup file is never half written.
      const target = path.resolve(file)
      const partial = `${target}.partial-${process.pid}`
      try {
        const { enquiries } = await backupSqliteStore(sqlite, partial)
        fs.renameSync(partial, target)
        io.err(`Backed up ${enquiries} enquir${enquiries === 1 ? "y" : "ies"} to ${target}.`)
      } finally {
        fs.rmSync(partial, { force: true })
      }
      return 0
    }
    default:
      io.err(USAGE)
      return command === undefined || command === "help" || command === "--help" ? 0 : 2
  }
}

const COMMANDS = new Set<string>(["list", "export", "delete", "backup", "restore", ...USER_COMMANDS])

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (!COMMANDS.has(args[0] ?? "")) {
    // Usage errors must not create an empty store as a side effect.
    process.stderr.write(`${USAGE}\n`)
    process.exitCode = args[0] === undefined || args[0] === "help" || args[0] === "--help" ? 0 : 2
    return
  }
  requireProjectNode()
  const config = loadConfig()
  if (args[0] === "restore" && config.databaseUrl) {
    process.stderr.write("restore works on the SQLite store; for PostgreSQL (DATABASE_URL) use pg_restore\n")
    process.exitCode = 2
    return
  }
  if (args[0] === "restore") {
    const file = args[1]
    if (!file || !fs.existsSync(file)) {
      process.stderr.write(`restore needs an existing backup file, e.g. npm run enquiries -- restore enquiries-2026-05-01.sqlite\n`)
      process.exitCode = 2
      return
    }
    const { before, after } = await restoreSqliteStore(path.resolve(file), config.dataDir)
    process.stderr.write(`Restored ${after} enquiries from ${file} into ${config.dataDir} (it held ${before}).\n`)
    return
  }
  const database = await openDatabase(config)
  try {
    process.exitCode = await runCli(args, database, {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(`${text}\n`),
      readNewPassword: (userName) => readNewPassword(process.stdin, process.stderr, userName),
    })
  } finally {
    await database.store.close()
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
