import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '../notifications/outbox-repository';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = { name: 'Jovana Šćekić', reason: 'support', message: 'Imam pitanje o ratama.' };

// Each test speaks from its own address, so the per-address limit only bites where it is tested.
let nextAddress = 1;
function post(payload: unknown, remoteAddress = `10.0.0.${nextAddress++}`) {
  return apiRequest(t.app, {
    method: 'POST',
    url: '/api/contact',
    payload,
    remoteAddress,
  } as never);
}

async function storedRow(id: string) {
  return t.database.db
    .selectFrom('contact_submissions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

describe('POST /api/contact', () => {
  it('stores a valid message as pending and answers 201 with its id', async () => {
    const response = await post({ ...valid, name: '  Jovana Šćekić ' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await storedRow(id)).toMatchObject({
      name: 'Jovana Šćekić',
      email: null,
      reason: 'support',
      message: 'Imam pitanje o ratama.',
      status: 'pending',
      admin_notes: null,
      resolved_at: null,
    });
  });

  it('keeps the optional reply address and sends the visitor a receipt', async () => {
    const response = await post({ ...valid, email: 'Jovana@Primjer.me' });
    expect(response.statusCode).toBe(201);
    const row = await storedRow(response.json<{ id: string }>().id);
    expect(row?.email).toBe('jovana@primjer.me');
    const [receipt] = await listMessages(t.database.db, { recipient: 'jovana@primjer.me' });
    expect(receipt?.subject).toBe('Primili smo tvoju poruku — NaRate');
    expect(receipt?.text_body).toContain('Zdravo Jovana Šćekić,');
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['an empty name', { name: '  ' }, 'Ime je obavezno'],
    [
      'a name over 100 characters',
      { name: 'a'.repeat(101) },
      'Ime mora biti kraće od 100 karaktera',
    ],
    [
      'a name with digits or symbols',
      { name: 'Ana <3' },
      'Ime može sadržati samo slova, razmake i crtice',
    ],
    ['a malformed reply address', { email: 'ana@' }, 'Nevažeća email adresa'],
    ['a missing reason', { reason: undefined }, 'Izaberi razlog kontakta'],
    ['an unknown reason', { reason: 'business_partnership' }, 'Izaberi razlog kontakta'],
    [
      'a message under 10 characters',
      { message: ' 123456789 ' },
      'Poruka mora imati najmanje 10 karaktera',
    ],
    [
      'a message over 2000 characters',
      { message: 'a'.repeat(2001) },
      'Poruka mora biti kraća od 2000 karaktera',
    ],
  ];
  for (const [what, change, message] of invalid) {
    it(`refuses ${what} with 400 "${message}"`, async () => {
      const before = await countRows();
      const response = await post({ ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
      expect(Object.values(response.json<{ fields: object }>().fields)).toContain(message);
      expect(await countRows()).toBe(before);
    });
  }

  it('refuses an empty or non-object body with a Montenegrin message', async () => {
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Ime je obavezno');
    const array = await post([1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe('Neispravan zahtjev.');
  });

  it('stores script and SQL text verbatim, as data', async () => {
    const message = `<script>alert(1)</script> '; DROP TABLE contact_submissions; --`;
    const response = await post({ ...valid, message });
    expect(response.statusCode).toBe(201);
    expect((await storedRow(response.json<{ id: string }>().id))?.message).toBe(message);
    expect(await countRows()).toBeGreaterThan(0);
  });

  it('ignores fields a visitor may not set, such as status or notes', async () => {
    const response = await post({ ...valid, status: 'resolved', admin_notes: 'x', id: 'x' });
    expect(response.statusCode).toBe(201);
    const row = await storedRow(response.json<{ id: string }>().id);
    expect(row).toMatchObject({ status: 'pending', admin_notes: null });
  });

  it('refuses a request without the CSRF header', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(response.statusCode).toBe(403);
  });

  it('allows five messages per address in ten minutes, then answers 429', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await post(valid, address)).statusCode).toBe(201);
    const limited = await post(valid, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Previše zahtjeva. Pokušajte ponovo za minut.');
    expect((await post(valid, '10.9.9.10')).statusCode).toBe(201);
  });
});

async function countRows(): Promise<number> {
  const row = await t.database.db
    .selectFrom('contact_submissions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
