import { deleteExpiredAccountRecords } from './accounts/expired-records-repository';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoHistory } from './demo-data/demo-history';
import { seedDemoData, whileWritingDemo } from './demo-data/seed';
import { backgroundJobs } from './jobs/background-jobs';
import { startJobLoop, type Job } from './jobs/job-loop';
import { createMailTransport, deliverPendingEmails } from './notifications/email-delivery';
import { createInfobipSender } from './notifications/infobip-sms-sender';
import { deliverPendingSms } from './notifications/sms-delivery';
import { deleteExpiredRateLimitCounters } from './plugins/external/rate-limit';
import { serviceDeps } from './service-deps';
import { DEV_TOKEN_FRAGMENT } from '#shared/dev-token';
import { ROUTES } from '#shared/routes';

/** Starts NaRate: opens and migrates the database, seeds demo data outside production, listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Without DATABASE_URL this starts the embedded PostgreSQL under DATA_DIR/pg; closing the
  // database (app.close) stops it, and it is stopped too when this process exits or is killed.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    preparedStatements: config.databasePreparedStatements,
  });
  try {
    await migrate(database, config.migrationsDir);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, database, ownsDatabase: true });
  app.log.info({ database: database.kind }, 'database ready');

  if (config.seedDemoData) {
    await whileWritingDemo(database.db, async () => {
      const seed = await seedDemoData(database.db, {
        demoMerchant: true,
        encryption: app.encryption,
        password: config.demoPassword,
      });
      if (!seed.seeded) return;
      // The demo shopper's purchases and payments, through the real services and the local
      // acquirer. Without them the demo still works, so a failure is logged, not fatal.
      await seedDemoHistory(app).catch((error: unknown) => {
        app.log.error({ err: error }, 'the demo shopper’s purchase history was not written');
      });
      const lines = seed.logins.map((l) => `  ${l.role.padEnd(7)} ${l.email}  /  ${l.password}`);
      const notes = seed.notes.map((note) => `  ${note}`);
      console.log(
        `\nNaRate demo accounts (development only; the passwords are shown this once):\n${[
          ...lines,
          ...notes,
        ].join('\n')}\n`,
      );
    });
  }

  const jobs: Job[] = [
    {
      name: 'expired-account-records',
      intervalMs: 15 * 60_000,
      run: () => deleteExpiredAccountRecords(database.db),
    },
    {
      name: 'rate-limit-counters',
      intervalMs: 5 * 60_000,
      run: () => deleteExpiredRateLimitCounters(database.db),
    },
    ...backgroundJobs(app),
  ];
  const transport = createMailTransport(config);
  if (transport) {
    jobs.push({
      name: 'email-delivery',
      intervalMs: 2_000,
      run: () => deliverPendingEmails(serviceDeps(app), transport),
    });
  }
  if (config.smsProvider === 'infobip' && config.infobipBaseUrl && config.infobipApiKey) {
    const sender = createInfobipSender({
      baseUrl: config.infobipBaseUrl,
      apiKey: config.infobipApiKey,
      sender: config.smsSender,
    });
    jobs.push({
      name: 'sms-delivery',
      intervalMs: 2_000,
      run: () => deliverPendingSms(database.db, sender),
    });
  }
  const stopJobs = startJobLoop(jobs, app.log, { intervalMs: config.jobIntervalMs });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A stuck request must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Jobs stop first: they use the database that app.close() shuts.
    stopJobs()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`NaRate listens on http://localhost:${config.port} (database: ${database.kind})`);
  if (config.devRoutesEnabled && !config.isProduction) {
    // The mailbox opens only with this secret, so a relay on this machine gives nobody else in.
    console.log(
      `Dev mailbox (codes and links of kept email and SMS): ${config.appUrl}${ROUTES.devMailbox}#${DEV_TOKEN_FRAGMENT}=${encodeURIComponent(config.devMailboxToken)}`,
    );
  }
}

main().catch((error: unknown) => {
  // A bad setting is the operator's to fix: its message says which and how, without a stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
