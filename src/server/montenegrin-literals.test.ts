import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Everything the server writes to a person comes from the language catalogue
// (src/shared/i18n/{me,en}) in that person's language. A Montenegrin sentence typed into server
// code would reach English readers as is, so this scan fails on one: Montenegrin letters or
// common Montenegrin words inside string literals of non-test server code (comments are skipped).

const SERVER = path.resolve('src/server');

/** Files that must keep Montenegrin text, and why. */
const ALLOWED: Record<string, string> = {
  'lending/credit-documents.ts':
    'legal names and addresses of the creditor, the supervisor and the dispute body',
  'demo-data/seed.ts': 'demo people and stores (names are data, not text)',
  'demo-data/demo-history.ts':
    "the demo shopper's purchases (item names are the shop's data, not text)",
  'demo-shop/products.ts': "the demo store's catalogue is the merchant's own data",
  'db/embedded-postgres.ts': 'no text: a comment about case folding of Š and č',
  'lending/pdf-fonts.ts': 'no text: the letters and digits every font subset holds',
};

const DIACRITICS = /[čćšžđČĆŠŽĐ]/;
/** Words common in Montenegrin sentences and rare in English or code. */
const WORDS =
  /(?<![\w/.-])(je|nije|smo|ste|vaš|vaša|vašu|tvoj|tvoja|tvoju|rata|kupovina|kupovinu|plaćanje|prodavnica|narudžba|zdravo|molimo|pokušajte|ponovo|uspješno|greška|podsjetnik|potvrda|ugovor|lozinka|nalog|poruka|iznos)(?![\w/.-])/i;

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : serverFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The string literals and template texts of a file, comments left out. */
function literals(source: string): string[] {
  const found: string[] = [];
  const pattern =
    /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;
  for (const match of source.matchAll(pattern)) {
    const text = match[0];
    if (text.startsWith('//') || text.startsWith('/*')) continue;
    // Interpolations hold code, not text.
    found.push(text.slice(1, -1).replace(/\$\{[^}]*\}/g, ' '));
  }
  return found;
}

export function montenegrinLiterals(source: string): string[] {
  return literals(source).filter((text) => DIACRITICS.test(text) || WORDS.test(text));
}

describe('no Montenegrin text in server code outside the catalogue', () => {
  const files = serverFiles(SERVER).map((file) =>
    path.relative(SERVER, file).split(path.sep).join('/'),
  );
  it('finds none in any file but the allowed ones', () => {
    const offenders = files
      .filter((file) => !(file in ALLOWED))
      .map((file) => ({
        file,
        texts: montenegrinLiterals(fs.readFileSync(path.join(SERVER, file), 'utf8')),
      }))
      .filter((entry) => entry.texts.length > 0);
    expect(offenders).toEqual([]);
  });

  it('recognises a Montenegrin sentence with or without diacritics, and skips comments', () => {
    expect(montenegrinLiterals("const a = 'Plaćanje primljeno';")).toHaveLength(1);
    expect(montenegrinLiterals('const a = `Zdravo ${name}, tvoj kod je ${code}`;')).toHaveLength(1);
    expect(montenegrinLiterals("// Rata je plaćena\nconst a = 'Payment received';")).toEqual([]);
    expect(montenegrinLiterals("const a = 'ugovor o kreditu';")).toHaveLength(1);
  });
});
