// First use without dead ends: a merchant setting its first password lands in its own area and is
// never shown a credit score or limit; a session that ends on the server sends the person to sign
// in with a note and back to the same page.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createAccount, latestCode, latestMessage } from './support/accounts';
import { createDemoSession } from './support/checkout';
import { attachE2eDatabase, createE2eMerchant, createE2eShopper } from './support/database';
import { expectNoSeriousA11yViolations } from './support/fixtures';

const NEW_PASSWORD = 'Trgovac-Lozinka-2026!';

test('a new merchant sets its password and lands in the merchant area, without a credit score', async ({
  page,
  request,
}) => {
  const database = await attachE2eDatabase();
  try {
    const merchant = await createE2eMerchant(database.db, `Prvi ${randomUUID().slice(0, 8)}`);
    const user = await database.db
      .selectFrom('merchant_users')
      .innerJoin('users', 'users.id', 'merchant_users.user_id')
      .select('users.email')
      .where('merchant_users.merchant_id', '=', merchant.merchantId)
      .executeTakeFirstOrThrow();
    const asked = await request.post('/api/auth/password-reset', {
      headers: { 'x-narate-csrf': '1' },
      data: { email: user.email },
    });
    expect(asked.status()).toBe(200);
    const mail = await latestMessage(request, user.email, /reset-password#token=/);
    const link = /(https?:\/\/\S+reset-password#token=[\w-]+)/.exec(mail.text_body)?.[1] ?? '';
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await page.getByLabel('Nova lozinka', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Potvrdi novu lozinku').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Promijeni lozinku' }).click();
    await expect(page).toHaveURL(/\/merchant$/, { timeout: 6_000 });

    await page.goto('/dashboard');
    await expect(page.getByTestId('merchant-only-notice')).toBeVisible();
    await expect(page.getByText('Kredit skor', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Limit potrošnje', { exact: true })).toHaveCount(0);
    // The link came to its mailbox: it is not asked to verify the email again.
    await expect(page.getByText('Verifikuj svoju email adresu')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await database.close();
  }
});

test('a session ended elsewhere: the next save sends to sign in with a note, then back', async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = await createAccount(page.request);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
  await expect(nav.getByRole('button', { name: 'Meni naloga' })).toBeVisible();

  // Another client ends this very session on the server.
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('narate_session'));
  const other = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `${cookie?.name}=${cookie?.value}`, 'x-narate-csrf': '1' },
  });
  expect((await other.post('/api/auth/logout')).status()).toBe(200);
  await other.dispose();

  // The save is refused; the page's own background requests may learn it first, either way the
  // person is taken to sign in.
  try {
    await page.getByLabel('Ime za prikaz').fill('Jelena V.', { timeout: 2_000 });
    await page.getByRole('button', { name: 'Sačuvaj promjene' }).click({ timeout: 2_000 });
  } catch {
    // Already on the sign-in page.
  }
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  await expect(page.getByTestId('session-ended')).toContainText('Tvoja sesija je završena');
  await expect(nav.getByRole('button', { name: 'Meni naloga' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Prijavi se' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Prijavi se', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the checkout sign-in keeps its sign-up and forgotten password at the same checkout', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const sessionId = await createDemoSession(request, 6_000);
  await page.goto(`/checkout/${sessionId}`);
  const box = page.getByRole('tabpanel', { name: 'Prijava' });
  await box.getByRole('link', { name: 'Registruj se' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${sessionId}$`));
  await expect(page.getByRole('tab', { name: 'Novi nalog' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('tab', { name: 'Prijava' }).click();
  await box.getByRole('link', { name: 'Zaboravljena lozinka?' }).click();
  const modal = page.getByRole('dialog', { name: 'Zaboravljena lozinka' });
  await modal.getByLabel('Email').fill(account.email);
  await modal.getByRole('button', { name: 'Pošalji link' }).click();
  await expect(modal).toContainText('Ako nalog sa ovom adresom postoji');
  await expect(page).toHaveURL(new RegExp(`/checkout/${sessionId}$`));

  const mail = await latestMessage(request, account.email, /reset-password#token=/);
  const link = /(https?:\/\/\S+reset-password#\S+)/.exec(mail.text_body)?.[1] ?? '';
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await page.getByLabel('Nova lozinka', { exact: true }).fill('Nova-Lozinka-Korpa-2026!');
  await page.getByLabel('Potvrdi novu lozinku').fill('Nova-Lozinka-Korpa-2026!');
  await page.getByRole('button', { name: 'Promijeni lozinku' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${sessionId}$`), { timeout: 6_000 });
  await expect(page.getByText(`Prijavljen nalog: ${account.email}`)).toBeVisible();
});

test('"Nisi ti? Odjavi se" at the checkout signs the account out and asks who is buying', async ({
  page,
  baseURL,
}) => {
  const database = await attachE2eDatabase();
  try {
    const shopper = await createE2eShopper(database.db);
    await page
      .context()
      .addCookies([{ name: 'narate_session', value: shopper.sessionToken, url: baseURL ?? '' }]);
    const sessionId = await createDemoSession(page.request, 3_000);
    await page.goto(`/checkout/${sessionId}`);
    await expect(page.getByText('Prijavljen nalog:')).toBeVisible();
    await page.getByRole('button', { name: 'Nisi ti? Odjavi se' }).click();
    await expect(page.getByRole('tab', { name: 'Prijava' })).toBeVisible();
    await expect(page.getByText('Prijavljen nalog:')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/checkout/${sessionId}$`));
    await expectNoSeriousA11yViolations(page);
  } finally {
    await database.close();
  }
});

test('an unverified email at the checkout is verified in place and the purchase carries on', async ({
  page,
  baseURL,
}) => {
  const database = await attachE2eDatabase();
  try {
    const shopper = await createE2eShopper(database.db);
    await page
      .context()
      .addCookies([{ name: 'narate_session', value: shopper.sessionToken, url: baseURL ?? '' }]);
    const me = (await (await page.request.get('/api/auth/session')).json()) as {
      user: { id: string; email: string };
    };
    await database.db
      .updateTable('profiles')
      .set({ email_verified: false })
      .where('id', '=', me.user.id)
      .execute();
    const sessionId = await createDemoSession(page.request, 3_000);
    await page.goto(`/checkout/${sessionId}`);
    await expect(page.getByTestId('decline-next-step')).toContainText('Pošalji sebi kod');
    await page.getByRole('button', { name: 'Pošalji kod na email' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const code = await latestCode(page.request, me.user.email);
    await dialog.getByLabel('Verifikacioni kod').fill(code);
    await dialog.getByRole('button', { name: 'Verifikuj' }).click();
    await expect(page.getByTestId('plan-schedule')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/checkout/${sessionId}$`));
  } finally {
    await database.close();
  }
});
