-- A checkout charge that reached the card but can never be booked (the order's session or shopper
-- is gone, or an admin gives it back) is refunded at the provider in full and its attempt ends as
-- 'refunded': nothing booked, nothing kept. Reconciliation excuses its charge and refund together.
ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_status_check;
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_status_check
  CHECK (status IN ('pending', 'succeeded', 'failed', 'refunded'));
