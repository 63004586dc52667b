-- The purchase list's two halves (the views the admin list reads page by page) keep a deleted
-- shopper's purchases like the whole list does: user_id is null on them and deleted_account_id
-- says whose they were. Without this the admin list, which reads the halves, would lose them.
CREATE OR REPLACE VIEW purchases_kept AS
SELECT p.id, p.user_id, p.business_name, p.amount, p.status, p.created_at, p.merchant_id,
       NULL::text AS order_id, p.deleted_account_id
  FROM purchases_before_orders p
 WHERE p.user_id IS NOT NULL OR p.deleted_account_id IS NOT NULL;

CREATE OR REPLACE VIEW purchases_from_orders AS
SELECT md5(o.id)::uuid AS id,
       o.user_id,
       (SELECT m.name FROM merchants m WHERE m.id = o.merchant_id) AS business_name,
       o.total_cents - o.refunded_cents AS amount,
       coalesce((
         SELECT CASE
                  WHEN bool_or(i.status IN ('overdue', 'written_off')) THEN 'overdue'
                  WHEN bool_or(i.status IN ('pending', 'overdue')) THEN 'pending'
                END
           FROM instalments i
          WHERE i.order_id = o.id AND i.amount_cents > i.paid_cents
            AND i.status IN ('pending', 'overdue', 'written_off')
       ), 'paid') AS status,
       o.created_at,
       o.merchant_id,
       o.id AS order_id,
       o.deleted_account_id
  FROM orders o
 WHERE (o.user_id IS NOT NULL OR o.deleted_account_id IS NOT NULL)
   AND o.status NOT IN ('cancelled', 'refunded');

-- One list, read from its two halves (the definition the halves were split from).
CREATE OR REPLACE VIEW transactions AS
SELECT * FROM purchases_kept
UNION ALL
SELECT * FROM purchases_from_orders;
