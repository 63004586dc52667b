-- A payment booked together with its order in one statement has its receipt number drawn from the
-- same sequence just before (the answer to the shopper shows it, and is built before the insert
-- is sent): the trigger numbers a payment only when it comes without a number. The number is
-- still the database's, from the one sequence, never reused; the unique constraint and the format
-- check stay.
CREATE OR REPLACE FUNCTION payments_assign_receipt_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.receipt_number IS NULL THEN
    NEW.receipt_number := payment_receipt_number(
      NEW.created_at, nextval('payment_receipt_number_seq')
    );
  END IF;
  RETURN NEW;
END
$$;
