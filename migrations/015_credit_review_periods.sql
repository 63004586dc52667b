-- The credit review weighs a paid-off plan by its amount, and at most up to a cap per calendar
-- month, so many tiny plans earn no more than one plan of the same total. It marks each plan it
-- has judged (with the amount it counted), so the month's running total is exact and a plan is
-- never judged twice.
ALTER TABLE orders ADD COLUMN plan_bonus_reviewed_at timestamptz;
ALTER TABLE orders ADD COLUMN plan_bonus_basis_cents integer CHECK (plan_bonus_basis_cents >= 0);
-- Plans that already had their completion bonus count as judged, with their amount.
UPDATE orders o
   SET plan_bonus_reviewed_at = e.created_at,
       plan_bonus_basis_cents = o.total_cents - o.refunded_cents
  FROM (SELECT order_id, min(created_at) AS created_at
          FROM credit_score_events
         WHERE kind = 'plan_completed' AND order_id IS NOT NULL
         GROUP BY order_id) e
 WHERE e.order_id = o.id;
