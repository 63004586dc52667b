-- Orders outlive accounts. A shopper may delete the account once nothing is owed, but the books
-- must keep every purchase, payment, refund, ledger entry and review request, and admins and the
-- merchant must still be able to trace them. The person goes (profile, contact data, sessions);
-- what they did stays under a pseudonym: the deleted account's id, which identifies nobody,
-- shown as "deleted user #<first 8 characters>".
CREATE TABLE deleted_accounts (
  -- The id the user had; no foreign key, the user row is gone.
  id uuid PRIMARY KEY,
  deleted_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE orders ADD COLUMN deleted_account_id uuid REFERENCES deleted_accounts (id);
ALTER TABLE orders ADD CONSTRAINT orders_deleted_account_check
  CHECK (deleted_account_id IS NULL OR user_id IS NULL);
CREATE INDEX orders_deleted_account_idx ON orders (deleted_account_id)
  WHERE deleted_account_id IS NOT NULL;

-- Review requests were deleted with the account; they are kept like the orders they concern.
ALTER TABLE review_requests DROP CONSTRAINT review_requests_user_id_fkey;
ALTER TABLE review_requests ADD CONSTRAINT review_requests_user_id_fkey
  FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE review_requests ADD COLUMN deleted_account_id uuid REFERENCES deleted_accounts (id);

-- Purchases from before orders existed are kept the same way.
ALTER TABLE purchases_before_orders ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE purchases_before_orders DROP CONSTRAINT transactions_user_id_fkey;
ALTER TABLE purchases_before_orders ADD CONSTRAINT purchases_before_orders_user_id_fkey
  FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE purchases_before_orders ADD COLUMN deleted_account_id uuid
  REFERENCES deleted_accounts (id);

-- The purchase list keeps a deleted shopper's purchases (user_id null, deleted_account_id set):
-- the shopper's own lists select by user_id and never see them; admins do.
CREATE OR REPLACE VIEW transactions AS
SELECT p.id, p.user_id, p.business_name, p.amount, p.status, p.created_at, p.merchant_id,
       NULL::text AS order_id, p.deleted_account_id
  FROM purchases_before_orders p
 WHERE p.user_id IS NOT NULL OR p.deleted_account_id IS NOT NULL
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
       o.id AS order_id,
       o.deleted_account_id
  FROM orders o
  JOIN merchants m ON m.id = o.merchant_id
 WHERE (o.user_id IS NOT NULL OR o.deleted_account_id IS NOT NULL)
   AND o.status NOT IN ('cancelled', 'refunded');
