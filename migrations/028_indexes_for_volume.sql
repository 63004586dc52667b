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
