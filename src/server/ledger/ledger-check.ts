// The ledger invariant check over the database rows: every ledger transaction balances, the
// ledger sums to zero and each order's receivable equals what its shopper still owes (never
// negative). `npm run ledger:check` prints it; tests run it after every scenario.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { LEDGER_ACCOUNTS, allPostings, balanceOf, type LedgerAccount } from '../engine/ledger';
import { checkLedgerInvariants, type LedgerViolation } from '../engine/ledger-invariants';
import type { PaymentProvider } from '../payments/provider';
import { reconcile, type Discrepancy } from './reconciliation';
import { loadOwedByOrder } from '../credit/debt-repository';
import { loadLedger } from './repository';

export interface LedgerCheckReport {
  transactions: number;
  postings: number;
  orders: number;
  /** Signed balance of each account (debit positive). */
  balances: Record<LedgerAccount, number>;
  /** What all shoppers still owe. */
  owedCents: number;
  /** Orders whose shopper would owe a negative amount (must be none). */
  negativeOwed: string[];
  violations: LedgerViolation[];
  /** The provider's statement against the books (when a provider is given). */
  discrepancies: Discrepancy[];
  ok: boolean;
}

export async function runLedgerCheck(
  db: Kysely<Database>,
  provider?: PaymentProvider,
): Promise<LedgerCheckReport> {
  const [ledger, owed] = await Promise.all([loadLedger(db), loadOwedByOrder(db)]);
  const postings = allPostings(ledger);
  const violations = checkLedgerInvariants(ledger, owed);
  const discrepancies = provider ? (await reconcile({ db, provider })).discrepancies : [];
  const negativeOwed = owed.filter((o) => o.owedCents < 0).map((o) => o.orderId);
  const balances = Object.fromEntries(
    LEDGER_ACCOUNTS.map((account) => [account, balanceOf(postings, account)]),
  ) as Record<LedgerAccount, number>;
  return {
    transactions: ledger.length,
    postings: postings.length,
    orders: owed.length,
    balances,
    owedCents: owed.reduce((sum, o) => sum + o.owedCents, 0),
    negativeOwed,
    violations,
    discrepancies,
    ok: violations.length === 0 && negativeOwed.length === 0 && discrepancies.length === 0,
  };
}
