// A merchant's user (no JMBG, no phone) at another shop's checkout: declined with a link to the
// profile, completes its identity there and comes back to the same checkout, which now asks for
// the card.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { makeValidJmbg } from '#shared/testing/jmbg-test-data';
import { createDemoSession } from './support/checkout';
import { attachE2eDatabase, createE2eMerchant } from './support/database';

test('a merchant user completes its identity from the checkout and returns to buy', async ({
  page,
  baseURL,
}) => {
  const database = await attachE2eDatabase();
  try {
    const merchant = await createE2eMerchant(database.db, `Identitet ${randomUUID().slice(0, 8)}`);
    // Its email proven, as after the set-password link: only the identity is missing.
    await database.db
      .updateTable('profiles')
      .set({ email_verified: true })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('merchant_users')
          .select('user_id')
          .where('merchant_id', '=', merchant.merchantId),
      )
      .execute();
    await page
      .context()
      .addCookies([{ name: 'narate_session', value: merchant.sessionToken, url: baseURL ?? '' }]);
    const sessionId = await createDemoSession(page.request, 4_000);

    await page.goto(`/checkout/${sessionId}`);
    await expect(page.getByTestId('decline-reason')).toContainText('JMBG i broj telefona');
    await page.getByTestId('complete-identity-link').click();

    const form = page.getByTestId('identity-form');
    await expect(form).toBeVisible();
    await form.getByLabel('Ime', { exact: true }).fill('Vesna');
    await form.getByLabel('Prezime').fill('Radović');
    await form.getByLabel('Broj telefona').fill('+382 69 555 123');
    await form.getByLabel('JMBG').fill('1234567890123');
    await form.getByRole('button', { name: 'Sačuvaj lične podatke' }).click();
    await expect(form.getByText('JMBG nije ispravan')).toBeVisible();

    const serial = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
    await form.getByLabel('JMBG').fill(makeValidJmbg(3, 4, 1985, '29', serial));
    await form.getByRole('button', { name: 'Sačuvaj lične podatke' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${sessionId}$`));
    await expect(page.getByTestId('plan-schedule')).toBeVisible();
  } finally {
    await database.close();
  }
});
