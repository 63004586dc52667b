-- What the SMS gateway last reported about each message it accepted: the delivery report's
-- status group (delivered, undeliverable, expired, rejected, pending) and its detail, so admins
-- see whether a code reached the phone. Reports are matched by the outbox row's id, which is the
-- message id sent to the gateway.
ALTER TABLE outbox_messages
  ADD COLUMN delivery_status text
    CHECK (delivery_status IN ('pending', 'delivered', 'undeliverable', 'expired', 'rejected')),
  ADD COLUMN delivery_detail text,
  ADD COLUMN delivery_reported_at timestamptz;

CREATE INDEX outbox_messages_sms_sent_idx ON outbox_messages (created_at DESC)
  WHERE channel = 'sms' AND status <> 'kept';
