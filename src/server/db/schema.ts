import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { InstalmentStatus, OrderStatus } from '../../shared/order-statuses';
import type { LedgerAccount, LedgerTransactionKind } from '../engine/ledger';
import type { OrderWebhookEvent } from '../engine/order-state';

// Kysely's view of migrations/*.sql. Keep in step with the SQL: the SQL is the source of truth.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A NOT NULL timestamp without a default: every insert must give it. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
/** A DATE column: read and written as 'YYYY-MM-DD' (both drivers are told not to parse it). */
type DateOnly = ColumnType<string, string, string>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

export type TransactionStatus = 'paid' | 'pending' | 'overdue';
export type ContactStatus = 'pending' | 'in_progress' | 'resolved';
export type Role = 'admin' | 'merchant';
export type VerificationPurpose = 'signup_email' | 'phone' | 'email';
export type PartnerApplicationStatus = 'pending' | 'approved' | 'declined';
export type PricingTierId = 'starter' | 'growth' | 'enterprise';
export type MerchantStatus = 'active' | 'suspended';
export type ApiKeyKind = 'publishable' | 'secret';
export type ApiKeyMode = 'test' | 'live';
export type CheckoutSessionStatus = 'open' | 'completed' | 'expired' | 'cancelled';
export type PaymentPurpose = 'first_instalment' | 'instalments' | 'withdrawal';
export type RefundKind = 'refund' | 'cancellation';
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';
/** jsonb: read as parsed JSON, written as a JSON string. */
type Json = ColumnType<unknown, string | null | undefined, string | null>;
/** NOT NULL jsonb without a default. */
type RequiredJson = ColumnType<unknown, string, string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  email_confirmed_at: NullableTimestamp;
  avatar_url: string | null;
  blocked_at: NullableTimestamp;
  failed_login_count: Generated<number>;
  locked_until: NullableTimestamp;
  /** The language of everything sent to this person ('me' or 'en'). */
  locale: Generated<'me' | 'en'>;
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
  /** Keyed HMAC-SHA256 of the JMBG (unique unless the row is flagged as a duplicate). */
  jmbg_hash: string | null;
  /** The account shared its JMBG with an older one before uniqueness was enforced. */
  jmbg_duplicate: Generated<boolean>;
  /** The account shared a verified phone with an older one before uniqueness was enforced. */
  phone_duplicate: Generated<boolean>;
  /** The terms version accepted at sign-up (TERMS_VERSION) and when. */
  terms_version: NullableText;
  terms_accepted_at: NullableTimestamp;
  email_verified: Generated<boolean>;
  phone_verified: Generated<boolean>;
  newsletter_opted_in: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Display name, then first and last name, lower-cased (generated): what the admin search reads. */
  search_text: ColumnType<string, never, never>;
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
  /** Whole months of account age already awarded (+5 each). */
  account_age_months_awarded: Generated<number>;
  /** The last limit step up; null when there was none (sign-up counts). */
  limit_stepped_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** Purchases recorded before orders existed; nothing writes this table any more. */
export interface PurchasesBeforeOrdersTable {
  id: Generated<string>;
  /** null once the shopper deleted their account (the row stays under deleted_account_id). */
  user_id: ColumnType<string | null, string, null>;
  business_name: string;
  /** Cents. */
  amount: number;
  status: TransactionStatus;
  /** Set when the purchase went through a merchant's checkout; absent on older rows. */
  merchant_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  deleted_account_id: ColumnType<string | null, never, string>;
}

/** A column of a view: read, never written. */
type ViewColumn<T> = ColumnType<T, never, never>;

/**
 * The shopper's purchase list: a view (migration 009) over purchases_before_orders and the
 * orders, so no order change has a second row to keep in sync.
 */
export interface TransactionsView {
  id: ViewColumn<string>;
  /** null on a deleted shopper's purchases (deleted_account_id says whose they were). */
  user_id: ViewColumn<string | null>;
  business_name: ViewColumn<string>;
  /** Cents: an order's total less refunds. */
  amount: ViewColumn<number>;
  status: ViewColumn<TransactionStatus>;
  merchant_id: ViewColumn<string | null>;
  /** The order the row shows; null on purchases from before orders. */
  order_id: ViewColumn<string | null>;
  created_at: ViewColumn<Date>;
  deleted_account_id: ViewColumn<string | null>;
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
  /** A complaint's reference number (migration 030); null for other messages. */
  reference: NullableText;
  /** The signed-in complainant and the order the complaint is about, when given. */
  user_id: NullableText;
  order_id: NullableText;
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
  expires_at: RequiredTimestamp;
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
  expires_at: RequiredTimestamp;
  consumed_at: NullableTimestamp;
  /** SHA-256 of the token held by the browser that started a sign-up (migration 002). */
  client_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: RequiredTimestamp;
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
  delivery_status: SmsDeliveryStatus | null;
  delivery_detail: string | null;
  delivery_reported_at: NullableTimestamp;
}

/** The status group of the SMS gateway's latest delivery report. */
export type SmsDeliveryStatus = 'pending' | 'delivered' | 'undeliverable' | 'expired' | 'rejected';

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
  /** The order behind the change, for "Zašto se moj skor promijenio?" (migration 004). */
  order_id: NullableText;
  /** Insertion order (identity), the tie-breaker for changes made at the same instant. */
  seq: ColumnType<string, never, never>;
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
  payout_account_holder: string | null;
  payout_iban: string | null;
  payout_bic: string | null;
  created_at: CreatedAt;
}

/** A merchant's request to change its payout account, applied once its email code is entered. */
export interface PayoutAccountChangesTable {
  id: Generated<string>;
  merchant_id: string;
  requested_by: string | null;
  account_holder: string;
  iban: string;
  bic: string | null;
  code_hash: string;
  wrong_attempts: Generated<number>;
  expires_at: RequiredTimestamp;
  confirmed_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
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
  payout_account_holder: string | null;
  /** Electronic form: upper case, no spaces. */
  payout_iban: string | null;
  payout_bic: string | null;
  /** Payouts wait until this moment after the account was changed. */
  payouts_held_until: NullableTimestamp;
  /** The store's link in the directory: an http(s) address or a path on this site. */
  website: Generated<string | null>;
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

export interface MerchantUsersTable {
  user_id: string;
  merchant_id: string;
  created_at: CreatedAt;
}

export interface ApiKeysTable {
  id: Generated<string>;
  merchant_id: string;
  kind: ApiKeyKind;
  mode: Generated<ApiKeyMode>;
  prefix: string;
  key_hash: string;
  last4: string;
  publishable_key: string | null;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface MerchantWebhookEndpointsTable {
  merchant_id: string;
  url: string;
  signing_secret: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CheckoutSessionsTable {
  id: string;
  merchant_id: string;
  livemode: Generated<boolean>;
  amount_cents: number;
  currency: Generated<'EUR'>;
  order_reference: string;
  line_items: Json;
  success_url: string;
  cancel_url: string;
  status: Generated<CheckoutSessionStatus>;
  expires_at: RequiredTimestamp;
  order_id: NullableText;
  created_at: CreatedAt;
  /** The first signed-in shopper who opened the session (its pre-contract is theirs). */
  shopper_id: NullableText;
}

export interface OrdersTable {
  id: string;
  merchant_id: string;
  /** null once the shopper deleted their account (the order and its ledger stay). */
  user_id: string | null;
  checkout_session_id: string;
  livemode: Generated<boolean>;
  order_reference: string;
  currency: Generated<'EUR'>;
  total_cents: number;
  instalment_count: number;
  fee_basis_points: number;
  fee_cents: number;
  refunded_cents: Generated<number>;
  status: Generated<OrderStatus>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** When the shopper withdrew from the credit (status withdrawn). */
  withdrawn_at: NullableTimestamp;
  /** When a payout batch paid the merchant for the order; null until then. */
  paid_out_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 1 at creation, one more with every change the merchant sees (a trigger and each event). */
  version: Generated<number>;
  /** When the credit review judged the paid-off plan for its completion points (migration 015). */
  plan_bonus_reviewed_at: NullableTimestamp;
  /** The amount the review counted for the plan towards its month's completion points. */
  plan_bonus_basis_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** The deleted account the order belonged to (user_id is then null). */
  deleted_account_id: ColumnType<string | null, never, string>;
}

export interface PayoutBatchesTable {
  id: Generated<string>;
  merchant_id: string;
  /** The business day (Europe/Podgorica) whose orders the batch pays, YYYY-MM-DD. */
  business_day: ColumnType<string, string, never>;
  orders_count: number;
  gross_cents: number;
  fees_cents: number;
  recovered_cents: number;
  net_cents: number;
  carried_over_cents: number;
  created_at: CreatedAt;
  state: ColumnType<PayoutBatchState, PayoutBatchState | undefined, PayoutBatchState>;
  payout_file_id: string | null;
  payout_iban: string | null;
  value_date: ColumnType<string | null, string | null | undefined, string | null>;
  return_reason: string | null;
  settled_at: NullableTimestamp;
}

export type PayoutWebhookEvent = 'payout.paid' | 'payout.failed';

export type DisputeWebhookEvent = 'dispute.opened' | 'dispute.resolved';

/** A shopper's return or problem report on an order (migration 030). */
export interface DisputesTable {
  id: Generated<string>;
  order_id: string;
  merchant_id: string;
  user_id: string | null;
  reason: 'returned' | 'not_received' | 'not_as_described' | 'other';
  description: string;
  status: ColumnType<'open' | 'resolved', 'open' | 'resolved' | undefined, 'open' | 'resolved'>;
  respond_by: RequiredTimestamp;
  outcome: 'refunded' | 'resumed' | 'withdrawn' | null;
  resolved_by: 'shopper' | 'merchant' | 'admin' | null;
  resolution_note: string | null;
  refunded_cents: ColumnType<number, number | undefined, number>;
  paused_days: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  resolved_at: NullableTimestamp;
}

/** A batch's way to the bank (migration 026). */
export type PayoutBatchState = 'waiting' | 'in_file' | 'settled' | 'returned';
export type PayoutFileState = 'generated' | 'sent' | 'settled' | 'rejected';

/** A day's credit-transfer file (pain.001) for the bank. */
export interface PayoutFilesTable {
  id: Generated<string>;
  business_day: ColumnType<string, string, never>;
  message_id: string;
  state: ColumnType<PayoutFileState, PayoutFileState | undefined, PayoutFileState>;
  payments_count: number;
  total_cents: ColumnType<string, number, never>;
  execution_date: ColumnType<string, string, never>;
  xml: string;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  sent_by: string | null;
  closed_at: NullableTimestamp;
}

/** An uploaded bank statement (camt.053 / camt.054). */
export interface BankStatementsTable {
  id: Generated<string>;
  statement_id: string;
  message_type: 'camt.053' | 'camt.054';
  entries_count: number;
  settled_count: number;
  returned_count: number;
  uploaded_by: string | null;
  created_at: CreatedAt;
}

/** A statement entry that matched no batch, for a person to look at. */
export interface BankStatementUnmatchedTable {
  id: Generated<string>;
  statement_id: string;
  end_to_end_id: string | null;
  amount_cents: ColumnType<string, number, never>;
  direction: 'DBIT' | 'CRDT';
  booking_date: ColumnType<string | null, string | null, never>;
  reason: 'not_booked' | 'no_batch' | 'currency' | 'amount' | 'batch_state' | 'credit';
  resolved_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** A merchant's payout batch the job could not make, until a later run makes it. */
export interface PayoutFailuresTable {
  merchant_id: string;
  /** The business day (Europe/Podgorica) of the batch, YYYY-MM-DD. */
  business_day: ColumnType<string, string, never>;
  message: string;
  failures: Generated<number>;
  first_failed_at: CreatedAt;
  last_failed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type PayoutLineKind = 'order' | 'recovery';

export interface PayoutLinesTable {
  id: Generated<string>;
  batch_id: string;
  order_id: string;
  kind: PayoutLineKind;
  gross_cents: number;
  fee_cents: number;
  amount_cents: number;
  created_at: CreatedAt;
  /** The line's batch was returned by the bank: its order goes into a later batch. */
  returned: Generated<boolean>;
}

export interface InstalmentsTable {
  id: Generated<string>;
  order_id: string;
  sequence: number;
  due_date: DateOnly;
  amount_cents: number;
  paid_cents: Generated<number>;
  status: Generated<InstalmentStatus>;
  paid_at: NullableTimestamp;
  /** When the on-time points of this instalment were given (on or after its due date). */
  points_awarded_at: NullableTimestamp;
  reminder_sent_at: NullableTimestamp;
  day_before_reminder_sent_at: NullableTimestamp;
  overdue_at: NullableTimestamp;
  overdue_penalized_at: NullableTimestamp;
}

export interface PaymentsTable {
  id: Generated<string>;
  order_id: string;
  user_id: string | null;
  purpose: PaymentPurpose;
  provider: string;
  provider_charge_id: string;
  idempotency_key: string;
  amount_cents: number;
  refunded_cents: Generated<number>;
  card_brand: string;
  card_last4: string;
  instalment_sequences: RequiredJson;
  created_at: CreatedAt;
}

export interface RefundsTable {
  id: string;
  order_id: string;
  merchant_id: string;
  kind: RefundKind;
  amount_cents: number;
  reduced_owed_cents: number;
  returned_to_card_cents: number;
  fee_returned_cents: number;
  reason: string | null;
  card_refunds: Json;
  created_at: CreatedAt;
}

export interface LedgerTransactionsTable {
  id: Generated<string>;
  kind: LedgerTransactionKind;
  order_id: string;
  merchant_id: string;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<string>;
  ledger_transaction_id: string;
  account: LedgerAccount;
  amount_cents: number;
  order_id: string;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  fingerprint: string;
  response_status: number | null;
  response_body: Json;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
  attempt_id: string | null;
}

export type PaymentAttemptKind = 'checkout' | 'instalments' | 'refund' | 'withdrawal' | 'autopay';
export type PaymentAttemptStatus = 'pending' | 'succeeded' | 'failed' | 'refunded';

export interface PaymentAttemptsTable {
  id: Generated<string>;
  kind: PaymentAttemptKind;
  status: Generated<PaymentAttemptStatus>;
  order_id: string | null;
  checkout_session_id: string | null;
  user_id: string | null;
  merchant_id: string;
  amount_cents: number;
  plan: RequiredJson;
  outcome: Json;
  failure_code: string | null;
  created_at: CreatedAt;
  resolved_at: NullableTimestamp;
  recovery_claimed_until: NullableTimestamp;
  recovery_runs: Generated<number>;
}

export interface SandboxProviderOperationsTable {
  key: string;
  kind: 'charge' | 'refund';
  status: 'succeeded' | 'failed';
  charge_id: string | null;
  refund_id: string | null;
  amount_cents: number;
  refunded_cents: Generated<number>;
  card_brand: string | null;
  card_last4: string | null;
  fingerprint: string;
  failure_code: string | null;
  failure_message: string | null;
  created_at: CreatedAt;
}

export interface ReconciliationRunsTable {
  id: Generated<string>;
  checked_at: CreatedAt;
  discrepancy_count: number;
  discrepancies: RequiredJson;
}

export interface WebhookEventsTable {
  id: string;
  merchant_id: string;
  type: OrderWebhookEvent | PayoutWebhookEvent | DisputeWebhookEvent;
  /** The order the event reports, or null for a payout event (which names its batch). */
  order_id: string | null;
  payout_batch_id: ColumnType<string | null, string | null | undefined, never>;
  payload: RequiredJson;
  created_at: CreatedAt;
  /** Per merchant, increasing in commit order (bigint: read as a string). */
  sequence: ColumnType<string, number | string, never>;
}

/** The last webhook event sequence number given out per merchant. */
export interface MerchantEventCountersTable {
  merchant_id: string;
  last_sequence: ColumnType<string, number | string, number | string>;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  event_id: string;
  merchant_id: string;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_attempt_at: NullableTimestamp;
  last_response_status: number | null;
  last_error: string | null;
  delivered_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface WebhookDeliveryAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  attempt: number;
  url: string;
  response_status: number | null;
  error: string | null;
  duration_ms: number;
  created_at: CreatedAt;
}

export interface CreditworthinessDeclarationsTable {
  id: Generated<string>;
  user_id: string;
  monthly_income_cents: number;
  monthly_obligations_cents: number;
  created_at: CreatedAt;
}

export interface CreditAgreementsTable {
  order_id: string;
  user_id: string | null;
  document_version: string;
  locale: 'me' | 'en';
  sha256: string | null;
  pdf: Uint8Array | null;
  accepted_at: Date;
  accepted_ip: string;
  created_at: CreatedAt;
}

export type ReviewRequestStatus = 'pending' | 'approved' | 'answered';

/** A shopper asked a person to look at a declined purchase (reviews/). */
export interface ReviewRequestsTable {
  id: Generated<string>;
  user_id: string | null;
  checkout_session_id: string;
  merchant_id: string;
  amount_cents: number;
  decline_code: string;
  decline_reason: string;
  locale: 'me' | 'en';
  status: Generated<ReviewRequestStatus>;
  note: string | null;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  approved_until: NullableTimestamp;
  used_at: NullableTimestamp;
  used_order_id: string | null;
  created_at: CreatedAt;
  /** Why the admin approved above the declared disposable income (migration 016); else null. */
  cap_override_reason: NullableText;
  /** The deleted account the request came from (user_id is then null). */
  deleted_account_id: ColumnType<string | null, never, string>;
}

/** A deleted account's credit history, by JMBG hash, kept for a while (migration 016). */
export interface CreditHistoriesTable {
  jmbg_hash: string;
  score: number;
  late_payments: number;
  written_off_orders: number;
  bonus_kinds: ColumnType<string[], string[] | undefined, string[]>;
  deleted_at: ColumnType<Date, Date | string, Date | string>;
  keep_until: ColumnType<Date, Date | string, Date | string>;
}

/** The one due-date move a plan allows when money is short. */
export interface InstalmentMovesTable {
  id: Generated<string>;
  order_id: string;
  instalment_id: string;
  sequence: number;
  user_id: string | null;
  from_date: DateOnly;
  to_date: DateOnly;
  days: number;
  created_at: CreatedAt;
}

/** Shared rate-limit counters (plugins/external/rate-limit.ts). */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  expires_at: Date;
}

/** Failed sign-in counts per (typed email, client address) pair and per client address. */
export interface LoginThrottlesTable {
  /** Keyed hash of the typed email; '' for the address's count over all emails. */
  account_key: string;
  address: string;
  attempts: number;
  locked_until: NullableTimestamp;
  last_attempt_at: Timestamp;
}

export interface WebhookManualRetriesTable {
  id: Generated<string>;
  merchant_id: string;
  delivery_id: string;
  created_at: CreatedAt;
}

/** A verified callback of the card acquirer, one per transaction it reported. */
export interface CardAcquirerCallbacksTable {
  transaction_id: string;
  order_number: string;
  transaction_type: 'purchase' | 'refund';
  status: string;
  response_code: string | null;
  amount_cents: number | null;
  received_at: CreatedAt;
}

/** A shopper's saved card: the provider's token and what may be shown, never the number. */
export interface SavedCardsTable {
  user_id: string;
  provider: string;
  token: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'maestro' | 'unknown';
  last4: string;
  exp_month: number;
  exp_year: number;
  autopay_enabled_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One autopay charge per instalment and due date. */
export interface AutopayChargesTable {
  instalment_id: string;
  due_date: DateOnly;
  attempt_id: string;
  order_id: string;
  card_last4: string;
  created_at: CreatedAt;
}

export type NotificationKind =
  'reminder' | 'payment_received' | 'refund_received' | 'review_approved' | 'autopay_failed';
export type NotificationChannel = 'push' | 'email' | 'sms';
export type PushStatus = 'none' | 'pending' | 'sent' | 'failed';

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: NotificationKind;
  params: Json;
  url: string;
  read_at: NullableTimestamp;
  created_at: CreatedAt;
  push_status: ColumnType<PushStatus, PushStatus | undefined, PushStatus>;
  push_attempts: Generated<number>;
  push_next_attempt_at: Timestamp;
}

export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: ColumnType<'me' | 'en', 'me' | 'en' | undefined, 'me' | 'en'>;
  created_at: CreatedAt;
}

export interface NotificationPreferencesTable {
  user_id: string;
  channel: NotificationChannel;
  enabled: boolean;
  updated_at: Timestamp;
}

export interface VapidKeysTable {
  id: Generated<boolean>;
  public_key: string;
  private_key: string;
  created_at: CreatedAt;
}

/** Accounts deleted by their shoppers: the id, which identifies nobody, keeps their orders. */
export interface DeletedAccountsTable {
  id: string;
  deleted_at: CreatedAt;
}

export interface Database {
  deleted_accounts: DeletedAccountsTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_preferences: NotificationPreferencesTable;
  vapid_keys: VapidKeysTable;
  credit_agreements: CreditAgreementsTable;
  creditworthiness_declarations: CreditworthinessDeclarationsTable;
  users: UsersTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  user_credit_scores: UserCreditScoresTable;
  transactions: TransactionsView;
  /** The purchase view's halves: purchases from before orders, and orders. */
  purchases_kept: TransactionsView;
  purchases_from_orders: TransactionsView;
  purchases_before_orders: PurchasesBeforeOrdersTable;
  contact_submissions: ContactSubmissionsTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  outbox_messages: OutboxMessagesTable;
  credit_score_events: CreditScoreEventsTable;
  partner_applications: PartnerApplicationsTable;
  merchants: MerchantsTable;
  audit_log: AuditLogTable;
  merchant_users: MerchantUsersTable;
  api_keys: ApiKeysTable;
  merchant_webhook_endpoints: MerchantWebhookEndpointsTable;
  checkout_sessions: CheckoutSessionsTable;
  orders: OrdersTable;
  instalments: InstalmentsTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  payment_attempts: PaymentAttemptsTable;
  sandbox_provider_operations: SandboxProviderOperationsTable;
  reconciliation_runs: ReconciliationRunsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_delivery_attempts: WebhookDeliveryAttemptsTable;
  rate_limit_counters: RateLimitCountersTable;
  login_throttles: LoginThrottlesTable;
  merchant_event_counters: MerchantEventCountersTable;
  webhook_manual_retries: WebhookManualRetriesTable;
  payout_batches: PayoutBatchesTable;
  payout_lines: PayoutLinesTable;
  payout_failures: PayoutFailuresTable;
  payout_files: PayoutFilesTable;
  bank_statements: BankStatementsTable;
  bank_statement_unmatched: BankStatementUnmatchedTable;
  saved_cards: SavedCardsTable;
  card_acquirer_callbacks: CardAcquirerCallbacksTable;
  autopay_charges: AutopayChargesTable;
  review_requests: ReviewRequestsTable;
  instalment_moves: InstalmentMovesTable;
  credit_histories: CreditHistoriesTable;
  payout_account_changes: PayoutAccountChangesTable;
  disputes: DisputesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Profile = Selectable<ProfilesTable>;
export type Transaction = Selectable<TransactionsView>;
export type ContactSubmission = Selectable<ContactSubmissionsTable>;
