-- The in-app notification centre, Web Push subscriptions and each shopper's channel choices.

-- One row a notification a user should see: a due-date reminder, a payment or refund received,
-- a review approved, an autopay charge that failed. The text is rendered from `kind` and `params`
-- in the reader's language when it is read, so a language change never leaves stale copies.
-- The row is also the push outbox: written in the transaction of the change it reports, it is
-- pushed by a job after the commit, so a slow or failing push service never touches the money
-- transaction, and a rolled-back change never notifies anyone.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (
    kind IN ('reminder', 'payment_received', 'refund_received', 'review_approved', 'autopay_failed')
  ),
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- A path inside the app (never another site): where tapping the notification leads.
  url text NOT NULL CHECK (url ~ '^/[^/\\]'),
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- 'none': nothing to push (no subscription or push switched off when it was written).
  push_status text NOT NULL DEFAULT 'none' CHECK (push_status IN ('none', 'pending', 'sent', 'failed')),
  push_attempts integer NOT NULL DEFAULT 0,
  push_next_attempt_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_push_due ON notifications (push_next_attempt_at) WHERE push_status = 'pending';

-- A browser's push subscription (its endpoint at the push service and its encryption keys). An
-- endpoint belongs to one browser profile, so it is unique: subscribing again from another
-- account moves it there. The locale is the language of the page that subscribed.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE CHECK (length(endpoint) BETWEEN 1 AND 2000),
  p256dh text NOT NULL CHECK (length(p256dh) BETWEEN 1 AND 200),
  auth text NOT NULL CHECK (length(auth) BETWEEN 1 AND 100),
  locale text NOT NULL DEFAULT 'me' CHECK (locale IN ('me', 'en')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- Which channels a user wants notifications on. No row: the default (push and email on, SMS off).
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('push', 'email', 'sms')),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, channel)
);

-- The VAPID key pair push messages are signed with, generated once per installation and kept
-- with the data (a new pair would orphan every subscription). Production takes it from settings.
CREATE TABLE vapid_keys (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The second reminder, on the day before the due date (the first goes three days before).
ALTER TABLE instalments ADD COLUMN day_before_reminder_sent_at timestamptz;
