// The merchant's payouts tab: empty until a business day with orders is over, then one batch per
// day with its orders, fees and net amount; readable at phone width and free of serious
// accessibility problems.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { businessDay } from '#shared/business-dates';
import { LOCALE_TAGS } from '#shared/i18n/catalogue';
import { formatEur } from '#shared/money';
import { runPayoutJob } from '#server/payouts/payout-service';
import { attachE2eDatabase, createE2eMerchant, createE2eShopper } from './support/database';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { confirmWithCard } from './support/card-payments';
import { createCheckoutSession } from './support/checkout';
import { expectNoSidewaysScroll } from './support/layout';

const money = (cents: number) => formatEur(cents, 'sr-Latn-ME');

test('the merchant sees no payouts, then the day’s batch with its lines @mobile', async ({
  page,
  baseURL,
}) => {
  const database = await attachE2eDatabase();
  try {
    const merchant = await createE2eMerchant(database.db, `Isplate ${randomUUID().slice(0, 8)}`);
    await page
      .context()
      .addCookies([{ name: 'narate_session', value: merchant.sessionToken, url: baseURL ?? '' }]);
    await page.goto('/merchant');
    await page.getByRole('tab', { name: 'Isplate i naknade' }).click();
    await expect(
      page.getByText('Još nema isplata. Narudžbe jednog dana isplaćujemo sljedećeg dana.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // A shopper buys 30,00 € today; the batch comes once the day is over.
    const sessionId = await createCheckoutSession(page.request, 3_000, {
      secretKey: merchant.secretKey,
      item: null,
      reference: 'ISP-1',
      idempotencyKey: randomUUID(),
      demoShopAt: baseURL,
    });
    const shopper = await createE2eShopper(database.db);
    const confirm = await confirmWithCard(page.request, sessionId, {
      cookie: `narate_session=${shopper.sessionToken}`,
      'idempotency-key': randomUUID(),
    });
    expect(confirm.status(), await confirm.text()).toBe(201);
    await runPayoutJob(database, new Date(Date.now() + 24 * 60 * 60_000));

    await page.reload();
    await page.getByRole('tab', { name: 'Isplate i naknade' }).click();
    const day = new Intl.DateTimeFormat(LOCALE_TAGS.me, { dateStyle: 'medium' }).format(
      new Date(`${businessDay(new Date())}T12:00:00.000Z`),
    );
    const batch = page.getByTestId('payout-batch');
    await expect(batch).toHaveCount(1);
    await expect(batch.getByRole('heading', { name: `Isplata za ${day}` })).toBeVisible();
    await expect(batch).toContainText(money(90));
    await expect(batch).toContainText(money(2_910));
    const lines = batch.getByRole('region', { name: `Stavke isplate za ${day}` });
    await expect(lines.getByRole('row', { name: /ISP-1/ })).toContainText('Narudžba');
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  } finally {
    await database.close();
  }
});
