// Every code the server can answer has a text in every locale: the codes are walked from the
// catalogue, from the provider's card refusals and from every literal code in the server's
// source, so a new error cannot reach a browser that has no words for it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '#shared/i18n/en';
import { me } from '#shared/i18n/me';
import { GENERIC_ERROR_CODES } from '#shared/i18n/generic-error-codes';
import { CARD_FAILURE_MESSAGES } from '../payments/provider';
import { errorText, HttpError, httpErrorBody } from './errors';

const SERVER_DIR = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** Codes written as literals where errors are built: HttpError, conflict(), `code: '…'`, `error: '…'`. */
function literalCodes(): Set<string> {
  const patterns = [
    /new HttpError\(\s*\d+,\s*'([a-z_]+)'/g,
    /conflict\([^;]*?,\s*'([a-z_]+)'\)/g,
    /\bcode: '([a-z_]+)'/g,
    /\berror: '([a-z_]+)'/g,
    /refuse\(\s*'([a-z_]+)'/g,
    /decline\(\s*'([a-z_]+)'/g,
  ];
  const codes = new Set<string>();
  for (const file of sourceFiles(SERVER_DIR)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const m of text.matchAll(pattern)) codes.add(m[1] ?? '');
  }
  return codes;
}

describe('error catalogue', () => {
  const codes = Object.keys(me.errors) as Array<keyof typeof me.errors>;

  it('gives every code a Montenegrin and a different English text', () => {
    for (const code of codes) {
      expect(me.errors[code], code).not.toBe('');
      expect(en.errors[code], code).not.toBe('');
      expect(en.errors[code], code).not.toBe(me.errors[code]);
    }
  });

  it('knows every code written in the server, the card refusals and the generic codes', () => {
    const found = [
      ...literalCodes(),
      ...Object.keys(CARD_FAILURE_MESSAGES),
      ...GENERIC_ERROR_CODES,
    ];
    // The walk must really find the codes (a broken pattern would find none).
    expect(found).toEqual(expect.arrayContaining(['invalid_credentials', 'payment_in_progress']));
    expect(found.filter((code) => !Object.hasOwn(me.errors, code))).toEqual([]);
  });

  it('answers the catalogue text as the Montenegrin message unless told a more precise one', () => {
    const body = httpErrorBody(new HttpError(401, 'invalid_credentials'));
    expect(body).toMatchObject({
      error: 'invalid_credentials',
      message: 'Pogrešan email ili lozinka.',
    });
    expect(errorText('card_declined')).toBe('Kartica je odbijena.');
    expect(CARD_FAILURE_MESSAGES.card_declined).toBe(me.errors.card_declined);
  });
});

describe('validation catalogue', () => {
  it('has one key per Montenegrin text, so a message names its key', () => {
    const texts = Object.values(me.validation);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('translates every message into English', () => {
    for (const [key, text] of Object.entries(me.validation)) {
      expect(en.validation[key as keyof typeof en.validation], key).not.toBe(text);
    }
  });
});
