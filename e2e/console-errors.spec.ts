// Every page, signed out and signed in as each role, loads without a console error, an uncaught
// exception or a Content-Security-Policy violation (a blocked inline style or script logs one).
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MERCHANT_LOGIN, DEMO_SHOPPER, signInViaApi } from './support/fixtures';
import { createCheckoutSession } from './support/checkout';

const NOT_FOUND_PATH = '/ovo-ne-postoji';
const PUBLIC_PATHS = [
  '/',
  '/?lang=en',
  '/kako-radi',
  '/o-nama',
  '/sigurnost',
  '/kontakt',
  '/kontakt?lang=en',
  '/aplikacija',
  '/signup',
  '/auth',
  '/login',
  '/business-signup',
  '/postani-partner',
  '/reset-password?token=nepostojeci',
  '/demo-shop',
  '/dev/mailbox',
  NOT_FOUND_PATH,
];

interface Problems {
  messages: string[];
}

/** Collects console errors, page errors and CSP violations from the moment the page opens. */
async function watch(page: Page): Promise<Problems> {
  const problems: Problems = { messages: [] };
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The 404 page is answered with status 404 on purpose; Chromium logs that for the document.
    const documentNotFound =
      message.text().includes('status of 404') && message.location().url === page.url();
    if (!documentNotFound || !page.url().includes(NOT_FOUND_PATH))
      problems.messages.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.messages.push(`page error: ${error.message}`));
  return problems;
}

async function visit(page: Page, problems: Problems, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems.messages, `on ${path}`).toEqual([]);
}

test.describe('no console errors', () => {
  test('public pages, signed out', async ({ page }) => {
    test.slow();
    const problems = await watch(page);
    for (const path of PUBLIC_PATHS) await visit(page, problems, path);
  });

  test('a shopper’s pages and a toast', async ({ page }) => {
    const problems = await watch(page);
    await signInViaApi(page, DEMO_SHOPPER);
    for (const path of ['/', '/dashboard', '/dashboard/transakcije', '/kontakt'])
      await visit(page, problems, path);
    // A toast appears without breaking the policy (the old library injected a <style>).
    await page.getByRole('button', { name: 'Pošalji poruku' }).click();
    await expect(page.locator('[data-toast]').first()).toContainText('Greška validacije');
    expect(problems.messages).toEqual([]);
  });

  test('the merchant area and a hosted checkout', async ({ page, request, baseURL }) => {
    const id = await createCheckoutSession(request, 5000, {
      item: 'Knjiga',
      reference: `console-${Date.now()}`,
      idempotencyKey: crypto.randomUUID(),
      demoShopAt: baseURL,
    });
    const problems = await watch(page);
    await visit(page, problems, `/checkout/${id}`);
    await signInViaApi(page, DEMO_MERCHANT_LOGIN);
    await visit(page, problems, '/merchant');
  });

  test('the admin pages', async ({ page }) => {
    const problems = await watch(page);
    await signInViaApi(page, DEMO_ADMIN);
    const users = await page.request.get('/api/admin/users?q=kupac%40');
    const { items } = (await users.json()) as { items: { id: string }[] };
    const userId = items[0]?.id;
    expect(userId).toBeTruthy();
    for (const path of [
      '/admin/dashboard',
      '/admin/users',
      `/admin/users/${userId}`,
      '/admin/contacts',
      '/admin/transactions',
      '/admin/reviews',
      '/admin/reconciliation',
    ])
      await visit(page, problems, path);
  });
});
