// What the admin API answers: the server builds these, the browser reads them. Dates are ISO
// strings, money is integer cents.
import type { ScoreReasonKind } from './purchase-api';
import type { InstalmentMoveView } from './consumer-rights';
import type { ContactStatus } from './contact-status';
import type { OrderDisplayStatus, PurchaseStatus } from './order-statuses';
import type { PricingTierId } from './pricing-tiers';
import type { BusinessType, MonthlyRevenueRange } from './validation/partner-schema';

export type TransactionStatus = PurchaseStatus;
export type PartnerApplicationStatus = 'pending' | 'approved' | 'declined';

export interface Page<T> {
  items: T[];
  /** Rows matching; with `totalCapped` at least this many (a big list is not counted to the end). */
  total: number;
  page: number;
  pageSize: number;
  /** `total` is a lower bound: the list was counted only up to it. */
  totalCapped?: boolean;
  /** Asks for the page after this one without an offset (keyset); null on the last page. */
  nextCursor?: string | null;
}

export interface AdminStats {
  users: number;
  transactions: number;
  pendingMessages: number;
  /** Rounded; 0 when nobody has a score yet. */
  averageScore: number;
  /** Differences between the payment provider and the books at the latest reconciliation. */
  reconciliationDiscrepancies: number;
}

export interface AdminUserRow {
  id: string;
  email: string;
  displayName: string | null;
  /** 500 when the user has no score row yet (the starting score). */
  score: number;
  /** 10000 (100 EUR) when the user has no score row yet. */
  spendingLimitCents: number;
  createdAt: string;
  isAdmin: boolean;
  /** A user of a partner merchant's area. */
  isMerchant: boolean;
  /**
   * Whether the user buys on instalments, so a score and limit mean something: false for staff
   * and merchant users without a complete identity (JMBG and phone), who cannot buy on credit.
   */
  shopper: boolean;
  blocked: boolean;
}

export interface ScoreHistoryEntry {
  id: string;
  delta: number;
  scoreAfter: number;
  reason: string;
  kind: ScoreReasonKind | null;
  createdAt: string;
}

export interface AdminTransactionRow {
  id: string;
  /** null when the shopper deleted the account: the purchase stays under a pseudonym. */
  userId: string | null;
  userEmail: string | null;
  /** The shopper's name, or the pseudonym of a deleted account. */
  userName: string | null;
  businessName: string;
  merchantId: string | null;
  merchantName: string | null;
  amountCents: number;
  status: TransactionStatus;
  /** What every screen shows for it (the order's word when it has an order). */
  displayStatus: OrderDisplayStatus;
  createdAt: string;
  /** The instalment the shopper moved on this purchase's plan (null when none or no plan). */
  move: InstalmentMoveView | null;
}

export interface AdminUserDetail extends AdminUserRow {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  bio: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  newsletterOptedIn: boolean;
  blockedAt: string | null;
  /** False when the defaults above stand in for a missing score row. */
  hasScoreRow: boolean;
  transactionsCount: number;
  onTimePayments: number;
  latePayments: number;
  /** The highest limit the admin may set for this score (the band's ceiling). */
  limitCeilingCents: number;
  scoreHistory: ScoreHistoryEntry[];
  recentTransactions: AdminTransactionRow[];
  lending: AdminLendingView;
}

/** Responsible-lending facts an admin checks: identity flags and the declared means. */
export interface AdminLendingView {
  /** Another account had this JMBG first (kept from before uniqueness, flagged for review). */
  jmbgDuplicate: boolean;
  /** Another account had this verified phone first. */
  phoneDuplicate: boolean;
  /** The other accounts with the same JMBG, oldest first. */
  sameJmbgAccounts: { id: string; email: string }[];
  /** The newest creditworthiness declaration; null when none was made. */
  declaration: {
    monthlyIncomeCents: number;
    monthlyObligationsCents: number;
    disposableIncomeCents: number;
    declaredAt: string;
  } | null;
}

export interface AdminContactRow {
  id: string;
  name: string;
  email: string | null;
  reason: string;
  message: string;
  status: ContactStatus;
  adminNotes: string | null;
  resolvedAt: string | null;
  createdAt: string;
  /** Set for partner applications (reason business_partnership). */
  partnerApplicationId: string | null;
  /** A complaint's reference number (PR-…); null for other messages. */
  reference: string | null;
  /** The signed-in sender's account and the order a complaint names, when given. */
  userId: string | null;
  orderId: string | null;
}

/** An admin's answer to a message, as emailed to its sender. */
export interface ContactReplyView {
  id: string;
  body: string;
  /** The language it was sent in. */
  locale: 'me' | 'en';
  createdAt: string;
}

/** One message with the answers sent to it, oldest answer first. */
export interface AdminContactDetail extends AdminContactRow {
  replies: ContactReplyView[];
}

export interface PartnerApplicationView {
  id: string;
  contactSubmissionId: string;
  companyName: string;
  pib: string;
  businessType: BusinessType;
  website: string | null;
  monthlyRevenue: MonthlyRevenueRange;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string | null;
  message: string | null;
  /** Where the applicant wants payouts to go; null for applications made before it was asked. */
  payoutAccount: PayoutAccountView | null;
  status: PartnerApplicationStatus;
  declineReason: string | null;
  decidedAt: string | null;
  createdAt: string;
  merchant: MerchantView | null;
}

export interface MerchantView {
  id: string;
  name: string;
  pricingTier: PricingTierId;
  feeBasisPoints: number;
  status: 'active' | 'suspended';
  createdAt: string;
  /** The account payouts go to (null: none yet, payouts wait). */
  payoutAccount: PayoutAccountView | null;
  /** A changed account holds payouts until this moment (ISO time); null when no hold is in force. */
  payoutsHeldUntil: string | null;
}

/** The merchant area's payout account section (GET /api/merchant/payout-account). */
export interface MerchantPayoutAccountState {
  account: PayoutAccountView | null;
  /** ISO time until which payouts wait, while that is in the future; else null. */
  payoutsHeldUntil: string | null;
  /** A change waiting for its emailed code: the new account, masked, and the code's expiry. */
  pendingChange: { ibanMasked: string; accountHolder: string; expiresAt: string } | null;
}

/** A payout account as admins see it: the whole IBAN in groups of four and its masked form. */
export interface PayoutAccountView {
  holder: string;
  iban: string;
  ibanMasked: string;
  bic: string | null;
}

export type AuditEntityType =
  | 'user'
  | 'contact_submission'
  | 'partner_application'
  | 'review_request'
  | 'payment_attempt'
  | 'merchant'
  | 'dispute';

export interface AuditEntry {
  id: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  actor: { id: string; email: string; displayName: string | null } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

/** Every change the audit log records (who, when, what before and after). */
export const AUDIT_ACTIONS = [
  'contact.status_changed',
  'contact.replied',
  'user.spending_limit_changed',
  'user.blocked',
  'user.unblocked',
  'user.admin_granted',
  'user.admin_revoked',
  'partner_application.approved',
  'partner_application.declined',
  'review.approved',
  'review.answered',
  'payment.charge_returned',
  'merchant.payout_account_change_requested',
  'merchant.payout_account_changed',
  'dispute.opened',
  'dispute.resolved',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a reconciliation difference is about (GET /api/admin/reconciliation). */
export type DiscrepancyKind =
  | 'charged_mismatch'
  | 'refunded_mismatch'
  | 'unbooked_charge'
  | 'unbooked_refund'
  | 'stuck_attempt'
  | 'ledger_charged_mismatch'
  | 'ledger_refunded_mismatch'
  | 'payout_failed'
  | 'payout_returned'
  | 'payout_unmatched'
  | 'payout_clearing_mismatch'
  | 'payout_file_mismatch';

export interface Discrepancy {
  orderId: string | null;
  kind: DiscrepancyKind;
  /** Cents as the books say. */
  books: number;
  /** Cents as the provider says (for ledger kinds: as the card payments say). */
  provider: number;
  /** For payout_failed: whose batch of which business day. */
  merchantId?: string;
  businessDay?: string;
  /** For a difference that comes from one payment attempt: that attempt and when it began. */
  attemptId?: string;
  attemptCreatedAt?: string;
  /**
   * With attemptId: true when an admin may give the charge back through
   * POST /api/admin/payment-attempts/{attemptId}/return-charge (a checkout attempt still pending).
   */
  canReturnCharge?: boolean;
}

export interface ReconciliationReport {
  checkedAt: string;
  discrepancies: Discrepancy[];
}

/** What the screen reads of GET /api/admin/ledger/check (the answer carries more). */
export interface LedgerCheckView {
  ok: boolean;
  transactions: number;
  orders: number;
  /** Orders whose shopper would owe a negative amount. */
  negativeOwed: string[];
  violations: Array<{
    kind: 'unbalanced_transaction' | 'ledger_not_zero' | 'receivable_mismatch';
    detail: string;
    orderId?: string;
  }>;
  discrepancies: Discrepancy[];
}

/** POST /api/admin/payment-attempts/{id}/return-charge. */
export interface ReturnedCharge {
  attemptId: string;
  /** 'refunded': given back; 'failed': nothing had been charged; 'pending': ask again later. */
  status: 'refunded' | 'failed' | 'pending' | 'succeeded';
  amountCents: number;
}

/** One SMS handed to the gateway, as GET /api/admin/sms-deliveries lists it (newest first). */
export interface SmsDeliveryView {
  id: string;
  /** The phone number, masked but for its last three digits. */
  recipient: string;
  /** Our side: pending (being sent or retried), sent (the gateway took it), failed (given up). */
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** The gateway's latest delivery report; null until one arrives. */
  delivery: 'pending' | 'delivered' | 'undeliverable' | 'expired' | 'rejected' | null;
  deliveryDetail: string | null;
  reportedAt: string | null;
}

export interface SmsDeliveriesView {
  /** Whether SMS go to a gateway at all (SMS_PROVIDER=infobip) or are only kept. */
  provider: 'infobip' | 'outbox';
  messages: SmsDeliveryView[];
}

/** A day's credit-transfer file for the bank (GET /api/admin/payout-files). */
export interface PayoutFileView {
  id: string;
  businessDay: string;
  messageId: string;
  state: 'generated' | 'sent' | 'settled' | 'rejected';
  paymentsCount: number;
  totalCents: number;
  executionDate: string;
  createdAt: string;
  sentAt: string | null;
  closedAt: string | null;
  settledCount: number;
  returnedCount: number;
}

/** A bank statement line that settled or returned no batch, for a person to look at. */
export interface UnmatchedStatementLineView {
  id: string;
  statementId: string;
  endToEndId: string | null;
  amountCents: number;
  direction: 'DBIT' | 'CRDT';
  bookingDate: string | null;
  reason: UnmatchedReason;
  createdAt: string;
}

/** Why a statement line matched no payout batch. */
export type UnmatchedReason =
  'not_booked' | 'no_batch' | 'currency' | 'amount' | 'batch_state' | 'credit';

export interface PayoutFilesView {
  files: PayoutFileView[];
  unmatched: UnmatchedStatementLineView[];
}

/** What an uploaded statement did (POST /api/admin/bank-statements). */
export interface StatementUploadResult {
  statementId: string;
  messageType: 'camt.053' | 'camt.054';
  entries: number;
  settled: number;
  returned: number;
  unmatched: Array<{ endToEndId: string | null; amountCents: number; reason: UnmatchedReason }>;
}
