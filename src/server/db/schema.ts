import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { InstalmentStatus, OrderStatus } from '#shared/order-statuses';
import type { LedgerAccount, LedgerTransactionKind } from '../rules/ledger-postings';
import type { OrderWebhookEvent } from '../rules/order-state';
import type { DB } from './generated-schema';

// The code's view of the database: the types generated from the migrated database
// (generated-schema.ts, `npm run db:types`, checked by `npm run lint`), narrowed where PostgreSQL
// knows more than its catalogue tells codegen. Each narrowing below says why it is there; a
// narrowing of a column that no longer exists, or whose type it does not narrow, fails to compile.

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
export type PayoutWebhookEvent = 'payout.paid' | 'payout.failed';
export type DisputeWebhookEvent = 'dispute.opened' | 'dispute.resolved';

/** The event a merchant sends itself from the merchant area to try its receiver. */
export type TestWebhookEvent = 'test.ping';
/** A batch's way to the bank (migration 026). */
export type PayoutBatchState = 'waiting' | 'in_file' | 'settled' | 'returned';
export type PayoutFileState = 'generated' | 'sent' | 'settled' | 'rejected';
export type PayoutLineKind = 'order' | 'recovery';
export type PaymentAttemptKind = 'checkout' | 'instalments' | 'refund' | 'withdrawal' | 'autopay';
export type PaymentAttemptStatus = 'pending' | 'succeeded' | 'failed' | 'refunded';
export type ReviewRequestStatus = 'pending' | 'approved' | 'answered';
export type NotificationKind =
  'reminder' | 'payment_received' | 'refund_received' | 'review_approved' | 'autopay_failed';
export type NotificationChannel = 'push' | 'email' | 'sms';
export type PushStatus = 'none' | 'pending' | 'sent' | 'failed';
type Locale = 'me' | 'en';

type SelectOf<C> = C extends ColumnType<infer S, unknown, unknown> ? S : C;

/**
 * Table T with some columns given narrower types. Only names T has are allowed, and each new type
 * must read as (a subset of) what the generated one reads, so a migration that drops or retypes a
 * narrowed column breaks the build here instead of at run time.
 */
type Refine<T, R extends { [K in keyof R]: K extends keyof T ? Narrowing<T[K]> : never }> = {
  [K in keyof T]: K extends keyof R ? R[K] : T[K];
};
type Narrowing<C> = SelectOf<C> | { readonly __select__: SelectOf<C> };

/** A column PostgreSQL computes (GENERATED ALWAYS, identity): read, never written. */
type Computed<T> = ColumnType<T, never, never>;

/**
 * A column of a view: read, never written. PostgreSQL reports every view column as nullable;
 * the view's definition (migration 009) decides which ones can be null.
 */
type ViewColumn<T> = ColumnType<T, never, never>;

/** The shopper's purchase list (a view over purchases_before_orders and the orders) and its halves. */
interface PurchaseColumns {
  id: ViewColumn<string>;
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

// Text columns below are narrowed to the values their CHECK constraint allows: codegen reads the
// column type (text), not the constraint.
interface Narrowed {
  api_keys: Refine<DB['api_keys'], { kind: ApiKeyKind; mode: Generated<ApiKeyMode> }>;
  bank_statement_unmatched: Refine<
    DB['bank_statement_unmatched'],
    {
      direction: 'DBIT' | 'CRDT';
      reason: 'not_booked' | 'no_batch' | 'currency' | 'amount' | 'batch_state' | 'credit';
    }
  >;
  bank_statements: Refine<DB['bank_statements'], { message_type: 'camt.053' | 'camt.054' }>;
  card_acquirer_callbacks: Refine<
    DB['card_acquirer_callbacks'],
    { transaction_type: 'purchase' | 'authorize' | 'capture' | 'refund' | 'void' }
  >;
  checkout_sessions: Refine<
    DB['checkout_sessions'],
    { currency: Generated<'EUR'>; status: Generated<CheckoutSessionStatus> }
  >;
  contact_replies: Refine<DB['contact_replies'], { locale: Locale }>;
  contact_submissions: Refine<
    DB['contact_submissions'],
    { status: Generated<ContactStatus>; locale: Generated<Locale> }
  >;
  credit_agreements: Refine<DB['credit_agreements'], { locale: Locale }>;
  credit_score_events: Refine<
    DB['credit_score_events'],
    {
      kind: CreditScoreEventKind;
      /** Insertion order (identity), the tie-breaker for changes made at the same instant. */
      seq: Computed<string>;
    }
  >;
  disputes: Refine<
    DB['disputes'],
    {
      reason: 'returned' | 'not_received' | 'not_as_described' | 'other';
      status: Generated<'open' | 'resolved'>;
      outcome: 'refunded' | 'resumed' | 'withdrawn' | null;
      resolved_by: 'shopper' | 'merchant' | 'admin' | null;
    }
  >;
  instalments: Refine<DB['instalments'], { status: Generated<InstalmentStatus> }>;
  ledger_entries: Refine<DB['ledger_entries'], { account: LedgerAccount }>;
  ledger_transactions: Refine<DB['ledger_transactions'], { kind: LedgerTransactionKind }>;
  merchants: Refine<
    DB['merchants'],
    { pricing_tier: PricingTierId; status: Generated<MerchantStatus> }
  >;
  notification_preferences: Refine<
    DB['notification_preferences'],
    { channel: NotificationChannel }
  >;
  notifications: Refine<
    DB['notifications'],
    { kind: NotificationKind; push_status: Generated<PushStatus> }
  >;
  orders: Refine<DB['orders'], { currency: Generated<'EUR'>; status: Generated<OrderStatus> }>;
  outbox_messages: Refine<
    DB['outbox_messages'],
    {
      channel: 'email' | 'sms';
      status: Generated<'pending' | 'sent' | 'failed' | 'kept'>;
      delivery_status: SmsDeliveryStatus | null;
    }
  >;
  partner_applications: Refine<
    DB['partner_applications'],
    { status: Generated<PartnerApplicationStatus> }
  >;
  payment_attempts: Refine<
    DB['payment_attempts'],
    { kind: PaymentAttemptKind; status: Generated<PaymentAttemptStatus> }
  >;
  // receipt_number comes from the database's sequence: drawn by the INSERT's trigger when the row
  // has none, or drawn beforehand by the statement that locks a checkout for its settlement.
  payments: Refine<DB['payments'], { purpose: PaymentPurpose; receipt_number: Generated<string> }>;
  payout_batches: Refine<DB['payout_batches'], { state: Generated<PayoutBatchState> }>;
  payout_files: Refine<DB['payout_files'], { state: Generated<PayoutFileState> }>;
  payout_lines: Refine<DB['payout_lines'], { kind: PayoutLineKind }>;
  profiles: Refine<
    DB['profiles'],
    {
      /** Display name, then first and last name, lower-cased (GENERATED ALWAYS): the admin search. */
      search_text: Computed<string>;
    }
  >;
  purchases_before_orders: Refine<DB['purchases_before_orders'], { status: TransactionStatus }>;
  purchases_from_orders: Refine<DB['purchases_from_orders'], PurchaseColumns>;
  purchases_kept: Refine<DB['purchases_kept'], PurchaseColumns>;
  push_subscriptions: Refine<DB['push_subscriptions'], { locale: Generated<Locale> }>;
  refunds: Refine<DB['refunds'], { kind: RefundKind }>;
  review_requests: Refine<
    DB['review_requests'],
    { locale: Locale; status: Generated<ReviewRequestStatus> }
  >;
  sandbox_provider_operations: Refine<
    DB['sandbox_provider_operations'],
    { kind: 'charge' | 'refund'; status: 'succeeded' | 'failed' }
  >;
  saved_cards: Refine<
    DB['saved_cards'],
    { brand: 'visa' | 'mastercard' | 'amex' | 'maestro' | 'unknown' }
  >;
  transactions: Refine<DB['transactions'], PurchaseColumns>;
  user_roles: Refine<DB['user_roles'], { role: Role }>;
  /** locale: the language of everything sent to this person. */
  users: Refine<DB['users'], { locale: Generated<Locale> }>;
  verification_codes: Refine<DB['verification_codes'], { purpose: VerificationPurpose }>;
  webhook_deliveries: Refine<
    DB['webhook_deliveries'],
    { status: Generated<WebhookDeliveryStatus> }
  >;
  webhook_events: Refine<
    DB['webhook_events'],
    { type: OrderWebhookEvent | PayoutWebhookEvent | DisputeWebhookEvent | TestWebhookEvent }
  >;
}

/** Every table and view: the generated type, or its narrowed one. */
export type Database = {
  [T in keyof DB]: T extends keyof Narrowed ? Narrowed[T] : DB[T];
};
/** A narrowing of a table the database does not have fails here. */
type NoUnknownTables<T extends keyof DB> = T;
export type NarrowedTables = NoUnknownTables<keyof Narrowed>;

export type UsersTable = Database['users'];
export type UserCreditScoresTable = Database['user_credit_scores'];
export type SavedCardsTable = Database['saved_cards'];
export type ReviewRequestsTable = Database['review_requests'];
export type RefundsTable = Database['refunds'];
export type PaymentsTable = Database['payments'];
export type OrdersTable = Database['orders'];
export type InstalmentsTable = Database['instalments'];
export type PaymentAttemptsTable = Database['payment_attempts'];
export type MerchantWebhookEndpointsTable = Database['merchant_webhook_endpoints'];
export type InstalmentMovesTable = Database['instalment_moves'];
export type DisputesTable = Database['disputes'];
export type CheckoutSessionsTable = Database['checkout_sessions'];
export type ApiKeysTable = Database['api_keys'];

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Profile = Selectable<Database['profiles']>;
export type Transaction = Selectable<Database['transactions']>;
export type ContactSubmission = Selectable<Database['contact_submissions']>;
