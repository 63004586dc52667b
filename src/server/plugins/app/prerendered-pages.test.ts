import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { pickEncoding, PRERENDER_ORIGIN, PrerenderedPages } from './prerendered-pages';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-prerendered-'));
function page(file: string, body: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), body);
}
page(
  'me/kako-radi.html',
  `<html lang="sr-Latn-ME"><link rel="canonical" href="${PRERENDER_ORIGIN}/kako-radi">`,
);
page(
  'en/kako-radi.html',
  `<html lang="en"><link rel="canonical" href="${PRERENDER_ORIGIN}/kako-radi?lang=en">`,
);
page('me/index.html', '<html lang="sr-Latn-ME">pocetna');
page('en/404.html', '<html lang="en">not found');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('PrerenderedPages', () => {
  const pages = new PrerenderedPages(dir, 'https://narate.me/');

  it('answers a public page in the chosen language with the public address filled in', () => {
    const answer = pages.find('/kako-radi', 'en', false, 'identity');
    expect(answer?.contentLanguage).toBe('en');
    expect(answer?.body.toString()).toBe(
      '<html lang="en"><link rel="canonical" href="https://narate.me/kako-radi?lang=en">',
    );
    expect(pages.find('/kako-radi/', 'me', false, 'identity')?.body.toString()).toContain(
      'href="https://narate.me/kako-radi"',
    );
  });

  it('compresses with the encoding asked for', () => {
    const br = pages.find('/', 'me', false, 'br');
    expect(zlib.brotliDecompressSync(br?.body ?? Buffer.alloc(0)).toString()).toContain('pocetna');
    const gzip = pages.find('/', 'me', false, 'gzip');
    expect(zlib.gunzipSync(gzip?.body ?? Buffer.alloc(0)).toString()).toContain('pocetna');
  });

  it('gives the 404 page for unknown paths and nothing for pages it does not hold', () => {
    expect(pages.find('/ne-postoji', 'en', true, 'identity')?.body.toString()).toContain(
      'not found',
    );
    // Not prerendered (signed-in pages): index.html serves them.
    expect(pages.find('/dashboard', 'me', false, 'identity')).toBeNull();
    // Listed but missing from this build: also index.html rather than an error.
    expect(pages.find('/kontakt', 'me', false, 'identity')).toBeNull();
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
