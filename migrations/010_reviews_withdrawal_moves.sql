-- Consumer rights on a credit: a person reviews a declined purchase, the shopper withdraws from
-- a credit within 14 days, and moves one instalment once per plan when money is short.

-- Review by a person. One request per declined checkout session and shopper; the decline (code,
-- reason, amount) is what the server decided, never what the browser sent. An admin approves the
-- purchase once (the same session, within approved_until, used once: used_at and the order) or
-- answers with a note.
CREATE TABLE review_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  checkout_session_id text NOT NULL REFERENCES checkout_sessions (id),
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  decline_code text NOT NULL CHECK (length(decline_code) BETWEEN 1 AND 50),
  decline_reason text NOT NULL CHECK (length(decline_reason) BETWEEN 1 AND 500),
  locale text NOT NULL CHECK (locale IN ('me', 'en')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'answered')),
  note text CHECK (length(note) <= 2000),
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  approved_until timestamptz,
  used_at timestamptz,
  used_order_id text REFERENCES orders (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (checkout_session_id, user_id),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'approved') = (approved_until IS NOT NULL)),
  CHECK (status <> 'answered' OR note IS NOT NULL),
  CHECK ((used_at IS NULL) = (used_order_id IS NULL)),
  CHECK (used_at IS NULL OR status = 'approved')
);
CREATE INDEX review_requests_queue_idx ON review_requests (status, created_at);

-- Withdrawal: the shopper paid the remaining principal by card; the credit ended as withdrawn.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('approved', 'paid_in_full', 'refunded', 'cancelled', 'written_off', 'withdrawn'));
ALTER TABLE orders ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_withdrawn_at_check
  CHECK ((status = 'withdrawn') = (withdrawn_at IS NOT NULL));

ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_kind_check;
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_kind_check
  CHECK (kind IN ('checkout', 'instalments', 'refund', 'withdrawal'));

ALTER TABLE payments DROP CONSTRAINT payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check
  CHECK (purpose IN ('first_instalment', 'instalments', 'withdrawal'));

ALTER TABLE webhook_events DROP CONSTRAINT webhook_events_type_check;
ALTER TABLE webhook_events ADD CONSTRAINT webhook_events_type_check
  CHECK (type IN ('order.approved', 'order.paid_in_full', 'order.refunded', 'order.cancelled',
    'order.withdrawn'));

-- Payment difficulty: once per plan one unpaid instalment's due date moves by 1 to 30 days.
CREATE TABLE instalment_moves (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id text NOT NULL UNIQUE REFERENCES orders (id),
  instalment_id uuid NOT NULL REFERENCES instalments (id),
  sequence integer NOT NULL CHECK (sequence BETWEEN 1 AND 12),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  from_date date NOT NULL,
  to_date date NOT NULL,
  days integer NOT NULL CHECK (days BETWEEN 1 AND 30),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (to_date = from_date + days)
);
