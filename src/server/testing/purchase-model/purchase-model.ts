// An in-memory reference model of the instalment engine: the same steps the database service
// takes, built only from the pure engine modules, so a property test can run random sequences of
// purchases, payments, refunds, cancellations, write-offs and the passing of time across several
// shoppers and check the invariants after every step (engine-invariants.ts). The service should
// follow this model step for step; each step here is one database transaction there.
import type { InstalmentOption } from '#shared/calculator';
import { START_SCORE } from '#shared/credit-tiers';
import { buildInstalmentPlan } from '#shared/instalment-plan';
import type { OrderStatus } from '#shared/order-statuses';
import { decideCheckout } from '#server/rules/decision';
import { payInstalments, totalOwedCents, type InstalmentState } from '#server/rules/instalments';
import {
  feeCents,
  instalmentPaidTransaction,
  merchantPayoutTransaction,
  merchantRecoveryTransaction,
  purchaseTransaction,
  refundFeeChange,
  refundTransaction,
  writeOffTransaction,
  type LedgerTransaction,
} from '#server/rules/ledger-postings';
import {
  checkCancel,
  checkPayment,
  checkRefund,
  checkWriteOff,
  statusAfter,
  webhookEventsFor,
  type OrderAction,
  type OrderCheck,
  type OrderWebhookEvent,
} from '#server/rules/order-state';
import { markOverdueInstalments } from '#server/rules/overdue';
import { allocateRefund } from '#server/rules/refund-allocation';
import {
  accountAgePoints,
  applyScoreDelta,
  overduePenalty,
  type ScoreEvent,
} from '#server/rules/scoring';
import { START_LIMIT_CENTS, effectiveLimitCents } from '#server/rules/limit-steps';
import { render } from '#server/http/errors';

export interface ModelShopper {
  id: string;
  emailVerified: boolean;
  blocked: boolean;
  initialScore: number;
  score: number;
  limitCents: number;
  createdAt: Date;
  ageMonthsAwarded: number;
  scoreHistory: Array<{ delta: number; reason: string }>;
}

export interface ModelOrder {
  id: string;
  shopperId: string;
  totalCents: number;
  feeBasisPoints: number;
  status: OrderStatus;
  instalments: InstalmentState[];
  refundedCents: number;
  shopperPaidCents: number;
  returnedToShopperCents: number;
  writtenOffCents: number;
  /** Cash the merchant has received net of fees and refunds paid back. */
  merchantNetCents: number;
  outstandingAtPurchaseCents: number;
  limitAtPurchaseCents: number;
  webhooks: OrderWebhookEvent[];
}

export interface PurchaseModel {
  now: Date;
  graceDays: number;
  shoppers: ModelShopper[];
  orders: ModelOrder[];
  ledger: LedgerTransaction[];
}

export type PurchaseEvent =
  | {
      type: 'purchase';
      shopper: number;
      amountCents: number;
      count: InstalmentOption;
      feeBasisPoints: number;
    }
  | { type: 'pay_next' | 'pay_rest' | 'cancel' | 'write_off'; order: number }
  | { type: 'refund'; order: number; amountCents: number }
  | { type: 'advance_days'; days: number };

export type EventOutcome = { applied: true } | { applied: false; reason: string };

export interface ShopperSetup {
  emailVerified: boolean;
  blocked: boolean;
  score?: number;
}

export function createPurchaseModel(
  start: Date,
  graceDays: number,
  shoppers: ShopperSetup[],
): PurchaseModel {
  return {
    now: start,
    graceDays,
    shoppers: shoppers.map((setup, index) => ({
      id: `shopper-${index + 1}`,
      emailVerified: setup.emailVerified,
      blocked: setup.blocked,
      initialScore: setup.score ?? START_SCORE,
      score: setup.score ?? START_SCORE,
      limitCents: START_LIMIT_CENTS,
      createdAt: start,
      ageMonthsAwarded: 0,
      scoreHistory: [],
    })),
    orders: [],
    ledger: [],
  };
}

const APPLIED: EventOutcome = { applied: true };

function rejected(reason: string): EventOutcome {
  return { applied: false, reason };
}

function ordersOf(model: PurchaseModel, shopperId: string): ModelOrder[] {
  return model.orders.filter((order) => order.shopperId === shopperId);
}

/** Overdue instalments, or debts written off, bar new purchases and freeze the limit. */
export function shopperInArrears(model: PurchaseModel, shopperId: string): boolean {
  return ordersOf(model, shopperId).some((order) =>
    order.instalments.some((i) => i.status === 'overdue' || i.status === 'written_off'),
  );
}

export function shopperOutstandingCents(model: PurchaseModel, shopperId: string): number {
  return ordersOf(model, shopperId).reduce((sum, o) => sum + totalOwedCents(o.instalments), 0);
}

function recordScore(shopper: ModelShopper, event: ScoreEvent): void {
  const result = applyScoreDelta(shopper.score, event.delta);
  shopper.score = result.score;
  shopper.scoreHistory.push({ delta: result.appliedDelta, reason: event.reason });
}

function shopperOf(model: PurchaseModel, order: ModelOrder): ModelShopper {
  const shopper = model.shoppers.find((s) => s.id === order.shopperId);
  if (!shopper) throw new Error(`Order ${order.id} has no shopper`);
  return shopper;
}

function finish(order: ModelOrder, action: OrderAction): void {
  const before = order.status;
  order.status = statusAfter(order, action);
  order.webhooks.push(...webhookEventsFor(action, before, order.status));
}

function purchase(
  model: PurchaseModel,
  event: Extract<PurchaseEvent, { type: 'purchase' }>,
): EventOutcome {
  const shopper = model.shoppers[event.shopper % model.shoppers.length];
  if (!shopper) return rejected('Nema kupaca.');
  const outstandingCents = shopperOutstandingCents(model, shopper.id);
  const spendingLimitCents = effectiveLimitCents(shopper.limitCents, shopper.score);
  const decision = decideCheckout({
    amountCents: event.amountCents,
    // The model's shoppers stand for signed-up people (createShopper gives JMBG and phone).
    account: {
      emailVerified: shopper.emailVerified,
      blocked: shopper.blocked,
      identityComplete: true,
    },
    hasOverdue: shopperInArrears(model, shopper.id),
    spendingLimitCents,
    outstandingCents,
  });
  if (!decision.approved) return rejected(render(decision.reason, 'me'));
  const id = `order-${model.orders.length + 1}`;
  const plan = buildInstalmentPlan(event.amountCents, event.count, model.now);
  const fee = feeCents(event.amountCents, event.feeBasisPoints);
  const order: ModelOrder = {
    id,
    shopperId: shopper.id,
    totalCents: event.amountCents,
    feeBasisPoints: event.feeBasisPoints,
    status: 'approved',
    instalments: plan.map((i) => ({ ...i, paidCents: 0, status: 'pending' })),
    refundedCents: 0,
    shopperPaidCents: 0,
    returnedToShopperCents: 0,
    writtenOffCents: 0,
    merchantNetCents: event.amountCents - fee,
    outstandingAtPurchaseCents: outstandingCents,
    limitAtPurchaseCents: spendingLimitCents,
    webhooks: ['order.approved'],
  };
  // The first instalment is charged at confirmation; it earns no score points.
  const first = payInstalments(order.instalments, 'next');
  if (!first) throw new Error('A new plan always has a first instalment');
  order.instalments = first.instalments;
  order.shopperPaidCents = first.amountCents;
  model.orders.push(order);
  model.ledger.push(
    purchaseTransaction(id, event.amountCents),
    merchantPayoutTransaction(id, event.amountCents, fee),
    instalmentPaidTransaction(id, first.amountCents),
  );
  return APPLIED;
}

function pay(model: PurchaseModel, order: ModelOrder, scope: 'next' | 'rest'): EventOutcome {
  const check = checkPayment(order, scope);
  if (!check.ok) return rejected(render(check.message, 'me'));
  const payment = payInstalments(order.instalments, scope);
  if (!payment) return rejected('Nema rata za plaćanje.');
  order.instalments = payment.instalments;
  order.shopperPaidCents += payment.amountCents;
  model.ledger.push(instalmentPaidTransaction(order.id, payment.amountCents));
  // Paying moves neither score nor limit: points come on due dates (the daily credit review).
  finish(order, scope === 'next' ? 'pay_next' : 'pay_rest');
  return APPLIED;
}

/** A refund, or (for a cancellation) the refund of everything still refundable. */
function refund(
  model: PurchaseModel,
  order: ModelOrder,
  amountCents: number,
  action: 'refund' | 'cancel',
): EventOutcome {
  const check: OrderCheck = action === 'cancel' ? checkCancel(order) : checkRefund(order);
  if (!check.ok) return rejected(render(check.message, 'me'));
  const limits = { orderTotalCents: order.totalCents, alreadyRefundedCents: order.refundedCents };
  const allocation = allocateRefund(order.instalments, amountCents, limits);
  if (!allocation.ok) return rejected(render(allocation.message, 'me'));
  const fee = refundFeeChange(
    order.totalCents,
    order.refundedCents,
    amountCents,
    order.feeBasisPoints,
  );
  model.ledger.push(
    refundTransaction({
      orderId: order.id,
      reducedOwedCents: allocation.reducedOwedCents,
      returnedToShopperCents: allocation.returnedToShopperCents,
      feeBeforeCents: fee.feeBeforeCents,
      feeAfterCents: fee.feeAfterCents,
    }),
  );
  // The model recovers from the merchant at once (netted from the same day's payout).
  if (fee.merchantOwesCents > 0) {
    model.ledger.push(merchantRecoveryTransaction(order.id, fee.merchantOwesCents));
  }
  order.instalments = allocation.instalments;
  order.refundedCents += amountCents;
  order.returnedToShopperCents += allocation.returnedToShopperCents;
  order.merchantNetCents -= fee.merchantOwesCents;
  finish(order, action);
  return APPLIED;
}

function writeOff(model: PurchaseModel, order: ModelOrder): EventOutcome {
  const check = checkWriteOff(order);
  if (!check.ok) return rejected(render(check.message, 'me'));
  const amountCents = totalOwedCents(order.instalments);
  order.instalments = order.instalments.map((i) =>
    i.status === 'pending' || i.status === 'overdue' ? { ...i, status: 'written_off' as const } : i,
  );
  order.writtenOffCents += amountCents;
  model.ledger.push(writeOffTransaction(order.id, amountCents));
  finish(order, 'write_off');
  return APPLIED;
}

/** Time passes: the daily jobs mark overdue instalments (penalised once each) and award age. */
function advanceDays(model: PurchaseModel, days: number): EventOutcome {
  const now = model.now;
  model.now = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, now.getHours());
  for (const order of model.orders) {
    if (order.status !== 'approved') continue;
    const marked = markOverdueInstalments(order.instalments, model.now, model.graceDays);
    order.instalments = marked.instalments;
    const shopper = shopperOf(model, order);
    for (const _sequence of marked.newlyOverdue) recordScore(shopper, overduePenalty());
  }
  for (const shopper of model.shoppers) {
    const award = accountAgePoints(shopper.createdAt, shopper.ageMonthsAwarded, model.now);
    shopper.ageMonthsAwarded = award.awardedMonths;
    if (award.event) recordScore(shopper, award.event);
  }
  return APPLIED;
}

export function applyPurchaseEvent(model: PurchaseModel, event: PurchaseEvent): EventOutcome {
  if (event.type === 'purchase') return purchase(model, event);
  if (event.type === 'advance_days') return advanceDays(model, event.days);
  const order = model.orders[event.order % Math.max(1, model.orders.length)];
  if (!order) return rejected('Nema narudžbi.');
  switch (event.type) {
    case 'pay_next':
      return pay(model, order, 'next');
    case 'pay_rest':
      return pay(model, order, 'rest');
    case 'refund':
      return refund(model, order, event.amountCents, 'refund');
    case 'cancel':
      return refund(model, order, order.totalCents - order.refundedCents, 'cancel');
    case 'write_off':
      return writeOff(model, order);
  }
}
