import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { runReconciliation } from '../ledger/reconciliation';
import { defaultPaymentProvider } from '../payments/default-provider';

/**
 * `npm run reconcile`: compares the payment provider's statement with the books, per order, and
 * the ledger's cash with the card payments; prints the answer as JSON and exits 1 on any
 * discrepancy. With the embedded database, stop the server first.
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database, config.migrationsDir);
  // The acquirer's statement (Monri's, or the local acquirer's), as the app charges through it.
  const report = await runReconciliation({
    db: database.db,
    provider: defaultPaymentProvider(config),
  });
  console.log(JSON.stringify(report, null, 2));
  console.log(
    report.discrepancies.length === 0
      ? 'OK: the provider and the books agree.'
      : `FAILED: ${report.discrepancies.length} discrepancies.`,
  );
  process.exitCode = report.discrepancies.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
