-- An admin's review approval stays within the shopper's declared monthly disposable income (what
-- they owe with the purchase may not exceed it), unless the admin overrides the cap with a written
-- reason; the reason is kept with the approval (and in the audit log), so a confirm of an
-- approval without one checks the cap again.
ALTER TABLE review_requests ADD COLUMN cap_override_reason text
  CHECK (cap_override_reason IS NULL OR length(cap_override_reason) BETWEEN 10 AND 500);

-- The credit history a deleted account leaves behind, keyed by the hash of its JMBG (never the
-- JMBG itself): score, late payments, written-off orders and the one-time bonuses already given.
-- Signing up again with the same JMBG within the retention period starts from it instead of a
-- fresh score, so deleting an account does not erase late payments. Kept for five years after
-- the deletion, then removed.
CREATE TABLE credit_histories (
  jmbg_hash text PRIMARY KEY,
  score integer NOT NULL CHECK (score BETWEEN 300 AND 1000),
  late_payments integer NOT NULL CHECK (late_payments >= 0),
  written_off_orders integer NOT NULL CHECK (written_off_orders >= 0),
  bonus_kinds text[] NOT NULL DEFAULT '{}',
  deleted_at timestamptz NOT NULL,
  keep_until timestamptz NOT NULL
);

-- A written-off debt stays payable: the purchase row is "overdue" while any instalment is overdue
-- or written off and still unpaid, and turns "paid" once the shopper has paid it all back (before,
-- a written-off order was "overdue" for ever, which also blocked deleting the account).
CREATE OR REPLACE VIEW transactions AS
SELECT p.id, p.user_id, p.business_name, p.amount, p.status, p.created_at, p.merchant_id,
       NULL::text AS order_id
  FROM purchases_before_orders p
UNION ALL
SELECT md5(o.id)::uuid AS id,
       o.user_id,
       m.name AS business_name,
       o.total_cents - o.refunded_cents AS amount,
       CASE
         WHEN EXISTS (
           SELECT 1 FROM instalments i
            WHERE i.order_id = o.id AND i.status IN ('overdue', 'written_off')
              AND i.amount_cents > i.paid_cents
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
