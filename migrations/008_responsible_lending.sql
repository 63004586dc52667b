-- Responsible lending (EU Directive 2023/2225 on consumer credit).

-- One person, one account. jmbg_hash is a keyed HMAC-SHA256 of the national ID (the key lives in
-- the app, so the app fills it for rows written before this migration, at start-up). Accounts
-- that already shared a JMBG or a verified phone are kept, but flagged for admins and left out of
-- the unique indexes; every new account and every new phone verification is held to them.
ALTER TABLE profiles ADD COLUMN jmbg_hash text CHECK (jmbg_hash ~ '^[0-9a-f]{64}$');
ALTER TABLE profiles ADD COLUMN jmbg_duplicate boolean NOT NULL DEFAULT false;
ALTER TABLE profiles ADD COLUMN phone_duplicate boolean NOT NULL DEFAULT false;

-- Verified phones written the same way before this migration: the oldest account keeps it.
UPDATE profiles SET phone_duplicate = true
WHERE phone_verified AND phone IS NOT NULL AND id NOT IN (
  SELECT DISTINCT ON (phone) id FROM profiles
  WHERE phone_verified AND phone IS NOT NULL
  ORDER BY phone, created_at, id
);

CREATE UNIQUE INDEX profiles_jmbg_hash_key ON profiles (jmbg_hash)
  WHERE jmbg_hash IS NOT NULL AND NOT jmbg_duplicate;
CREATE INDEX profiles_jmbg_hash_idx ON profiles (jmbg_hash) WHERE jmbg_hash IS NOT NULL;
CREATE UNIQUE INDEX profiles_verified_phone_key ON profiles (phone)
  WHERE phone_verified AND NOT phone_duplicate;

-- A limit that cannot be farmed. Points for an instalment come on its due date once it is paid
-- (the daily credit review job); this records that they were given. Instalments paid before this
-- migration earned their points at payment time.
ALTER TABLE instalments ADD COLUMN points_awarded_at timestamptz;
UPDATE instalments SET points_awarded_at = paid_at WHERE status = 'paid';
CREATE INDEX instalments_points_due_idx ON instalments (due_date)
  WHERE status = 'paid' AND points_awarded_at IS NULL;
-- The plan-completed bonus once per order.
CREATE UNIQUE INDEX credit_score_events_plan_completed_idx ON credit_score_events (order_id)
  WHERE kind = 'plan_completed';
-- When the limit last stepped up (null: never, sign-up counts).
ALTER TABLE user_credit_scores ADD COLUMN limit_stepped_at timestamptz;

-- Creditworthiness: what the shopper declared about their monthly means, newest row counts. The
-- limit never exceeds one month of disposable income (income less fixed obligations).
CREATE TABLE creditworthiness_declarations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  monthly_income_cents integer NOT NULL CHECK (monthly_income_cents BETWEEN 0 AND 100000000),
  monthly_obligations_cents integer NOT NULL
    CHECK (monthly_obligations_cents BETWEEN 0 AND 100000000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX creditworthiness_declarations_user_idx
  ON creditworthiness_declarations (user_id, created_at DESC);

-- The credit agreement on a durable medium: the acceptance (time, client address, document
-- version) is written with the order; the PDF made from it is kept as it was sent, with the
-- SHA-256 of its exact bytes (both null for the moment between the order and the document).
CREATE TABLE credit_agreements (
  order_id text PRIMARY KEY REFERENCES orders (id),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  document_version text NOT NULL CHECK (length(document_version) BETWEEN 1 AND 100),
  locale text NOT NULL CHECK (locale IN ('me', 'en')),
  sha256 text CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  pdf bytea,
  accepted_at timestamptz NOT NULL,
  accepted_ip text NOT NULL CHECK (length(accepted_ip) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((pdf IS NULL) = (sha256 IS NULL))
);
CREATE INDEX credit_agreements_user_idx ON credit_agreements (user_id, created_at DESC);
CREATE INDEX credit_agreements_pending_idx ON credit_agreements (created_at) WHERE pdf IS NULL;

-- Complaints (/prigovori) are stored like contact messages, with the reason 'complaint'.
ALTER TABLE contact_submissions DROP CONSTRAINT contact_submissions_reason_check;
ALTER TABLE contact_submissions ADD CONSTRAINT contact_submissions_reason_check
  CHECK (reason IN ('general', 'partnership', 'support', 'business', 'other',
    'business_partnership', 'complaint'));

-- Which version of the terms (/uslovi, /privatnost) the account accepted at sign-up, and when.
ALTER TABLE profiles ADD COLUMN terms_version text CHECK (length(terms_version) <= 50);
ALTER TABLE profiles ADD COLUMN terms_accepted_at timestamptz;
