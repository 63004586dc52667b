// The double-entry ledger. Every money movement is one transaction of postings in
// integer cents whose amounts add up to zero. Sign convention: a debit is positive, a credit is
// negative. Every posting names the order it belongs to, so any account can be read per order.
//
// Chart of accounts (NaRate's books):
// | account             | type      | normal  | balance means                                    |
// |---------------------|-----------|---------|--------------------------------------------------|
// | shopper_receivable  | asset     | debit   | what shoppers still owe NaRate                   |
// | cash                | asset     | debit   | money NaRate holds (card acquirer + bank)        |
// | merchant_payable    | liability | credit  | credit: NaRate owes the merchant;                |
// |                     |           |         | debit: the merchant owes NaRate a refund         |
// | fee_revenue         | income    | credit  | NaRate's fees on the net (non-refunded) amounts  |
// | write_off_expense   | expense   | debit   | receivables NaRate gave up collecting            |
// | payout_clearing     | liability | credit  | payouts on their way to merchants' banks         |
//
// Payouts by bank transfer: a batch moves what it pays from merchant_payable into payout_clearing
// (a netted receivable the other way); cash leaves only when the bank's statement books the
// transfer (payout_settled: payout_clearing Dr, cash Cr), and a transfer the bank returns goes
// back to merchant_payable (payout_returned), owed to the merchant again.
//
// Flows: purchase with its fee (receivable Dr total, merchant_payable Cr total less fee,
// fee_revenue Cr fee) → the merchant's daily payout batch pays what is owed on the order
// (merchant_payable Dr, cash Cr) → instalments (cash Dr, receivable Cr). A refund of R that
// reduces what the shopper owes by O and returns S = R − O to the shopper's card: receivable Cr
// O, cash Cr S, fee_revenue Dr (the fee on the refunded part), and merchant_payable Dr R less
// that fee. Before the payout that only lowers what NaRate owes the merchant; after it the
// order's merchant_payable turns debit: a receivable from the merchant, which stays on the books
// until a later payout batch nets it (merchant recovery: cash Dr, merchant_payable Cr), because
// cash moves only when money really moves.
//
// Fee policy: NaRate keeps its fee only on the part of an order that was not refunded. The fee
// is always recomputed on the cumulative net amount (total − all refunds), never pro rata per
// refund, so rounding never drifts: after any refunds the merchant has received exactly
// net − fee(net).

export const LEDGER_ACCOUNTS = [
  'shopper_receivable',
  'cash',
  'merchant_payable',
  'fee_revenue',
  'write_off_expense',
  'payout_clearing',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export interface Posting {
  account: LedgerAccount;
  /** Debit positive, credit negative; never zero. */
  amountCents: number;
  orderId: string;
}

export type LedgerTransactionKind =
  | 'purchase'
  | 'merchant_payout'
  | 'instalment_paid'
  | 'refund'
  | 'merchant_recovery'
  | 'write_off'
  | 'payout_settled'
  | 'payout_returned';

export interface LedgerTransaction {
  kind: LedgerTransactionKind;
  orderId: string;
  postings: Posting[];
}

export const MAX_FEE_BASIS_POINTS = 10_000;

function assertCents(value: number, what: string, allowZero = true): void {
  if (!Number.isSafeInteger(value) || value < 0 || (!allowZero && value === 0)) {
    throw new RangeError(
      `${what} must be a ${allowZero ? 'non-negative' : 'positive'} integer of cents: ${value}`,
    );
  }
}

/** The fee on an amount, rounded half up to whole cents (3 % = 300 basis points). */
export function feeCents(amountCents: number, feeBasisPoints: number): number {
  assertCents(amountCents, 'Amount');
  if (
    !Number.isInteger(feeBasisPoints) ||
    feeBasisPoints < 0 ||
    feeBasisPoints > MAX_FEE_BASIS_POINTS
  ) {
    throw new RangeError(`Fee must be 0..${MAX_FEE_BASIS_POINTS} basis points: ${feeBasisPoints}`);
  }
  // BigInt keeps amount × basis points exact beyond 2^53.
  return Number((BigInt(amountCents) * BigInt(feeBasisPoints) + 5_000n) / 10_000n);
}

/** Throws unless the postings are non-zero integers that add up to zero. */
export function assertBalanced(postings: readonly Posting[]): void {
  let sum = 0;
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amountCents) || posting.amountCents === 0) {
      throw new RangeError(`Posting must be a non-zero integer of cents: ${posting.amountCents}`);
    }
    sum += posting.amountCents;
  }
  if (sum !== 0) throw new Error(`Ledger postings do not balance: they add up to ${sum}`);
}

export function isBalanced(postings: readonly Posting[]): boolean {
  try {
    assertBalanced(postings);
    return true;
  } catch {
    return false;
  }
}

/** The signed balance (debit positive) of an account, over all orders or one. */
export function balanceOf(
  postings: readonly Posting[],
  account: LedgerAccount,
  orderId?: string,
): number {
  return postings
    .filter((p) => p.account === account && (orderId === undefined || p.orderId === orderId))
    .reduce((sum, p) => sum + p.amountCents, 0);
}

/** Every posting of a list of transactions, in order. */
export function allPostings(transactions: readonly LedgerTransaction[]): Posting[] {
  return transactions.flatMap((t) => t.postings);
}

function transaction(
  kind: LedgerTransactionKind,
  orderId: string,
  lines: ReadonlyArray<readonly [LedgerAccount, number]>,
): LedgerTransaction {
  if (orderId === '') throw new RangeError('A posting needs an order id');
  const postings = lines
    .filter(([, amountCents]) => amountCents !== 0)
    .map(([account, amountCents]) => ({ account, amountCents, orderId }));
  if (postings.length === 0) throw new RangeError(`A ${kind} transaction moves no money`);
  assertBalanced(postings);
  return { kind, orderId, postings };
}

/**
 * Approved purchase: the shopper owes the total, NaRate owes it to the merchant less its fee
 * (earned at purchase; a refund gives back the fee on the refunded part).
 */
export function purchaseTransaction(
  orderId: string,
  totalCents: number,
  feeCentsCharged = 0,
): LedgerTransaction {
  assertCents(totalCents, 'Total', false);
  assertCents(feeCentsCharged, 'Fee');
  if (feeCentsCharged > totalCents) throw new RangeError('The fee cannot exceed the total');
  return transaction('purchase', orderId, [
    ['shopper_receivable', totalCents],
    ['merchant_payable', -(totalCents - feeCentsCharged)],
    ['fee_revenue', -feeCentsCharged],
  ]);
}

/**
 * A payout batch pays the merchant what NaRate owes on an order (the fee was kept at purchase):
 * into payout_clearing until the bank's statement books the transfer.
 */
export function batchPayoutTransaction(orderId: string, amountCents: number): LedgerTransaction {
  assertCents(amountCents, 'Amount', false);
  return transaction('merchant_payout', orderId, [
    ['merchant_payable', amountCents],
    ['payout_clearing', -amountCents],
  ]);
}

/**
 * The bank booked a batch's transfer: per order line, what the batch paid on it leaves the bank
 * (payout_clearing Dr, cash Cr); per netted receivable, the amount kept back (cash Dr,
 * payout_clearing Cr).
 */
export function payoutSettledTransaction(
  orderId: string,
  kind: 'order' | 'recovery',
  amountCents: number,
): LedgerTransaction {
  assertCents(amountCents, 'Amount', false);
  const sign = kind === 'order' ? 1 : -1;
  return transaction('payout_settled', orderId, [
    ['payout_clearing', sign * amountCents],
    ['cash', -sign * amountCents],
  ]);
}

/**
 * The bank returned a batch's transfer: the batch is undone on the books, so NaRate owes the
 * merchant the order again (payout_clearing Dr, merchant_payable Cr) and a netted receivable is
 * open again (merchant_payable Dr, payout_clearing Cr). `from` is cash when an earlier statement
 * had already booked the transfer (the money came back to the bank account).
 */
export function payoutReturnedTransaction(
  orderId: string,
  kind: 'order' | 'recovery',
  amountCents: number,
  from: 'payout_clearing' | 'cash' = 'payout_clearing',
): LedgerTransaction {
  assertCents(amountCents, 'Amount', false);
  const sign = kind === 'order' ? 1 : -1;
  return transaction('payout_returned', orderId, [
    [from, sign * amountCents],
    ['merchant_payable', -sign * amountCents],
  ]);
}

/** The merchant is paid the order's total less NaRate's fee in one step (the engine model's flow). */
export function merchantPayoutTransaction(
  orderId: string,
  totalCents: number,
  feeCentsCharged: number,
): LedgerTransaction {
  assertCents(totalCents, 'Total', false);
  assertCents(feeCentsCharged, 'Fee');
  if (feeCentsCharged > totalCents) throw new RangeError('The fee cannot exceed the total');
  return transaction('merchant_payout', orderId, [
    ['merchant_payable', totalCents],
    ['cash', -(totalCents - feeCentsCharged)],
    ['fee_revenue', -feeCentsCharged],
  ]);
}

/** The shopper paid (one or more instalments of) the plan. */
export function instalmentPaidTransaction(orderId: string, amountCents: number): LedgerTransaction {
  assertCents(amountCents, 'Amount', false);
  return transaction('instalment_paid', orderId, [
    ['cash', amountCents],
    ['shopper_receivable', -amountCents],
  ]);
}

export interface RefundPostingInput {
  orderId: string;
  /** How much less the shopper owes (from allocateRefund). */
  reducedOwedCents: number;
  /** How much goes back to the shopper's card (from allocateRefund). */
  returnedToShopperCents: number;
  /** Fee on the net amount before and after this refund (see refundFeeChange). */
  feeBeforeCents: number;
  feeAfterCents: number;
}

/**
 * A merchant refund of R = reducedOwed + returned. The shopper owes less and/or gets money back;
 * NaRate gives up the fee on the refunded part, and the merchant owes NaRate R minus that fee.
 */
export function refundTransaction(input: RefundPostingInput): LedgerTransaction {
  const { reducedOwedCents, returnedToShopperCents, feeBeforeCents, feeAfterCents } = input;
  assertCents(reducedOwedCents, 'Reduced owed amount');
  assertCents(returnedToShopperCents, 'Returned amount');
  assertCents(feeAfterCents, 'Fee');
  if (feeBeforeCents < feeAfterCents) throw new RangeError('A refund cannot raise the fee');
  const refundCents = reducedOwedCents + returnedToShopperCents;
  const feeReturnedCents = feeBeforeCents - feeAfterCents;
  if (refundCents <= 0) throw new RangeError('A refund must be positive');
  if (feeReturnedCents > refundCents) throw new RangeError('Fee returned exceeds the refund');
  return transaction('refund', input.orderId, [
    ['shopper_receivable', -reducedOwedCents],
    ['cash', -returnedToShopperCents],
    ['fee_revenue', feeReturnedCents],
    ['merchant_payable', refundCents - feeReturnedCents],
  ]);
}

/**
 * The merchant paid back what a refund made them owe NaRate: booked when a payout batch nets it
 * (the batch pays that much less cash), never when the refund is made.
 */
export function merchantRecoveryTransaction(
  orderId: string,
  amountCents: number,
): LedgerTransaction {
  assertCents(amountCents, 'Amount', false);
  return transaction('merchant_recovery', orderId, [
    ['cash', amountCents],
    ['merchant_payable', -amountCents],
  ]);
}

/**
 * A payout batch nets what a refund made the merchant owe: the transfer is that much smaller, so
 * the amount is kept back from payout_clearing (cash moves when the bank books the transfer).
 */
export function batchRecoveryTransaction(orderId: string, amountCents: number): LedgerTransaction {
  assertCents(amountCents, 'Amount', false);
  return transaction('merchant_recovery', orderId, [
    ['payout_clearing', amountCents],
    ['merchant_payable', -amountCents],
  ]);
}

/** NaRate stops collecting what the shopper still owes on an order. */
export function writeOffTransaction(orderId: string, amountCents: number): LedgerTransaction {
  assertCents(amountCents, 'Amount', false);
  return transaction('write_off', orderId, [
    ['write_off_expense', amountCents],
    ['shopper_receivable', -amountCents],
  ]);
}

/**
 * A shopper pays back part of a written-off amount: the write-off is reversed by that amount
 * (receivable Dr, write_off_expense Cr) and the payment is then booked as any instalment payment
 * (instalmentPaidTransaction), so the books show the cash in and the expense recovered.
 */
export function writeOffRecoveryTransactions(
  orderId: string,
  amountCents: number,
): LedgerTransaction[] {
  assertCents(amountCents, 'Amount', false);
  return [
    transaction('write_off', orderId, [
      ['shopper_receivable', amountCents],
      ['write_off_expense', -amountCents],
    ]),
    instalmentPaidTransaction(orderId, amountCents),
  ];
}

export interface RefundFeeChange {
  feeBeforeCents: number;
  feeAfterCents: number;
  /** The fee NaRate gives back: the merchant repays the refund less this. */
  feeReturnedCents: number;
  /** What the merchant owes NaRate for this refund. */
  merchantOwesCents: number;
}

/** The fee before and after a refund, each computed on the cumulative net amount. */
export function refundFeeChange(
  orderTotalCents: number,
  alreadyRefundedCents: number,
  refundCents: number,
  feeBasisPoints: number,
): RefundFeeChange {
  assertCents(alreadyRefundedCents, 'Refunded amount');
  assertCents(refundCents, 'Refund', false);
  if (alreadyRefundedCents + refundCents > orderTotalCents) {
    throw new RangeError('Refunds cannot exceed the order total');
  }
  const feeBeforeCents = feeCents(orderTotalCents - alreadyRefundedCents, feeBasisPoints);
  const feeAfterCents = feeCents(
    orderTotalCents - alreadyRefundedCents - refundCents,
    feeBasisPoints,
  );
  const feeReturnedCents = feeBeforeCents - feeAfterCents;
  return {
    feeBeforeCents,
    feeAfterCents,
    feeReturnedCents,
    merchantOwesCents: refundCents - feeReturnedCents,
  };
}
