// Responsible lending through the browser: one person one account, the pre-contract PDF at the
// checkout, the terms from the sign-up checkbox, the legal pages and the limit rules.
import { expect, test } from '@playwright/test';
import { createDemoSession } from './support/checkout';
import {
  createAccount,
  expectToast,
  latestCode,
  latestMessage,
  PASSWORD,
  uniqueEmail,
  uniquePhone,
} from './support/accounts';
import { expectNoSeriousA11yViolations, signInViaApi } from './support/fixtures';

test.describe('responsible lending', () => {
  test('a second sign-up with a used JMBG is refused after the code, without naming the JMBG @mobile', async ({
    page,
    request,
  }) => {
    // Signed up from another client: this page stays signed out.
    const first = await createAccount(request);
    await page.goto('/signup');
    await page.getByLabel('Ime', { exact: true }).fill('Marko');
    await page.getByLabel('Prezime', { exact: true }).fill('Marković');
    const email = uniqueEmail('drugi');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Broj telefona').fill(uniquePhone());
    await page.getByLabel('JMBG').fill(first.jmbg);
    await page.getByLabel('Lozinka', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Potvrdi lozinku').fill(PASSWORD);
    await page.getByLabel('Prihvatam uslove korištenja i politiku privatnosti').check();
    await page.getByRole('button', { name: 'Kreiraj nalog' }).click();
    // The start answers as for anyone; the JMBG is refused once the address is proven.
    await expectToast(page, 'Kod poslan');
    await page.getByLabel('Verifikacioni kod').fill(await latestCode(request, email));
    await page.getByRole('button', { name: 'Verifikuj', exact: true }).click();
    await expectToast(
      page,
      'Ne možemo otvoriti nalog sa ovim podacima. Ako misliš da je to greška, javi nam se preko stranice /kontakt.',
    );
    await expect(page.getByRole('link', { name: 'Kontaktiraj podršku' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
    const notice = await latestMessage(request, first.email, /tvojim JMBG/);
    expect(notice.subject).toBe('Pokušaj registracije sa tvojim JMBG');
  });

  test('the terms open from the sign-up checkbox', async ({ page, context }) => {
    await page.goto('/signup');
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'uslove korištenja' }).click(),
    ]);
    await expect(terms).toHaveURL(/\/uslovi$/);
    await expect(terms.getByRole('heading', { level: 1, name: 'Uslovi korištenja' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'politiku privatnosti' })).toHaveAttribute(
      'href',
      '/privatnost',
    );
  });

  test('the terms show their version and the parts of a credit agreement, in both languages', async ({
    page,
    context,
  }) => {
    await page.goto('/uslovi');
    await expect(
      page.getByText('Verzija 2026-11-26 · na snazi od 26. novembra 2026.'),
    ).toBeVisible();
    for (const heading of [
      '1. Ugovorne strane i predmet',
      '5. Troškovi: kamata 0 %, bez naknada',
      '9. Kašnjenje',
      '10. Odustanak od kredita (14 dana)',
      '11. Prijevremena otplata',
      '13. Prigovori, nadzor i zaštita potrošača',
      '17. Mjerodavno pravo i sud',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(/Centralnoj banci Crne Gore/)).toBeVisible();
    await context.addCookies([{ name: 'narate_locale', value: 'en', url: page.url() }]);
    await page.goto('/uslovi');
    await expect(
      page.getByText('Version 2026-11-26 · in force from 26 November 2026'),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: '17. Governing law and courts' }),
    ).toBeVisible();
  });

  test('the checkout links a pre-contract PDF that opens', async ({ page }) => {
    const account = await createAccount(page.request);
    await signInViaApi(page, account);
    const sessionId = await createDemoSession(page.request, 4_500, 'Knjiga');
    await page.goto(`/checkout/${sessionId}`);
    const link = page.getByTestId('precontract-pdf');
    await expect(link).toHaveText('Predugovorne informacije (PDF, za čuvanje)');
    const href = await link.getAttribute('href');
    expect(href).toBe(
      `/api/checkout/sessions/${sessionId}/precontract.pdf?instalments=3&locale=me`,
    );
    const pdf = await page.request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByText('6 rata', { exact: false }).first().click();
    await expect(link).toHaveAttribute('href', /instalments=6/);
  });

  test('legal pages, the limit rules and the footer have no dead links @mobile', async ({
    page,
  }) => {
    for (const [path, heading] of [
      ['/uslovi', 'Uslovi korištenja'],
      ['/privatnost', 'Politika privatnosti'],
      ['/prigovori', 'Prigovori'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await expect(page.getByText('u roku od 15 dana')).toBeVisible();
    await expect(page.getByText(/Centrom za alternativno rješavanje sporova/)).toBeVisible();
    await expect(page.locator('footer a[href="#"]')).toHaveCount(0);

    await page.getByLabel('Ime i prezime').fill('Đorđe Šćekić');
    await page.getByLabel('Email za odgovor').fill(uniqueEmail('prigovor'));
    await page.getByLabel('Opis prigovora').fill('Rata je naplaćena dva puta, molim povraćaj.');
    await page.getByRole('button', { name: 'Pošalji prigovor' }).click();
    await expectToast(page, 'Prigovor je primljen pod brojem PR-');

    await page.goto('/kako-radi');
    await expect(page.getByRole('heading', { name: 'Kako raste tvoj limit' })).toBeVisible();
    await expect(
      page.getByText('Bodove za ratu dobijaš na dan njenog dospijeća', { exact: false }),
    ).toBeVisible();
  });

  test('the dashboard explains how the limit grows and takes the income declaration', async ({
    page,
  }) => {
    const account = await createAccount(page.request);
    await signInViaApi(page, account);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Kako raste tvoj limit' })).toBeVisible();
    await expect(page.getByTestId('limit-growth-status')).toContainText('Još nije prošlo 30 dana');
    await page.getByLabel('Mjesečni neto prihod (€)').fill('900');
    await page.getByLabel('Mjesečne fiksne obaveze (€)').fill('350,50');
    await page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
    await expectToast(page, 'Prihodi i obaveze su sačuvani.');
    await expect(page.getByTestId('declaration-summary')).toContainText('549,50');
    await expectNoSeriousA11yViolations(page);
  });
});
