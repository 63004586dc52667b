// "Pošalji test događaj": a merchant points the webhook at a receiver on this machine (allowed
// outside production), sends a test event and reads the receiver's answer in place. Both
// languages, axe-clean at 390 and 1440 px; screenshots go to SCREENSHOT_DIR when set.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { attachE2eDatabase, createE2eMerchant } from './support/database';
import { expectNoSeriousA11yViolations } from './support/fixtures';

const SHOTS = process.env.SCREENSHOT_DIR;

test('a merchant sends a test event and sees the answer beside the button @mobile', async ({
  page,
  baseURL,
}, info) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let status = 200;
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  try {
    const database = await attachE2eDatabase();
    let token: string;
    try {
      token = (await createE2eMerchant(database.db, 'Prodavnica Test Događaj')).sessionToken;
    } finally {
      await database.close();
    }
    await page.context().addCookies([{ name: 'narate_session', value: token, url: baseURL ?? '' }]);
    await page.goto('/merchant');
    await page.getByRole('tab', { name: 'Webhookovi' }).click();
    await page.getByLabel('URL endpointa').fill(`http://127.0.0.1:${port}/narate`);
    await page.getByRole('button', { name: 'Sačuvaj' }).click();
    await page.getByRole('button', { name: 'Pošalji test događaj' }).click();
    const result = page.getByTestId('webhook-test-result');
    await expect(result).toHaveText(
      'Test događaj je isporučen: tvoj server je odgovorio HTTP 200.',
    );
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'test.ping', object: 'event' });
    expect(String(received[0]!.headers['narate-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    await expect(page.getByText('test.ping').first()).toBeVisible();

    status = 500;
    for (const locale of ['me', 'en'] as const) {
      await page
        .context()
        .addCookies([{ name: 'narate_locale', value: locale, url: baseURL ?? '' }]);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
        await page.goto('/merchant');
        await page.getByRole('tab', { name: locale === 'en' ? 'Webhooks' : 'Webhookovi' }).click();
        await page
          .getByRole('button', {
            name: locale === 'en' ? 'Send test event' : 'Pošalji test događaj',
          })
          .click();
        await expect(page.getByTestId('webhook-test-result')).toHaveText(
          locale === 'en'
            ? 'Your server answered HTTP 500. An event counts as delivered only with a 2xx answer; NaRate sends it again.'
            : 'Tvoj server je odgovorio HTTP 500. Događaj se računa kao isporučen tek uz odgovor 2xx; NaRate ga šalje ponovo.',
        );
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({
          path: `${SHOTS ?? info.outputDir}/merchant-webhook-test-${locale}-${width}.png`,
        });
      }
    }
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
