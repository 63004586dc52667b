// The invariants the engine model must keep after every step (the ledger balances, money is
// conserved). Each is true by construction of the modules, so any violation is a bug in one of
// them.
import { SCORE_MAX, SCORE_MIN } from '#shared/credit-tiers';
import { allPostings, balanceOf, feeCents, type Posting } from '#server/rules/ledger-postings';
import { checkLedgerInvariants } from '#server/rules/ledger-invariants';
import { totalOwedCents } from '#server/rules/instalments';
import { shopperOutstandingCents, type PurchaseModel, type ModelOrder } from './purchase-model';
import { LIMIT_STEPS_CENTS, START_LIMIT_CENTS } from '#server/rules/limit-steps';

const TOP_LIMIT_CENTS = Math.max(...LIMIT_STEPS_CENTS);

/** `postings` are the order's own postings. */
function orderViolations(postings: readonly Posting[], order: ModelOrder): string[] {
  const problems: string[] = [];
  const fail = (what: string) => problems.push(`${order.id}: ${what}`);
  const owed = totalOwedCents(order.instalments);
  const net = order.totalCents - order.refundedCents;
  const reducedOwed = order.refundedCents - order.returnedToShopperCents;

  for (const i of order.instalments) {
    if (i.paidCents < 0 || i.paidCents > i.amountCents)
      fail(`instalment ${i.sequence} paid out of range`);
    const payable = i.status === 'pending' || i.status === 'overdue';
    if (payable && i.amountCents <= i.paidCents)
      fail(`instalment ${i.sequence} payable but owes nothing`);
    if (i.status === 'paid' && (i.paidCents !== i.amountCents || i.paidCents === 0)) {
      fail(`instalment ${i.sequence} paid but not settled`);
    }
    if (i.status === 'refunded' && i.amountCents !== 0)
      fail(`instalment ${i.sequence} refunded but costs`);
  }
  const paidSum = order.instalments.reduce((sum, i) => sum + i.paidCents, 0);
  const amountSum = order.instalments.reduce((sum, i) => sum + i.amountCents, 0);
  if (paidSum !== order.shopperPaidCents)
    fail(`paid ${order.shopperPaidCents}, instalments say ${paidSum}`);
  if (amountSum !== order.totalCents - reducedOwed)
    fail('instalments do not add up to the total less refunds');
  if (order.refundedCents > order.totalCents) fail('refunded more than the total');
  if (order.returnedToShopperCents > order.shopperPaidCents)
    fail('returned more than the shopper paid');

  if (balanceOf(postings, 'merchant_payable', order.id) !== 0) fail('merchant payable not settled');
  const fee = feeCents(net, order.feeBasisPoints);
  if (balanceOf(postings, 'fee_revenue', order.id) + fee !== 0)
    fail('fee is not the fee on the net');
  if (order.merchantNetCents !== net - fee) fail('merchant did not end with net less fee');
  const cash = order.shopperPaidCents - order.returnedToShopperCents - order.merchantNetCents;
  if (balanceOf(postings, 'cash', order.id) !== cash) fail('cash does not match the money moved');
  if (balanceOf(postings, 'write_off_expense', order.id) !== order.writtenOffCents) {
    fail('write-off expense does not match');
  }
  if (order.outstandingAtPurchaseCents + order.totalCents > order.limitAtPurchaseCents) {
    fail('approved over the limit');
  }

  const statusHolds = {
    approved: owed > 0,
    paid_in_full:
      owed === 0 && order.refundedCents < order.totalCents && order.writtenOffCents === 0,
    refunded: order.refundedCents === order.totalCents && owed === 0,
    cancelled: order.refundedCents === order.totalCents && owed === 0,
    written_off: owed === 0 && order.writtenOffCents > 0,
    withdrawn: owed === 0 && order.refundedCents < order.totalCents,
  }[order.status];
  if (!statusHolds) fail(`status ${order.status} does not fit its amounts`);

  const sent = (event: string) => order.webhooks.filter((w) => w === event).length;
  if (order.webhooks[0] !== 'order.approved' || sent('order.approved') !== 1)
    fail('order.approved');
  if (sent('order.paid_in_full') > 1) fail('order.paid_in_full sent twice');
  if (order.status === 'cancelled' && sent('order.cancelled') !== 1)
    fail('order.cancelled missing');
  if (order.status === 'refunded' && sent('order.refunded') === 0) fail('order.refunded missing');
  return problems;
}

/** Every invariant the model breaks, as readable lines (empty when all hold). */
export function checkPurchaseInvariants(model: PurchaseModel): string[] {
  const problems = checkLedgerInvariants(
    model.ledger,
    model.orders.map((o) => ({ orderId: o.id, owedCents: totalOwedCents(o.instalments) })),
  ).map((v) => `${v.kind}: ${v.detail}`);
  const postingsByOrder = new Map<string, Posting[]>();
  for (const posting of allPostings(model.ledger)) {
    const list = postingsByOrder.get(posting.orderId) ?? [];
    list.push(posting);
    postingsByOrder.set(posting.orderId, list);
  }
  for (const order of model.orders) {
    problems.push(...orderViolations(postingsByOrder.get(order.id) ?? [], order));
  }
  for (const shopper of model.shoppers) {
    const fail = (what: string) => problems.push(`${shopper.id}: ${what}`);
    if (shopper.score < SCORE_MIN || shopper.score > SCORE_MAX) fail(`score ${shopper.score}`);
    const history = shopper.scoreHistory.reduce((sum, entry) => sum + entry.delta, 0);
    if (shopper.initialScore + history !== shopper.score) fail('score history does not add up');
    if (shopper.limitCents < START_LIMIT_CENTS || shopper.limitCents > TOP_LIMIT_CENTS) {
      fail(`limit ${shopper.limitCents}`);
    }
    if (shopperOutstandingCents(model, shopper.id) > shopper.limitCents)
      fail('owes more than the limit');
  }
  return problems;
}
