import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { formatEur } from '#shared/money';
import { runLedgerCheck } from '../ledger/ledger-check';
import { defaultPaymentProvider } from '../payments/default-provider';

/**
 * `npm run ledger:check`: proves every ledger transaction balances, the ledger sums to zero and
 * each order's receivable equals what its shopper still owes, and reconciles the provider's
 * statement with the books; exits 1 on any violation or discrepancy. It runs next to a running
 * server (on the embedded database too).
 */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  embeddedMode: 'attach',
});
try {
  await migrate(database, config.migrationsDir);
  // The acquirer's statement (Monri's, or the local acquirer's), as the app charges through it.
  const report = await runLedgerCheck(database.db, defaultPaymentProvider(config));
  console.log(`Ledger check (${database.kind})`);
  console.log(
    `  transactions ${report.transactions}, postings ${report.postings}, orders ${report.orders}`,
  );
  for (const [account, cents] of Object.entries(report.balances)) {
    console.log(`  ${account.padEnd(20)} ${formatEur(cents, 'en').padStart(14)}`);
  }
  console.log(`  shoppers still owe    ${formatEur(report.owedCents, 'en').padStart(14)}`);
  for (const violation of report.violations)
    console.log(`  VIOLATION ${violation.kind}: ${violation.detail}`);
  for (const orderId of report.negativeOwed) console.log(`  VIOLATION negative owed on ${orderId}`);
  for (const d of report.discrepancies) {
    console.log(
      `  DISCREPANCY ${d.kind} on ${d.orderId ?? '(no order)'}: books ${d.books}, provider ${d.provider}`,
    );
  }
  console.log(report.ok ? 'OK: the ledger balances.' : 'FAILED: see the violations above.');
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
