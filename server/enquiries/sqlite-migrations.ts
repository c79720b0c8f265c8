/**
 * The SQLite store's schema, as migrations (server/enquiries/sqlite-store.ts applies them).
 */

export type Migration = { version: number; name: string; sql: string }

/**
 * Ordered, append-only: a released migration is never edited, a change is a new entry. Each runs in
 * its own transaction together with its schema_migrations row.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "enquiries and outbox",
    sql: `
      CREATE TABLE enquiries (
        id TEXT PRIMARY KEY,
        received_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        mobile TEXT NOT NULL,
        services TEXT NOT NULL,
        description TEXT NOT NULL,
        submission_id TEXT UNIQUE
      ) STRICT;
      CREATE INDEX enquiries_received_at ON enquiries (received_at);
      CREATE INDEX enquiries_email ON enquiries (email COLLATE NOCASE);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        enquiry_id TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        sent_at TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_enquiry ON outbox (enquiry_id);
    `,
  },
  {
    version: 2,
    name: "staff inbox",
    // The staff inbox (server/inbox/sqlite-inbox.ts). updated_at stays NULL until the first change.
    // enquiry_search is a contentless FTS5 index (no copy of the text, only the trigrams) kept by
    // triggers; a deleted row's terms are removed with FTS5's 'delete' command, and the table's
    // secure-delete option takes them out of the index pages at once instead of leaving delete
    // markers until the next merge, so eraseDeleted's checkpoint leaves nothing of them in the file.
    // Its rowid is the enquiry's rowid, which VACUUM keeps for a table with indexes.
    sql: `
      ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'won', 'lost', 'spam'));
      ALTER TABLE enquiries ADD COLUMN note TEXT NOT NULL DEFAULT '';
      ALTER TABLE enquiries ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE enquiries ADD COLUMN updated_at TEXT;
      CREATE INDEX enquiries_status ON enquiries (status, received_at);
      CREATE INDEX enquiries_services ON enquiries (services, received_at);

      CREATE TABLE staff_users (
        name TEXT PRIMARY KEY,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE staff_sessions (
        id_hash TEXT PRIMARY KEY,
        user_name TEXT NOT NULL REFERENCES staff_users (name) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX staff_sessions_user ON staff_sessions (user_name);

      CREATE TABLE enquiry_history (
        id INTEGER PRIMARY KEY,
        enquiry_id TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        at TEXT NOT NULL,
        by_user TEXT NOT NULL,
        what TEXT NOT NULL CHECK (what IN ('status', 'note')),
        from_value TEXT NOT NULL,
        to_value TEXT NOT NULL
      ) STRICT;
      CREATE INDEX enquiry_history_enquiry ON enquiry_history (enquiry_id);

      CREATE TABLE staff_audit (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        by_user TEXT NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('deleted')),
        count INTEGER NOT NULL
      ) STRICT;

      CREATE VIRTUAL TABLE enquiry_search USING fts5 (
        name, email, mobile, phone, services, description,
        content = '', tokenize = 'trigram'
      );
      INSERT INTO enquiry_search (enquiry_search, rank) VALUES ('secure-delete', 1);
      INSERT INTO enquiry_search (rowid, name, email, mobile, phone, services, description)
        SELECT rowid, name, email, mobile, replace(replace(mobile, ' ', ''), '+', ''), services, description
          FROM enquiries;
      CREATE TRIGGER enquiries_search_insert AFTER INSERT ON enquiries BEGIN
        INSERT INTO enquiry_search (rowid, name, email, mobile, phone, services, description)
        VALUES (new.rowid, new.name, new.email, new.mobile, replace(replace(new.mobile, ' ', ''), '+', ''),
                new.services, new.description);
      END;
      CREATE TRIGGER enquiries_search_delete AFTER DELETE ON enquiries BEGIN
        INSERT INTO enquiry_search (enquiry_search, rowid, name, email, mobile, phone, services, description)
        VALUES ('delete', old.rowid, old.name, old.email, old.mobile, replace(replace(old.mobile, ' ', ''), '+', ''),
                old.services, old.description);
      END;
      CREATE TRIGGER enquiries_search_update AFTER UPDATE OF name, email, mobile, services, description ON enquiries BEGIN
        INSERT INTO enquiry_search (enquiry_search, rowid, name, email, mobile, phone, services, description)
        VALUES ('delete', old.rowid, old.name, old.email, old.mobile, replace(replace(old.mobile, ' ', ''), '+', ''),
                old.services, old.description);
        INSERT INTO enquiry_search (rowid, name, email, mobile, phone, services, description)
        VALUES (new.rowid, new.name, new.email, new.mobile, replace(replace(new.mobile, ' ', ''), '+', ''),
                new.services, new.description);
      END;
    `,
  },
  {
    version: 3,
    name: "where leads come from",
    // common/attribution.ts says what each column holds; enquiries stored before are "unknown".
    // The filters' indexes, and one the Sources view counts from without the table or a sort.
    sql: `
      ALTER TABLE enquiries ADD COLUMN source TEXT NOT NULL DEFAULT 'unknown';
      ALTER TABLE enquiries ADD COLUMN medium TEXT NOT NULL DEFAULT '';
      ALTER TABLE enquiries ADD COLUMN campaign TEXT NOT NULL DEFAULT '';
      ALTER TABLE enquiries ADD COLUMN term TEXT NOT NULL DEFAULT '';
      ALTER TABLE enquiries ADD COLUMN content TEXT NOT NULL DEFAULT '';
      ALTER TABLE enquiries ADD COLUMN landing_page TEXT NOT NULL DEFAULT '';
      ALTER TABLE enquiries ADD COLUMN sent_from TEXT NOT NULL DEFAULT '';
      ALTER TABLE enquiries ADD COLUMN referrer TEXT NOT NULL DEFAULT '';
      ALTER TABLE enquiries ADD COLUMN form TEXT NOT NULL DEFAULT '';
      ALTER TABLE enquiries ADD COLUMN paid_click TEXT NOT NULL DEFAULT '';
      CREATE INDEX enquiries_source ON enquiries (source, received_at);
      CREATE INDEX enquiries_campaign ON enquiries (campaign, received_at);
      CREATE INDEX enquiries_origins ON enquiries (source, medium, campaign, landing_page, status, received_at);
    `,
  },
  {
    version: 4,
    name: "kept at the edge",
    // common/attribution.ts's `arrived`: "edge" for an enquiry the CDN kept while the API was down.
    sql: `ALTER TABLE enquiries ADD COLUMN arrived TEXT NOT NULL DEFAULT '';`,
  },
]
