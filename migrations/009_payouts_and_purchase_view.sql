-- Merchant payouts as objects, and the shopper's purchase list computed from the orders.

-- The merchant is no longer paid at purchase: a job pays each merchant once per business day
-- (Europe/Podgorica) for its orders up to that day not yet paid out, netting what
-- the merchant owes back for refunds made after an earlier payout (a receivable on
-- merchant_payable). A batch never pays a negative amount: what the day's sales cannot cover
-- carries over as the merchant's receivable to the next batch.
CREATE TABLE payout_batches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  -- The business day the batch closes: it pays the orders up to that day not yet paid out.
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

-- The shopper's purchase list ("transactions") was a table every order change had to keep in
-- sync. It is now a view: rows from before orders existed stay in purchases_before_orders (nothing
-- writes them any more); each order's row is computed from the order and its instalments.
-- Rules: amount = total less refunds; overdue while any instalment is overdue or once the debt
-- was written off (the shopper did not pay); pending while anything is owed; paid once nothing
-- is. A cancelled or fully refunded order, or one whose shopper deleted the account, has no row.
-- The row id of an order is a UUID derived from the order id, so it stays the same.
DELETE FROM transactions WHERE order_id IS NOT NULL;
ALTER TABLE transactions DROP COLUMN order_id;
ALTER TABLE transactions RENAME TO purchases_before_orders;
ALTER INDEX transactions_user_created_idx RENAME TO purchases_before_orders_user_created_idx;
ALTER INDEX transactions_status_created_idx RENAME TO purchases_before_orders_status_created_idx;
ALTER INDEX transactions_created_idx RENAME TO purchases_before_orders_created_idx;
ALTER INDEX transactions_merchant_created_idx RENAME TO purchases_before_orders_merchant_created_idx;

CREATE VIEW transactions AS
SELECT p.id, p.user_id, p.business_name, p.amount, p.status, p.created_at, p.merchant_id,
       NULL::text AS order_id
  FROM purchases_before_orders p
UNION ALL
SELECT md5(o.id)::uuid AS id,
       o.user_id,
       m.name AS business_name,
       o.total_cents - o.refunded_cents AS amount,
       CASE
         WHEN o.status = 'written_off' OR EXISTS (
           SELECT 1 FROM instalments i WHERE i.order_id = o.id AND i.status = 'overdue'
         ) THEN 'overdue'
         WHEN EXISTS (
           SELECT 1 FROM instalments i
            WHERE i.order_id = o.id AND i.status IN ('pending', 'overdue')
              AND i.amount_cents > i.paid_cents
         ) THEN 'pending'
         ELSE 'paid'
       END AS status,
       o.created_at,
       o.merchant_id,
       o.id AS order_id
  FROM orders o
  JOIN merchants m ON m.id = o.merchant_id
 WHERE o.user_id IS NOT NULL AND o.status NOT IN ('cancelled', 'refunded');
