import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { DEV_MAILBOX_HEADERS } from './support/test-environment';

const CSRF = { 'x-narate-csrf': '1' };

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

async function fillForm(
  page: Page,
  values: { name?: string; email?: string; reason?: string; message?: string },
) {
  if (values.name !== undefined) await field(page, 'Ime i prezime').fill(values.name);
  if (values.email !== undefined) await field(page, 'Email za odgovor').fill(values.email);
  if (values.reason !== undefined) {
    await field(page, 'Razlog kontakta').selectOption({ label: values.reason });
  }
  if (values.message !== undefined) await field(page, 'Poruka').fill(values.message);
}

const VALID = {
  name: 'Jovana Šćekić',
  reason: 'Podrška',
  message: 'Kako mogu promijeniti broj rata nakon kupovine?',
};

/**
 * Proof that the message was stored: the row itself, read straight from the database when the
 * tests run on a PostgreSQL server; on the embedded database (one process only) the receipt
 * email, which is written in the same transaction as the row.
 */
async function findStoredMessage(
  page: Page,
  email: string,
): Promise<
  | { source: 'database'; row: Record<string, string> | undefined }
  | { source: 'mailbox'; subjects: string[] }
> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const result = await client.query<Record<string, string>>(
        'SELECT name, email, reason, message, status FROM contact_submissions WHERE email = $1',
        [email],
      );
      return { source: 'database', row: result.rows[0] };
    } finally {
      await client.end();
    }
  }
  const response = await page.request.get(
    `/api/dev/mailbox?recipient=${encodeURIComponent(email)}`,
    { headers: DEV_MAILBOX_HEADERS },
  );
  const { messages } = (await response.json()) as { messages: { subject: string }[] };
  return { source: 'mailbox', subjects: messages.map((m) => m.subject) };
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/kontakt', { waitUntil: 'networkidle' });
  });

  test('shows the support hours', async ({ page }) => {
    await expect(page.getByText('Ponedjeljak – petak: 09:00 – 17:00')).toBeVisible();
    await expect(page.getByText('Vikendom odgovaramo putem emaila.')).toBeVisible();
  });

  test('an empty form shows the first error in a toast and each error at its field', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Pošalji poruku' }).click();
    const toast = page.locator('[data-toast]');
    await expect(toast).toContainText('Greška validacije');
    await expect(toast).toContainText('Ime je obavezno');
    await expect(field(page, 'Ime i prezime')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Ime i prezime')).toHaveAccessibleDescription('Ime je obavezno');
    await expect(field(page, 'Razlog kontakta')).toHaveAccessibleDescription(
      'Izaberi razlog kontakta',
    );
    await expect(field(page, 'Poruka')).toHaveAccessibleDescription(
      /Poruka mora imati najmanje 10 karaktera/,
    );
    // The reply address is optional: left empty it is not an error.
    await expect(field(page, 'Email za odgovor')).not.toHaveAttribute('aria-invalid', 'true');
  });

  const INVALID: [string, Parameters<typeof fillForm>[1], string, string][] = [
    [
      'a name with digits',
      { name: 'Ana 3' },
      'Ime i prezime',
      'Ime može sadržati samo slova, razmake i crtice',
    ],
    [
      'a name over 100 characters',
      { name: 'a'.repeat(101) },
      'Ime i prezime',
      'Ime mora biti kraće od 100 karaktera',
    ],
    ['a malformed reply address', { email: 'ana@' }, 'Email za odgovor', 'Nevažeća email adresa'],
    ['no reason', { reason: 'Izaberi razlog' }, 'Razlog kontakta', 'Izaberi razlog kontakta'],
    [
      'a message under 10 characters',
      { message: 'Kratko' },
      'Poruka',
      'Poruka mora imati najmanje 10 karaktera',
    ],
  ];
  for (const [what, change, label, message] of INVALID) {
    test(`rejects ${what} with "${message}"`, async ({ page }) => {
      await fillForm(page, { ...VALID, ...change });
      await page.getByRole('button', { name: 'Pošalji poruku' }).click();
      const toast = page.locator('[data-toast]');
      await expect(toast).toContainText('Greška validacije');
      await expect(toast).toContainText(message);
      await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(message));
    });
  }

  test('a valid message is stored, confirmed in a toast and the form is cleared', async ({
    page,
  }) => {
    const email = `kontakt-${Date.now()}-${Math.floor(Math.random() * 1e6)}@primjer.me`;
    await fillForm(page, { ...VALID, email });
    const response = page.waitForResponse('**/api/contact');
    await page.getByRole('button', { name: 'Pošalji poruku' }).click();
    expect((await response).status()).toBe(201);
    const toast = page.locator('[data-toast]');
    await expect(toast).toContainText('Poruka poslata!');
    await expect(toast).toContainText('Odgovorićemo ti u najkraćem mogućem roku.');
    await expect(field(page, 'Ime i prezime')).toHaveValue('');
    await expect(field(page, 'Email za odgovor')).toHaveValue('');
    await expect(field(page, 'Razlog kontakta')).toHaveValue('');
    await expect(field(page, 'Poruka')).toHaveValue('');
    const stored = await findStoredMessage(page, email);
    if (stored.source === 'database') {
      expect(stored.row).toEqual({
        name: VALID.name,
        email,
        reason: 'support',
        message: VALID.message,
        status: 'pending',
      });
    } else {
      expect(stored.subjects).toEqual(['Primili smo tvoju poruku — NaRate']);
    }
  });

  test('a server failure shows the failure toast and keeps the text', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await fillForm(page, VALID);
    await page.getByRole('button', { name: 'Pošalji poruku' }).click();
    await expect(page.locator('[data-toast]')).toContainText(
      'Nije moguće poslati poruku. Pokušaj ponovo.',
    );
    await expect(field(page, 'Poruka')).toHaveValue(VALID.message);
  });

  test('works in English behind the footer switch', async ({ page }) => {
    await page.locator('footer').getByLabel('Jezik').selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expect(page.getByText('Monday – Friday: 09:00 – 17:00')).toBeVisible();
    await page.getByLabel('Full name').fill(VALID.name);
    await page.getByLabel('Reason for contacting us').selectOption({ label: 'Support' });
    await page.getByLabel('Message', { exact: true }).fill(VALID.message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('[data-toast]')).toContainText('Message sent!');
  });
});

test.describe('POST /api/contact sent directly', () => {
  const valid = { name: 'Marko Marković', reason: 'general', message: 'Pitanje o saradnji.' };
  const cases: [Record<string, unknown>, string][] = [
    [{ name: '' }, 'Ime je obavezno'],
    [{ name: 'Marko<script>' }, 'Ime može sadržati samo slova, razmake i crtice'],
    [{ email: 'nije-email' }, 'Nevažeća email adresa'],
    [{ reason: 'hack' }, 'Izaberi razlog kontakta'],
    [{ message: 'kratko' }, 'Poruka mora imati najmanje 10 karaktera'],
    [{ message: 'x'.repeat(2001) }, 'Poruka mora biti kraća od 2000 karaktera'],
  ];
  for (const [change, message] of cases) {
    test(`answers 400 "${message}"`, async ({ request }) => {
      const response = await request.post('/api/contact', {
        headers: CSRF,
        data: { ...valid, ...change },
      });
      expect(response.status()).toBe(400);
      expect((await response.json()).message).toBe(message);
    });
  }

  test('answers 201 for a valid payload', async ({ request }) => {
    const response = await request.post('/api/contact', { headers: CSRF, data: valid });
    expect(response.status()).toBe(201);
    expect((await response.json()).id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

test('axe finds no serious violation on the contact form with errors @mobile', async ({ page }) => {
  const { expectNoSeriousA11yViolations } = await import('./support/fixtures');
  await page.goto('/kontakt');
  await page.getByRole('button', { name: 'Pošalji poruku' }).click();
  await expect(page.locator('[data-toast]')).toContainText('Greška validacije');
  await expectNoSeriousA11yViolations(page);
});
