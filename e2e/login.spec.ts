import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectToast, latestMessage, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { DEV_MAILBOX_HEADERS } from './support/test-environment';
import { auth as enAuth } from '#shared/i18n/en/auth';
import { auth as meAuth } from '#shared/i18n/me/auth';
import { phoneTag } from './support/layout';

const NEW_PASSWORD = 'Nova-Lozinka-2026!';

async function logIn(page: Page, email: string, password: string, rememberMe = false) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Lozinka', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Zapamti me').check();
  await page.getByRole('button', { name: 'Prijavi se', exact: true }).last().click();
}

function loginForm(page: Page) {
  return page.getByRole('main');
}

test.describe('login', () => {
  test('a wrong password is refused with the login error messages, the right one opens the dashboard @mobile', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prijavi se na svoj nalog');
    await expect(loginForm(page).getByRole('link', { name: 'Registruj se' })).toHaveAttribute(
      'href',
      '/signup',
    );

    await logIn(page, account.email, 'Pogresna-Lozinka-1!');
    await expectToast(page, 'Greška prilikom prijave');
    await expectToast(page, 'Pogrešan email ili lozinka.');
    await expect(page.getByText('Neispravni podaci za prijavu')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Lozinka', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.getByLabel('Lozinka', { exact: true }).fill(account.password);
    await loginForm(page).getByRole('button', { name: 'Prijavi se', exact: true }).click();
    await expectToast(page, 'Prijava je uspjela!');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zdravo, Jelena Vuković!');
  });

  test('/login is the same page, and show/hide reveals the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Lozinka', { exact: true });
    await password.fill('Tajna-Lozinka-1!');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Prikaži lozinku' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Sakrij lozinku' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('remember me keeps a long-lived session; otherwise it ends with the browser', async ({
    page,
    context,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/auth');
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const browserOnly = (await context.cookies()).find((c) => c.name === 'narate_session');
    expect(browserOnly?.expires).toBe(-1);
    expect(browserOnly).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await context.clearCookies();
    await page.goto('/auth');
    await logIn(page, account.email, account.password, true);
    await expect(page).toHaveURL(/\/dashboard$/);
    const remembered = (await context.cookies()).find((c) => c.name === 'narate_session');
    expect(remembered?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 20 * 86_400);
  });

  test('shows the validation messages of the form', async ({ page }) => {
    await page.goto('/auth');
    const submit = loginForm(page).getByRole('button', { name: 'Prijavi se', exact: true });
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Lozinka', { exact: true });
    for (const [emailValue, passwordValue, message] of [
      ['nije-email', 'Sigurna-Lozinka1!', 'Nevažeća email adresa'],
      [`${'a'.repeat(251)}@x.me`, 'Sigurna-Lozinka1!', 'Email mora biti kraći od 255 karaktera'],
      ['ana@primjer.me', 'Kratka1!', 'Lozinka mora imati najmanje 12 karaktera'],
      ['ana@primjer.me', `Aa1!${'x'.repeat(125)}`, 'Lozinka mora biti kraća od 128 karaktera'],
      ['ana@primjer.me', 'SAMOVELIKA123!', 'Lozinka mora sadržati najmanje jedno malo slovo'],
      ['ana@primjer.me', 'samomala1234!', 'Lozinka mora sadržati najmanje jedno veliko slovo'],
      ['ana@primjer.me', 'BezCifaraOvdje!', 'Lozinka mora sadržati najmanje jednu cifru'],
      [
        'ana@primjer.me',
        'BezSpecijalnih123',
        'Lozinka mora sadržati najmanje jedan specijalni karakter',
      ],
    ] as const) {
      await email.fill(emailValue);
      await password.fill(passwordValue);
      await submit.click();
      const toast = page.locator('[data-toast]').filter({ hasText: message }).last();
      await expect(toast).toContainText('Greška validacije');
    }
  });

  for (const locale of ['me', 'en'] as const) {
    test(`a wrong password warns how many tries are left before the lock (${locale})${phoneTag(locale)}`, async ({
      page,
      request,
      baseURL,
    }) => {
      const l = (locale === 'en' ? enAuth : meAuth).login;
      const account = await createAccount(request);
      await page
        .context()
        .addCookies([{ name: 'narate_locale', value: locale, url: baseURL ?? '' }]);
      await page.goto('/auth');
      const password = page.getByLabel(l.password, { exact: true });
      // One wrong password is enough to see the warning: every wrong password in the run also
      // counts against this one address (127.0.0.1), which locks after 30 across all emails.
      for (const left of [4]) {
        await page.getByLabel(l.email, { exact: true }).fill(account.email);
        await password.fill(`Pogresna-Lozinka-${left}!`);
        await page.getByRole('button', { name: l.submit, exact: true }).last().click();
        await expect(page.getByText(l.attemptsLeft(left))).toBeVisible();
      }
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('repeated failures from one address lock the account there for a while', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/auth');
    for (let i = 0; i < 5; i += 1) {
      await logIn(page, account.email, `Pogresna-Lozinka-${i}!`);
      await expect(page.locator('[data-toast]').first()).toBeVisible();
    }
    await logIn(page, account.email, account.password);
    await expectToast(page, 'Previše neuspješnih pokušaja. Pokušaj ponovo za 15 minuta.');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('axe finds no serious violation on the login page and the forgot-password modal @mobile', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Zaboravljena lozinka?' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('forgotten password', () => {
  test('a link by email sets a new password once, within the hour @mobile', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const account = await createAccount(request);
    // Another device, signed in with the old password: it is signed out by the change.
    const otherDevice = await playwright.request.newContext({ baseURL });
    const other = await otherDevice.post('/api/auth/login', {
      headers: { 'x-narate-csrf': '1' },
      data: { email: account.email, password: account.password },
    });
    expect(other.status()).toBe(200);

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Zaboravljena lozinka?' }).click();
    const modal = page.getByRole('dialog', { name: 'Zaboravljena lozinka' });
    await modal.getByLabel('Email').fill('nije-email');
    await modal.getByRole('button', { name: 'Pošalji link' }).click();
    await expectToast(page, 'Nevažeća email adresa');
    await modal.getByLabel('Email').fill(account.email);
    await modal.getByRole('button', { name: 'Pošalji link' }).click();
    await expectToast(page, 'Email poslat!');
    await expect(modal).toContainText('Ako nalog sa ovom adresom postoji');
    // The confirmation closes itself after 3 s.
    await expect(modal).toHaveCount(0, { timeout: 6_000 });

    const mail = await latestMessage(request, account.email, /reset-password#token=/);
    const link = /(https?:\/\/\S+reset-password#token=[\w-]+)/.exec(mail.text_body)?.[1] ?? '';
    expect(link).not.toBe('');
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Postavi novu lozinku');

    const password = page.getByLabel('Nova lozinka', { exact: true });
    const confirm = page.getByLabel('Potvrdi novu lozinku');
    const submit = page.getByRole('button', { name: 'Promijeni lozinku' });
    await password.fill('slaba');
    await expect(page.getByText('Slaba lozinka')).toBeVisible();
    await submit.click();
    await expectToast(page, 'Lozinka mora imati najmanje 12 karaktera');
    await password.fill(NEW_PASSWORD);
    await expect(page.getByText('Jaka lozinka')).toBeVisible();
    await confirm.fill('Nesto-Drugo-123!');
    await submit.click();
    await expectToast(page, 'Lozinke se ne poklapaju');
    await confirm.fill(NEW_PASSWORD);
    await submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Lozinka je promijenjena' }),
    ).toBeVisible();
    await expectToast(page, 'Lozinka je uspješno promijenjena.');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });

    // The other device's session has ended; the old password no longer works, the new one does.
    const otherSession = await otherDevice.get('/api/auth/session');
    expect(await otherSession.json()).toEqual({ user: null });
    await otherDevice.dispose();
    const headers = { 'x-narate-csrf': '1' };
    const old = await request.post('/api/auth/login', {
      headers,
      data: { email: account.email, password: account.password },
    });
    expect(old.status()).toBe(401);

    // The link works once.
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await expect(page.getByText('Ovaj link je već iskorišten. Zatraži novi link.')).toBeVisible();
    await page.getByRole('link', { name: 'Zatraži novi link' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('answers the same for an unknown email', async ({ page, request }) => {
    const email = uniqueEmail('nepostojeci');
    await page.goto('/auth?zaboravljena-lozinka');
    const modal = page.getByRole('dialog', { name: 'Zaboravljena lozinka' });
    await modal.getByLabel('Email').fill(email);
    await modal.getByRole('button', { name: 'Pošalji link' }).click();
    await expectToast(page, 'Email poslat!');
    const mailbox = await request.get(`/api/dev/mailbox?recipient=${encodeURIComponent(email)}`, {
      headers: DEV_MAILBOX_HEADERS,
    });
    expect((await mailbox.json()).messages).toEqual([]);
  });

  test('a link without a token explains itself', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(
      page.getByText('Ovaj link nije potpun. Otvori ga ponovo iz emaila ili zatraži novi.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Zatraži novi link' }).click();
    await expect(page.getByRole('dialog', { name: 'Zaboravljena lozinka' })).toBeVisible();
  });
});
