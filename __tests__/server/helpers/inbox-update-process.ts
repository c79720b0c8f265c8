/**
 * One staff member's change in a process of its own, for the SQLite race in inbox-concurrency:
 * opens the store in DATA_DIR (its own connection), prints `READY`, waits until the file GO
 * exists, applies the change from version 1 and prints the outcome as one JSON line.
 */
import fs from "node:fs"
import { openSqliteStore } from "../../../server/enquiries/sqlite-store"
import { ConflictError } from "../../../server/inbox/inbox-store"
import { SqliteInboxStore } from "../../../server/inbox/sqlite-inbox"

async function main(): Promise<void> {
  const [id, status, by] = process.argv.slice(2)
  const store = openSqliteStore(process.env.DATA_DIR as string)
  const inbox = new SqliteInboxStore(store)
  process.stdout.write("READY\n")
  while (!fs.existsSync(process.env.GO as string)) await new Promise((resolve) => setTimeout(resolve, 2))
  try {
    const updated = await inbox.update(id, { status: status as never, note: `by ${by}` }, 1, by)
    process.stdout.write(`${JSON.stringify({ by, outcome: "updated", version: updated?.version })}\n`)
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error
    process.stdout.write(`${JSON.stringify({ by, outcome: "conflict", current: error.current })}\n`)
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
