// The admin's payout files screen: the bank's statement is uploaded and a line that names no
// payout is listed for a person, who marks it dealt with. Axe-clean on a desktop (1440 px) and a
// phone (390 px); screenshots go to SCREENSHOT_DIR when set.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { camt053 } from '#server/payouts/bank-files-fixtures';
import {
  DEMO_ADMIN,
  expectNoSeriousA11yViolations,
  paintWholePage,
  signInViaApi,
} from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

const SHOTS = process.env.SCREENSHOT_DIR;

test('the admin uploads a bank statement and deals with a line that names no payout', async ({
  page,
}, info) => {
  const statementId = `E2E-${randomUUID().slice(0, 8)}`;
  const xml = camt053({
    statementId,
    accountIban: 'ME25505000012345678951',
    createdAt: new Date(),
    lines: [
      { endToEndId: null, amountCents: 12_345, direction: 'CRDT', bookingDate: '2026-11-25' },
    ],
  });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/payout-files');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datoteke isplata');
  await page.getByLabel('Datoteka izvoda (camt.053 ili camt.054 XML)').setInputFiles({
    name: `${statementId}.xml`,
    mimeType: 'application/xml',
    buffer: Buffer.from(xml),
  });
  await page.getByRole('button', { name: 'Učitaj' }).click();
  // The page's own loading indicator is a status too while the lists reload: the upload's
  // message is the one that names the statement.
  await expect(page.getByRole('status').filter({ hasText: statementId })).toHaveText(
    `Izvod ${statementId}: isplaćeno 0, vraćeno 0, bez para 1.`,
  );
  // A file that is no statement is refused with the reason, in the page's language.
  await page.getByLabel('Datoteka izvoda (camt.053 ili camt.054 XML)').setInputFiles({
    name: 'pokvaren.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from('<Document><Unclosed></Document>'),
  });
  await page.getByRole('button', { name: 'Učitaj' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Datoteka nije ispravan XML.' }),
  ).toHaveText('Datoteka nije ispravan XML. Učitaj izvod onakav kakav je preuzet iz banke.');
  const row = page.getByTestId('unmatched-lines').getByRole('row').filter({ hasText: statementId });
  await expect(row).toContainText('123,45');
  await expect(row).toContainText('Odobrenje');
  await expect(row).toContainText('Ne navodi isplatu');

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await paintWholePage(page);
    await page.screenshot({
      path: `${SHOTS ?? info.outputDir}/admin-payout-files-${width}.png`,
      fullPage: true,
    });
  }

  await row.getByRole('button', { name: 'Riješeno' }).click();
  await expect(row).toHaveCount(0);
});
