-- Partner applications and the merchants their approval creates, the admin audit trail and the
-- merchant link on transactions (score history lives in credit_score_events, migration 002).

CREATE TABLE partner_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Every application is also a contact message (reason business_partnership), so the team sees it in one inbox.
  contact_submission_id uuid NOT NULL UNIQUE REFERENCES contact_submissions (id),
  company_name text NOT NULL CHECK (length(company_name) BETWEEN 1 AND 200),
  pib text NOT NULL CHECK (pib ~ '^[0-9]{8,9}$'),
  business_type text NOT NULL
    CHECK (business_type IN ('retail', 'ecommerce', 'services', 'electronics', 'fashion', 'other')),
  website text CHECK (length(website) <= 255),
  monthly_revenue text NOT NULL CHECK (monthly_revenue IN ('0-10k', '10k-50k', '50k-100k', '100k+')),
  contact_first_name text NOT NULL CHECK (length(contact_first_name) BETWEEN 1 AND 50),
  contact_last_name text NOT NULL CHECK (length(contact_last_name) BETWEEN 1 AND 50),
  contact_email text NOT NULL CHECK (length(contact_email) <= 255),
  contact_phone text CHECK (length(contact_phone) <= 20),
  message text CHECK (length(message) <= 2000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  decline_reason text CHECK (length(decline_reason) BETWEEN 1 AND 1000),
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A decision has a time; a declined application has its reason, and only it has one.
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'declined') = (decline_reason IS NOT NULL))
);
CREATE INDEX partner_applications_status_idx ON partner_applications (status, created_at DESC);

CREATE TABLE merchants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- One merchant per tax number: a second approval for the same company is refused.
  pib text NOT NULL UNIQUE CHECK (pib ~ '^[0-9]{8,9}$'),
  business_type text NOT NULL
    CHECK (business_type IN ('retail', 'ecommerce', 'services', 'electronics', 'fashion', 'other')),
  pricing_tier text NOT NULL CHECK (pricing_tier IN ('starter', 'growth', 'enterprise')),
  -- The fee on each successful transaction: 300 = 3 %.
  fee_basis_points integer NOT NULL DEFAULT 500 CHECK (fee_basis_points BETWEEN 0 AND 10000),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  partner_application_id uuid UNIQUE REFERENCES partner_applications (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE transactions ADD COLUMN merchant_id uuid REFERENCES merchants (id) ON DELETE SET NULL;
CREATE INDEX transactions_merchant_created_idx ON transactions (merchant_id, created_at DESC);

CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Kept when the admin's account is deleted: the change still happened.
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (length(action) BETWEEN 1 AND 100),
  entity_type text NOT NULL CHECK (length(entity_type) BETWEEN 1 AND 50),
  entity_id uuid NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, created_at);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC);

