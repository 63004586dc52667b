-- A merchant's payout batch that could not be made (the job goes on with the other merchants):
-- kept per merchant and business day until a later run makes the batch, so reconciliation (and
-- the admin dashboard's count) shows a payout that is stuck instead of only a log line.
CREATE TABLE payout_failures (
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  business_day date NOT NULL,
  message text NOT NULL,
  failures integer NOT NULL DEFAULT 1 CHECK (failures > 0),
  first_failed_at timestamptz NOT NULL DEFAULT now(),
  last_failed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, business_day)
);
