-- Payouts that reach the merchant's bank: each business day the payable batches go into one
-- ISO 20022 credit-transfer file (pain.001) that an admin hands to the bank; the bank's statement
-- (camt.053) comes back and settles or returns each batch.

-- A credit-transfer file. generated: made, not yet given to the bank; sent: handed to the bank;
-- settled: every payment in it was booked or returned by the bank; rejected: the bank refused the
-- whole file (its batches go into a later file).
CREATE TABLE payout_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The business day the file was made for (one file a day; a file the bank rejected makes way
  -- for another).
  business_day date NOT NULL,
  -- The message id in the file's group header (unique per debtor, at most 35 characters).
  message_id text NOT NULL UNIQUE CHECK (length(message_id) BETWEEN 1 AND 35),
  state text NOT NULL DEFAULT 'generated'
    CHECK (state IN ('generated', 'sent', 'settled', 'rejected')),
  payments_count integer NOT NULL CHECK (payments_count > 0),
  total_cents bigint NOT NULL CHECK (total_cents > 0),
  -- The day the bank is asked to pay (requested execution date).
  execution_date date NOT NULL,
  xml text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  sent_by uuid REFERENCES users (id),
  closed_at timestamptz
);
CREATE UNIQUE INDEX payout_files_day_key ON payout_files (business_day) WHERE state <> 'rejected';

-- A batch's way to the bank: waiting (no file yet, or back from a rejected file), in_file (in a
-- file not yet answered by a statement), settled (the bank booked it), returned (the bank gave
-- the money back: the merchant is owed it again). A batch with nothing to pay is settled at once.
ALTER TABLE payout_batches
  ADD COLUMN state text NOT NULL DEFAULT 'waiting'
    CHECK (state IN ('waiting', 'in_file', 'settled', 'returned')),
  ADD COLUMN payout_file_id uuid REFERENCES payout_files (id),
  -- The account the batch was sent to (masked in the merchant's view), kept as it was then.
  ADD COLUMN payout_iban text,
  -- The day the bank booked the payment (from the statement).
  ADD COLUMN value_date date,
  -- The bank's reason for a return (an ISO 20022 code such as AC04, closed account).
  ADD COLUMN return_reason text,
  ADD COLUMN settled_at timestamptz;
UPDATE payout_batches SET state = 'settled', settled_at = created_at;
CREATE INDEX payout_batches_waiting_idx ON payout_batches (business_day) WHERE state = 'waiting';
CREATE INDEX payout_batches_file_idx ON payout_batches (payout_file_id);

-- A returned batch gives its orders back to the next batch: the order may be paid by a later
-- batch, so "an order is paid out once" counts only lines of batches that were not returned.
ALTER TABLE payout_lines ADD COLUMN returned boolean NOT NULL DEFAULT false;
DROP INDEX payout_lines_order_key;
CREATE UNIQUE INDEX payout_lines_order_key ON payout_lines (order_id)
  WHERE kind = 'order' AND NOT returned;

-- An uploaded bank statement (camt.053 or camt.054) and each of its entries that named no batch
-- (or another amount): those are for a person to look at.
CREATE TABLE bank_statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The statement's own id from the bank; the same statement uploaded twice is refused.
  statement_id text NOT NULL UNIQUE,
  message_type text NOT NULL CHECK (message_type IN ('camt.053', 'camt.054')),
  entries_count integer NOT NULL CHECK (entries_count >= 0),
  settled_count integer NOT NULL CHECK (settled_count >= 0),
  returned_count integer NOT NULL CHECK (returned_count >= 0),
  uploaded_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bank_statement_unmatched (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  statement_id uuid NOT NULL REFERENCES bank_statements (id),
  end_to_end_id text,
  amount_cents bigint NOT NULL,
  -- DBIT or CRDT as the bank wrote it.
  direction text NOT NULL CHECK (direction IN ('DBIT', 'CRDT')),
  booking_date date,
  -- Why no batch: not_booked, no_batch, currency, amount, batch_state (already answered or not
  -- sent) or credit (money in that is no return).
  reason text NOT NULL
    CHECK (reason IN ('not_booked', 'no_batch', 'currency', 'amount', 'batch_state', 'credit')),
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_statement_unmatched_open_idx ON bank_statement_unmatched (created_at)
  WHERE resolved_at IS NULL;

-- Money on its way to a merchant: a batch moves what NaRate owes from merchant_payable into
-- payout_clearing; cash leaves only when the bank's statement books the payment, and a return
-- moves it back to merchant_payable.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN
  ('shopper_receivable', 'cash', 'merchant_payable', 'fee_revenue', 'write_off_expense',
   'payout_clearing'));
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN
  ('purchase', 'merchant_payout', 'instalment_paid', 'refund', 'merchant_recovery', 'write_off',
   'payout_settled', 'payout_returned'));

-- Payout events for the merchant's webhooks: they name a batch, not an order.
ALTER TABLE webhook_events ALTER COLUMN order_id DROP NOT NULL;
ALTER TABLE webhook_events ADD COLUMN payout_batch_id uuid REFERENCES payout_batches (id);
ALTER TABLE webhook_events DROP CONSTRAINT webhook_events_type_check;
ALTER TABLE webhook_events ADD CONSTRAINT webhook_events_type_check
  CHECK (type IN ('order.approved', 'order.paid_in_full', 'order.refunded', 'order.cancelled',
    'order.withdrawn', 'payout.paid', 'payout.failed'));
ALTER TABLE webhook_events ADD CONSTRAINT webhook_events_subject_check
  CHECK ((order_id IS NULL) <> (payout_batch_id IS NULL));
