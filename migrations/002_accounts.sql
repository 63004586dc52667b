-- Accounts: a history of credit score changes (verification bonuses are granted once), the
-- browser binding of a pending sign-up, and indexes for the per-account limits on codes.

CREATE TABLE credit_score_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The ScoreEventKind values of src/server/engine/scoring.ts.
  kind text NOT NULL CHECK (kind IN ('signup', 'email_verified', 'phone_verified',
    'on_time_payment', 'overdue', 'plan_completed', 'account_age')),
  -- How far the score actually moved (less than the event's points at the 300/1000 bounds),
  -- so the history always adds up to the score.
  delta integer NOT NULL CHECK (delta BETWEEN -700 AND 700),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  score_after integer NOT NULL CHECK (score_after BETWEEN 300 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_score_events_user_idx ON credit_score_events (user_id, created_at DESC);
-- Each bonus for a one-time step (sign-up, verifying email or phone) exists at most once.
CREATE UNIQUE INDEX credit_score_events_once_idx ON credit_score_events (user_id, kind)
  WHERE kind IN ('signup', 'email_verified', 'phone_verified');

-- A pending sign-up is bound to the browser that started it (SHA-256 of a random token it holds),
-- so someone else starting a sign-up with the same email cannot take over the code.
ALTER TABLE verification_codes ADD COLUMN client_token_hash text;
CREATE INDEX verification_codes_client_token_idx ON verification_codes (client_token_hash)
  WHERE client_token_hash IS NOT NULL;
CREATE INDEX verification_codes_user_idx ON verification_codes (user_id, purpose, created_at DESC)
  WHERE user_id IS NOT NULL;
CREATE INDEX verification_codes_expires_idx ON verification_codes (expires_at);

CREATE INDEX password_reset_tokens_user_created_idx ON password_reset_tokens (user_id, created_at DESC);
CREATE INDEX password_reset_tokens_expires_idx ON password_reset_tokens (expires_at);
