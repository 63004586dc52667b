// What a shopper trusts, in both languages and at phone and desktop width: the hosted checkout
// opens with 3 instalments chosen inside a frame without the site's navigation and lists what is
// bought; a refused card is explained at the card field; errors from the server come in the
// page's language; counts and greetings follow Montenegrin grammar; the shop, the checkout and
// the plan show one order number and the plan names the product.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/accounts';
import { CARDS, typeCardInFields } from './support/card-fields';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { checkout as enCheckout } from '#shared/i18n/en/checkout';
import { checkout as meCheckout } from '#shared/i18n/me/checkout';
import { createCheckoutSession } from './support/checkout';
import { phoneTag } from './support/layout';

const DECLINED_CARD = '4000 0000 0000 0002';
const INSUFFICIENT_CARD = '4000 0000 0000 9995';

const TEXTS = {
  me: {
    accept: /Pročitao\/la sam predugovorne informacije/,
    three: /^3 rate/,
    six: /^6 rata/,
    twelve: /^12 rata/,
    confirm: /^Potvrdi i plati 30,00\s€/,
    declined: 'Kartica je odbijena.',
    insufficient: 'Nedovoljno sredstava na kartici.',
    creditDeclineTitle: 'Zahtjev je odbijen',
    summary: 'Pregled narudžbe',
    security: 'Sigurno plaćanje, šifrovana veza',
    greeting: 'Zdravo, Ana Jović!',
  },
  en: {
    accept: /I have read the pre-contract information/,
    three: /^3 instalments/,
    six: /^6 instalments/,
    twelve: /^12 instalments/,
    confirm: /^Confirm and pay .*30\.00/,
    declined: 'The card was declined.',
    insufficient: 'Insufficient funds on the card.',
    creditDeclineTitle: 'The request was declined',
    summary: 'Order summary',
    security: 'Secure payment, encrypted connection',
    greeting: 'Hello, Ana Jović!',
  },
} as const;
type Locale = keyof typeof TEXTS;

async function createSession(page: Page, reference: string): Promise<string> {
  return createCheckoutSession(page.request, 9000, {
    item: 'Bežične slušalice',
    reference,
    idempotencyKey: `trust-${reference}`,
    shopPage: 'http://127.0.0.1/shop',
  });
}

/** The footer's language switch remembers the choice in this cookie; the test sets it directly. */
async function chooseLocale(page: Page, locale: Locale): Promise<void> {
  await page.context().addCookies([{ name: 'narate_locale', value: locale, url: page.url() }]);
}

async function openCheckout(page: Page, locale: Locale): Promise<void> {
  await page.goto('/');
  await chooseLocale(page, locale);
  await createAccount(page.request, { firstName: 'Ana', lastName: 'Jović' });
  const sessionId = await createSession(
    page,
    `TRUST-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
  );
  await page.goto(`/checkout/${sessionId}`);
}

async function payWith(page: Page, locale: Locale, card: string): Promise<void> {
  const t = TEXTS[locale];
  await typeCardInFields(page, card, locale);
  await page.getByLabel(t.accept).check();
  await page.getByRole('button', { name: t.confirm }).click();
}

for (const locale of ['me', 'en'] as const) {
  const t = TEXTS[locale];

  test.describe(`in ${locale}`, () => {
    test(`the checkout opens with 3 instalments chosen, in its own frame, listing the products${phoneTag(locale)}`, async ({
      page,
    }) => {
      await openCheckout(page, locale);
      await expect(page.getByRole('radio', { name: t.three })).toBeChecked();
      await expect(page.getByRole('radio', { name: t.six })).not.toBeChecked();
      await expect(page.getByRole('radio', { name: t.twelve })).toBeVisible();
      // The schedule and the button follow the chosen plan: 3 rows of 30,00 €, pay 30,00 € now.
      const schedule = page.getByTestId('plan-schedule');
      await expect(schedule.getByRole('row')).toHaveCount(1 + 3 + 1);
      await expect(page.getByRole('button', { name: t.confirm })).toBeVisible();
      // Only the logo, a security note and the language switch: no site navigation or footer.
      await expect(page.getByText(t.security)).toBeVisible();
      await expect(page.getByRole('combobox')).toBeVisible();
      await expect(page.locator('nav')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
      // What is bought is named in the order summary.
      const summary = page.locator('[aria-labelledby="checkout-summary-title"]');
      await expect(summary.getByRole('heading', { name: t.summary })).toBeVisible();
      await expect(summary.getByText('Bežične slušalice')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test(`a refused card is explained at the card field, not as a credit refusal${phoneTag(locale)}`, async ({
      page,
    }) => {
      await openCheckout(page, locale);
      await payWith(page, locale, DECLINED_CARD);
      await expect(page.getByTestId('card-error')).toHaveText(t.declined);
      await expect(page.getByRole('alert').filter({ hasText: t.declined })).toBeVisible();
      await expect(page.getByText(t.creditDeclineTitle)).toHaveCount(0);
      // Another reason, another text at the same place (the fields open a fresh payment).
      await typeCardInFields(page, INSUFFICIENT_CARD, locale);
      await page.getByRole('button', { name: t.confirm }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.insufficient })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test(`after approval a confirmation shows the plan, next instalment, contract and dashboard, and the button goes to the shop${phoneTag(locale)}`, async ({
      page,
    }, info) => {
      const a = (locale === 'en' ? enCheckout : meCheckout).approved;
      await page.route('http://127.0.0.1/shop**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Shop</title><p>shop</p>' }),
      );
      await openCheckout(page, locale);
      await payWith(page, locale, CARDS.approved);
      const card = page.getByRole('region', { name: a.title });
      await expect(card).toBeVisible();
      await expect(card).toContainText(a.plan(3, locale === 'en' ? '€90.00' : '90,00 €'));
      await expect(card.getByTestId('approved-next')).toContainText(
        locale === 'en'
          ? /€30\.00, due \w{3} \d{1,2}, \d{4}/
          : /30,00\s€, dospijeva \d{1,2}\. \d{1,2}\. \d{4}\./,
      );
      await expect(card.getByRole('link', { name: a.contract })).toHaveAttribute(
        'href',
        new RegExp(`/api/me/orders/ord_[^/]+/contract\\.pdf\\?locale=${locale}`),
      );
      await expect(card.getByRole('link', { name: a.dashboard })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      // The page stays until the shopper leaves: no automatic return to the shop.
      await page.waitForTimeout(1000);
      await expect(page).toHaveURL(/\/checkout\/cs_/);
      await expectNoSeriousA11yViolations(page);
      if (process.env.SCREENSHOT_DIR) {
        const width = info.project.name === 'mobile' ? 390 : 1440;
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/checkout-approved-${locale}-${width}.png`,
          fullPage: true,
        });
      }
      await card.getByRole('button', { name: a.back }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1\/shop\?status=success&order=ord_/);
    });

    test(`the dashboard greets without a gendered verb${phoneTag(locale)}`, async ({ page }) => {
      await page.goto('/');
      await chooseLocale(page, locale);
      await createAccount(page.request, { firstName: 'Ana', lastName: 'Jović' });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.greeting);
    });
  });
}

test('a wrong password is told in English in English mode @mobile', async ({ page }) => {
  await page.goto('/');
  await chooseLocale(page, 'en');
  await page.goto('/login');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('Netacna-Lozinka1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.locator('[data-toast]').filter({ hasText: 'Wrong email or password.' }),
  ).toBeVisible();
  await expect(page.getByText('Pogrešan email ili lozinka.')).toHaveCount(0);
});

test('validation messages of the shared schemas show in English in English mode @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await chooseLocale(page, 'en');
  await page.goto('/login');
  await page.getByLabel('Email').fill('ana@');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email address').first()).toBeVisible();
  await expect(page.getByText('Nevažeća email adresa')).toHaveCount(0);
});

test('the shop, the checkout and the plan show one order number, and the plan names the product', async ({
  page,
}) => {
  await createAccount(page.request);
  await page.goto('/demo-shop');
  await page.getByRole('button', { name: /Plati na rate uz NaRate: Gradski ruksak/ }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_/);
  const reference = (await page.getByTestId('checkout-reference').textContent()) ?? '';
  expect(reference).toMatch(/^DEMO-/);
  await typeCardInFields(page, CARDS.approved);
  await page.getByLabel(/Pročitao\/la sam predugovorne informacije/).check();
  await page.getByRole('button', { name: /^Potvrdi i plati/ }).click();
  await page.getByRole('button', { name: meCheckout.approved.back }).click();
  await expect(page).toHaveURL(/\/demo-shop\?status=success/);
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText(/ord_/)).toHaveCount(0);
  await page.goto('/dashboard');
  const plan = page.getByTestId('plan-card').filter({ hasText: reference });
  await expect(plan.getByRole('heading', { name: 'Gradski ruksak' })).toBeVisible();
});
