-- The check of a ledger transaction at commit reads the transaction's order and its postings in
-- one query instead of two: it runs once for every posting (a checkout writes five), so the
-- second query was a tenth of what PostgreSQL did for a checkout's ledger. The same rule: at
-- least two postings, adding up to zero, all naming the transaction's order.
CREATE OR REPLACE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  posting_sum bigint;
  posting_count integer;
  foreign_count integer;
BEGIN
  SELECT coalesce(sum(e.amount_cents), 0), count(*), count(*) FILTER (WHERE e.order_id <> t.order_id)
    INTO posting_sum, posting_count, foreign_count
    FROM ledger_entries AS e
    LEFT JOIN ledger_transactions AS t ON t.id = e.ledger_transaction_id
    WHERE e.ledger_transaction_id = NEW.ledger_transaction_id;
  IF posting_sum <> 0 OR posting_count < 2 OR foreign_count > 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %, % postings)',
      NEW.ledger_transaction_id, posting_sum, posting_count USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
