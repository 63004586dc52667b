// The merchant sees who bought: the order dialog names the buyer (a deleted account shows its
// pseudonym instead). A fresh merchant and shopper; the purchase goes through the checkout API
// as the browser sends it. Axe-clean at 390 and 1440 px in both languages; screenshots go to
// SCREENSHOT_DIR when set.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { hashToken } from '#server/auth/tokens';
import { attachE2eDatabase, createE2eMerchant, createE2eShopper } from './support/database';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { confirmWithCard } from './support/card-payments';
import { createCheckoutSession } from './support/checkout';

const SHOTS = process.env.SCREENSHOT_DIR;

test('the merchant order dialog names the buyer @mobile', async ({ page, baseURL }, info) => {
  test.setTimeout(240_000);
  const database = await attachE2eDatabase();
  const reference = `KUPAC-${Date.now()}`;
  let merchantToken: string;
  try {
    const merchant = await createE2eMerchant(database.db, 'Prodavnica Kupac');
    merchantToken = merchant.sessionToken;
    const shopper = await createE2eShopper(database.db);
    const session = await database.db
      .selectFrom('sessions')
      .select('user_id')
      .where('token_hash', '=', hashToken(shopper.sessionToken))
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('profiles')
      .set({ first_name: 'Milica', last_name: 'Šćepanović' })
      .where('id', '=', session.user_id)
      .execute();
    const id = await createCheckoutSession(page.request, 9_000, {
      secretKey: merchant.secretKey,
      item: null,
      reference,
      idempotencyKey: randomUUID(),
    });
    const confirmed = await confirmWithCard(page.request, id, {
      'idempotency-key': randomUUID(),
      cookie: `narate_session=${shopper.sessionToken}`,
    });
    expect(confirmed.status(), await confirmed.text()).toBe(201);
  } finally {
    await database.close();
  }
  await page
    .context()
    .addCookies([{ name: 'narate_session', value: merchantToken, url: baseURL ?? '' }]);
  for (const locale of ['me', 'en'] as const) {
    await page.context().addCookies([{ name: 'narate_locale', value: locale, url: baseURL ?? '' }]);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await page.goto('/merchant');
      await page.getByRole('tab', { name: locale === 'en' ? 'Orders' : 'Narudžbe' }).click();
      await page
        .getByRole('button', {
          name: locale === 'en' ? `Details of order ${reference}` : `Detalji narudžbe ${reference}`,
        })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('merchant-order-buyer')).toHaveText('Milica Šćepanović');
      await expect(dialog).toContainText(locale === 'en' ? 'Buyer' : 'Kupac');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: `${SHOTS ?? info.outputDir}/merchant-buyer-${locale}-${width}.png`,
      });
    }
  }
});
