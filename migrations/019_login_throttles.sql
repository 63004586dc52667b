-- Failed sign-ins are counted per (account, client address) pair and per client address, never
-- per account alone: a stranger who knows an email can then slow down only their own address,
-- not lock the owner out. The account is kept as a keyed hash of the typed email, whether or not
-- an account has it, so unknown emails are counted exactly like known ones and the answers do
-- not tell which emails exist. A row with account_key '' is the address's count over all emails.
CREATE TABLE login_throttles (
  account_key text NOT NULL,
  address text NOT NULL CHECK (length(address) BETWEEN 1 AND 64),
  attempts integer NOT NULL CHECK (attempts >= 0),
  locked_until timestamptz,
  last_attempt_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_key, address)
);
-- Old counts are deleted by the expired-records job.
CREATE INDEX login_throttles_last_attempt_idx ON login_throttles (last_attempt_at);
