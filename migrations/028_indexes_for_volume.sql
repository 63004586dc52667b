-- Indexes the lists and jobs need once the data grow (100 000 shoppers, 200 000 orders, a
-- million instalments), so that their cost follows the page or the batch, not the table.

-- The credit review and the limit step read a shopper's card payments since a day: without this
-- each shopper was a scan of every payment ever made.
CREATE INDEX payments_user_created_idx ON payments (user_id, created_at);

-- The admin purchase list, newest first: the orders half of the purchase view is read in this
-- order, page by page, instead of sorting every order to show twenty.
CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC);

-- The admin user list's default order (newest accounts first).
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);

-- The purchase list's two halves as views of their own, so a list can read each half in index
-- order and stop after a page (a UNION ALL branch with a WHERE clause is planned on its own,
-- which sorted every order to show twenty). A purchase's status is one aggregate over its unpaid
-- instalments, read for the rows shown only, the same rule as before: overdue while an instalment
-- is overdue or written off and unpaid, pending while one is still to pay, else paid.
CREATE VIEW purchases_kept AS
SELECT p.id, p.user_id, p.business_name, p.amount, p.status, p.created_at, p.merchant_id,
       NULL::text AS order_id
  FROM purchases_before_orders p;

CREATE VIEW purchases_from_orders AS
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
       o.id AS order_id
  FROM orders o
 WHERE o.user_id IS NOT NULL AND o.status NOT IN ('cancelled', 'refunded');

CREATE OR REPLACE VIEW transactions AS
SELECT * FROM purchases_kept
UNION ALL
SELECT * FROM purchases_from_orders;
