-- The card acquirer's callbacks, one row per transaction it reported. A callback is verified by
-- its digest before it is stored, and a repeat (acquirers send again until they get a 200) finds
-- its row and changes nothing. Only what the acquirer may tell about a payment is kept: the order
-- number (our charge key), the outcome and the masked card, never a card number.
CREATE TABLE card_acquirer_callbacks (
  transaction_id text PRIMARY KEY CHECK (length(transaction_id) BETWEEN 1 AND 100),
  order_number text NOT NULL CHECK (length(order_number) BETWEEN 1 AND 100),
  transaction_type text NOT NULL CHECK (transaction_type IN ('purchase', 'refund')),
  status text NOT NULL CHECK (length(status) BETWEEN 1 AND 40),
  response_code text CHECK (length(response_code) <= 10),
  amount_cents integer CHECK (amount_cents >= 0),
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_acquirer_callbacks_order ON card_acquirer_callbacks (order_number);
