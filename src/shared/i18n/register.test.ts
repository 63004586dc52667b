// NaRate speaks to shoppers, merchants and its own staff as "ti", as the landing page does. This scans the
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
  'nemate',
  'koristite',
  'dopunite',
  'pokrenite',
  'izvršite',
  'odobrite',
  'odgovorite',
  'obnovite',
  'mislite',
  'pretražite',
  'preuzmite',
  'učitajte',
  'predajte',
  'označite',
  'upravljajte',
  'biste',
  'dugujete',
  'završite',
  'pišite',
  'napišite',
  'isprobajte',
  'potvrđujete',
  'objasnite',
  'navedite',
];
const pattern = new RegExp(`(?<![\\p{L}])(${VI_FORMS.join('|')})(?![\\p{L}])`, 'iu');

// The catalogue, and the Montenegrin messages the shared input schemas give for bad input.
const dirs = [join(__dirname, 'me'), join(__dirname, '..', 'validation')];
const offending = dirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
        // Comments are for developers, not readers.
        .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .filter(({ line }) => pattern.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    ),
);

// Texts written in the code itself (server messages, screens), outside the catalogue: every quoted
// string of the server and client sources. The local card acquirer (src/acquirer) is left out: it
// plays the shopper's bank, which speaks in its own voice.
const SOURCES = [join(__dirname, '..', '..', 'server'), join(__dirname, '..', '..', 'client')];
const sourceFiles = SOURCES.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/testing/.test(file))
    .map((file) => join(dir, file)),
);
const offendingLiterals = sourceFiles.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
    .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .flatMap(({ where, line }) =>
      [...line.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)]
        .map((match) => match[2] ?? '')
        .filter((text) => pattern.test(text))
        .map((text) => `${where}: ${text}`),
    ),
);

describe('one register', () => {
  it('addresses the reader as "ti" throughout the Montenegrin catalogue', () => {
    expect(offending).toEqual([]);
  });

  it('addresses the reader as "ti" in the texts the server and client sources write themselves', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    expect(offendingLiterals).toEqual([]);
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
