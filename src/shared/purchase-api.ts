// What the instalment engine's cookie APIs answer (hosted checkout /api/checkout, shopper plans
// /api/me, merchant area /api/merchant): the server builds these, the browser reads them. Dates
// are ISO strings, calendar days 'YYYY-MM-DD', money integer cents. The merchant REST API
// (/api/v1) has its own snake_case shapes, documented in OpenAPI at /api/docs.
import type { SavedCardView } from './saved-card';
import type { ShopperReviewView } from './consumer-rights';
import type { Catalogue } from './i18n/me';
import type { InstalmentOption } from './calculator';
import type { InstalmentStatus, OrderStatus } from './order-statuses';
import type { PricingTierId } from './pricing-tiers';

export type CheckoutSessionStatus = 'open' | 'completed' | 'expired' | 'cancelled';

export interface LineItem {
  name: string;
  quantity: number;
  unitAmountCents: number;
}

export interface PlannedInstalmentView {
  sequence: number;
  /** 'YYYY-MM-DD'. The first is the purchase day: it is charged at confirmation. */
  dueDate: string;
  amountCents: number;
}

/** One plan the shopper can pick at checkout: 0 % interest, no fees. */
export interface PlanPreview {
  instalmentCount: InstalmentOption;
  instalments: PlannedInstalmentView[];
  totalCents: number;
  interestRatePercent: 0;
  feesCents: 0;
}

/** The numbers of the pre-contract information; the page words them through the i18n catalogue. */
export interface PrecontractInfo {
  lenderName: string;
  merchantName: string;
  totalCents: number;
  interestRatePercent: 0;
  annualPercentageRate: 0;
  feesCents: 0;
  lateFeeCents: 0;
  /** Days in which the shopper may withdraw from the credit agreement. */
  withdrawalDays: number;
  /** Paying the rest early is always allowed and free. */
  earlyRepaymentFree: true;
}

/** The signed-in shopper's standing, so the page can say before confirming whether it fits. */
export interface CheckoutShopperView {
  approvable: boolean;
  /** Stable code of the first reason it would be declined (see decision.ts), else null. */
  declineCode: string | null;
  /** That reason in Montenegrin, else null. */
  declineReason: string | null;
  spendingLimitCents: number;
  outstandingCents: number;
  availableCents: number;
  /** What the shopper can do about the decline, in Montenegrin, else null. */
  declineNextStep: string | null;
  /** Whether a person can review this decline ("Zatraži pregled od strane osobe"). */
  reviewable: boolean;
  /** The shopper's review request on this checkout, if any. */
  review: ShopperReviewView | null;
  /** Approvable only because an admin approved this purchase once after a review. */
  approvedByReview: boolean;
  /** The card the shopper saved, offered for paying in one tap; null without one. */
  savedCard: SavedCardView | null;
}

export interface CheckoutSessionPublicView {
  id: string;
  /** 'expired' once past expiresAt even if nobody marked it. */
  status: CheckoutSessionStatus;
  merchantName: string;
  amountCents: number;
  currency: 'EUR';
  orderReference: string;
  lineItems: LineItem[];
  expiresAt: string;
  cancelUrl: string;
  plans: PlanPreview[];
  precontract: PrecontractInfo;
  /** null when nobody is signed in. */
  shopper: CheckoutShopperView | null;
  /** Set when the session is completed and the signed-in shopper is the buyer. */
  order: { id: string; redirectUrl: string } | null;
}

export interface InstalmentView {
  sequence: number;
  dueDate: string;
  amountCents: number;
  paidCents: number;
  /** What is still to pay on it (0 once paid, refunded or written off). */
  owedCents: number;
  status: InstalmentStatus;
  paidAt: string | null;
}

export interface PaymentView {
  id: string;
  /** The receipt's number people read and quote: R-2026-000123 (year of payment, sequence). */
  receiptNumber: string;
  purpose: 'first_instalment' | 'instalments' | 'withdrawal';
  amountCents: number;
  refundedCents: number;
  cardBrand: string;
  cardLast4: string;
  instalmentSequences: number[];
  createdAt: string;
}

export interface RefundView {
  id: string;
  kind: 'refund' | 'cancellation';
  amountCents: number;
  /** How much less the shopper owes (newest instalments first). */
  reducedOwedCents: number;
  /** What went back to the shopper's card. */
  returnedToCardCents: number;
  reason: string | null;
  createdAt: string;
}

interface OrderBaseView {
  id: string;
  orderReference: string;
  status: OrderStatus;
  currency: 'EUR';
  totalCents: number;
  refundedCents: number;
  outstandingCents: number;
  instalmentCount: InstalmentOption;
  instalments: InstalmentView[];
  /** The instalment a "pay next" pays, null when nothing is owed. */
  nextInstalment: InstalmentView | null;
  hasOverdue: boolean;
  refunds: RefundView[];
  createdAt: string;
}

export interface ShopperOrderView extends OrderBaseView {
  merchantName: string;
  /** What was bought (the merchant's line items). */
  lineItems: LineItem[];
  payments: PaymentView[];
}

export interface MerchantOrderView extends OrderBaseView {
  checkoutSessionId: string;
  /** Who bought: the buyer's name, or the pseudonym of a deleted account. */
  buyerName: string;
  feeBasisPoints: number;
  /** The fee NaRate keeps: on the net amount (total less refunds). */
  feeCents: number;
  /** What the merchant keeps: total − refunds − fee. */
  netPayoutCents: number;
  /** Whether it may still be cancelled (nothing beyond the first instalment paid). */
  cancellable: boolean;
  refundableCents: number;
  /** For a withdrawn or written-off order, what it means for the merchant's money; else null. */
  statusNote: string | null;
}

export interface CursorPage<T> {
  items: T[];
  /** Pass as ?cursor= for the next page; null on the last page. */
  nextCursor: string | null;
}

/** POST /api/payments/card-payments: what the card fields need to take the card. */
export interface OpenedCardPayment {
  paymentId: string;
  /** Hands the payment to the acquirer's card fields (components({ clientSecret })). */
  clientSecret: string;
  /** The acquirer's public merchant token, for Monri(authenticityToken). */
  authenticityToken: string;
  /** The acquirer's components.js. */
  componentsUrl: string;
  amountCents: number;
}

export interface ConfirmCheckoutResult {
  order: ShopperOrderView;
  /** The merchant's success URL with ?order=<id>: send the shopper there. */
  redirectUrl: string;
}

export interface PayInstalmentsResult {
  order: ShopperOrderView;
  payment: PaymentView;
  score: { score: number; delta: number };
}

/** The event behind a score change, so the browser can name it in the page's language. */
export type ScoreReasonKind = keyof Catalogue['plans']['score']['reasons'];

export interface ScoreHistoryEntryView {
  id: string;
  delta: number;
  scoreAfter: number;
  reason: string;
  /** null for a reason written before the kinds existed (the reason text is shown as is). */
  kind: ScoreReasonKind | null;
  orderId: string | null;
  createdAt: string;
}

export interface ScoreHistoryView {
  score: number;
  entries: ScoreHistoryEntryView[];
}

export interface SpendingView {
  score: number;
  /** The stored limit; it rises a step with each plan paid off. */
  spendingLimitCents: number;
  /** The limit a checkout uses: the stored one, capped by the score's band. */
  effectiveLimitCents: number;
  outstandingCents: number;
  availableCents: number;
  hasOverdue: boolean;
  growth: LimitGrowthView;
}

/** How far the shopper is from the next limit step (the rule of the daily credit review). */
export interface LimitGrowthView {
  /** Why the limit does not step up now ('stepped' only for the instant it just did). */
  reason:
    | 'stepped'
    | 'overdue'
    | 'at_ceiling'
    | 'too_soon'
    | 'not_enough_repaid'
    | 'declaration_needed'
    | 'income_cap';
  /** The earliest day of the next step (ISO date-time). */
  earliestAt: string;
  repaidSinceStepCents: number;
  repaidNeededCents: number;
  /** Whether monthly income and obligations are declared (needed above 100 EUR). */
  declared: boolean;
  /** One month of declared disposable income, the highest limit possible; null if undeclared. */
  disposableIncomeCents: number | null;
}

export interface MerchantProfileView {
  id: string;
  name: string;
  pricingTier: PricingTierId;
  feeBasisPoints: number;
  status: 'active' | 'suspended';
}

export interface MerchantTotals {
  ordersCount: number;
  grossCents: number;
  refundedCents: number;
  /** Fees NaRate kept (net of fees returned on refunds). */
  feesCents: number;
  /** Paid out to the merchant at purchase (total less fee). */
  paidOutCents: number;
  /** Taken back from the merchant for refunds and cancellations. */
  recoveredCents: number;
  netPaidOutCents: number;
}

export interface MerchantOverviewView {
  merchant: MerchantProfileView;
  totals: MerchantTotals;
  recentOrders: MerchantOrderView[];
  webhookEndpointUrl: string | null;
  /** The empty merchant area's checklist, or null once hidden (a live order or dismissed). */
  onboarding: MerchantOnboardingView | null;
}

/** Each step of the onboarding checklist, done or not, as the server's data says. */
export interface MerchantOnboardingView {
  secretKey: boolean;
  webhook: boolean;
  testEvent: boolean;
  testCheckout: boolean;
  guide: boolean;
}

export interface PayoutLineView {
  /** order: an order the batch pays; recovery: a receivable from a refund netted in the batch. */
  kind: 'order' | 'recovery';
  orderId: string;
  orderReference: string;
  /** For an order: its total less refunds before the payout. */
  grossCents: number;
  /** For an order: the fee NaRate kept. */
  feeCents: number;
  /** Paid for an order; taken back for a recovery. */
  amountCents: number;
}

/** One payout: a merchant's batch for one business day. */
export interface PayoutBatchView {
  id: string;
  /** YYYY-MM-DD, Europe/Podgorica. */
  businessDay: string;
  ordersCount: number;
  grossCents: number;
  feesCents: number;
  recoveredCents: number;
  /** What was paid to the merchant: gross − fees − recovered, never negative. */
  netCents: number;
  /** What the merchant still owed NaRate after the batch, netted by later batches. */
  carriedOverCents: number;
  createdAt: string;
  /**
   * The transfer's way to the bank: waiting (not yet in a transfer file: no account yet, or a
   * payout hold), in_file (sent to the bank), settled (the bank booked it), returned (the bank
   * gave it back; a later payout pays it again).
   */
  state: 'waiting' | 'in_file' | 'settled' | 'returned';
  /** The day the bank booked the transfer (from its statement), else null. */
  valueDate: string | null;
  /** The account paid, masked (first 4 and last 2 characters shown), or null without one. */
  ibanMasked: string | null;
  /** The bank's return reason code (e.g. AC04) of a returned batch. */
  returnReason: string | null;
  lines: PayoutLineView[];
}

/** An IBAN with only its first 4 and last 2 characters shown, in groups of four. */
export function maskIban(iban: string | null): string | null {
  if (!iban) return null;
  const masked = iban.slice(0, 4) + '*'.repeat(Math.max(0, iban.length - 6)) + iban.slice(-2);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

export interface PayoutBatchPage extends CursorPage<PayoutBatchView> {
  /** What the merchant owes NaRate now for refunds after a payout (netted by the next batch). */
  receivableCents: number;
}

export type ApiKeyKind = 'publishable' | 'secret';

export interface ApiKeyView {
  id: string;
  kind: ApiKeyKind;
  mode: 'test' | 'live';
  /** "sk_test_" / "pk_test_". */
  prefix: string;
  last4: string;
  /** Publishable keys are public and shown whole; secret keys only once, at creation. */
  publishableKey: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface CreatedApiKeyView {
  key: ApiKeyView;
  /** The whole key. For a secret key this is the only time it is shown. */
  secret: string;
}

export interface WebhookEndpointView {
  url: string;
  secretLast4: string;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookSecretView {
  secret: string;
}

export interface WebhookAttemptView {
  attempt: number;
  url: string;
  responseStatus: number | null;
  error: string | null;
  durationMs: number;
  createdAt: string;
}

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  /** The order the event reports; null for a payout event. */
  orderId: string | null;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: string | null;
  lastResponseStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
  attemptLog: WebhookAttemptView[];
  /** The JSON body that was signed and sent. */
  payload: unknown;
}

export interface DemoProduct {
  id: string;
  name: string;
  description: string;
  priceCents: number;
}

/** POST /api/me/orders/{id}/withdrawal: the plan ended as withdrawn and the card payment. */
export interface WithdrawalResult {
  order: ShopperOrderView;
  payment: PaymentView;
}
