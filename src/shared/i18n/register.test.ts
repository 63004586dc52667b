// NaRate speaks to shoppers and merchants as "ti", as the landing page does. This scans the
// Montenegrin catalogue for the polite plural ("vi") forms that crept into some screens and emails.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const VI_FORMS = [
  'Vaš',
  'Vaša',
  'Vaše',
  'Vašu',
  'Vašeg',
  'Vašem',
  'Vašim',
  'Vašoj',
  'Vam',
  'Vas',
  'možete',
  'morate',
  'imate',
  'niste',
  'ste',
  'želite',
  'trebate',
  'pokušajte',
  'molimo',
  'unesite',
  'izaberite',
  'provjerite',
  'potvrdite',
  'platite',
  'kontaktirajte',
  'prijavite',
  'pošaljite',
  'popunite',
  'zatražite',
  'verifikujte',
  'dobijate',
  'primate',
  'plaćate',
  'javite',
  'promijenite',
  'otvorite',
  'vratite',
  'registrujte',
  'kopirajte',
  'ažurirajte',
];
const pattern = new RegExp(`(?<![\\p{L}])(${VI_FORMS.join('|')})(?![\\p{L}])`, 'iu');

/**
 * Sections still written for staff in the polite form or still moving into the catalogue: the
 * admin area (staff texts) and the API error messages (being moved from the server into the
 * catalogue). Every other section must stay free of "vi" forms.
 */
const NOT_YET_SCANNED = new Set(['admin.ts', 'errors.ts']);

const dir = join(__dirname, 'me');
const offending = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && !NOT_YET_SCANNED.has(file))
  .flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
      // Comments are for developers, not readers.
      .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .filter(({ line }) => pattern.test(line))
      .map(({ where, line }) => `${where}: ${line.trim()}`),
  );

describe('one register', () => {
  it('addresses the reader as "ti" throughout the Montenegrin catalogue', () => {
    expect(offending).toEqual([]);
  });

  it('recognises the "vi" forms it looks for', () => {
    expect(pattern.test('Unesite iznos.')).toBe(true);
    expect(pattern.test('Primili smo vašu poruku.')).toBe(true);
    expect(pattern.test('Uspješno ste se odjavili.')).toBe(true);
    expect(pattern.test('Unesi iznos i pošalji nam poruku.')).toBe(false);
    // "vas" inside another word ("zvaš") is not a form of address.
    expect(pattern.test('Pozvaš prijatelja.')).toBe(false);
  });
});
