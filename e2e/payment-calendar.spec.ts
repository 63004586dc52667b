// The payment calendar and monthly statements through the browser: a shopper with two plans sees
// every instalment by month on /dashboard/kalendar (and the next months on the dashboard), opens a
// plan from it, and downloads a month's statement as CSV and PDF. Phone (390 px) and desktop,
// both languages, axe-clean; screenshots at 390 and 1440 px.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { createDemoSession } from './support/checkout';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations, paintWholePage } from './support/fixtures';
import { confirmWithCard } from './support/card-payments';

const SHOTS = process.env.SCREENSHOT_DIR;

/** A plan bought through the API by the signed-in context; returns the order id. */
async function buy(request: APIRequestContext, amountCents: number, instalments: number) {
  const sessionId = await createDemoSession(request, amountCents, 'Frižider');
  const response = await confirmWithCard(
    request,
    sessionId,
    { 'idempotency-key': crypto.randomUUID() },
    instalments,
  );
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: { id: string } }).order.id;
}

/** Phones run at 390 px wide, desktops at 1440 px. */
async function sizeFor(page: Page, info: TestInfo) {
  const phone = info.project.name === 'mobile';
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  return phone ? 390 : 1440;
}

async function shoot(page: Page, width: number, name: string) {
  if (!SHOTS) return;
  await paintWholePage(page);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

interface Calendar {
  months: { month: string; totalCents: number; instalments: { owedCents: number }[] }[];
  totalCents: number;
}

test.describe('payment calendar', () => {
  test('lists every instalment by month with its total, links to the plan, downloads statements @mobile', async ({
    page,
  }, info) => {
    const width = await sizeFor(page, info);
    await createAccount(page.request);
    await buy(page.request, 4_500, 3);
    await buy(page.request, 3_000, 6);
    const calendar = (await (
      await page.request.get('/api/me/payment-calendar')
    ).json()) as Calendar;
    expect(calendar.totalCents).toBe(3_000 + 2_500);

    await page.goto('/dashboard');
    const card = page.getByTestId('calendar-card');
    await expect(card.getByRole('heading', { name: 'Naredni mjeseci' })).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await expect(card.getByRole('listitem').first()).toContainText('20,00 €');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, width, 'dashboard-calendar-card');
    await card.getByRole('link', { name: 'Otvori kalendar plaćanja' }).click();
    await expect(page).toHaveURL(/\/dashboard\/kalendar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalendar plaćanja');
    await expect(page.getByTestId('calendar-total')).toHaveText(
      'Ukupno preostalo za plaćanje: 55,00 €',
    );
    const months = page.getByTestId('calendar-month');
    await expect(months).toHaveCount(calendar.months.length);
    // Each month: its own heading and list, and a total that is the sum of what is listed.
    const first = calendar.months[0]!;
    expect(first.totalCents).toBe(first.instalments.reduce((s, i) => s + i.owedCents, 0));
    expect(first.totalCents).toBe(1_500 + 500);
    await expect(months.first().getByTestId('calendar-month-total')).toHaveText(
      'Ukupno za mjesec: 20,00 €',
    );
    await expect(months.first().getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, width, 'payment-calendar');

    // A month's statement: the CSV downloads, the PDF opens.
    const statements = page.getByTestId('statements');
    const csvLink = statements.getByRole('link', { name: /^CSV izvod za / }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^narate-izvod-\d{4}-\d{2}\.csv$/);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text).toContain('"datum","vrsta","prodavnica"');
    expect(text).toContain('"završno stanje","","","",55.00,');
    const pdfHref = await statements
      .getByRole('link', { name: /^PDF izvod za / })
      .first()
      .getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // An instalment opens its plan on the dashboard.
    await page
      .getByTestId('calendar-instalment')
      .first()
      .getByRole('link')
      .filter({ hasText: 'Frižider' })
      .click();
    await expect(page).toHaveURL(/\/dashboard#plan-ord_/);
    await expect(page.locator(':focus')).toHaveAttribute('id', /^plan-ord_/);
  });

  test('speaks English and shows an empty calendar for a new account @mobile', async ({
    page,
  }, info) => {
    const width = await sizeFor(page, info);
    await createAccount(page.request);
    await page.goto('/dashboard/kalendar');
    await expect(page.getByTestId('calendar-empty')).toHaveText(/Nemaš rata za plaćanje/);
    await expect(page.getByText('Izvodi se pojavljuju od mjeseca prve kupovine.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await buy(page.request, 6_000, 3);
    await page.goto('/dashboard/kalendar?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment calendar');
    await expect(page.getByTestId('calendar-total')).toHaveText('Total still to pay: €40.00');
    await expect(page.getByTestId('calendar-month').first()).toContainText('Total for the month');
    await expect(page.getByRole('link', { name: /^PDF statement for / })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, width, 'payment-calendar-en');
  });
});
