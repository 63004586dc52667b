-- Several NaRate processes share one database: what one process counts, all must see.

-- Rate-limit counters (one row per route and client key), shared by every process. Unlogged:
-- after a database crash the counters start again from zero, which only loosens a limit for one
-- window, and no WAL is written for every counted request.
CREATE UNLOGGED TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_expires_at_idx ON rate_limit_counters (expires_at);

-- The admin user search ("contains", case-insensitive) on trigram indexes instead of reading
-- every user: email, display name and first + last name.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
CREATE INDEX profiles_display_name_trgm_idx ON profiles USING gin (display_name gin_trgm_ops);
CREATE INDEX profiles_full_name_trgm_idx ON profiles
  USING gin ((coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops);
