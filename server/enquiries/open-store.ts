import type { Config } from "../config"
import { openPostgresStore } from "./postgres-store"
import { openSqliteStore } from "./sqlite-store"
import type { EnquiryStore } from "./store"

/** The store the configuration names: PostgreSQL at DATABASE_URL, else SQLite in DATA_DIR. */
export async function openEnquiryStore(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<EnquiryStore> {
  return config.databaseUrl ? openPostgresStore({ connectionString: config.databaseUrl }) : openSqliteStore(config.dataDir)
}
