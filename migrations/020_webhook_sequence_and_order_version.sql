-- Webhooks may arrive late, twice or out of order. Two numbers let a merchant put them in order:
-- `sequence` on every event, increasing per merchant in the order the events were committed, and
-- `version` on every order, increasing with each change of the order, in every order payload.

-- One counter row per merchant, taken with UPDATE … RETURNING inside the transaction that writes
-- the event: the row lock makes concurrent writers (in any number of processes) take numbers one
-- after another, and the later committer always holds the larger number.
CREATE TABLE merchant_event_counters (
  merchant_id uuid PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  last_sequence bigint NOT NULL CHECK (last_sequence >= 0)
);

ALTER TABLE webhook_events ADD COLUMN sequence bigint;
-- Events written before numbering get numbers in the order they were created.
WITH numbered AS (
  SELECT id, row_number() OVER (PARTITION BY merchant_id ORDER BY created_at, id) AS n
  FROM webhook_events
)
UPDATE webhook_events e SET sequence = numbered.n FROM numbered WHERE numbered.id = e.id;
INSERT INTO merchant_event_counters (merchant_id, last_sequence)
SELECT merchant_id, max(sequence) FROM webhook_events GROUP BY merchant_id;
ALTER TABLE webhook_events ALTER COLUMN sequence SET NOT NULL;
CREATE UNIQUE INDEX webhook_events_merchant_sequence_key ON webhook_events (merchant_id, sequence);

-- The order's version: 1 when created, one more on every change of what the merchant sees.
ALTER TABLE orders ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
CREATE FUNCTION orders_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version AND (
    NEW.status IS DISTINCT FROM OLD.status
    OR NEW.refunded_cents IS DISTINCT FROM OLD.refunded_cents
    OR NEW.withdrawn_at IS DISTINCT FROM OLD.withdrawn_at
    OR NEW.user_id IS DISTINCT FROM OLD.user_id
  ) THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER orders_bump_version BEFORE UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_bump_version();
