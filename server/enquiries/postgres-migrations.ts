/**
 * The PostgreSQL store's schema, as migrations (server/enquiries/postgres-store.ts applies them).
 */
import type { Migration } from "./sqlite-migrations"

/**
 * Ordered, append-only, as for SQLite: a released migration is never edited. All run at start in
 * one transaction under an advisory lock, so instances starting together apply each exactly once.
 */
export const PG_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "enquiries and outbox",
    sql: `
      CREATE TABLE enquiries (
        seq bigserial UNIQUE,
        id uuid PRIMARY KEY,
        received_at timestamptz NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        mobile text NOT NULL,
        services text NOT NULL,
        description text NOT NULL,
        submission_id text UNIQUE
      );
      CREATE INDEX enquiries_received_at ON enquiries (received_at);
      CREATE INDEX enquiries_email ON enquiries (lower(email));

      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        enquiry_id uuid NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        channel text NOT NULL CHECK (channel IN ('email', 'webhook')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_enquiry ON outbox (enquiry_id);
    `,
  },
  {
    version: 2,
    name: "shared rate-limit windows",
    sql: `
      CREATE UNLOGGED TABLE rate_windows (
        key text PRIMARY KEY,
        count integer NOT NULL,
        reset_at timestamptz NOT NULL
      );
      CREATE INDEX rate_windows_reset_at ON rate_windows (reset_at);
    `,
  },
  {
    version: 3,
    name: "staff inbox",
    // The staff inbox (server/inbox/postgres-inbox.ts). updated_at stays NULL until the first change.
    // search_text is what a search looks in (the mobile number also as digits only), with a trigram
    // index (pg_trgm, a trusted extension: the database owner may create it) that answers
    // ILIKE '%fragment%' for words, e-mail addresses and phone numbers alike.
    sql: `
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      ALTER TABLE enquiries
        ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'won', 'lost', 'spam')),
        ADD COLUMN note text NOT NULL DEFAULT '',
        ADD COLUMN version integer NOT NULL DEFAULT 1,
        ADD COLUMN updated_at timestamptz,
        ADD COLUMN search_text text GENERATED ALWAYS AS (
          name || ' ' || email || ' ' || mobile || ' ' || replace(replace(mobile, ' ', ''), '+', '') || ' ' ||
          services || ' ' || description
        ) STORED;
      CREATE INDEX enquiries_search ON enquiries USING gin (search_text gin_trgm_ops);
      CREATE INDEX enquiries_status ON enquiries (status, received_at);
      CREATE INDEX enquiries_services ON enquiries (services, received_at);

      CREATE TABLE staff_users (
        name text PRIMARY KEY,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL
      );

      CREATE TABLE staff_sessions (
        id_hash text PRIMARY KEY,
        user_name text NOT NULL REFERENCES staff_users (name) ON DELETE CASCADE,
        csrf_token text NOT NULL,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL
      );
      CREATE INDEX staff_sessions_user ON staff_sessions (user_name);

      CREATE TABLE enquiry_history (
        id bigserial PRIMARY KEY,
        enquiry_id uuid NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        at timestamptz NOT NULL,
        by_user text NOT NULL,
        what text NOT NULL CHECK (what IN ('status', 'note')),
        from_value text NOT NULL,
        to_value text NOT NULL
      );
      CREATE INDEX enquiry_history_enquiry ON enquiry_history (enquiry_id);

      CREATE TABLE staff_audit (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        by_user text NOT NULL,
        action text NOT NULL CHECK (action IN ('deleted')),
        count integer NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: "where leads come from",
    // As SQLite's migration 3: enquiries stored before are "unknown"; the filters' indexes, and
    // one the Sources view counts from with an index-only scan.
    sql: `
      ALTER TABLE enquiries
        ADD COLUMN source text NOT NULL DEFAULT 'unknown',
        ADD COLUMN medium text NOT NULL DEFAULT '',
        ADD COLUMN campaign text NOT NULL DEFAULT '',
        ADD COLUMN term text NOT NULL DEFAULT '',
        ADD COLUMN content text NOT NULL DEFAULT '',
        ADD COLUMN landing_page text NOT NULL DEFAULT '',
        ADD COLUMN sent_from text NOT NULL DEFAULT '',
        ADD COLUMN referrer text NOT NULL DEFAULT '',
        ADD COLUMN form text NOT NULL DEFAULT '',
        ADD COLUMN paid_click text NOT NULL DEFAULT '';
      CREATE INDEX enquiries_source ON enquiries (source, received_at);
      CREATE INDEX enquiries_campaign ON enquiries (campaign, received_at);
      CREATE INDEX enquiries_origins ON enquiries (source, medium, campaign, landing_page, status, received_at);
    `,
  },
  {
    version: 5,
    name: "kept at the edge",
    // As SQLite's migration 4: common/attribution.ts's `arrived`, "edge" for an enquiry the CDN kept.
    sql: `ALTER TABLE enquiries ADD COLUMN arrived text NOT NULL DEFAULT '';`,
  },
]
