import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreList } from '#shared/stores';
import { createApplication } from '../testing/admin-fixtures';
import { DEMO_ADMIN, seedDemoData } from '../testing/demo-accounts';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { demoMerchant: true });
  admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(() => t.close());

const stores = async () =>
  (await apiRequest(t.app, { url: '/api/stores' })).json<StoreList>().stores;

describe('GET /api/stores', () => {
  it('links the demo store to the demo shop on this site', async () => {
    expect((await stores()).find((store) => store.name === 'Demo Prodavnica')).toMatchObject({
      category: 'ecommerce',
      website: '/demo-shop',
    });
  });

  it('lists an approved partner with its category and website, and drops it when suspended', async () => {
    const { applicationId } = await createApplication(t.app, {
      companyName: 'Lovćen Tech d.o.o.',
      pib: '101134702',
      businessType: 'electronics',
      website: 'https://lovcen-tech.me',
    });
    const approved = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/partner-applications/${applicationId}/approve`,
      payload: { pricingTier: 'starter' },
      cookie: admin,
    });
    expect(approved.statusCode).toBe(200);
    const lovcen = (await stores()).find((store) => store.name === 'Lovćen Tech d.o.o.');
    expect(lovcen).toMatchObject({ category: 'electronics', website: 'https://lovcen-tech.me/' });

    await t.app.db
      .updateTable('merchants')
      .set({ status: 'suspended' })
      .where('id', '=', approved.json().merchant.id)
      .execute();
    expect((await stores()).map((store) => store.name)).not.toContain('Lovćen Tech d.o.o.');
  });

  it('keeps a link only when it is an http(s) address or a path on this site', async () => {
    await expect(
      t.app.db
        .insertInto('merchants')
        .values({
          name: 'Loša veza',
          pib: '03999111',
          business_type: 'other',
          pricing_tier: 'starter',
          website: 'javascript:alert(1)',
        })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});
