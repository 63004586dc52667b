-- Merchant payouts as objects. The merchant is no longer paid at purchase: a job pays each
-- merchant once per business day (Europe/Podgorica) for the orders of that day, netting what
-- the merchant owes back for refunds made after an earlier payout (a receivable on
-- merchant_payable). A batch never pays a negative amount: what the day's sales cannot cover
-- carries over as the merchant's receivable to the next batch.
CREATE TABLE payout_batches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  -- The business day whose orders the batch pays.
  business_day date NOT NULL,
  orders_count integer NOT NULL CHECK (orders_count >= 0),
  -- Sales of the day less refunds made before the payout.
  gross_cents integer NOT NULL CHECK (gross_cents >= 0),
  fees_cents integer NOT NULL CHECK (fees_cents >= 0),
  -- Receivables from earlier refunds netted in this batch.
  recovered_cents integer NOT NULL CHECK (recovered_cents >= 0),
  net_cents integer NOT NULL CHECK (net_cents >= 0),
  -- The merchant's receivable still open after this batch.
  carried_over_cents integer NOT NULL CHECK (carried_over_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (net_cents = gross_cents - fees_cents - recovered_cents),
  UNIQUE (merchant_id, business_day)
);
CREATE INDEX payout_batches_merchant_idx ON payout_batches (merchant_id, business_day DESC, id DESC);

-- kind order: an order paid by the batch (gross = total less refunds so far, the fee, amount =
-- what NaRate owed on it); kind recovery: part of a receivable netted (amount taken back).
CREATE TABLE payout_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  batch_id uuid NOT NULL REFERENCES payout_batches (id),
  order_id text NOT NULL REFERENCES orders (id),
  kind text NOT NULL CHECK (kind IN ('order', 'recovery')),
  gross_cents integer NOT NULL CHECK (gross_cents >= 0),
  fee_cents integer NOT NULL CHECK (fee_cents >= 0),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_lines_batch_idx ON payout_lines (batch_id, kind, order_id);
-- An order is paid out once.
CREATE UNIQUE INDEX payout_lines_order_key ON payout_lines (order_id) WHERE kind = 'order';

-- When the order was paid out to the merchant; orders from before this migration were paid out
-- at purchase (their ledger already moved the cash then).
ALTER TABLE orders ADD COLUMN paid_out_at timestamptz;
UPDATE orders SET paid_out_at = created_at;
CREATE INDEX orders_unpaid_out_idx ON orders (merchant_id, created_at) WHERE paid_out_at IS NULL;
