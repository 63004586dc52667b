-- The instalment engine: merchant users and API keys, webhook endpoints, checkout
-- sessions, orders with their instalment plans, card payments, refunds, the double-entry ledger,
-- idempotency keys and the webhook outbox. Money is integer cents; every status is closed by a
-- CHECK. Merchant-facing resources have prefixed text ids (cs_, ord_, re_, evt_) as payment APIs
-- do, so a merchant can tell them apart in logs; internal rows use uuids.

-- Who may sign in to a merchant's area. The role 'merchant' in user_roles (001) marks the user.
CREATE TABLE merchant_users (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, merchant_id)
);
CREATE INDEX merchant_users_merchant_idx ON merchant_users (merchant_id);

-- Secret keys are stored as SHA-256 only and shown once; a publishable key is public by nature
-- (it sits in the merchant's web pages), so it is kept whole to be shown again.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('publishable', 'secret')),
  mode text NOT NULL DEFAULT 'test' CHECK (mode IN ('test', 'live')),
  -- "sk_test_" / "pk_test_": what the merchant area shows before the dots.
  prefix text NOT NULL CHECK (prefix ~ '^(pk|sk)_(test|live)_$'),
  key_hash text NOT NULL UNIQUE CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  last4 text NOT NULL CHECK (length(last4) = 4),
  publishable_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  CHECK ((kind = 'publishable') = (publishable_key IS NOT NULL)),
  CHECK (left(prefix, 2) = CASE kind WHEN 'secret' THEN 'sk' ELSE 'pk' END)
);
CREATE INDEX api_keys_merchant_idx ON api_keys (merchant_id, created_at DESC);

-- One endpoint per merchant. The signing secret is a shared secret NaRate needs in clear text to
-- sign (HMAC); the merchant area shows it on request. Rotation replaces it.
CREATE TABLE merchant_webhook_endpoints (
  merchant_id uuid PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  url text NOT NULL CHECK (url ~ '^https?://' AND length(url) <= 2000),
  signing_secret text NOT NULL CHECK (signing_secret ~ '^whsec_[0-9A-Za-z]{32,64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE checkout_sessions (
  id text PRIMARY KEY CHECK (id ~ '^cs_[0-9A-Za-z]{24}$'),
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  livemode boolean NOT NULL DEFAULT false,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'EUR' CHECK (currency = 'EUR'),
  order_reference text NOT NULL CHECK (length(order_reference) BETWEEN 1 AND 200),
  line_items jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(line_items) = 'array'),
  success_url text NOT NULL CHECK (success_url ~ '^https?://' AND length(success_url) <= 2000),
  cancel_url text NOT NULL CHECK (cancel_url ~ '^https?://' AND length(cancel_url) <= 2000),
  -- 'expired' is also read from expires_at: an open session past it is shown as expired.
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'expired', 'cancelled')),
  expires_at timestamptz NOT NULL,
  order_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'completed') = (order_id IS NOT NULL)),
  CHECK (expires_at > created_at)
);
CREATE INDEX checkout_sessions_merchant_idx ON checkout_sessions (merchant_id, created_at DESC);
CREATE INDEX checkout_sessions_open_idx ON checkout_sessions (expires_at) WHERE status = 'open';

CREATE TABLE orders (
  id text PRIMARY KEY CHECK (id ~ '^ord_[0-9A-Za-z]{24}$'),
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  -- Kept when the shopper deletes their account (allowed once nothing is owed): the books must
  -- keep every order and its ledger; only the link to the person goes.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  checkout_session_id text NOT NULL UNIQUE REFERENCES checkout_sessions (id),
  livemode boolean NOT NULL DEFAULT false,
  order_reference text NOT NULL CHECK (length(order_reference) BETWEEN 1 AND 200),
  currency text NOT NULL DEFAULT 'EUR' CHECK (currency = 'EUR'),
  total_cents integer NOT NULL CHECK (total_cents > 0),
  instalment_count integer NOT NULL CHECK (instalment_count IN (3, 6, 12)),
  fee_basis_points integer NOT NULL CHECK (fee_basis_points BETWEEN 0 AND 10000),
  -- The fee NaRate keeps: always the fee on the net amount (total less refunds).
  fee_cents integer NOT NULL CHECK (fee_cents >= 0),
  refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  status text NOT NULL DEFAULT 'approved'
    CHECK (status IN ('approved', 'paid_in_full', 'refunded', 'cancelled', 'written_off')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (refunded_cents <= total_cents),
  CHECK (fee_cents <= total_cents - refunded_cents),
  CHECK ((status IN ('refunded', 'cancelled')) = (refunded_cents = total_cents))
);
CREATE INDEX orders_merchant_created_idx ON orders (merchant_id, created_at DESC, id DESC);
CREATE INDEX orders_user_created_idx ON orders (user_id, created_at DESC, id DESC);

ALTER TABLE checkout_sessions
  ADD CONSTRAINT checkout_sessions_order_fk FOREIGN KEY (order_id) REFERENCES orders (id);

CREATE TABLE instalments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id text NOT NULL REFERENCES orders (id),
  sequence integer NOT NULL CHECK (sequence BETWEEN 1 AND 12),
  due_date date NOT NULL,
  -- What the instalment costs now: a refund can lower it, never below what was paid.
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  paid_cents integer NOT NULL DEFAULT 0 CHECK (paid_cents >= 0 AND paid_cents <= amount_cents),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'overdue', 'paid', 'refunded', 'written_off')),
  paid_at timestamptz,
  reminder_sent_at timestamptz,
  overdue_at timestamptz,
  -- The −50 points are taken once per instalment: this records that they were.
  overdue_penalized_at timestamptz,
  UNIQUE (order_id, sequence),
  CHECK (status NOT IN ('pending', 'overdue') OR amount_cents > paid_cents),
  CHECK (status <> 'paid' OR (paid_cents = amount_cents AND paid_cents > 0)),
  CHECK (status <> 'refunded' OR amount_cents = 0),
  CHECK ((status = 'overdue') <= (overdue_at IS NOT NULL))
);
CREATE INDEX instalments_pending_due_idx ON instalments (due_date) WHERE status = 'pending';
CREATE INDEX instalments_overdue_idx ON instalments (order_id) WHERE status = 'overdue';

-- Successful card charges only: a declined card leaves no row (and, at checkout, no order).
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id text NOT NULL REFERENCES orders (id),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  purpose text NOT NULL CHECK (purpose IN ('first_instalment', 'instalments')),
  provider text NOT NULL CHECK (length(provider) BETWEEN 1 AND 50),
  provider_charge_id text NOT NULL UNIQUE,
  idempotency_key text NOT NULL UNIQUE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  card_brand text NOT NULL,
  card_last4 text NOT NULL CHECK (card_last4 ~ '^[0-9]{4}$'),
  instalment_sequences jsonb NOT NULL CHECK (jsonb_typeof(instalment_sequences) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (refunded_cents <= amount_cents)
);
CREATE INDEX payments_order_idx ON payments (order_id, created_at);

-- A merchant refund (kind refund) or an order cancellation (kind cancellation, a refund of
-- everything still refundable). It lowers what the shopper owes first; the rest goes to the card.
CREATE TABLE refunds (
  id text PRIMARY KEY CHECK (id ~ '^re_[0-9A-Za-z]{24}$'),
  order_id text NOT NULL REFERENCES orders (id),
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind IN ('refund', 'cancellation')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  reduced_owed_cents integer NOT NULL CHECK (reduced_owed_cents >= 0),
  returned_to_card_cents integer NOT NULL CHECK (returned_to_card_cents >= 0),
  fee_returned_cents integer NOT NULL CHECK (fee_returned_cents >= 0),
  reason text CHECK (length(reason) <= 500),
  -- [{ paymentId, providerRefundId, amountCents }]: where the card part went.
  card_refunds jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(card_refunds) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (reduced_owed_cents + returned_to_card_cents = amount_cents)
);
CREATE INDEX refunds_order_idx ON refunds (order_id, created_at);

-- The double-entry ledger (src/server/engine/ledger.ts): debit positive, credit negative.
CREATE TABLE ledger_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN
    ('purchase', 'merchant_payout', 'instalment_paid', 'refund', 'merchant_recovery', 'write_off')),
  order_id text NOT NULL REFERENCES orders (id),
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transactions_order_idx ON ledger_transactions (order_id, created_at);
CREATE INDEX ledger_transactions_merchant_idx
  ON ledger_transactions (merchant_id, created_at DESC, id DESC);

CREATE TABLE ledger_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ledger_transaction_id uuid NOT NULL REFERENCES ledger_transactions (id),
  account text NOT NULL CHECK (account IN
    ('shopper_receivable', 'cash', 'merchant_payable', 'fee_revenue', 'write_off_expense')),
  amount_cents integer NOT NULL CHECK (amount_cents <> 0),
  order_id text NOT NULL REFERENCES orders (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (ledger_transaction_id);
CREATE INDEX ledger_entries_order_account_idx ON ledger_entries (order_id, account);

-- Checked at commit (deferred), when every posting of the transaction is in: it has at least two
-- postings, they add up to zero and all name the transaction's order.
CREATE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_order text;
  posting_sum bigint;
  posting_count integer;
  foreign_count integer;
BEGIN
  SELECT order_id INTO tx_order FROM ledger_transactions WHERE id = NEW.ledger_transaction_id;
  SELECT coalesce(sum(amount_cents), 0), count(*), count(*) FILTER (WHERE order_id <> tx_order)
    INTO posting_sum, posting_count, foreign_count
    FROM ledger_entries WHERE ledger_transaction_id = NEW.ledger_transaction_id;
  IF posting_sum <> 0 OR posting_count < 2 OR foreign_count > 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %, % postings)',
      NEW.ledger_transaction_id, posting_sum, posting_count USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances();

-- The ledger is append-only: a correction is a new transaction, never an edit.
CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = '42501';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();

-- Idempotency-Key (src/server/engine/idempotency.ts): scope is "merchant:<id>" or "user:<id>".
-- response_status is null while the first request with the key is still being processed.
CREATE TABLE idempotency_keys (
  scope text NOT NULL CHECK (length(scope) BETWEEN 1 AND 100),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  fingerprint text NOT NULL CHECK (fingerprint ~ '^[0-9a-f]{64}$'),
  response_status integer CHECK (response_status BETWEEN 100 AND 599),
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (scope, key),
  CHECK ((response_status IS NULL) = (completed_at IS NULL))
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- The webhook outbox: an event is written in the transaction that changes the order; a delivery
-- row per event (when the merchant has an endpoint) is worked off by the delivery job.
CREATE TABLE webhook_events (
  id text PRIMARY KEY CHECK (id ~ '^evt_[0-9A-Za-z]{24}$'),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  type text NOT NULL
    CHECK (type IN ('order.approved', 'order.paid_in_full', 'order.refunded', 'order.cancelled')),
  order_id text NOT NULL REFERENCES orders (id),
  -- The exact JSON body that is signed and sent.
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_events_merchant_idx ON webhook_events (merchant_id, created_at DESC);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id text NOT NULL UNIQUE REFERENCES webhook_events (id) ON DELETE CASCADE,
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- Also a lease: a worker that claims a delivery pushes this forward before sending.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_attempt_at timestamptz,
  last_response_status integer,
  last_error text CHECK (length(last_error) <= 1000),
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'delivered') = (delivered_at IS NOT NULL))
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
  WHERE status = 'pending';
CREATE INDEX webhook_deliveries_merchant_idx
  ON webhook_deliveries (merchant_id, created_at DESC, id DESC);

CREATE TABLE webhook_delivery_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt integer NOT NULL CHECK (attempt >= 1),
  url text NOT NULL,
  response_status integer,
  error text CHECK (length(error) <= 1000),
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (delivery_id, attempt)
);

-- The shopper-facing purchase list mirrors each order: pending while
-- something is owed, overdue while an instalment is overdue, paid once nothing is owed; the
-- amount is the order total less refunds. A cancelled or fully refunded order (nothing left of
-- the purchase) has no row; the order itself, with its status, stays on the dashboard's plans.
ALTER TABLE transactions ADD COLUMN order_id text UNIQUE REFERENCES orders (id);

-- Account-age points (+5 a month) are awarded by a daily job; this counts the months awarded.
ALTER TABLE user_credit_scores
  ADD COLUMN account_age_months_awarded integer NOT NULL DEFAULT 0
    CHECK (account_age_months_awarded >= 0);

-- "Zašto se moj skor promijenio?" (the score history, credit_score_events of migration 002): a
-- change caused by an order names it; seq orders the changes one transaction makes at the same
-- instant (an on-time payment, then the plan bonus).
ALTER TABLE credit_score_events ADD COLUMN order_id text REFERENCES orders (id);
ALTER TABLE credit_score_events ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX credit_score_events_user_seq_idx
  ON credit_score_events (user_id, created_at DESC, seq DESC);
