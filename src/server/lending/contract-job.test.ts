import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  buyOnInstalments,
  createShopper,
  setupPurchaseTest,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import type { TestApp } from '../testing/test-app';
import { issueContract, issuePendingContracts } from './agreement-service';
import { listContractInputs, storeDocumentOnce } from './agreement-repository';
import { roundTrips } from '../testing/round-trips';

let t: TestApp;
let merchant: TestMerchant;
// A sales day's purchases from one address: the request limits are not what is tested here.
setupPurchaseTest({ config: { rateLimitEnabled: false } }, (ready) => {
  ({ t, merchant } = ready);
});

describe('the contract job', () => {
  it('goes on while its batches come back full, so no pending contract waits for the next run', async () => {
    // One more purchase than a batch of the job holds (50), by three shoppers at once.
    const shoppers = await Promise.all(
      [0, 1, 2].map(() => createShopper(t.app, { limitCents: 1_000_000, score: 950 })),
    );
    await Promise.all(
      shoppers.map(async (shopper, index) => {
        for (let i = index; i < 51; i += shoppers.length) {
          await buyOnInstalments(t.app, merchant, shopper, 1_000);
        }
      }),
    );
    const deps = { db: t.app.db, notifier: t.app.notifier, appUrl: t.app.config.appUrl };
    let issued = 0;
    const trips = await roundTrips(async () => {
      ({ issued } = await issuePendingContracts(deps));
    });
    expect(issued).toBe(51);
    // One read per batch (two batches: 50, then 1) and one save per contract: 104 while each
    // contract read its own inputs after the batch's list of orders.
    expect(trips.writes).toBeLessThanOrEqual(53);
    const pending = await t.app.db
      .selectFrom('credit_agreements')
      .select('order_id')
      .where('pdf', 'is', null)
      .execute();
    expect(pending).toEqual([]);
  });
});

describe('a contract made by two processes at once', () => {
  it('is stored once and emailed once, with no transaction held open', async () => {
    const shopper = await createShopper(t.app, { limitCents: 1_000_000, score: 950 });
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 2_000);
    const deps = { db: t.app.db, notifier: t.app.notifier, appUrl: t.app.config.appUrl };
    const emailsBefore = await contractEmailsTo(shopper.email);
    const stored = await Promise.all([issueContract(deps, orderId), issueContract(deps, orderId)]);
    expect(stored.filter(Boolean)).toHaveLength(1);
    const agreement = await t.app.db
      .selectFrom('credit_agreements')
      .select(['pdf', 'sha256'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(agreement.pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(agreement.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await contractEmailsTo(shopper.email)) - emailsBefore).toBe(1);
    // Once stored, the contract is neither stored nor emailed again.
    expect(await issueContract(deps, orderId)).toBe(false);
    expect((await contractEmailsTo(shopper.email)) - emailsBefore).toBe(1);
  });
});

describe("a contract's email", () => {
  it("goes only to the address the order's shopper has when it is stored", async () => {
    const shopper = await createShopper(t.app, { limitCents: 1_000_000, score: 950 });
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 2_000);
    // Read as the job reads it, then the shopper changes their address before the save.
    const [inputs] = (await listContractInputs(t.app.db, 100)).filter(
      (read) => read.parties.orderId === orderId,
    );
    expect(inputs?.parties.shopperEmail).toBe(shopper.email.toLowerCase());
    const moved = `novi-${shopper.email.toLowerCase()}`;
    await t.app.db
      .updateTable('users')
      .set({ email: moved })
      .where('email', '=', shopper.email.toLowerCase())
      .execute();
    const row = t.app.notifier.emailRow(shopper.email, {
      subject: 'Ugovor',
      text: 'contract.pdf',
      html: '<p>contract.pdf</p>',
    });
    const pdf = new TextEncoder().encode('%PDF-1.7 test');
    expect(await storeDocumentOnce(t.app.db, orderId, { pdf, sha256: 'a'.repeat(64) }, row)).toBe(
      true,
    );
    expect(await contractEmailsTo(shopper.email)).toBe(0);
    // To the address they have now, it goes (once the document is stored, nothing more is).
    const other = await buyOnInstalments(t.app, merchant, shopper, 2_000);
    const now = t.app.notifier.emailRow(moved, {
      subject: 'Ugovor',
      text: 'contract.pdf',
      html: '<p>contract.pdf</p>',
    });
    await storeDocumentOnce(t.app.db, other, { pdf, sha256: 'b'.repeat(64) }, now);
    expect(await contractEmailsTo(moved)).toBe(1);
  });
});

async function contractEmailsTo(email: string): Promise<number> {
  const rows = await t.app.db
    .selectFrom('outbox_messages')
    .select('id')
    .where('recipient', '=', email.toLowerCase())
    .where('text_body', 'like', '%contract.pdf%')
    .execute();
  return rows.length;
}

describe("the agreement's stored PDF", () => {
  it('is kept out of line without PostgreSQL compressing it again (it is deflated already)', async () => {
    const { rows } = await sql<{ storage: string }>`
      select attstorage as storage from pg_attribute
      where attrelid = 'credit_agreements'::regclass and attname = 'pdf'`.execute(t.app.db);
    // 'e' (EXTERNAL): out of line, uncompressed; the default 'x' tries pglz on every document.
    expect(rows[0]?.storage).toBe('e');
  });
});
