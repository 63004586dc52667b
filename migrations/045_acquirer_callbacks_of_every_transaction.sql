-- The acquirer reports every transaction it records: a checkout through the card fields is an
-- authorisation (captured afterwards by its own request), and captures and voids are
-- transactions too. Their callbacks were refused (400), and an acquirer sends a refused callback
-- again until it gets a 200; they are stored now like purchases and refunds.
ALTER TABLE card_acquirer_callbacks
  DROP CONSTRAINT card_acquirer_callbacks_transaction_type_check;
ALTER TABLE card_acquirer_callbacks
  ADD CONSTRAINT card_acquirer_callbacks_transaction_type_check
  CHECK (transaction_type IN ('purchase', 'authorize', 'capture', 'refund', 'void'));
