-- The shopper an open checkout session belongs to: the first signed-in shopper who opens it (the
-- checkout page or its pre-contract information). The pre-contract information of an open session
-- is theirs alone; another shopper is answered as if the session did not exist.
ALTER TABLE checkout_sessions
  ADD COLUMN shopper_id uuid REFERENCES users (id) ON DELETE SET NULL;
