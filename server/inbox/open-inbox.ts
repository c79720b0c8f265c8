import { PostgresEnquiryStore } from "../enquiries/postgres-store"
import { SqliteEnquiryStore } from "../enquiries/sqlite-store"
import type { EnquiryStore } from "../enquiries/store"
import type { InboxStore } from "./inbox-store"
import { PostgresInboxStore } from "./postgres-inbox"
import { SqliteInboxStore } from "./sqlite-inbox"

/**
 * The staff inbox on the enquiry store's own database: the same SQLite connection or PostgreSQL
 * pool, whose migrations made its tables. It has no life of its own: closing the store ends both.
 */
export function openInboxStore(store: EnquiryStore): InboxStore {
  if (store instanceof SqliteEnquiryStore) return new SqliteInboxStore(store)
  if (store instanceof PostgresEnquiryStore) return new PostgresInboxStore(store.pool)
  throw new TypeError("The staff inbox needs the SQLite or PostgreSQL enquiry store")
}
