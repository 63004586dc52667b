import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_SHOPPER,
  expectNoSeriousA11yViolations,
  signInViaApi,
} from './support/fixtures';
import { submitPartnerForm, uniquePib, uniqueSurname } from './support/partner-application';

function statValue(page: Page, label: string) {
  return page.getByRole('group', { name: label }).getByTestId('stat-value');
}

/** Waits until a counter's animated digits have reached the value it counts to. */
async function expectCounterSettled(page: Page, label: string) {
  const group = page.getByRole('group', { name: label });
  await expect
    .poll(async () => {
      const [shown, target] = await Promise.all([
        group.getByTestId('stat-value').textContent(),
        group.locator('.sr-only').textContent(),
      ]);
      return shown === target;
    })
    .toBe(true);
}

async function pendingCount(page: Page): Promise<number> {
  return Number((await statValue(page, 'Poruke na čekanju').textContent())?.replace(/\D/g, ''));
}

test.describe('admin area', () => {
  test('from a partner application to an approved merchant', async ({ page, browser }) => {
    test.slow();
    const surname = uniqueSurname();
    const contactName = `Jovana ${surname}`;
    const companyName = `Jadran ${surname} d.o.o.`;

    // The admin watches the dashboard; the counters count up and settle on the stats.
    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administracija');
    await expect(statValue(page, 'Korisnici')).not.toHaveText('0');
    await expect(statValue(page, 'Transakcije')).not.toHaveText('0');
    await expect(statValue(page, 'Prosječan kredit skor')).not.toHaveText('0');
    await expectCounterSettled(page, 'Poruke na čekanju');
    const before = await pendingCount(page);

    // A visitor, in a browser of their own, sends a partner application (which is also the
    // contact message an admin reads, with the company details as formatted text).
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/postani-partner');
    await submitPartnerForm(visitorPage, {
      companyName,
      pib: uniquePib(),
      contactLastName: surname,
    });
    await visitor.close();

    // The open dashboard picks it up without a reload.
    await expect.poll(() => pendingCount(page), { timeout: 20_000 }).toBeGreaterThan(before);

    // Find the shopper by search and change their limit.
    await page.getByRole('link', { name: 'Upravljaj korisnicima' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.getByLabel('Pretraga po imenu ili emailu').fill('kupac@');
    const table = page.getByRole('table', { name: 'Korisnici sa kredit skorom i limitom' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('Prosječan');
    await table.getByRole('link', { name: 'Otvori korisnika Marko Petrović' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marko Petrović');

    const limit = page.getByLabel('Novi limit (EUR)');
    await limit.fill('400');
    await page.getByRole('button', { name: 'Sačuvaj limit' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Limit potrošnje mora biti između 0 € i 300' }),
    ).toBeVisible();
    await limit.fill('250,50');
    await page.getByRole('button', { name: 'Sačuvaj limit' }).click();
    await expect(page.getByText('Limit je promijenjen na 250,50\u00a0€.')).toBeVisible();
    const history = page.getByRole('list').filter({ hasText: 'Promjena limita' });
    await expect(history.getByRole('listitem').first()).toContainText('Ana Admin');
    await expect(history.getByRole('listitem').first()).toContainText('250,50\u00a0€');
    // Back to the demo shopper's starting limit, for the other tests.
    await limit.fill('100');
    await page.getByRole('button', { name: 'Sačuvaj limit' }).click();
    await expect(page.getByText('Limit je promijenjen na 100,00\u00a0€.')).toBeVisible();

    // The message: pending → in progress → resolved, with notes.
    await page
      .getByRole('navigation', { name: 'Administracija' })
      .getByRole('link', { name: 'Poruke' })
      .click();
    await page.getByLabel('Razlog').selectOption({ label: 'Zahtjev za partnerstvo' });
    await page.getByRole('button', { name: `Otvori poruku od ${contactName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Poruka od ${contactName}` });
    await expect(dialog.getByText('Na čekanju').first()).toBeVisible();
    await dialog.getByLabel('Bilješke administratora').fill('Zvala sam, šalju dokumentaciju.');
    await dialog.getByRole('button', { name: 'Označi kao u obradi' }).click();
    await expect(page.getByText('Status ažuriran: U obradi')).toBeVisible();
    await expect(dialog.getByText('U obradi').first()).toBeVisible();
    await dialog.getByLabel('Bilješke administratora').fill('Dokumentacija stigla, sve u redu.');
    await dialog.getByRole('button', { name: 'Označi kao riješeno' }).click();
    await expect(page.getByText('Status ažuriran: Riješeno')).toBeVisible();
    await expect(dialog.getByText('Poruka je riješena i više se ne mijenja.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Označi kao/ })).toHaveCount(0);
    await expect(dialog.getByText('Dokumentacija stigla, sve u redu.').first()).toBeVisible();
    await expect(dialog.getByText('Promjena statusa poruke')).toHaveCount(2);

    // Approve the application: the merchant gets the suggested Starter tier.
    await dialog.getByRole('button', { name: 'Odobri', exact: true }).click();
    const approve = page.getByRole('dialog', { name: 'Odobri zahtjev' });
    await expect(approve.getByLabel('Cjenovni paket')).toHaveValue('starter');
    await approve.getByRole('button', { name: 'Odobri i kreiraj trgovca' }).click();
    await expect(
      page.getByText(`Zahtjev je odobren. Trgovac ${companyName} je kreiran.`),
    ).toBeVisible();
    await expect(
      dialog.getByText(`Trgovac: ${companyName} · Starter · provizija 3\u00a0%`),
    ).toBeVisible();
    await expect(dialog.getByText('Zahtjev za partnerstvo odobren')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Odobri', exact: true })).toHaveCount(0);

    // The new merchant is offered in the transactions filter.
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: 'Administracija' })
      .getByRole('link', { name: 'Transakcije' })
      .click();
    await expect(
      page.getByLabel('Trgovac').locator('option', { hasText: companyName }),
    ).toHaveCount(1);
  });

  test('transactions filter by status and page on the server', async ({ page }) => {
    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/admin/transactions');
    const table = page.getByRole('table', { name: 'Transakcije' });
    // Other tests add purchases to the same database: the unfiltered list has at least the demo
    // shopper's three; the paid-off filter keeps only paid-off rows (the demo's headphones are one).
    const rows = () => table.getByRole('row').count();
    await expect.poll(rows).toBeGreaterThanOrEqual(4);
    await page.getByLabel('Status').selectOption({ label: 'Otplaćen' });
    await expect(page).toHaveURL(/status=paid/);
    // The server's answer replaces the rows: wait until no row is still owed. A paid purchase
    // shows its order's own word when the order ended otherwise (withdrawn, refunded), which
    // other tests make, so the test looks for the absence of the owed words.
    const onlyPaidOff = async () => {
      const texts = (await table.getByRole('row').allInnerTexts()).slice(1);
      return (
        texts.length > 0 &&
        texts.every((row) => !row.includes('Aktivan') && !row.includes('Kašnjenje'))
      );
    };
    await expect.poll(onlyPaidOff).toBe(true);
    await page.getByRole('button', { name: 'Poništi filtere' }).click();
    await expect.poll(rows).toBeGreaterThanOrEqual(4);
  });

  test('a non-admin who types an admin address lands on /dashboard', async ({ page }) => {
    await signInViaApi(page, DEMO_SHOPPER);
    for (const path of ['/admin/users', '/admin/transactions', '/admin/users/123']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    const api = await page.request.get('/api/admin/users');
    expect(api.status()).toBe(403);
  });

  test('axe finds no serious violation on the admin pages @mobile', async ({ page }) => {
    // Five pages, each scanned by axe: on a busy machine that outlasts one test's minute.
    test.slow();
    await signInViaApi(page, DEMO_ADMIN);
    for (const [path, heading] of [
      ['/admin/dashboard', 'Administracija'],
      ['/admin/users', 'Korisnici'],
      ['/admin/contacts', 'Poruke'],
      ['/admin/transactions', 'Transakcije'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto('/admin/users?q=kupac%40narate.me');
    await page.getByRole('link', { name: 'Otvori korisnika Marko Petrović' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marko Petrović');
    await expect(page.getByRole('heading', { name: 'Istorija izmjena' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
