import { describe, expect, it } from 'vitest';
import { chooseLocale, localizedPath } from './locale-choice';

describe('chooseLocale', () => {
  it('takes ?lang= first, then the cookie, then Montenegrin', () => {
    expect(chooseLocale('en', 'me')).toBe('en');
    expect(chooseLocale('me', 'en')).toBe('me');
    expect(chooseLocale(null, 'en')).toBe('en');
    expect(chooseLocale(undefined, undefined)).toBe('me');
  });

  it('ignores values that are not locales', () => {
    expect(chooseLocale('de', 'en')).toBe('en');
    expect(chooseLocale('EN', '<script>')).toBe('me');
  });
});

describe('localizedPath', () => {
  it('adds ?lang= only for the non-default language', () => {
    expect(localizedPath('/kako-radi', 'me')).toBe('/kako-radi');
    expect(localizedPath('/kako-radi', 'en')).toBe('/kako-radi?lang=en');
  });
});
