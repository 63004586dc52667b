-- Background jobs that work through what changed since their last run.

-- Reconciliation reads the provider's statement from where its last run stopped, not whole: the
-- provider's totals per order are kept here and grow with each new statement line, so a run costs
-- what happened since the last one (plus one set-wise comparison in the database).

-- Where the statement was read up to (the newest line's time). One row; NULL: read from the start.
CREATE TABLE reconciliation_statement_cursor (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  read_at timestamptz
);
INSERT INTO reconciliation_statement_cursor (id, read_at) VALUES (true, NULL);

-- What the provider charged and refunded per order, from the statement lines read so far. `paged`
-- lines are read from the cursor on; `whole` ones come from a part of the provider that can only
-- give its statement whole, and are replaced on every run.
CREATE TABLE reconciliation_provider_totals (
  source text NOT NULL CHECK (source IN ('paged', 'whole')),
  order_id text NOT NULL,
  charged_cents bigint NOT NULL DEFAULT 0,
  refunded_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (order_id, source)
);

-- Statement lines whose charge no payment knows (yet): tried again on every run, and listed as
-- unbooked while no payment takes them.
CREATE TABLE reconciliation_unattributed_lines (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('paged', 'whole')),
  key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('charge', 'refund')),
  charge_id text NOT NULL,
  amount_cents integer NOT NULL,
  at timestamptz NOT NULL
);

-- Keys of the lines read near the cursor. Each run reads again a short window before the cursor
-- (a line may be committed a little after a newer one was read); a line met twice counts once.
CREATE TABLE reconciliation_lines_seen (
  key text PRIMARY KEY,
  at timestamptz NOT NULL
);
CREATE INDEX reconciliation_lines_seen_at_idx ON reconciliation_lines_seen (at);

-- The sandbox provider's statement, read in pages in time order.
CREATE INDEX sandbox_provider_operations_statement_idx
  ON sandbox_provider_operations (created_at, key) WHERE status = 'succeeded';

-- The credit review's limit step looks only at shoppers whose inputs changed since its last pass
-- (a card payment, a score change, a declaration of means, or the waiting time since their last
-- step ending), not at every shopper every hour. Its progress through one window of changes:
CREATE TABLE job_watermarks (
  name text PRIMARY KEY,
  -- Changed rows written up to here (the database's clock) have been looked at; NULL: none yet.
  changes_until timestamptz,
  -- Waiting times that ended up to here (the job's clock) have been looked at.
  waits_until timestamptz,
  -- The window being worked through, and the last shopper of it already looked at.
  window_changes_until timestamptz,
  window_waits_until timestamptz,
  after_user uuid
);
CREATE INDEX payments_created_idx ON payments (created_at);
CREATE INDEX credit_score_events_created_idx ON credit_score_events (created_at);
CREATE INDEX creditworthiness_declarations_created_idx
  ON creditworthiness_declarations (created_at);
CREATE INDEX user_credit_scores_stepped_idx ON user_credit_scores (limit_stepped_at);

-- The review's search for judged plans, kept to what is still to do.
CREATE INDEX orders_plan_bonus_due_idx ON orders (user_id)
  WHERE status = 'paid_in_full' AND plan_bonus_reviewed_at IS NULL;
