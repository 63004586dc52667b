-- The admin purchase list filtered to overdue purchases: an order is overdue while one of its
-- instalments is overdue or written off and still unpaid. These instalments are few, so the list
-- asks this index for their orders instead of working out the status of every order, newest
-- first, until a page of overdue ones is found.
CREATE INDEX instalments_unpaid_overdue_order_idx ON instalments (order_id)
  WHERE status IN ('overdue', 'written_off') AND amount_cents > paid_cents;

