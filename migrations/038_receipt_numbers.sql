-- Every card payment's receipt has a number people can read out and write down, R-2026-000123:
-- the year of the payment (Podgorica time) and a number from one sequence, never reused. It is
-- given by the database in the INSERT that books the payment, so two payments committed at the
-- same moment can never get the same number and no payment is ever without one.
CREATE SEQUENCE payment_receipt_number_seq AS bigint START 1;

CREATE FUNCTION payment_receipt_number(paid_at timestamptz, n bigint) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  -- At least six digits; a longer number keeps all of its digits.
  SELECT 'R-' || to_char(paid_at AT TIME ZONE 'Europe/Podgorica', 'YYYY') || '-'
    || lpad(n::text, greatest(6, length(n::text)), '0')
$$;

ALTER TABLE payments ADD COLUMN receipt_number text;

-- Payments booked before numbers existed are numbered in the order they were made.
WITH numbered AS (
  SELECT id, created_at, row_number() OVER (ORDER BY created_at, id) AS n FROM payments
)
UPDATE payments p SET receipt_number = payment_receipt_number(numbered.created_at, numbered.n)
FROM numbered WHERE numbered.id = p.id;
SELECT setval('payment_receipt_number_seq', (SELECT count(*) FROM payments) + 1, false);

CREATE FUNCTION payments_assign_receipt_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.receipt_number := payment_receipt_number(
    NEW.created_at, nextval('payment_receipt_number_seq')
  );
  RETURN NEW;
END
$$;
CREATE TRIGGER payments_assign_receipt_number BEFORE INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_assign_receipt_number();

ALTER TABLE payments ALTER COLUMN receipt_number SET NOT NULL;
ALTER TABLE payments ADD CONSTRAINT payments_receipt_number_key UNIQUE (receipt_number);
ALTER TABLE payments ADD CONSTRAINT payments_receipt_number_format
  CHECK (receipt_number ~ '^R-[0-9]{4}-[0-9]{6,}$');
