-- Money that survives failure. Every card charge and refund is first committed as an attempt
-- whose id is the idempotency key sent to the payment provider; the provider is called with no
-- transaction open; the outcome and its money movements are committed together afterwards. A
-- recovery job settles attempts left pending by a crash or a lost answer by asking the provider.

CREATE TABLE payment_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- checkout: the first instalment of a new order; instalments: a shopper's payment; refund: a
  -- merchant refund or cancellation (one provider refund per charge it reaches).
  kind text NOT NULL CHECK (kind IN ('checkout', 'instalments', 'refund')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  order_id text REFERENCES orders (id),
  checkout_session_id text REFERENCES checkout_sessions (id),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  -- What was decided before the provider was called (the plan, the refund allocation) and the
  -- provider calls to make, each with its own key derived from this id. Never a card number.
  plan jsonb NOT NULL CHECK (jsonb_typeof(plan) = 'object'),
  -- What the provider answered for each call, once known.
  outcome jsonb,
  failure_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  -- The recovery job's claim: another process skips the attempt until then.
  recovery_claimed_until timestamptz,
  recovery_runs integer NOT NULL DEFAULT 0,
  CHECK ((status = 'pending') = (resolved_at IS NULL)),
  CHECK (kind = 'checkout' OR order_id IS NOT NULL),
  CHECK (kind <> 'checkout' OR checkout_session_id IS NOT NULL)
);
CREATE INDEX payment_attempts_pending_idx ON payment_attempts (created_at) WHERE status = 'pending';
CREATE INDEX payment_attempts_order_idx ON payment_attempts (order_id);
-- One money movement at a time per order, and one live first charge per checkout session: the
-- database refuses a second one even when two processes race.
CREATE UNIQUE INDEX payment_attempts_one_pending_per_order
  ON payment_attempts (order_id) WHERE status = 'pending' AND order_id IS NOT NULL;
CREATE UNIQUE INDEX payment_attempts_one_live_checkout
  ON payment_attempts (checkout_session_id)
  WHERE kind = 'checkout' AND status IN ('pending', 'succeeded');
CREATE INDEX payment_attempts_user_pending_idx
  ON payment_attempts (user_id) WHERE status = 'pending' AND kind = 'checkout';

-- A client's Idempotency-Key maps to one attempt, ever.
ALTER TABLE idempotency_keys ADD COLUMN attempt_id uuid REFERENCES payment_attempts (id);
CREATE UNIQUE INDEX idempotency_keys_attempt_idx ON idempotency_keys (attempt_id);

-- The sandbox payment provider's own statement: what it charged and refunded, per key, kept apart
-- from NaRate's books so reconciliation compares two independent records. A real acquirer keeps
-- this on its side; the app never writes here except through the sandbox.
CREATE TABLE sandbox_provider_operations (
  key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 255),
  kind text NOT NULL CHECK (kind IN ('charge', 'refund')),
  status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
  -- A charge: the charge made. A refund: the charge refunded.
  charge_id text,
  refund_id text UNIQUE,
  amount_cents integer NOT NULL,
  -- For a succeeded charge: how much of it has been refunded.
  refunded_cents integer NOT NULL DEFAULT 0,
  card_brand text,
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  fingerprint text NOT NULL,
  failure_code text,
  failure_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'charge' OR status <> 'succeeded' OR charge_id IS NOT NULL),
  CHECK (refunded_cents >= 0 AND (kind <> 'charge' OR refunded_cents <= amount_cents))
);
CREATE UNIQUE INDEX sandbox_provider_charge_idx
  ON sandbox_provider_operations (charge_id) WHERE kind = 'charge';

-- The last reconciliation of the provider's statement against the books (daily job).
CREATE TABLE reconciliation_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  checked_at timestamptz NOT NULL DEFAULT now(),
  discrepancy_count integer NOT NULL CHECK (discrepancy_count >= 0),
  discrepancies jsonb NOT NULL CHECK (jsonb_typeof(discrepancies) = 'array')
);
CREATE INDEX reconciliation_runs_checked_idx ON reconciliation_runs (checked_at DESC);
