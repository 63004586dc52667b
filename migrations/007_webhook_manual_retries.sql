-- Every time a merchant sends a webhook again by hand. Manual retries are limited per delivery and
-- per merchant per hour, so the retry button cannot drive a stream of requests at a target.
CREATE TABLE webhook_manual_retries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_manual_retries_merchant_idx ON webhook_manual_retries (merchant_id, created_at);
CREATE INDEX webhook_manual_retries_delivery_idx ON webhook_manual_retries (delivery_id, created_at);
