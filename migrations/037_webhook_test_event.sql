-- A merchant can send itself a test event (test.ping) from the merchant area: it goes through
-- the normal webhook delivery, so its signature and delivery log are the real ones.
ALTER TABLE webhook_events DROP CONSTRAINT webhook_events_type_check;
ALTER TABLE webhook_events ADD CONSTRAINT webhook_events_type_check
  CHECK (type IN ('order.approved', 'order.paid_in_full', 'order.refunded', 'order.cancelled',
    'order.withdrawn', 'payout.paid', 'payout.failed', 'dispute.opened', 'dispute.resolved',
    'test.ping'));

-- A test event is about no order and no payout; every other event names exactly one of them.
ALTER TABLE webhook_events DROP CONSTRAINT webhook_events_subject_check;
ALTER TABLE webhook_events ADD CONSTRAINT webhook_events_subject_check
  CHECK (CASE WHEN type = 'test.ping' THEN order_id IS NULL AND payout_batch_id IS NULL
    ELSE (order_id IS NULL) <> (payout_batch_id IS NULL) END);

-- The merchant area's onboarding checklist: when the merchant opened the guide from it, and when
-- it was dismissed (each step's tick is read from real state; these two have none elsewhere).
ALTER TABLE merchants ADD COLUMN guide_opened_at timestamptz;
ALTER TABLE merchants ADD COLUMN onboarding_dismissed_at timestamptz;
