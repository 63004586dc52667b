import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// Kysely's view of migrations/*.sql. Keep in step with the SQL: the SQL is the source of truth.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type TransactionStatus = 'paid' | 'pending' | 'overdue';
export type ContactStatus = 'pending' | 'in_progress' | 'resolved';
export type Role = 'admin' | 'merchant';
export type VerificationPurpose = 'signup_email' | 'phone' | 'email';
export type PartnerApplicationStatus = 'pending' | 'approved' | 'declined';
export type PricingTierId = 'starter' | 'growth' | 'enterprise';
export type MerchantStatus = 'active' | 'suspended';
/** jsonb: read as parsed JSON, written as a JSON string. */
type Json = ColumnType<unknown, string | null | undefined, string | null>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  email_confirmed_at: NullableTimestamp;
  avatar_url: string | null;
  blocked_at: NullableTimestamp;
  failed_login_count: Generated<number>;
  locked_until: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ProfilesTable {
  id: string;
  display_name: string | null;
  bio: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  jmbg_encrypted: string | null;
  email_verified: Generated<boolean>;
  phone_verified: Generated<boolean>;
  newsletter_opted_in: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserRolesTable {
  user_id: string;
  role: Role;
  created_at: CreatedAt;
}

export interface UserCreditScoresTable {
  user_id: string;
  score: Generated<number>;
  /** Cents. */
  spending_limit: Generated<number>;
  transactions_count: Generated<number>;
  on_time_payments: Generated<number>;
  late_payments: Generated<number>;
  updated_at: Timestamp;
}

export interface TransactionsTable {
  id: Generated<string>;
  user_id: string;
  business_name: string;
  /** Cents. */
  amount: number;
  status: TransactionStatus;
  /** Set when the purchase went through a merchant's checkout; absent on older rows. */
  merchant_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface ContactSubmissionsTable {
  id: Generated<string>;
  name: string;
  email: string | null;
  reason: string;
  message: string;
  status: Generated<ContactStatus>;
  admin_notes: string | null;
  resolved_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  persistent: Generated<boolean>;
  user_agent: string | null;
  ip: string | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface VerificationCodesTable {
  id: Generated<string>;
  purpose: VerificationPurpose;
  target: string;
  user_id: string | null;
  code_hash: string;
  attempts: Generated<number>;
  payload: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  /** SHA-256 of the token held by the browser that started a sign-up (migration 002). */
  client_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface OutboxMessagesTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  status: Generated<'pending' | 'sent' | 'failed' | 'kept'>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
}

/** The ScoreEventKind values of engine/scoring.ts. */
export type CreditScoreEventKind =
  | 'signup'
  | 'email_verified'
  | 'phone_verified'
  | 'on_time_payment'
  | 'overdue'
  | 'plan_completed'
  | 'account_age';

export interface CreditScoreEventsTable {
  id: Generated<string>;
  user_id: string;
  kind: CreditScoreEventKind;
  /** Applied change (the score may move less than the event's points at the bounds). */
  delta: number;
  reason: string;
  score_after: number;
  created_at: CreatedAt;
}

export interface PartnerApplicationsTable {
  id: Generated<string>;
  contact_submission_id: string;
  company_name: string;
  pib: string;
  business_type: string;
  website: string | null;
  monthly_revenue: string;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  contact_phone: string | null;
  message: string | null;
  status: Generated<PartnerApplicationStatus>;
  decline_reason: string | null;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface MerchantsTable {
  id: Generated<string>;
  name: string;
  pib: string;
  business_type: string;
  pricing_tier: PricingTierId;
  /** 300 = 3 %. */
  fee_basis_points: Generated<number>;
  status: Generated<MerchantStatus>;
  partner_application_id: string | null;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Json;
  after: Json;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  user_credit_scores: UserCreditScoresTable;
  transactions: TransactionsTable;
  contact_submissions: ContactSubmissionsTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  outbox_messages: OutboxMessagesTable;
  credit_score_events: CreditScoreEventsTable;
  partner_applications: PartnerApplicationsTable;
  merchants: MerchantsTable;
  audit_log: AuditLogTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Profile = Selectable<ProfilesTable>;
export type Transaction = Selectable<TransactionsTable>;
export type ContactSubmission = Selectable<ContactSubmissionsTable>;
