import nodemailer from 'nodemailer';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPool, type DatabaseHandle } from '../db/database';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { serviceDeps, type ServiceDeps } from '../service-deps';
import { createTestApp, type TestApp } from '../testing/test-app';
import { deliverPendingEmails } from './email-delivery';
import { enqueueMessage } from './outbox-repository';

let t: TestApp;
let owner: DatabaseHandle;
let deps: ServiceDeps;
let single: DatabaseHandle;
let sink: SmtpSink;
let queryDuringSend: 'ok' | string | undefined;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.database;
  // One connection only: if the job kept it during the SMTP conversation, nothing else could
  // use the database until the mail server answered.
  single = await openPool(owner.url, 1);
  deps = { ...serviceDeps(t.app), db: single.db };
  sink = await startSmtpSink(async () => {
    queryDuringSend = await sql`select 1`.execute(single.db).then(
      () => 'ok',
      (error: Error) => error.message,
    );
  });
});
afterAll(async () => {
  await sink.close();
  await single.close();
  await t.close();
});

describe('email delivery', () => {
  it('sends each pending email once, holding no database connection during the SMTP send', async () => {
    await enqueueMessage(
      owner.db,
      {
        channel: 'email',
        recipient: 'kupac@example.com',
        subject: 'Podsjetnik',
        text: 'Rata dospijeva za tri dana.',
      },
      true,
    );
    const transport = nodemailer.createTransport(sink.url);
    const sent = await deliverPendingEmails(deps, transport);
    expect(sent).toBe(1);
    expect(queryDuringSend).toBe('ok');
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.data).toContain('Rata dospijeva za tri dana.');
    // Nothing is left to send: a second run (or another process) sends nothing.
    expect(await deliverPendingEmails(deps, transport)).toBe(0);
    const row = await owner.db
      .selectFrom('outbox_messages')
      .select(['status', 'attempts'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', attempts: 1 });
  });
});
