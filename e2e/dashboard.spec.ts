import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { shell } from '#shared/i18n/me/shell';
import { creditLevelName } from '#client/i18n/credit-level';
import { expect, test } from '@playwright/test';
import { createAccount, expectToast } from './support/accounts';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, signInViaApi } from './support/fixtures';
import { devMailboxUrl } from './support/test-environment';

test.describe('dashboard', () => {
  test('shows the score ring, band, limit, account info and the demo purchases @mobile', async ({
    page,
    isMobile,
  }) => {
    await signInViaApi(page, DEMO_SHOPPER);
    // The demo history is made by the real services: the page shows what the API holds.
    const credit = (await (await page.request.get('/api/me/credit-score')).json()) as {
      score: number;
      spendingLimitCents: number;
    };
    const score = String(credit.score);
    const band = creditLevelName(shell.creditLevels, credit.score);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zdravo, Marko Petrović!');
    await expect(page.getByTestId('credit-score')).toHaveText(score);
    await expect(page.getByTestId('credit-band')).toHaveText(band);
    // The ring and its label use the real top score (levels go to 1000), not 850.
    await expect(page.getByTestId('score-ring')).toHaveAttribute(
      'data-fraction',
      (credit.score / 1000).toFixed(4),
    );
    await expect(
      page.getByRole('img', { name: `Kredit skor ${score} od 1000, nivo ${band}` }),
    ).toBeVisible();
    await expect(page.getByText('od 1000', { exact: true })).toBeAttached();
    await expect(page.getByTestId('spending-limit')).toHaveText(
      `${(credit.spendingLimitCents / 100).toFixed(2).replace('.', ',')} €`,
    );
    await expect(page.getByText('Verifikovan broj telefona: +20 bodova')).toBeVisible();
    await expect(page.getByText(DEMO_SHOPPER.email).first()).toBeVisible();
    await expect(page.getByText('Aktivan').first()).toBeVisible();

    const purchases = isMobile
      ? page.getByRole('list', { name: 'Posljednje kupovine' }).getByRole('listitem')
      : page.getByRole('table', { name: 'Posljednje kupovine' }).getByRole('row');
    await expect(purchases).toHaveCount(isMobile ? 3 : 4);
    const card = isMobile
      ? page.getByRole('list', { name: 'Posljednje kupovine' })
      : page.getByRole('table', { name: 'Posljednje kupovine' });
    // The order vocabulary every screen shares: paid off, active (still owed), overdue.
    await expect(card.getByText('Otplaćen')).toHaveCount(1);
    await expect(card.getByText('Aktivan')).toHaveCount(2);
    await expect(card.getByText('Na čekanju')).toHaveCount(0);
    await expect(card.getByText('Kašnjenje')).toHaveCount(0);
    await expect(card.getByText('60,00 €')).toBeVisible();
    // Each purchase is a plan on the dashboard; the two active ones can be paid from there.
    await expect(page.getByTestId('plan-card')).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^Plati 2\. ratu/ })).toHaveCount(1);
    fs.mkdirSync('screenshots', { recursive: true });
    await page.screenshot({
      path: `screenshots/dashboard-demo-shopper-${isMobile ? 390 : 1440}.png`,
      fullPage: true,
    });

    await page.goto('/dashboard/transakcije');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sve kupovine');
    await expect(page.getByText('Ukupno kupovina: 3')).toBeVisible();
    await expect(page.getByText('Strana 1 od 1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sljedeća' })).toBeDisabled();
  });

  test('a new account has no purchases and no "show all" button', async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/dashboard');
    await expect(page.getByText('Još nemaš kupovina.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prikaži sve' })).toHaveCount(0);
  });

  test('edits the profile; empty display name falls back to the generic greeting', async ({
    page,
  }) => {
    await createAccount(page.request, { firstName: 'Petar', lastName: 'Marković' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zdravo, Petar Marković!');
    const name = page.getByLabel('Ime za prikaz');
    const save = page.getByRole('button', { name: 'Sačuvaj promjene' });

    await name.fill('x'.repeat(101));
    await save.click();
    await expectToast(page, 'Greška validacije');
    await expectToast(page, 'Ime za prikaz mora biti kraće od 100 karaktera');
    // The credit area asks for nothing social: no "about me" text.
    await expect(page.getByLabel('O meni')).toHaveCount(0);
    await name.fill('Pero');
    await save.click();
    await expectToast(page, 'Profil je ažuriran.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zdravo, Pero!');

    await name.fill('   ');
    await save.click();
    await expectToast(page, 'Profil je ažuriran.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zdravo!');
    await page.reload();
    await expect(page.getByLabel('Ime za prikaz')).toHaveValue('');
  });

  test('downloads all my data as JSON', async ({ page }) => {
    const account = await createAccount(page.request);
    await page.goto('/dashboard');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Preuzmi moje podatke' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^narate-moji-podaci-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await fsp.readFile(await download.path(), 'utf8'));
    expect(data.account.email).toBe(account.email);
    expect(data.profile.jmbgMasked).toBe(`**********${account.jmbg.slice(-3)}`);
    expect(data.creditScore.score).toBe(520);
    expect(JSON.stringify(data)).not.toContain(account.jmbg);
    await expectToast(page, 'Tvoji podaci su preuzeti.');
  });

  test('deletes the account after the password is confirmed', async ({ page, request }) => {
    const account = await createAccount(page.request);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Obriši nalog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Obrisati nalog?' });
    const confirm = dialog.getByRole('button', { name: 'Trajno obriši nalog' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Lozinka').fill('Pogresna-Lozinka-1!');
    await confirm.click();
    await expect(dialog.getByText('Lozinka nije ispravna.')).toBeVisible();
    await dialog.getByLabel('Lozinka').fill(account.password);
    await confirm.click();
    await expectToast(page, 'Nalog je obrisan');
    await expect(page).toHaveURL(/\/$/);
    const login = await request.post('/api/auth/login', {
      headers: { 'x-narate-csrf': '1' },
      data: { email: account.email, password: account.password },
    });
    expect(login.status()).toBe(401);
  });

  test('refuses deletion while instalments are still owed, with the reason', async ({ page }) => {
    await signInViaApi(page, DEMO_SHOPPER);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Obriši nalog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Obrisati nalog?' });
    await dialog.getByLabel('Lozinka').fill(DEMO_SHOPPER.password);
    await dialog.getByRole('button', { name: 'Trajno obriši nalog' }).click();
    await expectToast(
      page,
      'Nalog ne možeš obrisati dok imaš neotplaćene rate. Otplati ih, pa pokušaj ponovo.',
    );
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('lists the signed-in devices and signs out the others after a confirmation', async ({
    page,
    request,
  }) => {
    const account = await createAccount(page.request);
    // A second device: the same account signed in from another client.
    const other = await request.post('/api/auth/login', {
      headers: { 'x-narate-csrf': '1', 'user-agent': 'Mozilla/5.0 (iPhone) Safari/604.1' },
      data: { email: account.email, password: account.password },
    });
    expect(other.status()).toBe(200);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Prijavljeni uređaji' });
    await expect(card.getByText('Ovaj uređaj')).toBeVisible();
    await expect(card.getByRole('button', { name: /Odjavi uređaj/ })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'Odjavi se sa svih drugih uređaja' }).click();
    await page.getByRole('button', { name: 'Odjavi ostale uređaje' }).click();
    await expectToast(page, 'Odjavljen/a si sa svih drugih uređaja.');
    await expect(card.getByText('Nema drugih prijavljenih uređaja.')).toBeVisible();
    expect((await request.get('/api/me/profile')).status()).toBe(401);
  });

  test('axe finds no serious violation on the dashboard and the purchases list @mobile', async ({
    page,
  }) => {
    await signInViaApi(page, DEMO_SHOPPER);
    await page.goto('/dashboard');
    await expect(page.getByTestId('credit-score')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/dashboard/transakcije');
    await expect(page.getByText('Ukupno kupovina: 3')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('dev mailbox', () => {
  test('lists kept messages newest first and filters by recipient', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto(devMailboxUrl());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Razvojno sanduče');
    await page.getByLabel('Primalac').fill(account.email);
    await page.getByRole('button', { name: 'Filtriraj' }).click();
    const messages = page.getByTestId('mailbox-message');
    await expect(messages).toHaveCount(2);
    await expect(messages.first()).toContainText('Tvoj NaRate nalog je spreman!');
    await expect(messages.nth(1)).toContainText('Tvoj NaRate verifikacioni kod');
    await expect(messages.first().getByRole('link', { name: /\/dashboard$/ })).toBeVisible();
  });
});
