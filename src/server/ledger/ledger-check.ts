// The ledger invariant check over the database rows: every ledger transaction balances, the
// ledger sums to zero and each order's receivable equals what its shopper still owes (never
// negative), and the provider's statement agrees with the books. `npm run ledger:check` prints it,
// the admin endpoint answers it and tests run it after every scenario: one check, so all of them
// give the same verdict (the provider is required, so no caller can skip reconciliation).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  LEDGER_ACCOUNTS,
  allPostings,
  balanceOf,
  type LedgerAccount,
} from '../rules/ledger-postings';
import { checkLedgerInvariants, type LedgerViolation } from '../rules/ledger-invariants';
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
  /** The provider's statement against the books. */
  discrepancies: Discrepancy[];
  ok: boolean;
}

export async function runLedgerCheck(
  db: Kysely<Database>,
  provider: PaymentProvider,
): Promise<LedgerCheckReport> {
  const [ledger, owed] = await Promise.all([loadLedger(db), loadOwedByOrder(db)]);
  const postings = allPostings(ledger);
  const violations = checkLedgerInvariants(ledger, owed);
  const { discrepancies } = await reconcile({ db, provider });
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
