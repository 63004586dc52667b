import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '#shared/i18n/en';
import { me } from '#shared/i18n/me';
import { core as meCore } from '#shared/i18n/me/core';
import { ApiError, apiFetch } from '../lib/api-client';
import { formErrorText } from '../lib/use-zod-form';
import { startCatalogue } from './catalogue-store';
import { errorTextFor } from './error-text';
import { validationTextForKey } from './validation-text';

afterEach(() => {
  vi.unstubAllGlobals();
  startCatalogue('me', me);
});

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
}

describe('API errors shown by code', () => {
  it('shows a specific code in the page’s language, whatever the server wrote', () => {
    startCatalogue('en', en);
    expect(errorTextFor('card_declined', 'Kartica je odbijena.')).toBe(en.errors.card_declined);
    startCatalogue('me', me);
    expect(errorTextFor('card_declined', 'The card was declined.')).toBe(me.errors.card_declined);
  });

  it('fills a code’s placeholders from the error body', () => {
    startCatalogue('en', en);
    expect(errorTextFor('resend_too_soon', '', { retryAfterSeconds: 42 })).toContain('42');
  });

  it('keeps the server’s more precise message for a generic code, and for an unknown one', () => {
    startCatalogue('en', en);
    expect(errorTextFor('not_found', 'Order not found.')).toBe('Order not found.');
    expect(errorTextFor('some_new_code', 'A new refusal.')).toBe('A new refusal.');
    // Without any server message, the generic text of the page's language.
    expect(errorTextFor('some_new_code', '')).toBe(en.errors.http_error);
  });

  it('falls back to the server message before the page has its error texts', () => {
    startCatalogue('en', meCore);
    expect(errorTextFor('card_declined', 'The card was declined.')).toBe('The card was declined.');
  });

  it('shows a refused field by its validation key, else the server’s words', () => {
    startCatalogue('en', en);
    expect(validationTextForKey('deletePasswordRequired', 'x')).toBe(
      en.validation.deletePasswordRequired,
    );
    expect(validationTextForKey(undefined, 'As the server wrote it.')).toBe(
      'As the server wrote it.',
    );
    expect(validationTextForKey('noSuchKey', 'As written.')).toBe('As written.');
  });
});

describe('apiFetch', () => {
  it('tells the server the page’s language and reads the answer’s code', async () => {
    startCatalogue('en', en);
    const fetch = answer(409, {
      statusCode: 409,
      error: 'nothing_to_pay',
      message: 'There are no instalments to pay.',
    });
    vi.stubGlobal('fetch', fetch);
    const error = await apiFetch('/orders/x/payments', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('nothing_to_pay');
    expect((error as ApiError).message).toBe(en.errors.nothing_to_pay);
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['x-narate-locale']).toBe('en');
  });

  it('shows a refused form’s first field from its key, not by matching Montenegrin text', async () => {
    startCatalogue('en', en);
    vi.stubGlobal(
      'fetch',
      answer(400, {
        statusCode: 400,
        error: 'bad_request',
        message: 'Enter your password to confirm the deletion.',
        fields: { password: 'Enter your password to confirm the deletion.' },
        fieldCodes: { password: 'deletePasswordRequired' },
      }),
    );
    const error = (await apiFetch('/me', { method: 'DELETE', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(formErrorText(error)).toBe(en.validation.deletePasswordRequired);
  });
});
