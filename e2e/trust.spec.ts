// What a new shopper, merchant and admin meet on a phone and a desktop, in both languages: the
// back button in the page's flow, the next payment and what is available first on the dashboard,
// one status word for an order everywhere, one toast per topic, each role's landing page after
// login and the list of partner stores.
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { createAccount } from './support/accounts';
import {
  DEMO_ADMIN,
  DEMO_MERCHANT_LOGIN,
  DEMO_SHOPPER,
  expectNoSeriousA11yViolations,
  signInViaApi,
} from './support/fixtures';
import { confirmWithCard } from './support/card-payments';
import { createCheckoutSession } from './support/checkout';
import { phoneTag } from './support/layout';

const LOCALES = ['me', 'en'] as const;
type Locale = (typeof LOCALES)[number];

async function useLocale(context: BrowserContext, baseURL: string | undefined, locale: Locale) {
  await context.addCookies([{ name: 'narate_locale', value: locale, url: baseURL ?? '' }]);
}

/** A purchase through the merchant API and the shopper's confirm, as the hosted checkout does. */
async function buy(request: APIRequestContext, baseURL: string, amountCents: number) {
  const reference = `trust-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const id = await createCheckoutSession(request, amountCents, {
    item: 'Patike',
    reference,
    demoShopAt: baseURL,
  });
  const confirm = await confirmWithCard(request, id, {
    'idempotency-key': `${reference}-confirm`,
  });
  expect(confirm.status(), await confirm.text()).toBe(201);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Fails when the back button's box covers any of the page's first visible elements. */
async function expectBackButtonClear(page: Page, back: Locator) {
  const button = await back.boundingBox();
  expect(button).not.toBeNull();
  const candidates = page.locator(
    'main h1, main h2, main p, main label, main input, main li, main tr, main a, main button',
  );
  const count = Math.min(await candidates.count(), 40);
  let checked = 0;
  for (let i = 0; i < count; i += 1) {
    const element = candidates.nth(i);
    if (await element.evaluate((e) => e.closest('[data-testid="back-bar"]') !== null)) continue;
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    if (!box || box.width === 0) continue;
    checked += 1;
    expect(
      overlaps(button!, box),
      `back button over ${await element.evaluate((e) => e.outerHTML.slice(0, 80))}`,
    ).toBe(false);
  }
  expect(checked).toBeGreaterThan(3);
  // Part of the page, not floating: it scrolls away with the content.
  const bar = page.getByTestId('back-bar');
  for (const position of await bar.evaluate((e) => {
    const chain: string[] = [];
    for (let n: Element | null = e; n && n.tagName !== 'MAIN'; n = n.parentElement) {
      chain.push(getComputedStyle(n).position);
    }
    return chain;
  })) {
    expect(['static', 'relative']).toContain(position);
  }
  for (const position of await back.evaluate((e) => {
    const chain: string[] = [];
    for (
      let n: Element | null = e;
      n && n.getAttribute('data-testid') !== 'back-bar';
      n = n.parentElement
    ) {
      chain.push(getComputedStyle(n).position);
    }
    return chain;
  })) {
    expect(position).not.toBe('fixed');
  }
}

test.describe('back button in the page flow', () => {
  for (const locale of LOCALES) {
    test(`covers nothing on public and signed-in pages (${locale})${phoneTag(locale)}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLocale(context, baseURL, locale);
      const label = locale === 'me' ? 'Nazad' : 'Back';
      for (const path of ['/kako-radi', '/o-nama', '/kontakt', '/auth']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectBackButtonClear(page, page.getByRole('button', { name: label, exact: true }));
      }
      await signInViaApi(page, DEMO_SHOPPER);
      await page.goto('/dashboard');
      await expect(page.getByTestId('credit-score')).toBeVisible();
      await expectBackButtonClear(page, page.getByRole('button', { name: label, exact: true }));
    });
  }
});

test.describe('dashboard: next payment first, and one status word', () => {
  for (const locale of LOCALES) {
    test(`shows the next instalment and what is available after a purchase (${locale})${phoneTag(locale)}`, async ({
      page,
      context,
      baseURL,
      browser,
      isMobile,
    }) => {
      await useLocale(context, baseURL, locale);
      const account = await createAccount(page.request);
      await buy(page.request, baseURL!, 7_900);
      const spending = (await (await page.request.get('/api/me/spending')).json()) as {
        effectiveLimitCents: number;
        availableCents: number;
      };
      const orders = (await (await page.request.get('/api/me/orders')).json()) as {
        items: {
          outstandingCents: number;
          nextInstalment: { dueDate: string; owedCents: number };
        }[];
      };
      const owed = orders.items.reduce((sum, o) => sum + o.outstandingCents, 0);
      // The dashboard's number is the decision's: limit less what is still owed.
      expect(spending.availableCents).toBe(spending.effectiveLimitCents - owed);
      const next = orders.items[0]!.nextInstalment;

      await page.goto('/dashboard');
      // "47,34 €" in Montenegrin (amounts here stay below 1.000 €).
      const eur = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0€`;
      const available = page.getByTestId('available-amount');
      const nextPayment = page.getByTestId('next-payment');
      if (locale === 'me') {
        const [y, m, d] = next.dueDate.split('-');
        await expect(available).toContainText(
          `Dostupno: ${eur(spending.availableCents)} od ${eur(spending.effectiveLimitCents)}`,
        );
        // The whole line: the date's own full stop ends the sentence, no second one after it.
        await expect(nextPayment.getByText(/^Sljedeća rata:/)).toHaveText(
          `Sljedeća rata: ${eur(next.owedCents)} dospijeva ${Number(d)}. ${Number(m)}. ${y}.`,
        );
      } else {
        const en = (cents: number) => `€${(cents / 100).toFixed(2)}`;
        await expect(available).toContainText(
          `Available: ${en(spending.availableCents)} of ${en(spending.effectiveLimitCents)}`,
        );
        await expect(nextPayment).toContainText(`Next instalment: ${en(next.owedCents)} due`);
      }
      // The summary comes before everything else on the page.
      const summaryTop = (await nextPayment.boundingBox())!.y;
      const scoreTop = (await page.getByTestId('credit-score').boundingBox())!.y;
      expect(summaryTop).toBeLessThan(scoreTop);

      // One word for the purchase: the plan and "last purchases" agree, and it is never "pending".
      const active = locale === 'me' ? 'Aktivan' : 'Active';
      await expect(page.getByTestId('plan-card').first().locator('[data-status]')).toHaveText(
        active,
      );
      const purchases = isMobile
        ? page.getByRole('list', {
            name: locale === 'me' ? 'Posljednje kupovine' : 'Recent purchases',
          })
        : page.getByRole('table', {
            name: locale === 'me' ? 'Posljednje kupovine' : 'Recent purchases',
          });
      await expect(purchases.locator('[data-status]').first()).toHaveText(active);
      // Every order-level status on the page is the same word (instalments keep their own).
      const words = await page.locator('[data-status]').allInnerTexts();
      expect(words.length).toBeGreaterThanOrEqual(2);
      expect(new Set(words)).toEqual(new Set([active]));

      // Pay now opens the payment of that very instalment.
      await nextPayment.getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');

      if (!isMobile) {
        // The admin's transaction list shows the same word for the same purchase.
        const adminContext = await browser.newContext({ baseURL });
        await useLocale(adminContext, baseURL, locale);
        const admin = await adminContext.newPage();
        await signInViaApi(admin, DEMO_ADMIN);
        await admin.goto(`/admin/transactions?user=${encodeURIComponent(account.email)}`);
        const row = admin
          .getByRole('row')
          .filter({ hasText: account.email.split('@')[0]! })
          .first();
        await expect(row.locator('[data-status]')).toHaveText(active);
        await adminContext.close();
      }
    });
  }

  test('a new account with nothing owed points to the stores @mobile', async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/dashboard');
    await expect(page.getByTestId('next-payment')).toContainText('Nemaš rata za plaćanje.');
    await expect(page.getByTestId('available-amount')).toContainText(
      'Dostupno: 100,00\u00a0€ od 100,00\u00a0€',
    );
    await page.getByTestId('next-payment').getByRole('link').click();
    await expect(page).toHaveURL(/\/prodavnice$/);
  });
});

test.describe('toasts', () => {
  test('one per topic, cleared on navigation, clear of the header and the field @mobile', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.waitForLoadState('networkidle');
    const submit = page.getByRole('button', { name: 'Prijavi se', exact: true });
    await page.getByLabel('Email', { exact: true }).fill('nema.nikoga@primjer.me');
    await page.getByLabel('Lozinka', { exact: true }).fill('Pogresna-Lozinka-1!');
    await submit.click();
    await expect(page.locator('[data-toast]')).toHaveCount(1);
    await page.getByLabel('Lozinka', { exact: true }).fill('Pogresna-Lozinka-2!');
    await submit.click();
    await page.getByLabel('Email', { exact: true }).fill('');
    await submit.click();
    // Three failures, one toast: the newest.
    await expect(page.locator('[data-toast]')).toHaveCount(1);
    const toastBox = (await page.locator('[data-toast]').boundingBox())!;
    const headerBox = (await page.locator('header').first().boundingBox())!;
    expect(overlaps(toastBox, headerBox)).toBe(false);
    const field = page.getByLabel('Email', { exact: true });
    await expect(field).toBeFocused();
    expect(overlaps(toastBox, (await field.boundingBox())!)).toBe(false);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Kako radi' }).click();
    await expect(page).toHaveURL(/\/kako-radi$/);
    await expect(page.locator('[data-toast]')).toHaveCount(0);
  });
});

test.describe('landing after login', () => {
  const cases = [
    { who: DEMO_ADMIN, lands: /\/admin\/dashboard$/ },
    { who: DEMO_MERCHANT_LOGIN, lands: /\/merchant$/ },
    { who: DEMO_SHOPPER, lands: /\/dashboard$/ },
  ];
  for (const { who, lands } of cases) {
    test(`${who.email} lands on its own area @mobile`, async ({ page }) => {
      await page.goto('/auth');
      await page.waitForLoadState('networkidle');
      await page.getByLabel('Email', { exact: true }).fill(who.email);
      await page.getByLabel('Lozinka', { exact: true }).fill(who.password);
      await page.getByRole('button', { name: 'Prijavi se', exact: true }).click();
      await expect(page).toHaveURL(lands);
    });
  }

  test('a next page wins when the role may open it, and only then', async ({ page }) => {
    await page.goto('/dashboard/transakcije');
    await expect(page).toHaveURL(/\/auth\?next=/);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email', { exact: true }).fill(DEMO_SHOPPER.email);
    await page.getByLabel('Lozinka', { exact: true }).fill(DEMO_SHOPPER.password);
    await page.getByRole('button', { name: 'Prijavi se', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/transakcije$/);
  });

  test('a shopper sent to an admin page lands on the dashboard', async ({ page }) => {
    await page.goto('/auth?next=%2Fadmin%2Fdashboard');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email', { exact: true }).fill(DEMO_SHOPPER.email);
    await page.getByLabel('Lozinka', { exact: true }).fill(DEMO_SHOPPER.password);
    await page.getByRole('button', { name: 'Prijavi se', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('/prodavnice', () => {
  for (const locale of LOCALES) {
    test(`lists the demo store with its category, reachable from the footer (${locale})${phoneTag(locale)}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLocale(context, baseURL, locale);
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: locale === 'me' ? 'Prodavnice' : 'Stores' })
        .click();
      await expect(page).toHaveURL(/\/prodavnice$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'me' ? 'Prodavnice' : 'Stores',
      );
      const store = page.getByTestId('store').filter({ hasText: 'Demo Prodavnica' });
      await expect(store).toBeVisible();
      await expect(store).toContainText(
        locale === 'me' ? 'Online prodaja (e-commerce)' : 'Online shop (e-commerce)',
      );
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('is prerendered: the page paints before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/prodavnice');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prodavnice');
    await context.close();
  });
});

test.describe('phones: merchant and admin areas', () => {
  test('every merchant tab shows, tables hint at sideways scrolling @mobile', async ({
    page,
    isMobile,
  }) => {
    await signInViaApi(page, DEMO_MERCHANT_LOGIN);
    await page.goto('/merchant');
    const viewport = page.viewportSize()!;
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    await expect(page.getByRole('tab', { name: 'Webhookovi' })).toBeVisible();
    await page.getByRole('tab', { name: 'API ključevi' }).click();
    const hint = page.getByTestId('table-scroll-hint').first();
    if (isMobile) await expect(hint).toBeVisible();
    else await expect(hint).toBeHidden();
  });

  test('the card expiry and CVC inputs are level @mobile', async ({ page, baseURL }) => {
    await createAccount(page.request);
    await buy(page.request, baseURL!, 3_000);
    await page.goto('/dashboard');
    // Paying and saving a card both take the card in the acquirer's fields (its iframe).
    await page
      .getByRole('region', { name: 'Kartica i automatsko plaćanje' })
      .getByRole('button', { name: 'Sačuvaj karticu' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Sačuvaj karticu' });
    const fields = dialog.getByTestId('hosted-card-fields').frameLocator('iframe');
    await expect(fields.getByLabel('CVC')).toBeVisible({ timeout: 20_000 });
    const tops = await Promise.all(
      ['Važi do (MM/GG)', 'CVC'].map(
        async (label) => (await fields.getByLabel(label).boundingBox())!.y,
      ),
    );
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
  });
});

test.describe('calculator rounding in words', () => {
  for (const locale of LOCALES) {
    test(`says why the first instalment is a cent more than the headline (${locale})${phoneTag(locale)}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLocale(context, baseURL, locale);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page
        .getByLabel(locale === 'me' ? 'Iznos kupovine (€)' : 'Purchase amount (€)', { exact: true })
        .fill('1000');
      await expect(page.getByTestId('per-instalment')).toHaveText(
        locale === 'me' ? '333,33\u00a0€' : '€333.33',
      );
      await expect(page.getByTestId('rounding-note')).toHaveText(
        locale === 'me'
          ? 'Prva rata je veća za 1 cent zbog zaokruživanja.'
          : 'The first instalment is 1 cent higher because of rounding.',
      );
    });
  }
});
