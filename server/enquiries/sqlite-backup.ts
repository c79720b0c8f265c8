/**
 * Backups of the SQLite store (`npm run enquiries -- backup` and `restore`): SQLite's online backup
 * API, each copy checked before it counts. On PostgreSQL, backups are the database server's own.
 */
import path from "node:path"
import Database from "better-sqlite3"
import { SQLITE_FILE_NAME, SqliteEnquiryStore } from "./sqlite-store"

/**
 * A consistent copy of the whole store in `file`, taken with SQLite's online backup API while
 * the server keeps writing: WAL lets this connection read a snapshot beside the writer. After the
 * first step the rest is copied in one step, so a write in between restarts the copy at most once
 * per write instead of on every 100 pages. Resolves to the enquiries in the copy.
 */
export async function backupSqliteStore({ db }: SqliteEnquiryStore, file: string): Promise<{ enquiries: number; pages: number }> {
  const { totalPages } = await db.backup(file, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) })
  const copy = new Database(file, { fileMustExist: true })
  try {
    // The copy carries the store's WAL mode; a backup is one self-contained file instead.
    copy.pragma("journal_mode = DELETE")
    return { enquiries: checkedEnquiryCount(copy, file), pages: totalPages }
  } finally {
    copy.close()
  }
}

/** Integrity check and enquiry count of a store file; throws naming the file when it is not one. */
function checkedEnquiryCount(db: Database.Database, file: string): number {
  const integrity = db.pragma("integrity_check", { simple: true })
  if (integrity !== "ok") throw new Error(`${file}: integrity check failed (${String(integrity)})`)
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'enquiries'").get()
  if (table === undefined) throw new Error(`${file}: not an enquiry store (no enquiries table)`)
  return (db.prepare("SELECT count(*) AS n FROM enquiries").get() as { n: number }).n
}

/**
 * Replaces the store in `dataDir` with the backup in `backupFile`, after checking the backup's
 * integrity: the backup API copies it into the store file (in WAL mode, so a running server sees
 * the restored content at its next query; stop it first so no enquiry arrives in between).
 * Resolves to the enquiries before and after.
 */
export async function restoreSqliteStore(backupFile: string, dataDir: string): Promise<{ before: number; after: number }> {
  const source = new Database(backupFile, { readonly: true, fileMustExist: true })
  try {
    checkedEnquiryCount(source, backupFile)
    const current = new SqliteEnquiryStore(dataDir)
    const before = await current.count()
    await current.close()
    const target = path.join(dataDir, SQLITE_FILE_NAME)
    await source.backup(target)
    // Opening the restored file applies the durability settings and any newer migrations.
    const restored = new SqliteEnquiryStore(dataDir)
    try {
      return { before, after: await restored.count() }
    } finally {
      await restored.close()
    }
  } finally {
    source.close()
  }
}
