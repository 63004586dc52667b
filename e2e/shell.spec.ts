import { expect, test } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_SHOPPER,
  expectNoSeriousA11yViolations,
  signInViaApi,
} from './support/fixtures';

const PUBLIC_ROUTES = [
  '/',
  '/kako-radi',
  '/o-nama',
  '/sigurnost',
  '/kontakt',
  '/signup',
  '/business-signup',
  '/postani-partner',
  '/auth',
  '/login',
  '/reset-password',
];
const PROTECTED_ROUTES = ['/dashboard'];
const ADMIN_ROUTES = ['/admin/dashboard', '/admin/users', '/admin/contacts'];

test.describe('routes', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} answers with a page and the shell`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('navigation', { name: 'Glavna navigacija' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Ups! Ova stranica ne postoji.')).toHaveCount(0);
      await expect(page.locator('footer')).toBeVisible();
    });
  }

  test('an unknown path shows the 404 page with a link home and a 404 status', async ({ page }) => {
    const response = await page.goto('/ovo-ne-postoji');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Ups! Ova stranica ne postoji.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Vrati se na početnu' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('unknown /api paths answer a JSON 404', async ({ request }) => {
    const response = await request.get('/api/ne-postoji');
    expect(response.status()).toBe(404);
    expect((await response.json()).error).toBe('not_found');
  });

  for (const path of [
    ...PROTECTED_ROUTES,
    ...ADMIN_ROUTES,
    '/admin/users/123',
    '/admin/transactions',
  ]) {
    test(`${path} without a session lands on /auth, with the page as next`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
    });
  }

  test('a signed-in non-admin who types an admin URL lands on /dashboard', async ({ page }) => {
    await signInViaApi(page, DEMO_SHOPPER);
    for (const path of ADMIN_ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('signed-in users are sent from sign-up and login to /dashboard', async ({ page }) => {
    await signInViaApi(page, DEMO_SHOPPER);
    for (const path of ['/signup', '/auth', '/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });
});

test.describe('back button', () => {
  test('is absent on / and present elsewhere', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nazad' })).toHaveCount(0);
    await page.goto('/o-nama');
    await expect(page.getByRole('button', { name: 'Nazad' })).toBeVisible();
  });

  test('shows its tooltip and goes back in history', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Kako radi' }).first().click();
    await expect(page).toHaveURL(/\/kako-radi$/);
    const back = page.getByRole('button', { name: 'Nazad' });
    await back.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Vrati se nazad');
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('goes back to our page loaded before a full page load', async ({ page }) => {
    await page.goto('/o-nama');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A full load from a page of ours (as a link followed before the app takes over, or a
    // reload): the router's history of the new page starts empty.
    await page.evaluate(() => window.location.assign('/kontakt'));
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Nazad' }).click();
    await expect(page).toHaveURL(/\/o-nama$/);
  });

  test('goes home when the page was opened directly', async ({ page }) => {
    await page.goto('/kontakt');
    await page.getByRole('button', { name: 'Nazad' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('navigation', () => {
  test('signed out: logo, three links and the login button', async ({ page }) => {
    await page.goto('/o-nama');
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
    await nav.getByRole('link', { name: 'Postani partner' }).click();
    await expect(page).toHaveURL(/\/postani-partner$/);
    await nav.getByRole('link', { name: 'O nama' }).click();
    await expect(page).toHaveURL(/\/o-nama$/);
    await nav.getByRole('link', { name: 'Prijavi se' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await nav.getByRole('link', { name: 'NaRate početna' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed in as admin: Admin button, avatar menu and sign-out', async ({ page }) => {
    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
    await expect(nav.getByRole('link', { name: 'Prijavi se' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Administracija' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await nav.getByRole('button', { name: 'Meni naloga' }).click();
    await page.getByRole('menuitem', { name: 'Kontrolna tabla' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await nav.getByRole('button', { name: 'Meni naloga' }).click();
    await page.getByRole('menuitem', { name: 'Odjavi se' }).click();
    await expect(page.getByText('Odjava', { exact: true })).toBeVisible();
    await expect(page.getByText('Odjava je uspjela.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Prijavi se' })).toBeVisible();
  });

  test('a shopper sees no Admin button', async ({ page }) => {
    await signInViaApi(page, DEMO_SHOPPER);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
    await expect(nav.getByRole('button', { name: 'Meni naloga' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Administracija' })).toHaveCount(0);
  });

  test('footer links and the language switch', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const [name, path] of [
      ['Kako radi', '/kako-radi'],
      ['Sigurnost', '/sigurnost'],
      ['Kontakt', '/kontakt'],
      ['O nama', '/o-nama'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    await expect(footer.getByRole('link', { name: 'Za trgovce' })).toHaveAttribute(
      'href',
      '/#trgovci',
    );
    await footer.getByLabel('Jezik').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(footer.getByText('All rights reserved.')).toBeVisible();
    await footer.getByLabel('Language').selectOption('me');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn-ME');
  });

  test('the mobile menu collapses and holds the same items @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone width only');
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Otvori meni' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Kako radi' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'O nama' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Postani partner' })).toBeVisible();
    await menu.getByRole('link', { name: 'Prijavi se' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(menu).toHaveCount(0);
  });
});

test.describe('accessibility of the shell @mobile', () => {
  for (const path of ['/', '/o-nama', '/ovo-ne-postoji']) {
    test(`axe finds no serious violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('axe finds no serious violation on the signed-in shell', async ({ page }) => {
    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
