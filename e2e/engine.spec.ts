// The instalment engine in the browser: a merchant's server creates a checkout session, a shopper
// signs up inside the hosted checkout and buys in 6 instalments, pays one from the dashboard, the
// merchant refunds half in the merchant area, and the merchant's webhook receiver gets signed
// events. Plus a declined checkout, a closed session, API keys and accessibility.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { verifyWebhookSignature } from '#server/rules/webhook-signature';
import {
  createAccount,
  expectToast,
  uniqueJmbg,
  latestCode,
  PASSWORD,
  uniqueEmail,
  uniquePhone,
} from './support/accounts';
import { typeCardInFields } from './support/card-fields';
import { merchantApi } from './support/merchant-api';
import {
  DEMO_MERCHANT_LOGIN,
  expectNoSeriousA11yViolations,
  signInViaApi,
} from './support/fixtures';

const MERCHANT = DEMO_MERCHANT_LOGIN;
const SECRET_KEY = 'sk_test_demo_NaRateDemoProdavnica2026';
const CARD = { number: '4242 4242 4242 4242' };

async function createSession(
  request: APIRequestContext,
  baseURL: string,
  amountCents: number,
  reference: string,
): Promise<string> {
  const { data, error } = await merchantApi(request, SECRET_KEY).POST('/api/v1/checkout/sessions', {
    params: { header: { 'idempotency-key': `e2e-${reference}` } },
    body: {
      amount_cents: amountCents,
      currency: 'EUR',
      order_reference: reference,
      line_items: [{ name: 'Slušalice', quantity: 1, unit_amount_cents: amountCents }],
      success_url: `${baseURL}/demo-shop?status=success`,
      cancel_url: `${baseURL}/demo-shop?status=cancelled`,
    },
  });
  expect(error, JSON.stringify(error)).toBeUndefined();
  return data!.id;
}

async function merchantPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'sr-Latn-ME' });
  const page = await context.newPage();
  await signInViaApi(page, MERCHANT);
  return page;
}

/** The card goes into the acquirer's hosted fields (its iframe), never into NaRate's page. */
async function fillCard(scope: Page | ReturnType<Page['getByRole']>) {
  await typeCardInFields(scope, CARD.number);
}

interface Received {
  signature: string;
  body: string;
}

function startReceiver(): Promise<{ server: http.Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ signature: String(req.headers['narate-signature'] ?? ''), body });
      res.writeHead(200).end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/narate-webhooks`, received });
    }),
  );
}

test.describe('instalment engine in the browser', () => {
  test('session via API → sign-up in checkout → 6 instalments → pay the 2nd → merchant refunds half → signed webhooks', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    const receiver = await startReceiver();
    try {
      // The merchant points its webhook endpoint at the receiver and reads the signing secret.
      const merchant = await merchantPage(browser, base);
      await merchant.goto('/merchant');
      await merchant.getByRole('tab', { name: 'Webhookovi' }).click();
      await merchant.getByLabel('URL endpointa').fill(receiver.url);
      await merchant.getByRole('button', { name: 'Sačuvaj' }).click();
      await expectToast(merchant, 'Webhook endpoint je sačuvan');
      await merchant.getByRole('button', { name: 'Prikaži tajnu' }).click();
      await expect(merchant.getByTestId('webhook-secret')).not.toContainText('••••');
      const secret = (await merchant.getByTestId('webhook-secret').textContent()) ?? '';
      expect(secret.length).toBeGreaterThan(10);

      // The merchant's server creates the session; the shopper signs up inside the checkout.
      const reference = `E2E-${Date.now()}`;
      const sessionId = await createSession(request, base, 9000, reference);
      await page.goto(`/checkout/${sessionId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Plaćanje na rate' })).toBeVisible();
      await expect(page.getByTestId('checkout-total')).toHaveText('90,00 €');
      await page.getByRole('tab', { name: 'Novi nalog' }).click();
      const email = uniqueEmail('checkout');
      await page.getByLabel('Ime', { exact: true }).fill('Ana');
      await page.getByLabel('Prezime', { exact: true }).fill('Radović');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Broj telefona').fill(uniquePhone());
      await page.getByLabel('JMBG').fill(uniqueJmbg());
      await page.getByLabel('Lozinka', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Potvrdi lozinku').fill(PASSWORD);
      await page.getByLabel('Prihvatam uslove korištenja i politiku privatnosti').check();
      await page.getByRole('button', { name: 'Kreiraj nalog' }).click();
      const modal = page.getByRole('dialog', { name: 'Verifikacija email adrese' });
      await modal.getByLabel('Verifikacioni kod').fill(await latestCode(request, email));
      await modal.getByRole('button', { name: 'Verifikuj', exact: true }).click();

      // Still on the checkout: pick 6 instalments and read the schedule and the pre-contract.
      await expect(page).toHaveURL(new RegExp(`/checkout/${sessionId}$`));
      await page.getByLabel(/^6 rata/).check();
      const schedule = page.getByTestId('plan-schedule');
      await expect(schedule.getByRole('row')).toHaveCount(1 + 6 + 1);
      await expect(schedule.getByText('15,00 €')).toHaveCount(6);
      await expect(page.getByText('0 % kamate, bez naknada')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Predugovorne informacije' })).toBeVisible();
      await expect(page.getByText(/odustati od ugovora u roku od 14 dana/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await fillCard(page);
      await page.getByLabel(/Pročitao\/la sam predugovorne informacije/).check();
      await page.getByRole('button', { name: 'Potvrdi i plati 15,00 €' }).click();

      // Approved: the confirmation first, then the merchant's success URL with the order.
      const approved = page.getByRole('region', { name: 'Odobreno' });
      await expect(approved).toContainText('6 rata · ukupno 90,00 €');
      await approved.getByRole('button', { name: 'Nazad u prodavnicu' }).click();
      await expect(page).toHaveURL(/\/demo-shop\?status=success&order=ord_/);
      await expect(page.getByRole('heading', { name: 'Hvala na kupovini!' })).toBeVisible();

      // The dashboard pays the second instalment.
      await page.goto('/dashboard');
      const plan = page.getByTestId('plan-card').filter({ hasText: reference });
      await expect(plan.getByTestId('instalment-1')).toContainText('Plaćeno');
      await expect(plan.getByTestId('instalment-2')).toContainText('Na čekanju');
      await plan.getByRole('button', { name: 'Plati 2. ratu (15,00 €)' }).click();
      const payDialog = page.getByRole('dialog', { name: 'Plaćanje 2. rate' });
      await fillCard(payDialog);
      await payDialog.getByRole('button', { name: 'Plati 15,00 €' }).click();
      await expectToast(page, 'Plaćanje uspješno');
      await expect(plan.getByTestId('instalment-2')).toContainText('Plaćeno');
      await expect(plan.getByTestId('plan-outstanding')).toHaveText('60,00 €');
      await expect(
        page.getByRole('heading', { name: 'Zašto se moj skor promijenio?' }),
      ).toBeVisible();
      await expect(page.getByTestId('score-history').getByRole('listitem').first()).toBeVisible();

      // The merchant refunds half (45 €): the newest instalments (6, 5, 4) go first.
      await merchant.reload();
      await merchant.getByRole('tab', { name: 'Narudžbe' }).click();
      await merchant.getByRole('button', { name: `Detalji narudžbe ${reference}` }).click();
      const detail = merchant.getByRole('dialog', { name: `Narudžba ${reference}` });
      await detail.getByLabel('Dio iznosa').check();
      await detail.getByLabel('Iznos povraćaja (€)').fill('45,00');
      await detail.getByRole('button', { name: 'Vrati novac' }).click();
      await detail.getByRole('button', { name: 'Potvrdi' }).click();
      await expectToast(merchant, 'Povraćaj je izvršen');
      await expect(detail.getByTestId('merchant-outstanding')).toHaveText('15,00 €');
      for (const n of [4, 5, 6])
        await expect(detail.getByTestId(`instalment-${n}`)).toContainText('Vraćeno');
      await expect(detail.getByTestId('instalment-3')).toContainText('Na čekanju');
      await expectNoSeriousA11yViolations(merchant);
      await detail.getByRole('button', { name: 'Zatvori' }).click();

      // The shopper's dashboard shows the new schedule too.
      await page.reload();
      await expect(plan.getByTestId('plan-outstanding')).toHaveText('15,00 €');
      for (const n of [4, 5, 6])
        await expect(plan.getByTestId(`instalment-${n}`)).toContainText('Vraćeno');
      await expect(plan.getByTestId('instalment-3')).toContainText('Na čekanju');

      // The receiver got signed events (sent by the job loop every 2 s), and they verify.
      await expect
        .poll(() => receiver.received.map((r) => (JSON.parse(r.body) as { type: string }).type), {
          timeout: 30_000,
        })
        .toEqual(expect.arrayContaining(['order.approved', 'order.refunded']));
      for (const event of receiver.received) {
        expect(
          verifyWebhookSignature(
            secret,
            event.signature,
            event.body,
            Math.floor(Date.now() / 1000),
          ),
        ).toBe(true);
      }
      // … and the merchant area lists the deliveries with their attempts.
      await merchant.getByRole('tab', { name: 'Webhookovi' }).click();
      await expect(
        merchant.getByTestId('webhook-delivery').filter({ hasText: 'order.refunded' }).first(),
      ).toContainText('Isporučen');
      await merchant.context().close();
    } finally {
      receiver.server.close();
    }
  });

  test('a purchase above the limit is declined with the reason in Montenegrin @mobile', async ({
    page,
    request,
    baseURL,
  }) => {
    await createAccount(page.request);
    const sessionId = await createSession(request, baseURL ?? '', 25_000, `E2E-BIG-${Date.now()}`);
    await page.goto(`/checkout/${sessionId}`);
    await expect(
      page.getByRole('heading', { name: 'Ova kupovina trenutno ne može biti odobrena' }),
    ).toBeVisible();
    await expect(page.getByTestId('decline-reason')).toHaveText(
      /Iznos od 250,00\s€ prelazi tvoj raspoloživi limit od 100,00\s€\./,
    );
    await expect(page.getByRole('link', { name: 'Nazad u prodavnicu' })).toHaveAttribute(
      'href',
      /status=cancelled/,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a cancelled session and an expired one show a clear page', async ({
    page,
    request,
    baseURL,
  }) => {
    const sessionId = await createSession(request, baseURL ?? '', 5000, `E2E-CXL-${Date.now()}`);
    const cancelled = await merchantApi(request, SECRET_KEY).POST(
      '/api/v1/checkout/sessions/{id}/cancel',
      { params: { path: { id: sessionId }, header: { 'idempotency-key': `cxl-${sessionId}` } } },
    );
    expect(cancelled.response.status, JSON.stringify(cancelled.error)).toBe(200);
    expect(cancelled.data?.status).toBe('cancelled');
    await page.goto(`/checkout/${sessionId}`);
    await expect(page.getByRole('heading', { name: 'Plaćanje je otkazano' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A session cannot be made to expire sooner than 30 minutes through the API, so the page is
    // shown the server's real answer for an open session with the status it has after expiry.
    const openId = await createSession(request, baseURL ?? '', 5000, `E2E-EXP-${Date.now()}`);
    await page.route(`**/api/checkout/sessions/${openId}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, status: 'expired' } });
    });
    await page.goto(`/checkout/${openId}`);
    await expect(page.getByRole('heading', { name: 'Link za plaćanje je istekao' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nazad u prodavnicu' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
  });

  test('the merchant creates a secret key (shown once) and revokes it @mobile', async ({
    page,
    isMobile,
  }) => {
    await signInViaApi(page, MERCHANT);
    await page.goto('/merchant');
    // On phones the navbar links live in the collapsible menu.
    if (isMobile) await page.getByRole('button', { name: 'Otvori meni' }).click();
    await expect(page.getByRole('link', { name: 'Trgovac' })).toBeVisible();
    if (isMobile) await page.getByRole('button', { name: 'Zatvori meni' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'API ključevi' }).click();
    await page.getByRole('button', { name: 'Novi tajni ključ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novi ključ je kreiran' });
    const secret = (await dialog.getByTestId('created-key').textContent()) ?? '';
    expect(secret).toMatch(/^sk_test_/);
    await dialog.getByRole('button', { name: 'Sačuvao/la sam ključ' }).click();
    await expect(dialog).toHaveCount(0);
    // Listed by prefix and last four only: the whole secret is never shown again.
    await expect(page.getByText(secret)).toHaveCount(0);
    const masked = `sk_test_…${secret.slice(-4)}`;
    const row = page.getByTestId('api-key-row').filter({ hasText: masked });
    await expect(row).toContainText('Aktivan');
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: `Opozovi ključ ${masked}` }).click();
    await page
      .getByRole('dialog', { name: 'Opozvati ključ?' })
      .getByRole('button', { name: 'Opozovi' })
      .click();
    await expectToast(page, 'Ključ je opozvan');
    await expect(row).toContainText('Opozvan');
    const rejected = await merchantApi(page.request, secret).GET('/api/v1/orders');
    expect(rejected.response.status).toBe(401);
    expect(rejected.error?.error).toBe('invalid_api_key');
  });

  test('a shopper is sent from /merchant to the dashboard; demo shop and widget.js work', async ({
    page,
    request,
  }) => {
    await createAccount(page.request);
    await page.goto('/merchant');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Moji planovi otplate' })).toBeVisible();
    await expect(page.getByText('Još nemaš kupovina na rate.')).toBeVisible();

    await page.goto('/demo-shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Prodavnica' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /Plati na rate uz NaRate: Gradski ruksak/ }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_/);
    await expect(page.getByTestId('checkout-total')).toHaveText('49,90 €');

    const script = await request.get('/widget.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await script.text()).toContain('narate:checkout');
  });
});
