-- Saved cards and autopay.

-- The sandbox payment provider's card vault: the card behind each token it hands out. A real
-- acquirer keeps this on its side; NaRate never reads this table, it only ever holds the token.
-- The security code is never kept, not even here.
CREATE TABLE sandbox_card_vault (
  token text PRIMARY KEY CHECK (length(token) BETWEEN 1 AND 255),
  card_number text NOT NULL CHECK (card_number ~ '^[0-9]{12,19}$'),
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL CHECK (exp_year BETWEEN 2000 AND 2099),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A shopper's saved card: the provider's token and what may be shown (brand, last four, expiry),
-- never the number. One card per shopper. Autopay lives on the card: without a card there is no
-- autopay, so removing the card turns it off.
CREATE TABLE saved_cards (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  token text NOT NULL CHECK (length(token) BETWEEN 1 AND 255),
  brand text NOT NULL CHECK (brand IN ('visa', 'mastercard', 'amex', 'maestro', 'unknown')),
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL CHECK (exp_year BETWEEN 2000 AND 2099),
  -- When autopay was turned on (null: off). Instalments due from that business day on are charged.
  autopay_enabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- An autopay charge is an attempt of its own kind, settled like a shopper's payment, which also
-- tells the shopper when the card was declined.
ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_kind_check;
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_kind_check
  CHECK (kind IN ('checkout', 'instalments', 'refund', 'withdrawal', 'autopay'));

-- Autopay charges each instalment once per due date: the primary key refuses a second attempt
-- whichever process makes it, and a declined charge is not retried (the shopper is emailed).
CREATE TABLE autopay_charges (
  instalment_id uuid NOT NULL REFERENCES instalments (id),
  due_date date NOT NULL,
  attempt_id uuid NOT NULL UNIQUE REFERENCES payment_attempts (id),
  order_id text NOT NULL REFERENCES orders (id),
  card_last4 text NOT NULL CHECK (card_last4 ~ '^[0-9]{4}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (instalment_id, due_date)
);
CREATE INDEX autopay_charges_order_idx ON autopay_charges (order_id);
CREATE INDEX saved_cards_autopay_idx ON saved_cards (user_id) WHERE autopay_enabled_at IS NOT NULL;
