-- A merchant's request to send its payouts to another account. The new account applies only after
-- the merchant user confirms with a code sent to their email (a stolen password alone cannot
-- redirect the money); then the merchant's account is replaced and its payouts are held for 24
-- hours. Only a keyed hash of the code is stored, so a copy of the database holds no live code.
CREATE TABLE payout_account_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  -- Kept when the user is deleted: the request still happened.
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  account_holder text NOT NULL CHECK (length(account_holder) BETWEEN 1 AND 140),
  iban text NOT NULL CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  bic text CHECK (bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  code_hash text NOT NULL,
  wrong_attempts integer NOT NULL DEFAULT 0 CHECK (wrong_attempts >= 0),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (confirmed_at IS NULL OR cancelled_at IS NULL)
);
-- One open request per merchant: a new request cancels the one before it.
CREATE UNIQUE INDEX payout_account_changes_open_idx ON payout_account_changes (merchant_id)
  WHERE confirmed_at IS NULL AND cancelled_at IS NULL;
