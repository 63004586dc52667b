import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendVerificationCode } from './contact-verification';

afterEach(() => vi.unstubAllGlobals());

describe('sendVerificationCode', () => {
  it('names the page language, so the SMS with the code is written in it', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ sentTo: '+38267000111', expiresInSeconds: 600 }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await sendVerificationCode('phone', 'en');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/me/phone-verification/send');
    expect((init.headers as Record<string, string>)['x-narate-locale']).toBe('en');
  });
});
