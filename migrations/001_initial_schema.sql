-- Core schema: accounts and sessions, profiles, credit scores, transactions and contact messages, verification codes and the outbox.
-- Money is integer cents everywhere; every status column is closed by a CHECK.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) <= 255),
  password_hash text NOT NULL,
  email_confirmed_at timestamptz,
  avatar_url text,
  blocked_at timestamptz,
  failed_login_count integer NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE profiles (
  id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  display_name text CHECK (length(display_name) <= 100),
  bio text CHECK (length(bio) <= 500),
  first_name text CHECK (length(first_name) <= 50),
  last_name text CHECK (length(last_name) <= 50),
  phone text CHECK (length(phone) <= 20),
  -- AES-256-GCM ciphertext; the national ID never leaves the server whole.
  jmbg_encrypted text,
  email_verified boolean NOT NULL DEFAULT false,
  phone_verified boolean NOT NULL DEFAULT false,
  newsletter_opted_in boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'merchant')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);

CREATE TABLE user_credit_scores (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  score integer NOT NULL DEFAULT 500 CHECK (score BETWEEN 300 AND 1000),
  spending_limit integer NOT NULL DEFAULT 10000 CHECK (spending_limit >= 0),
  transactions_count integer NOT NULL DEFAULT 0 CHECK (transactions_count >= 0),
  on_time_payments integer NOT NULL DEFAULT 0 CHECK (on_time_payments >= 0),
  late_payments integer NOT NULL DEFAULT 0 CHECK (late_payments >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_credit_scores_score_idx ON user_credit_scores (score);

CREATE TABLE transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_name text NOT NULL CHECK (length(business_name) BETWEEN 1 AND 200),
  amount integer NOT NULL CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN ('paid', 'pending', 'overdue')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_user_created_idx ON transactions (user_id, created_at DESC);
CREATE INDEX transactions_status_created_idx ON transactions (status, created_at DESC);
CREATE INDEX transactions_created_idx ON transactions (created_at DESC);

CREATE TABLE contact_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email text CHECK (length(email) <= 255),
  reason text NOT NULL
    CHECK (reason IN ('general', 'partnership', 'support', 'business', 'other', 'business_partnership')),
  message text NOT NULL CHECK (length(message) <= 10000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_progress', 'resolved')),
  admin_notes text CHECK (length(admin_notes) <= 2000),
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- resolved_at is set exactly when the message is resolved.
  CHECK ((status = 'resolved') = (resolved_at IS NOT NULL))
);
CREATE INDEX contact_submissions_created_idx ON contact_submissions (created_at DESC);
CREATE INDEX contact_submissions_status_idx ON contact_submissions (status, created_at DESC);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 of the opaque cookie token: a leaked table does not leak live sessions.
  token_hash text NOT NULL UNIQUE,
  persistent boolean NOT NULL DEFAULT false,
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE verification_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL CHECK (purpose IN ('signup_email', 'phone', 'email')),
  target text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- Data held until the code is confirmed (for sign-up: the pending account, password hashed).
  payload jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX verification_codes_target_idx ON verification_codes (purpose, target, created_at DESC);

CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

CREATE TABLE outbox_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text,
  text_body text NOT NULL,
  html_body text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'kept')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error text,
  -- Retries back off by pushing this forward.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_messages_status_idx ON outbox_messages (status, next_attempt_at);
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (recipient, created_at DESC);
