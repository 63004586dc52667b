-- Returns and disputes: a shopper reports a return or a problem with an order. While a dispute is
-- open the plan is paused (no reminders, no autopay, no overdue marking); the merchant answers by
-- the deadline (refund through the refund path, or resume the plan with an explanation); after
-- the deadline an admin decides. When the plan resumes, every unpaid instalment's due date moves
-- by the days the plan was paused. One open dispute per order at a time.
CREATE TABLE disputes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id text NOT NULL REFERENCES orders (id),
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (reason IN ('returned', 'not_received', 'not_as_described', 'other')),
  description text NOT NULL CHECK (length(description) BETWEEN 10 AND 2000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  respond_by timestamptz NOT NULL,
  outcome text CHECK (outcome IN ('refunded', 'resumed', 'withdrawn')),
  resolved_by text CHECK (resolved_by IN ('shopper', 'merchant', 'admin')),
  resolution_note text CHECK (length(resolution_note) <= 2000),
  refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  paused_days integer NOT NULL DEFAULT 0 CHECK (paused_days >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CHECK ((status = 'resolved') = (resolved_at IS NOT NULL)),
  CHECK ((status = 'resolved') = (outcome IS NOT NULL)),
  CHECK ((status = 'resolved') = (resolved_by IS NOT NULL))
);
CREATE UNIQUE INDEX disputes_one_open_per_order_idx ON disputes (order_id) WHERE status = 'open';
CREATE INDEX disputes_merchant_idx ON disputes (merchant_id, created_at DESC);
CREATE INDEX disputes_user_idx ON disputes (user_id, created_at DESC);
CREATE INDEX disputes_open_idx ON disputes (respond_by) WHERE status = 'open';

ALTER TABLE webhook_events DROP CONSTRAINT webhook_events_type_check;
ALTER TABLE webhook_events ADD CONSTRAINT webhook_events_type_check
  CHECK (type IN ('order.approved', 'order.paid_in_full', 'order.refunded', 'order.cancelled',
    'order.withdrawn', 'payout.paid', 'payout.failed', 'dispute.opened', 'dispute.resolved'));

-- A complaint carries a reference number the complainant sees on screen and in the receipt, and
-- (from a signed-in shopper) the account and optionally one of their orders it is about.
ALTER TABLE contact_submissions ADD COLUMN reference text UNIQUE;
ALTER TABLE contact_submissions ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE contact_submissions ADD COLUMN order_id text REFERENCES orders (id);
